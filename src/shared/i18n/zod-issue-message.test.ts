import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  boundedDecimal,
  boundedText,
  int4,
  isoDate,
  nonNegativeDecimal,
  positiveDecimal,
} from '../wire/wire-formats';
import { translatorFor } from './translator';
import { zodFieldErrors } from './zod-issue-message';

/** The message a field shows (its first) when `schema` refuses `value`, in `language`. */
function said(schema: z.ZodType, value: unknown, language: 'en' | 'fr' | 'ar' = 'en'): string[] {
  const parsed = z.object({ Field: schema }).safeParse({ Field: value }, { reportInput: true });
  if (parsed.success) throw new Error(`${JSON.stringify(value)} was taken`);
  return zodFieldErrors(parsed.error, translatorFor(language)).Field?.slice(0, 1) ?? [];
}

describe('zod issues said from the catalogues', () => {
  it('says each wire rule as the forms say it, never in zod’s English', () => {
    expect(said(boundedText(5), 'abcdefg')).toEqual(['At most 5 characters']);
    expect(said(boundedText(5), 'a\u0000b')).toEqual(['No control characters (such as NUL)']);
    expect(said(boundedDecimal(), 'twelve')).toEqual(['A number such as 12.50']);
    expect(said(boundedDecimal(), '1.1234567')).toEqual([
      'At most 13 digits before the decimal point and 6 after it',
    ]);
    expect(said(positiveDecimal(), '0')).toEqual(['More than 0']);
    expect(said(nonNegativeDecimal(), '-1')).toEqual(['At least 0']);
    expect(said(isoDate, '2026-13-45')).toEqual(['A date written as YYYY-MM-DD']);
    expect(said(int4, 1.5)).toEqual(['A whole number']);
    expect(said(int4, 'x')).toEqual(['A number such as 12.50']);
    expect(said(z.object({ a: z.string() }), 'x')).toEqual(['This value is not accepted']);
    expect(said(z.enum(['B', 'S']), 'X')).toEqual(['Choose one of the list']);
    expect(said(z.string().min(1), '')).toEqual(['Required']);
    expect(said(z.number(), undefined)).toEqual(['Required']);
  });

  it('speaks French and Arabic', () => {
    expect(said(positiveDecimal(), '0', 'fr')).toEqual(['Plus de 0']);
    expect(said(boundedText(5), 'abcdefg', 'ar')).toEqual(['5 حرفًا على الأكثر']);
  });
});
