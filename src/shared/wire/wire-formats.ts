import { z } from 'zod';

/** Decimals travel as strings so that no amount ever passes through binary floating point. */
/** A decimal as the wire writes it; the one pattern a form words as a number (zod-issue-message.ts). */
export const decimalPattern = /^-?\d+(\.\d+)?$/;
export const decimalString = z.string().regex(decimalPattern, 'must be a decimal number such as 12.50');

/** A calendar date as SAP Business One and the date-picker field exchange it: year-month-day. */
export const isoDate = z.iso.date('must be a date written as YYYY-MM-DD');

export const yesNoFlag = z.enum(['Y', 'N']);

/*
 * Bounds of what the columns hold. The shared schemas run in the browser too and cannot read the
 * Drizzle tables, so these builders restate the column types; src/server/input-bounds.test.ts
 * walks every writable field against its column so that the two cannot drift apart.
 */

/** INTEGER (int4) and SMALLINT (int2): a larger number would make PostgreSQL fail the statement. */
export const int4Range = { min: -2_147_483_648, max: 2_147_483_647 } as const;
export const int2Range = { min: -32_768, max: 32_767 } as const;

/** NUMERIC(19,6), SAP Business One's amounts, prices, quantities and rates: 13 digits and 6 decimals. */
export const amountDigits = { precision: 19, scale: 6 } as const;
export interface DecimalDigits {
  precision: number;
  scale: number;
}

/**
 * The rule a refinement stands for, carried in its issue's params beside zod's English message, so
 * the browser can say it from the catalogues (src/shared/i18n/zod-issue-message.ts).
 */
export type WireRule =
  | { rule: 'controlCharacters' }
  | { rule: 'digits'; whole: number; scale: number }
  | { rule: 'positive' }
  | { rule: 'notNegative' }
  | { rule: 'between'; min: number; max: number };

/** A refinement's message with the rule it stands for. */
export const ruled = (message: string, params: WireRule) => ({ message, params });

/** The English messages the server sends (and the nul guard): the client says them from `params`. */
export const boundMessages = {
  controlCharacters: 'must not hold control characters',
  int4: `must be a whole number between ${int4Range.min} and ${int4Range.max}`,
  positive: 'must be more than zero',
  notNegative: 'must not be negative',
} as const;

/**
 * NUL cannot be stored in text or JSON by PostgreSQL, and the other C0 controls and DEL are never
 * typed by a person: refused everywhere, except tab and line breaks in a multi-line text.
 */
const lineBreaksAndTab = new Set([0x09, 0x0a, 0x0d]);
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** Whether a text holds a character its field refuses. */
export function holdsControlCharacters(text: string, multiline = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControl(code) && !(multiline && lineBreaksAndTab.has(code))) return true;
  }
  return false;
}

/**
 * A text of at most `max` characters (its VARCHAR length) without control characters; `trim`
 * takes surrounding spaces off first, so that only what is stored is counted.
 */
export function boundedText(max: number, options: { multiline?: boolean; trim?: boolean } = {}) {
  return (options.trim ? z.string().trim() : z.string())
    .max(max)
    .refine(
      (text) => !holdsControlCharacters(text, options.multiline),
      ruled(boundMessages.controlCharacters, { rule: 'controlCharacters' }),
    );
}

/** A whole number an INTEGER column holds. */
export const int4 = z
  .number()
  .int()
  .min(int4Range.min, boundMessages.int4)
  .max(int4Range.max, boundMessages.int4);

/** A record key of an INTEGER column: 1 and up. */
export const int4Key = z.number().int().positive().max(int4Range.max, boundMessages.int4);

/** The same key read from a path or a query string. */
export const int4KeyText = z.coerce.number().int().positive().max(int4Range.max, boundMessages.int4);

/** The message a decimal with more digits than its column holds gets. */
export const digitsMessage = ({ precision, scale }: DecimalDigits) =>
  `must have at most ${precision - scale} digits before the point and ${scale} after it`;

/** Whether a decimal text fits NUMERIC(precision, scale) as it is, without rounding. */
export function fitsDigits(text: string, { precision, scale }: DecimalDigits): boolean {
  const match = /^-?0*(\d*?)(?:\.(\d*?)0*)?$/.exec(text);
  if (!match) return false;
  const [, whole = '', fraction = ''] = match;
  return whole.length <= precision - scale && fraction.length <= scale;
}

/**
 * A decimal a NUMERIC(precision, scale) column holds exactly: PostgreSQL would round 0.0000001 to
 * 0 at scale 6 and fail at 10^13, so both are refused here with a field error.
 */
export function boundedDecimal(digits: DecimalDigits = amountDigits) {
  return decimalString.refine(
    (text) => fitsDigits(text, digits),
    ruled(digitsMessage(digits), {
      rule: 'digits',
      whole: digits.precision - digits.scale,
      scale: digits.scale,
    }),
  );
}

/** Above zero as stored: the scale rule before refuses what would round to zero. */
export const positiveDecimal = (digits: DecimalDigits = amountDigits) =>
  boundedDecimal(digits).refine(
    (text) => /[1-9]/.test(text) && !text.startsWith('-'),
    ruled(boundMessages.positive, { rule: 'positive' }),
  );

/** Zero or more (SAP Business One's unit prices: a negative amount is a credit memo's job). */
export const nonNegativeDecimal = (digits: DecimalDigits = amountDigits) =>
  boundedDecimal(digits).refine(
    (text) => !text.startsWith('-') || !/[1-9]/.test(text),
    ruled(boundMessages.notNegative, { rule: 'notNegative' }),
  );
