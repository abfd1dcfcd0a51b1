import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../shared/i18n/translator';
import { transTypeChoices } from './report-columns';

describe("the movements' document type filter", () => {
  it('offers the types that move stock by their names, any type first, in French as in English', () => {
    const english = transTypeChoices(translatorFor('en'));
    expect(english[0]).toEqual({ value: '', label: 'All document types' });
    expect(english.map((choice) => choice.value)).toEqual([
      '',
      '15',
      '16',
      '13',
      '14',
      '20',
      '21',
      '18',
      '19',
      '59',
      '60',
      '67',
      '310000001',
    ]);
    expect(english.find((choice) => choice.value === '59')?.label).toBe('Goods Receipt');
    const french = transTypeChoices(translatorFor('fr'));
    expect(french.find((choice) => choice.value === '15')?.label).not.toBe(
      english.find((choice) => choice.value === '15')?.label,
    );
    expect(french.map((choice) => choice.value)).toEqual(english.map((choice) => choice.value));
  });

  it('keeps a type the address names that is not in the list, under its neutral name', () => {
    const choices = transTypeChoices(translatorFor('en'), '999');
    expect(choices.at(-1)).toEqual({ value: '999', label: 'Transaction type 999' });
    expect(
      transTypeChoices(translatorFor('en'), '59').filter((choice) => choice.value === '59'),
    ).toHaveLength(1);
  });
});
