import { defaultLanguage, isLanguage, type Language } from '../../shared/locale/languages';

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
