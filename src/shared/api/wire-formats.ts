import { z } from 'zod';

/** Decimals travel as strings so that no amount ever passes through binary floating point. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal number such as 12.50');

/** A calendar date as SAP Business One and the date-picker field exchange it: year-month-day. */
export const isoDate = z.iso.date('must be a date written as YYYY-MM-DD');

export const yesNoFlag = z.enum(['Y', 'N']);
