import { describe, expect, it } from 'vitest';
import { shapeArabic } from './arabic-shaping';
import { visualLine } from './simple-bidi';

const reversed = (text: string) => [...text].reverse().join('');

describe('a line in drawing order', () => {
  it('keeps a left-to-right line as it is, brackets and all', () => {
    expect(visualLine('Invoice (12) of 3.50 EUR', 'ltr')).toBe('Invoice (12) of 3.50 EUR');
  });

  it('draws Arabic from the right and keeps the number of "فاتورة 1234" left to right', () => {
    const word = reversed(shapeArabic('فاتورة'));
    expect(visualLine('فاتورة 1234', 'rtl')).toBe(`1234 ${word}`);
    // In a left-to-right paragraph the Arabic word keeps its order to the number's right too.
    expect(visualLine('فاتورة 1234', 'ltr')).toBe(`1234 ${word}`);
  });

  it('keeps Latin codes and amounts left to right inside an Arabic line', () => {
    expect(visualLine('I000018', 'rtl')).toBe('I000018');
    expect(visualLine('صنف ABC-12', 'rtl')).toBe(`ABC-12 ${reversed(shapeArabic('صنف'))}`);
  });

  it('places the currency code of an Arabic amount on its left and drops the direction mark', () => {
    expect(visualLine('\u200f1,234.50\u00a0EUR', 'rtl')).toBe('EUR\u00a01,234.50');
  });

  it('keeps the Arabic percent sign after its number', () => {
    expect(visualLine('5٪', 'rtl')).toBe('5٪');
  });

  it('mirrors brackets inside a right-to-left run', () => {
    expect(visualLine('(سلام)', 'rtl')).toBe(`(${reversed(shapeArabic('سلام'))})`);
  });
});
