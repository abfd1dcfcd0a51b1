/** The interface languages: the client's catalogues and the server's PDF documents both speak them. */
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  languages.some((language) => language === value);
export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
