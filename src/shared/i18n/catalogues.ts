import { defaultLanguage, directionOf, isLanguage, type Language, languages } from '../locale/languages';
import { ar } from './locales/ar';
import { en } from './locales/en';
import { fr } from './locales/fr';

export type { Language };
export { defaultLanguage, directionOf, isLanguage, languages };

/**
 * The catalogues without i18next or React: the server reads them too (the PDF of a document is
 * labelled from the same texts as the screen).
 */
export const catalogues = { en, fr, ar } as const satisfies Record<Language, unknown>;
