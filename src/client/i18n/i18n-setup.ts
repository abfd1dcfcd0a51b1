import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  catalogues,
  defaultLanguage,
  directionOf,
  isLanguage,
  type Language,
  languages,
} from '../../shared/i18n/catalogues';

export type { Language };
export { catalogues, defaultLanguage, directionOf, isLanguage, languages };

/** Specification section 3: `language` is one of the persisted user preferences. */
export const languageStorageKey = 'language';

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const stored = storage?.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** Arabic flips the whole page: the document's direction, not a class on one container. */
export function applyDocumentLanguage(language: Language, target: Document = document): void {
  target.documentElement.lang = language;
  target.documentElement.dir = directionOf(language);
}

export async function setupI18n(language: Language): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: {
      en: { translation: catalogues.en },
      fr: { translation: catalogues.fr },
      ar: { translation: catalogues.ar },
    },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...languages],
    interpolation: { escapeValue: false },
  });
  return i18next;
}

export async function changeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined,
): Promise<void> {
  await i18next.changeLanguage(language);
  storage?.setItem(languageStorageKey, language);
  applyDocumentLanguage(language);
}
