import { persistedPreference } from './persisted-preference';
import { oneOf } from './preference-codecs';

/**
 * What heads a CSV export: the column titles in the user's language (for reading), those titles
 * over a second row of field names (titles for people, names for re-import), or the field names
 * alone (for a re-import, as the API names them).
 */
export const csvHeaderModes = ['titles', 'titles-and-fields', 'fields'] as const;
export type CsvHeaderMode = (typeof csvHeaderModes)[number];

/** The header the user chose last, remembered for the next export in any list. */
export const csvHeaderPreference = persistedPreference<CsvHeaderMode>(
  'csvHeader',
  oneOf(csvHeaderModes),
  () => 'titles',
);
