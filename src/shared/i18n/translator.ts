import i18next, { type TFunction } from 'i18next';
import { defaultLanguage, type Language, languages } from '../locale/languages';
import { catalogues } from './catalogues';
import { serverMessagesText } from './sections/server-messages';

/**
 * The client's catalogues read without React through an i18next instance of their own: the
 * server labels PDFs and menus with the screen's texts, plurals and interpolations, and words its
 * error answers from the server's own section (server-messages.ts), which the screens never load.
 */
const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(
    languages.map((language) => [
      language,
      { translation: { ...catalogues[language], serverMessages: serverMessagesText[language] } },
    ]),
  ),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  // The resources are in memory: initialise now, so getFixedT works at once.
  initAsync: false,
});

const fixed = new Map(languages.map((language) => [language, translator.getFixedT(language)]));

/** One translator per language, made once: a server words every answer with one of them. */
export const translatorFor = (language: Language): TFunction =>
  fixed.get(language) ?? translator.getFixedT(language);
