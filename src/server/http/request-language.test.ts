import { describe, expect, it } from 'vitest';
import { serverMessagesText } from '../../shared/i18n/sections/server-messages';
import { translatorFor } from '../../shared/i18n/translator';
import { languageOfHeader } from './request-language';

describe('the language of an answer (error texts, document PDFs)', () => {
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

  it('words the server messages in each language, with their values', () => {
    expect(translatorFor('en')('serverMessages.recordNotFound', { subject: 'Item', key: 'A1' })).toBe(
      'Item A1 was not found.',
    );
    expect(translatorFor('fr')('serverMessages.recordNotFound', { subject: 'Item', key: 'A1' })).toBe(
      'Item A1 est introuvable.',
    );
    for (const language of ['fr', 'ar'] as const)
      for (const [key, english] of Object.entries(serverMessagesText.en)) {
        const worded = translatorFor(language)(`serverMessages.${key}`);
        // Each language has its own sentence, with the same values to fill in.
        expect(worded, key).not.toBe(english);
        expect(worded.match(/{{\w+}}/g)?.sort(), key).toEqual(english.match(/{{\w+}}/g)?.sort());
      }
  });
});
