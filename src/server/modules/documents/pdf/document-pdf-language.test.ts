import { describe, expect, it } from 'vitest';
import { languageOfHeader, translatorFor } from './document-pdf-language';

describe('the language of a document PDF', () => {
  it('takes the first supported language of Accept-Language by weight', () => {
    expect(languageOfHeader('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(languageOfHeader('de-DE, en;q=0.3, ar;q=0.7')).toBe('ar');
    expect(languageOfHeader('ar;q=0, fr;q=0.1')).toBe('fr');
  });

  it('falls back to English without a header or a supported language', () => {
    expect(languageOfHeader(undefined)).toBe('en');
    expect(languageOfHeader('de, ja')).toBe('en');
  });

  it('labels from the client catalogues, with their interpolation', () => {
    expect(translatorFor('fr')('documents.pdf.page', { page: 2, count: 3 })).toBe('Page 2 sur 3');
    expect(translatorFor('ar')('documents.totals.total')).toBe('إجمالي المستند');
  });
});
