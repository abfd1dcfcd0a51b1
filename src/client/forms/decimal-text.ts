import { toLatinDigits } from '../../shared/locale/formatters';

/**
 * Numbers as people type them, read into the wire's decimal strings. Pure and exact: the text is
 * rearranged, never passed through binary floating point, so 0.1 + nothing stays "0.1".
 */

/** Spaces a French user groups thousands with (plain, no-break, narrow no-break) and the Arabic thousands mark. */
const groupingMarks = /[\s\u00a0\u202f\u066c]/g;
const arabicDecimalMark = /\u066b/g;
const typedDecimal = /^([-+]?)(\d*)(?:[.,](\d*))?$/;

/**
 * A decimal typed with `.` or `,` (one of them, not both: "1,234.5" is ambiguous between an
 * English grouping and a French decimal comma, so it is refused rather than guessed), with
 * Arabic-Indic digits and grouping spaces allowed, as the wire's `-?\d+(\.\d+)?`; undefined
 * when it is not a number. Leading zeros go, trailing zeros stay ("12.50" is what was meant).
 */
export function normaliseDecimalText(text: string): string | undefined {
  const cleaned = toLatinDigits(text).replace(arabicDecimalMark, '.').replace(groupingMarks, '');
  const parts = typedDecimal.exec(cleaned);
  if (!parts) return undefined;
  const [, sign = '', whole = '', fraction = ''] = parts;
  if (whole === '' && fraction === '') return undefined;
  const integerPart = whole.replace(/^0+(?=\d)/, '') || '0';
  const body = fraction === '' ? integerPart : `${integerPart}.${fraction}`;
  const isZero = /^[0.]+$/.test(body);
  return sign === '-' && !isZero ? `-${body}` : body;
}

/** A whole number as typed (digits in any script, grouping spaces), as its digits; undefined otherwise. */
export function normaliseWholeText(text: string): string | undefined {
  const decimal = normaliseDecimalText(text);
  return decimal !== undefined && !decimal.includes('.') ? decimal : undefined;
}

/**
 * Pads a decimal string with zeros to at least `decimals` places ("12.5" to "12.50" for SumDec
 * 2). It never rounds: an amount stored with more places than shown must not change on save.
 */
export function padDecimals(decimal: string, decimals: number): string {
  const [whole = '', fraction = ''] = decimal.split('.');
  if (fraction.length >= decimals) return decimal;
  return `${whole}.${fraction.padEnd(decimals, '0')}`;
}
