import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/locale/languages';
import { fullYear, parseTypedDate, type TypedDateContext } from './typed-date';

// A Monday, as in the field's tests.
const today = '2026-11-23';
const read = (text: string, language: Language = 'en', extra: Partial<TypedDateContext> = {}) =>
  parseTypedDate(text, { language, today, ...extra });
const date = (iso: string) => ({ ok: true, date: iso });
const problem = (reason: string) => ({ ok: false, problem: reason });

describe('parseTypedDate', () => {
  describe('in every language', () => {
    it.each(['en', 'fr', 'ar'] as const)('reads ISO, t, +n and -n the same way in %s', (language) => {
      expect(read('2026-12-01', language)).toEqual(date('2026-12-01'));
      expect(read('2026-1-5', language)).toEqual(date('2026-01-05'));
      expect(read('t', language)).toEqual(date(today));
      expect(read('T', language)).toEqual(date(today));
      expect(read('+3', language)).toEqual(date('2026-11-26'));
      expect(read('+15', language)).toEqual(date('2026-12-08'));
      expect(read('-1', language)).toEqual(date('2026-11-22'));
      expect(read('- 30', language)).toEqual(date('2026-10-24'));
    });

    it('takes a pasted ISO date-time by its date part', () => {
      expect(read('2026-12-01T09:30:00Z')).toEqual(date('2026-12-01'));
    });

    it('reads an empty or blank text as the empty date, which clears the field', () => {
      expect(read('')).toEqual(date(''));
      expect(read('   ')).toEqual(date(''));
    });

    it('trims what a paste brings around the date', () => {
      expect(read('  12/24/26\n')).toEqual(date('2026-12-24'));
      expect(read('\t2026-12-01 ', 'fr')).toEqual(date('2026-12-01'));
    });

    it('reads a day alone as that day of the current month', () => {
      expect(read('5')).toEqual(date('2026-11-05'));
      expect(read('30', 'fr')).toEqual(date('2026-11-30'));
      expect(read('31')).toEqual(problem('noSuchDay'));
    });
  });

  describe('in English, month first as the field shows it', () => {
    it('reads mm/dd/yy, m/d/yyyy and other separators', () => {
      expect(read('12/24/26')).toEqual(date('2026-12-24'));
      expect(read('3/5/2027')).toEqual(date('2027-03-05'));
      expect(read('03-05-27')).toEqual(date('2027-03-05'));
      expect(read('3.5.27')).toEqual(date('2027-03-05'));
    });

    it('reads mm/dd as that day of the current year', () => {
      expect(read('12/24')).toEqual(date('2026-12-24'));
    });

    it('refuses days that do not exist', () => {
      expect(read('02/31/26')).toEqual(problem('noSuchDay'));
      expect(read('13/13/26')).toEqual(problem('noSuchDay'));
      expect(read('24/12/26')).toEqual(problem('noSuchDay'));
      expect(read('02/29/27')).toEqual(problem('noSuchDay'));
      expect(read('02/29/28')).toEqual(date('2028-02-29'));
      expect(read('2026-02-30')).toEqual(problem('noSuchDay'));
      expect(read('0000-01-01')).toEqual(problem('noSuchDay'));
    });

    it('refuses letters and shapes that are not a date', () => {
      for (const text of [
        'abc',
        'tomorrow',
        '12/24/2',
        '12/24/202',
        '1/2/3/4',
        '+',
        '++3',
        '3+',
        '12 24 26',
        'x12/24/26',
      ])
        expect(read(text), text).toEqual(problem('unreadable'));
    });
  });

  describe('in French, day first', () => {
    it('reads dd/mm/yy and d/m/yyyy', () => {
      expect(read('24/12/26', 'fr')).toEqual(date('2026-12-24'));
      expect(read('5/3/2027', 'fr')).toEqual(date('2027-03-05'));
      expect(read('24.12.26', 'fr')).toEqual(date('2026-12-24'));
      expect(read('24/12', 'fr')).toEqual(date('2026-12-24'));
    });

    it('refuses 31/02 and 13/13', () => {
      expect(read('31/02/26', 'fr')).toEqual(problem('noSuchDay'));
      expect(read('13/13/26', 'fr')).toEqual(problem('noSuchDay'));
      expect(read('12/24/26', 'fr')).toEqual(problem('noSuchDay'));
    });
  });

  describe('in Arabic, day first as formatDate writes it', () => {
    it('reads Western digits', () => {
      expect(read('24/12/26', 'ar')).toEqual(date('2026-12-24'));
      expect(read('5/3/2027', 'ar')).toEqual(date('2027-03-05'));
    });

    it('reads Arabic-Indic and Persian digits', () => {
      expect(read('٢٤/١٢/٢٦', 'ar')).toEqual(date('2026-12-24'));
      expect(read('۲۴/۱۲/۲۰۲۶', 'ar')).toEqual(date('2026-12-24'));
      expect(read('+٣', 'ar')).toEqual(date('2026-11-26'));
      expect(read('٢٠٢٦-١٢-٠١', 'ar')).toEqual(date('2026-12-01'));
    });

    it('ignores the direction marks a right-to-left paste carries', () => {
      expect(read('\u200f24/12/26\u200f', 'ar')).toEqual(date('2026-12-24'));
      expect(read('\u2066٢٤/١٢/٢٦\u2069', 'ar')).toEqual(date('2026-12-24'));
    });

    it('refuses 31/02 and letters', () => {
      expect(read('31/02/26', 'ar')).toEqual(problem('noSuchDay'));
      expect(read('اليوم', 'ar')).toEqual(problem('unreadable'));
    });
  });

  describe('limits', () => {
    const range = { min: '2026-11-01', max: '2026-12-31' };

    it('refuses a date before minDate or after maxDate, and takes the limits themselves', () => {
      expect(read('10/31/26', 'en', { range })).toEqual(problem('beforeMin'));
      expect(read('+40', 'en', { range })).toEqual(problem('afterMax'));
      expect(read('2026-11-01', 'en', { range })).toEqual(date('2026-11-01'));
      expect(read('31/12/26', 'fr', { range })).toEqual(date('2026-12-31'));
    });

    it('still reads an empty text as the empty date', () => {
      expect(read('', 'en', { range })).toEqual(date(''));
    });
  });
});

describe('fullYear', () => {
  it('puts a two-digit year in the hundred years from 80 before today to 19 after', () => {
    expect(fullYear(26, 2026)).toBe(2026);
    expect(fullYear(45, 2026)).toBe(2045);
    expect(fullYear(46, 2026)).toBe(1946);
    expect(fullYear(99, 2026)).toBe(1999);
    expect(fullYear(0, 2026)).toBe(2000);
    expect(fullYear(46, 2027)).toBe(2046);
    expect(fullYear(5, 2090)).toBe(2105);
  });
});
