import type { TFunction } from 'i18next';
import type { ServerMessageKey } from '../../shared/i18n/sections/server-messages';
import { translatorFor } from '../../shared/i18n/translator';

/**
 * A sentence the server says to a person, in whatever language the request asked for: it is
 * decided where the error is raised and worded where the answer is written (error-handler.ts),
 * from the same catalogues as the screens. A plain string is English not yet in the catalogues:
 * the server-texts test counts those and the count may only fall.
 */
export type LocalText = (t: TFunction) => string;
export type Text = LocalText | string;

/** A value is a code or a figure as it is, or a text worded in the same language (a document's name). */
type Values = Record<string, string | number | LocalText>;

/** A server message of the catalogues' `serverMessages` section, with the values it names. */
export const said =
  (key: ServerMessageKey, values?: Values): LocalText =>
  (t) =>
    t(
      `serverMessages.${key}`,
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'function' ? value(t) : value,
          ]),
        ),
    );

/** A key of the screens' catalogues (a document type's name), worded in the answer's language. */
export const named =
  (key: string): LocalText =>
  (t) =>
    t(key);

const english = translatorFor('en');

/** A text worded in a language (English for the log and for `Error.message`). */
export const worded = (text: Text, t: TFunction = english): string =>
  typeof text === 'string' ? text : text(t);
