/** The pages strings in every language; en.ts, fr.ts and ar.ts each take their own part. */
export const pagesText = {
  en: {},
  fr: {},
  ar: {},
};
