import type { ErrorBody } from '../../../shared/api/envelopes';
import type { CountSheet } from '../../../shared/api/inventory-counts';
import { Decimal } from '../../../shared/money/decimal';

const quantity = /^\d+(\.\d+)?$/;

/** What a typed count reads as: blank is not counted, anything else must be a quantity. */
const typed = (text: string | undefined) => (text ?? '').trim().replace(',', '.');

/** The difference a typed count makes to the system quantity, undefined while blank or unreadable. */
export function countDifference(onHand: string, text: string | undefined): string | undefined {
  const value = typed(text);
  if (!quantity.test(value)) return undefined;
  return Decimal.of(value).minus(onHand).toString();
}

/** The sheet's counted lines as the server takes them, or 'invalid' when one is not a quantity. */
export function countedLines(
  sheet: CountSheet,
  counted: Readonly<Record<string, string>>,
): { ItemCode: string; Counted: string }[] | 'invalid' {
  const lines = sheet.Lines.flatMap((line) => {
    const value = typed(counted[line.ItemCode]);
    return value === '' ? [] : [{ ItemCode: line.ItemCode, Counted: value }];
  });
  return lines.every((line) => quantity.test(line.Counted)) ? lines : 'invalid';
}

/** The items a STOCK_MOVED refusal names, with their net movement ("I001 +5, I002 -2"). */
export function movedItems(body: ErrorBody | undefined): string | undefined {
  if (body?.code !== 'STOCK_MOVED') return undefined;
  return Object.entries(body.fields ?? {})
    .filter(([field]) => field.startsWith('Moved.'))
    .map(([field, [net = '']]) => `${field.slice('Moved.'.length)} ${net.startsWith('-') ? net : `+${net}`}`)
    .join(', ');
}
