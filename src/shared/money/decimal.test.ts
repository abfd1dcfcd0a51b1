import { describe, expect, it } from 'vitest';
import { Decimal, sumOf } from './decimal';

const d = (value: string) => Decimal.of(value);

describe('Decimal.of', () => {
  it('reads whole numbers, negative fractions and trailing zeros into one canonical form', () => {
    expect(d('12').toString()).toBe('12');
    expect(d('-0.005').toString()).toBe('-0.005');
    expect(d('1.230000').toString()).toBe('1.23');
    expect(d('000123.4500').toString()).toBe('123.45');
    expect(d('-0').toString()).toBe('0');
    expect(d('0.000000').toString()).toBe('0');
  });

  it('refuses anything that is not a plain decimal written as text', () => {
    for (const bad of [
      '',
      ' 1',
      '1 ',
      '1.',
      '.5',
      '+1',
      '1e3',
      '6.62E+43',
      'NaN',
      '1,5',
      '--1',
      '0x10',
      'Infinity',
    ]) {
      expect(() => Decimal.of(bad), bad).toThrow(RangeError);
    }
    expect(() => Decimal.of(1.5 as unknown as string)).toThrow(RangeError);
    expect(() => Decimal.of(undefined as unknown as string)).toThrow(RangeError);
  });

  it('returns the same value when given a Decimal', () => {
    const value = d('4.2');
    expect(Decimal.of(value)).toBe(value);
  });
});

describe('arithmetic', () => {
  it('adds and subtracts exactly where binary floating point does not', () => {
    expect(d('0.1').plus('0.2').toString()).toBe('0.3');
    expect(d('1').minus('0.9').toString()).toBe('0.1');
    expect(d('-1.5').plus(d('1.5')).toString()).toBe('0');
    expect(d('10').minus('10.005').toString()).toBe('-0.005');
  });

  it('multiplies exactly, keeping every decimal', () => {
    expect(d('1.1').times('1.1').toString()).toBe('1.21');
    expect(d('0.000001').times('0.000001').toString()).toBe('0.000000000001');
    expect(d('-2.5').times('4').toString()).toBe('-10');
    expect(d('19.99').times('3.6725').toString()).toBe('73.413275');
  });

  it('divides to the places asked, rounding half away from zero', () => {
    expect(d('1').dividedBy('3', 6).toString()).toBe('0.333333');
    expect(d('2').dividedBy('3', 2).toString()).toBe('0.67');
    expect(d('-2').dividedBy('3', 2).toString()).toBe('-0.67');
    expect(d('1').dividedBy('8', 2).toString()).toBe('0.13');
    expect(d('-1').dividedBy('8', 2).toString()).toBe('-0.13');
    expect(d('1').dividedBy('-8', 2).toString()).toBe('-0.13');
    expect(d('-1').dividedBy('-8', 2).toString()).toBe('0.13');
    expect(d('10').dividedBy('0.25', 0).toString()).toBe('40');
    expect(d('0.001').dividedBy('1000', 6).toString()).toBe('0.000001');
    expect(d('0.0005').dividedBy('1000', 6).toString()).toBe('0.000001');
    expect(d('0.00049').dividedBy('1000', 6).toString()).toBe('0');
  });

  it('refuses to divide by zero and to round to negative or fractional places', () => {
    expect(() => d('1').dividedBy('0', 2)).toThrow(RangeError);
    expect(() => d('1').dividedBy('0.000', 2)).toThrow(RangeError);
    expect(() => d('1').round(-1)).toThrow(RangeError);
    expect(() => d('1').round(1.5)).toThrow(RangeError);
    expect(() => d('1').toFixed(-2)).toThrow(RangeError);
  });

  it('negates and takes absolute values', () => {
    expect(d('3.5').negated().toString()).toBe('-3.5');
    expect(d('-3.5').abs().toString()).toBe('3.5');
    expect(d('0').negated().toString()).toBe('0');
  });
});

describe('rounding half away from zero', () => {
  it('rounds a half cent up for positive and down for negative values', () => {
    expect(d('0.005').round(2).toString()).toBe('0.01');
    expect(d('-0.005').round(2).toString()).toBe('-0.01');
    expect(d('0.0049999').round(2).toString()).toBe('0');
    expect(d('-0.0049999').round(2).toString()).toBe('0');
    expect(d('1.5').round(0).toString()).toBe('2');
    expect(d('2.5').round(0).toString()).toBe('3');
    expect(d('-2.5').round(0).toString()).toBe('-3');
  });

  it('rounds 2.675 to 2.68, which a binary float stores as 2.67499... and rounds down', () => {
    expect(d('2.675').round(2).toString()).toBe('2.68');
    expect(d('2.675').toFixed(2)).toBe('2.68');
    expect(d('1.005').toFixed(2)).toBe('1.01');
  });

  it('leaves a value alone when it already has no more places than asked', () => {
    expect(d('12.5').round(6).toString()).toBe('12.5');
    expect(d('12').round(0).toString()).toBe('12');
  });

  it('carries through nines', () => {
    expect(d('9.995').round(2).toString()).toBe('10');
    expect(d('-99.9995').round(3).toString()).toBe('-100');
  });

  it('handles scales above six', () => {
    expect(d('0.123456789').round(8).toString()).toBe('0.12345679');
    expect(d('0.1234567845').round(9).toString()).toBe('0.123456785');
    expect(d('0.00000000050').round(9).toString()).toBe('0.000000001');
    expect(d('1.000000000000000000005').round(20).toString()).toBe('1.00000000000000000001');
  });
});

describe('huge values', () => {
  it('stays exact past 2^53 and past numeric(19,6)', () => {
    expect(d('9007199254740993').plus('1').toString()).toBe('9007199254740994');
    expect(d('723421968459640832').times('1000').toString()).toBe('723421968459640832000');
    const big = d('99999999999999999999999999999.999999');
    expect(big.plus('0.000001').toString()).toBe('100000000000000000000000000000');
    // (10^29 - 10^-6)^2 = 10^58 - 2 x 10^23 + 10^-12
    expect(big.times(big).toString()).toBe(`${'9'.repeat(34)}8${'0'.repeat(23)}.000000000001`);
    expect(big.times(big).round(2).toString()).toBe(`${'9'.repeat(34)}8${'0'.repeat(23)}`);
    expect(d('123456789012345678901234567890.5').round(0).toString()).toBe('123456789012345678901234567891');
  });
});

describe('comparison', () => {
  it('compares across scales and signs', () => {
    expect(d('1.10').compare('1.1')).toBe(0);
    expect(d('1.01').compare('1.1')).toBe(-1);
    expect(d('-1').compare('-1.5')).toBe(1);
    expect(d('0').compare('-0.000001')).toBe(1);
    expect(d('2').equals('2.000')).toBe(true);
  });

  it('tells zero, negative and positive apart', () => {
    expect(d('0.000').isZero()).toBe(true);
    expect(d('-0.01').isNegative()).toBe(true);
    expect(d('-0.01').isPositive()).toBe(false);
    expect(d('0.01').isPositive()).toBe(true);
    expect(d('0').isNegative()).toBe(false);
    expect(d('0').isPositive()).toBe(false);
  });

  it('picks the least and the greatest of several values', () => {
    expect(Decimal.min('3', d('-1.5'), '2').toString()).toBe('-1.5');
    expect(Decimal.max('3', d('-1.5'), '3.01').toString()).toBe('3.01');
    expect(Decimal.max('7').toString()).toBe('7');
    expect(() => Decimal.min()).toThrow(RangeError);
  });
});

describe('writing values', () => {
  it('writes the canonical form without exponent or trailing zeros', () => {
    expect(d('12.50').toString()).toBe('12.5');
    expect(d('-0.050').toString()).toBe('-0.05');
    expect(d('100').toString()).toBe('100');
    expect(d('0.0000001').toString()).toBe('0.0000001');
    expect(String(d('1e0'.replace('e0', '')))).toBe('1');
  });

  it('pads to fixed places, rounding when there are more', () => {
    expect(d('12.5').toFixed(2)).toBe('12.50');
    expect(d('12').toFixed(2)).toBe('12.00');
    expect(d('-0.5').toFixed(3)).toBe('-0.500');
    expect(d('0.004').toFixed(2)).toBe('0.00');
    expect(d('-0.004').toFixed(2)).toBe('0.00');
    expect(d('-0.005').toFixed(2)).toBe('-0.01');
    expect(d('7.5').toFixed(0)).toBe('8');
    expect(d('0.000001').toFixed(6)).toBe('0.000001');
  });

  it('serialises to JSON as its canonical string', () => {
    expect(JSON.stringify({ total: d('1.50') })).toBe('{"total":"1.5"}');
  });
});

describe('sumOf', () => {
  it('adds decimals and strings, and gives zero for nothing', () => {
    expect(sumOf(['0.1', '0.2', d('0.3')]).toString()).toBe('0.6');
    expect(sumOf([]).toString()).toBe('0');
    expect(sumOf(Array.from({ length: 1000 }, () => '0.01')).toString()).toBe('10');
  });
});
