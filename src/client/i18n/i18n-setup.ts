import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  directionOf,
  intlLocaleOf,
  isLanguage,
  type Language,
  languages,
} from '../../shared/locale/languages';

export type { Language };
export { defaultLanguage, directionOf, isLanguage, languages };

/** Specification section 3: `language` is one of the persisted user preferences. */
export const languageStorageKey = 'language';

type CatalogueData = { readonly [key: string]: unknown };

/**
 * Each language's catalogue is a chunk of its own (vite.config.ts, catalogue-chunks), fetched when
 * that language is first used: the first load carries the user's language only, the others arrive
 * when chosen. The server and the catalogue tests read all three from shared/i18n/catalogues.
 */
const catalogueLoaders: Record<Language, () => Promise<CatalogueData>> = {
  en: () => import('virtual:catalogue/en').then((module) => module.default),
  fr: () => import('virtual:catalogue/fr').then((module) => module.default),
  ar: () => import('virtual:catalogue/ar').then((module) => module.default),
};

export const loadCatalogue = (language: Language): Promise<CatalogueData> => catalogueLoaders[language]();

/** i18next asks for a language before it switches to it (init, changeLanguage): from its chunk. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`No catalogue for ${language}`), false);
      return;
    }
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function storedLanguage(storage: Pick<Storage, 'getItem'> | undefined): Language {
  const stored = storage?.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

/** Arabic flips the whole page: the document's direction, not a class on one container. */
/**
 * Builds one number, date and plural formatter of the language while the page waits for its
 * chunks and its data: the first Intl object of a locale loads that locale's data, some tens of
 * milliseconds that would otherwise fall on the first list's render (issue 20, restore).
 */
export function warmLocaleData(language: Language): void {
  const locale = intlLocaleOf(language);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1.5);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(0);
  new Intl.PluralRules(locale).select(1);
}

export function applyDocumentLanguage(language: Language, target: Document = document): void {
  target.documentElement.lang = language;
  target.documentElement.dir = directionOf(language);
}

/**
 * `alsoLoad`: languages to fetch now as well, for code that reads several at once (tests that
 * compare the languages use `languages`); the app loads the user's alone.
 */
export async function setupI18n(
  language: Language,
  alsoLoad: readonly Language[] = [],
): Promise<typeof i18next> {
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // No fallback language to fetch as well: every catalogue has exactly the English keys
      // (catalogues.test.ts), so a French or Arabic user needs their own catalogue alone.
      fallbackLng: false,
      supportedLngs: [...languages],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    });
  // An instance set up before (a test file after another, in one module registry) keeps its
  // language and may not have this one yet: load it and switch to it, whatever init did.
  await i18next.loadLanguages([language, ...alsoLoad]);
  // A catalogue the instance counts as loaded but no longer holds (an init with other resources
  // in between) is fetched again.
  const missing = [language, ...alsoLoad].filter((each) => !i18next.hasResourceBundle(each, 'translation'));
  if (missing.length > 0) await i18next.reloadResources(missing);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  return i18next;
}

export async function changeLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | undefined,
): Promise<void> {
  // i18next fetches the catalogue first, then switches: the page never shows keys meanwhile.
  await i18next.changeLanguage(language);
  storage?.setItem(languageStorageKey, language);
  applyDocumentLanguage(language);
}
