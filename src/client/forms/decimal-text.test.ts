import { describe, expect, it } from 'vitest';
import { normaliseDecimalText, normaliseWholeText, padDecimals } from './decimal-text';

describe('normaliseDecimalText', () => {
  it('reads a point or a comma as the decimal separator', () => {
    expect(normaliseDecimalText('12.50')).toBe('12.50');
    expect(normaliseDecimalText('12,50')).toBe('12.50');
    expect(normaliseDecimalText('-0,5')).toBe('-0.5');
  });

  it('drops grouping spaces, leading zeros and a dangling separator, and keeps trailing zeros', () => {
    expect(normaliseDecimalText(' 1 234,50 ')).toBe('1234.50');
    expect(normaliseDecimalText('1\u202f234\u00a0567')).toBe('1234567');
    expect(normaliseDecimalText('007.10')).toBe('7.10');
    expect(normaliseDecimalText('12.')).toBe('12');
    expect(normaliseDecimalText(',5')).toBe('0.5');
    expect(normaliseDecimalText('+3')).toBe('3');
  });

  it('reads Arabic-Indic digits and the Arabic decimal and thousands marks', () => {
    expect(normaliseDecimalText('١٢٫٥')).toBe('12.5');
    expect(normaliseDecimalText('١٬٢٣٤')).toBe('1234');
  });

  it('writes no minus sign before zero', () => {
    expect(normaliseDecimalText('-0')).toBe('0');
    expect(normaliseDecimalText('-0.00')).toBe('0.00');
  });

  it('refuses what is not one plain decimal, including both separators at once', () => {
    for (const text of [
      '',
      '-',
      '.',
      'abc',
      '1e3',
      '1,234.5',
      '1.234,5',
      '12.5.1',
      '0x10',
      '1-2',
      'Infinity',
    ])
      expect(normaliseDecimalText(text), text).toBeUndefined();
  });
});

describe('normaliseWholeText', () => {
  it('accepts whole numbers only', () => {
    expect(normaliseWholeText(' 105 ')).toBe('105');
    expect(normaliseWholeText('-٣')).toBe('-3');
    expect(normaliseWholeText('1.5')).toBeUndefined();
    expect(normaliseWholeText('x')).toBeUndefined();
  });
});

describe('padDecimals', () => {
  it('pads to the decimals asked for and never rounds', () => {
    expect(padDecimals('12', 2)).toBe('12.00');
    expect(padDecimals('12.5', 2)).toBe('12.50');
    expect(padDecimals('12.3456', 2)).toBe('12.3456');
    expect(padDecimals('12', 0)).toBe('12');
  });
});
