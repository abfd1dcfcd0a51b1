import { describe, expect, it } from 'vitest';
import {
  boundedDecimal,
  boundedText,
  fitsDigits,
  int4,
  nonNegativeDecimal,
  positiveDecimal,
} from './wire-formats';

describe('bounded wire formats', () => {
  it('counts the digits a NUMERIC(19,6) column keeps, ignoring leading and trailing zeros', () => {
    const digits = { precision: 19, scale: 6 };
    expect(fitsDigits('9999999999999.999999', digits)).toBe(true);
    expect(fitsDigits('0001.500000000', digits)).toBe(true);
    expect(fitsDigits('-0.000001', digits)).toBe(true);
    expect(fitsDigits('10000000000000', digits)).toBe(false);
    expect(fitsDigits('0.0000001', digits)).toBe(false);
  });

  it('refuses a decimal its column would round or could not hold', () => {
    expect(boundedDecimal().safeParse('12.50').success).toBe(true);
    expect(boundedDecimal().safeParse('1e5').success).toBe(false);
    expect(boundedDecimal().safeParse('10000000000000').success).toBe(false);
    expect(boundedDecimal({ precision: 5, scale: 2 }).safeParse('1000.5').success).toBe(false);
  });

  it('takes a quantity or a rate above zero as stored only', () => {
    expect(positiveDecimal().safeParse('0.000001').success).toBe(true);
    for (const value of ['0', '0.000000', '-1', '0.0000001'])
      expect(positiveDecimal().safeParse(value).success, value).toBe(false);
  });

  it('takes a unit price of zero or more', () => {
    expect(nonNegativeDecimal().safeParse('0').success).toBe(true);
    expect(nonNegativeDecimal().safeParse('-0.00').success).toBe(true);
    expect(nonNegativeDecimal().safeParse('-1050').success).toBe(false);
  });

  it('keeps whole numbers within INTEGER', () => {
    expect(int4.safeParse(2_147_483_647).success).toBe(true);
    expect(int4.safeParse(2 ** 31).success).toBe(false);
    expect(int4.safeParse(-(2 ** 31) - 1).success).toBe(false);
  });

  it('refuses NUL and other control characters, allowing tab and line breaks in multi-line text', () => {
    expect(boundedText(20).safeParse('a\u0000b').success).toBe(false);
    expect(boundedText(20).safeParse('a\nb').success).toBe(false);
    expect(boundedText(20).safeParse('a\u007fb').success).toBe(false);
    expect(boundedText(20, { multiline: true }).safeParse('a\r\n\tb').success).toBe(true);
    expect(boundedText(20, { multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(boundedText(3, { trim: true }).safeParse('  abc  ').success).toBe(true);
  });
});
