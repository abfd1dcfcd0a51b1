import i18next, { type TFunction } from 'i18next';
import { catalogues } from '../../../../shared/i18n/catalogues';
import { defaultLanguage, isLanguage, type Language, languages } from '../../../../shared/locale/languages';

/**
 * The client's catalogues read on the server through an i18next instance of its own (no React),
 * so the PDF's labels, plurals and interpolations are the screen's.
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
  // The resources are in memory: initialise now, so getFixedT works on the first request.
  initAsync: false,
});

export const translatorFor = (language: Language): TFunction => translator.getFixedT(language);

/** The first supported language of an Accept-Language header, by its q weights; English otherwise. */
export function languageOfHeader(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: Number(weight ?? 1), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? defaultLanguage;
}
