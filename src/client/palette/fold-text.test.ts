import { describe, expect, it } from 'vitest';
import { foldText, isWordBoundary } from './fold-text';

describe('foldText', () => {
  it('lower-cases and makes runs of white space one space', () => {
    expect(foldText('  Sales   Order\t12 ')).toBe('sales order 12');
    expect(foldText('A/R Invoice')).toBe('a/r invoice');
  });

  it('drops accents, Arabic diacritics, hamza marks and tatweel', () => {
    expect(foldText('Réception Été')).toBe('reception ete');
    expect(foldText('مُوَرِّد')).toBe('مورد');
    expect(foldText('أمر')).toBe('امر');
    expect(foldText('مبيـــعات')).toBe('مبيعات');
  });

  it('makes Arabic-Indic and Eastern Arabic-Indic digits ASCII', () => {
    expect(foldText('١٢٣٤ ۰۰۷')).toBe('1234 007');
  });

  it('treats spaces and punctuation of either script as word boundaries, letters as not', () => {
    for (const character of [' ', '/', '-', '،', '؟', '\u00a0'])
      expect(isWordBoundary(character.charCodeAt(0))).toBe(true);
    for (const character of ['a', 'Z', '7', 'é', 'م'])
      expect(isWordBoundary(character.charCodeAt(0))).toBe(false);
  });
});
