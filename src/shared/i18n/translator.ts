import i18next, { type TFunction } from 'i18next';
import { defaultLanguage, type Language, languages } from '../locale/languages';
import { catalogues } from './catalogues';

/**
 * The client's catalogues read without React through an i18next instance of their own: the
 * server labels PDFs and menus with the screen's texts, plurals and interpolations.
 */
const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(
    languages.map((language) => [language, { translation: catalogues[language] }]),
  ),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  // The resources are in memory: initialise now, so getFixedT works at once.
  initAsync: false,
});

export const translatorFor = (language: Language): TFunction => translator.getFixedT(language);
