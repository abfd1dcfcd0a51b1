import dayjs from 'dayjs';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import { describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatDate,
  formatDatePattern,
  formatMoney,
  formatNumber,
  toLatinDigits,
} from './formatters';

/** Intl separates groups and currencies with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u200f/g, '');
const arabicIndic = /[\u0660-\u0669\u06f0-\u06f9]/;

describe('formatNumber', () => {
  it('groups and separates decimals as each language does', () => {
    expect(formatNumber('1234567.5', 'en', 2)).toBe('1,234,567.50');
    expect(plain(formatNumber('1234567.5', 'fr', 2))).toBe('1 234 567,50');
    expect(formatNumber('1234567.5', 'ar', 2)).toBe('1,234,567.50');
  });

  it('keeps every given decimal when no count is asked for', () => {
    expect(formatNumber('0.123456789', 'en')).toBe('0.123456789');
    expect(formatNumber(0.1, 'en')).toBe('0.1');
  });

  it('rounds a decimal string half up without going through a binary float', () => {
    expect(formatNumber('1.005', 'en', 2)).toBe('1.01');
    expect(formatNumber('2.675', 'en', 2)).toBe('2.68');
    expect(formatNumber('-1.005', 'en', 2)).toBe('-1.01');
  });

  it('writes Arabic with Western digits', () => {
    expect(arabicIndic.test(formatNumber('9876.5', 'ar', 1))).toBe(false);
  });

  it('gives an empty string for anything that is not a plain decimal', () => {
    for (const bad of ['', ' ', 'abc', '0x10', 'Infinity', '1,5', '1.2.3'])
      expect(formatNumber(bad, 'en'), bad).toBe('');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe('');
    expect(formatNumber('1', 'en', -1)).toBe('');
    expect(formatNumber('1', 'en', 1.5)).toBe('');
    expect(formatNumber('1', 'en', 500)).toBe('');
  });
});

describe('formatMoney', () => {
  it('rounds the amount string to SumDec, 2 by default, and 1.005 becomes 1.01', () => {
    expect(formatMoney('1.005', { language: 'en' })).toBe('1.01');
    expect(formatMoney('1.005', { decimals: 2, language: 'en' })).toBe('1.01');
    expect(formatMoney('1.0049', { decimals: 3, language: 'en' })).toBe('1.005');
    expect(formatMoney('7', { decimals: 0, language: 'en' })).toBe('7');
  });

  it('keeps all the digits of a 20-digit amount', () => {
    expect(formatMoney('12345678901234567890', { decimals: 2, language: 'en' })).toBe(
      '12,345,678,901,234,567,890.00',
    );
    expect(formatMoney('98765432109876543210.125', { decimals: 2, language: 'en' })).toBe(
      '98,765,432,109,876,543,210.13',
    );
  });

  it('shows the currency code where each language puts it', () => {
    expect(plain(formatMoney('1234.5', { currency: 'USD', language: 'en' }))).toBe('USD 1,234.50');
    expect(plain(formatMoney('1234.5', { currency: 'eur', language: 'fr' }))).toBe('1 234,50 EUR');
    const arabic = plain(formatMoney('1234.5', { currency: 'USD', language: 'ar' }));
    expect(arabic).toContain('1,234.50');
    expect(arabic).toContain('USD');
    expect(arabicIndic.test(arabic)).toBe(false);
  });

  it('shows the amount alone when there is no currency', () => {
    expect(formatMoney('1234.5', { currency: '', language: 'en' })).toBe('1,234.50');
  });

  it('gives an empty string for a bad amount, currency or decimal count', () => {
    expect(formatMoney('12abc', { language: 'en' })).toBe('');
    expect(formatMoney('', { language: 'en' })).toBe('');
    expect(formatMoney('1', { currency: 'DOLLARS', language: 'en' })).toBe('');
    expect(formatMoney('1', { decimals: -2, language: 'en' })).toBe('');
  });
});

describe('formatDate', () => {
  const day = '2026-11-23';

  it('writes short dates mm/dd/yy in English and dd/mm/yy in French and Arabic', () => {
    expect(formatDate(day, 'short', 'en')).toBe('11/23/26');
    expect(formatDate(day, 'short', 'fr')).toBe('23/11/26');
    expect(formatDate(day, 'short', 'ar')).toBe('23/11/26');
  });

  it('writes medium dates with the month name', () => {
    expect(formatDate(day, 'medium', 'en')).toBe('Nov 23, 2026');
    expect(formatDate(day, 'medium', 'fr')).toBe('23 nov. 2026');
    expect(formatDate(day, 'medium', 'ar')).toBe('23 نوفمبر 2026');
  });

  it('writes long dates with the weekday and the full month', () => {
    expect(formatDate(day, 'long', 'en')).toBe('Monday, November 23, 2026');
    expect(formatDate(day, 'long', 'fr')).toBe('lundi 23 novembre 2026');
    expect(formatDate(day, 'long', 'ar')).toBe('الإثنين، 23 نوفمبر 2026');
  });

  it('takes the date part of an ISO date-time as written', () => {
    expect(formatDate('2026-11-23T23:30:00Z', 'short', 'en')).toBe('11/23/26');
  });

  it('gives an empty string for an invalid or impossible date', () => {
    for (const bad of ['', 'tomorrow', '2026-02-31', '2026-13-01', '23/11/2026', '2026-1-5'])
      expect(formatDate(bad, 'long', 'en'), bad).toBe('');
  });

  it('keeps Western digits in Arabic even when dayjs is told to write Arabic-Indic ones', () => {
    dayjs.extend(preParsePostFormat);
    expect(dayjs('2026-11-23').locale('ar').format('D')).toBe('٢٣');
    expect(formatDate(day, 'long', 'ar')).toBe('الإثنين، 23 نوفمبر 2026');
    expect(formatDatePattern(day, 'MMMM YYYY', 'ar')).toBe('نوفمبر 2026');
  });
});

describe('toLatinDigits', () => {
  it('turns Arabic-Indic and Eastern Arabic-Indic digits into Western ones', () => {
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789');
  });
});

describe('firstDayOfWeek', () => {
  it('starts the week on Sunday in English, Monday in French and Saturday in Arabic', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('ar')).toBe(6);
  });
});
