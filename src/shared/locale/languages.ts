/** The interface languages: the client's catalogues and the server's PDF documents both speak them. */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** Arabic keeps Western digits everywhere (`nu-latn`): amounts and dates stay comparable across languages. */
const intlLocales: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', ar: 'ar-u-nu-latn' };

/** The locale the Intl formatters of a language use. */
export const intlLocaleOf = (language: Language): string => intlLocales[language];
