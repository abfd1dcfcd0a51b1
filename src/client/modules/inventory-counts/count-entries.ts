import type { ErrorBody } from '../../../shared/api/envelopes';
import {
  type CountPostLine,
  type CountSheet,
  type CountSheetItem,
  type CountSheetLine,
  countPlaceKey,
} from '../../../shared/api/inventory-counts';
import { Decimal } from '../../../shared/money/decimal';
import { runEditorKey } from '../../grid/editor-keys';
import type { KeyQueue } from '../../keyboard/key-queue';

const quantity = /^\d+(\.\d+)?$/;
const serialCount = /^[01]$/;

/** What a typed count reads as: blank is not counted, anything else must be a quantity. */
const typed = (text: string | undefined) => (text ?? '').trim().replace(',', '.');

/** The difference a typed count makes to the system quantity, undefined while blank or unreadable. */
export function countDifference(onHand: string, text: string | undefined): string | undefined {
  const value = typed(text);
  if (!quantity.test(value)) return undefined;
  return Decimal.of(value).minus(onHand).toString();
}

/** What the user typed, by place (countPlaceKey), and the serials found that the system did not list. */
export interface CountEntries {
  counted: Readonly<Record<string, string>>;
  found: readonly CountSheetLine[];
  /** The expiry dates typed for batches found that the sheet does not know, by place key. */
  expiry?: Readonly<Record<string, string>>;
}

export const noEntries: CountEntries = { counted: {}, found: [] };

/** The rows of one item: its places on the sheet, then the serials found for it. */
export function rowsOf(sheet: CountSheet, entries: CountEntries, itemCode: string): CountSheetLine[] {
  return [...sheet.Lines, ...entries.found].filter((line) => line.ItemCode === itemCode);
}

/** Every counted cell's place key, in the order the sheet shows them (Enter goes down this order). */
export function cellOrder(sheet: CountSheet, entries: CountEntries): string[] {
  return sheet.Items.flatMap((item) => rowsOf(sheet, entries, item.ItemCode).map(countPlaceKey));
}

const isSerial = (line: CountSheetLine) => line.SerialNumber !== null;

/** A place as the server takes it: only what names it (a serial's bin only when found). */
function placeOf(line: CountSheetLine, found: boolean): Omit<CountPostLine, 'Counted'> {
  return {
    ItemCode: line.ItemCode,
    ...(line.BinAbs !== null && (!isSerial(line) || found) ? { BinAbs: line.BinAbs } : {}),
    ...(line.BatchNumber !== null ? { BatchNumber: line.BatchNumber } : {}),
    ...(line.SerialNumber !== null ? { SerialNumber: line.SerialNumber } : {}),
  };
}

/** A batch found that the sheet does not list for its item: the system may not know it, so it asks its expiry. */
export const newBatch = (sheet: CountSheet, line: CountSheetLine) =>
  line.BatchNumber !== null &&
  !sheet.Lines.some((other) => other.ItemCode === line.ItemCode && other.BatchNumber === line.BatchNumber);

/**
 * The sheet's counted lines as the server takes them, or 'invalid' when one is not a quantity (a
 * serial's count is 1, present, or 0, missing).
 */
export function countedLines(sheet: CountSheet, entries: CountEntries): CountPostLine[] | 'invalid' {
  const lines: CountPostLine[] = [];
  for (const line of [...sheet.Lines, ...entries.found]) {
    const value = typed(entries.counted[countPlaceKey(line)]);
    if (value === '') continue;
    if (!(isSerial(line) ? serialCount : quantity).test(value)) return 'invalid';
    const expiry = entries.expiry?.[countPlaceKey(line)]?.trim();
    lines.push({
      ...placeOf(line, entries.found.includes(line)),
      Counted: value,
      ...(expiry && newBatch(sheet, line) ? { ExpiryDate: expiry } : {}),
    });
  }
  return lines;
}

export type Found =
  | { kind: 'added'; entries: CountEntries; key: string }
  | { kind: 'marked'; entries: CountEntries; key: string }
  | { kind: 'listed'; key: string }
  | { kind: 'duplicate' }
  | { kind: 'blank' };

/** The bin a found serial or batch is in: the one chosen, else the warehouse's default bin. */
export interface FoundBin {
  abs: number;
  code: string;
}

/**
 * What was found for an item that the sheet does not list. A serial (typed or scanned) the sheet
 * lists is marked present; a new one is added as found and counted present, and one already found
 * is refused (a serial is unique per item). A batch (typed) or, for a plain item, a bin adds a
 * place to count in the bin, or names the place the sheet already has there.
 */
export function addFound(
  sheet: CountSheet,
  entries: CountEntries,
  item: CountSheetItem,
  text: string,
  bin?: FoundBin,
): Found {
  const name = text.trim();
  const plain = item.Managed === 'N';
  if (plain ? !sheet.Bins || !bin : name === '') return { kind: 'blank' };
  const serial = item.Managed === 'S';
  const line: CountSheetLine = {
    ItemCode: item.ItemCode,
    BinAbs: sheet.Bins ? (bin?.abs ?? sheet.DftBinAbs) : null,
    BinCode: sheet.Bins ? (bin?.code ?? null) : null,
    BatchNumber: item.Managed === 'B' ? name : null,
    SerialNumber: serial ? name : null,
    OnHand: '0',
  };
  const key = countPlaceKey(line);
  const same = (other: CountSheetLine) => countPlaceKey(other) === key;
  if (sheet.Lines.some(same))
    return serial
      ? { kind: 'marked', key, entries: { ...entries, counted: { ...entries.counted, [key]: '1' } } }
      : { kind: 'listed', key };
  if (entries.found.some(same)) return serial ? { kind: 'duplicate' } : { kind: 'listed', key };
  return {
    kind: 'added',
    key,
    entries: {
      ...entries,
      found: [...entries.found, line],
      counted: serial ? { ...entries.counted, [key]: '1' } : entries.counted,
    },
  };
}

/**
 * Keys typed while the sheet was being read, applied from the first counted cell as the cells
 * would have taken them: characters and Backspace edit the cell, Enter and Tab go down, Shift+Tab
 * up, Escape leaves the cell as it was. Answers the entries and the cell the typing ends in.
 */
export function replayKeys(
  order: readonly string[],
  entries: CountEntries,
  keys: KeyQueue,
): { entries: CountEntries; at: number } {
  let counted = { ...entries.counted };
  let at = 0;
  keys.replay((key) => {
    const cell = order[at];
    if (cell === undefined) return;
    runEditorKey(
      key,
      { text: counted[cell] ?? '', selectAll: false },
      {
        change: (text) => {
          counted = { ...counted, [cell]: text };
        },
        commit: (exit) => {
          if (exit === 'previous') at = Math.max(0, at - 1);
          else if (exit !== 'stay') at = Math.min(order.length - 1, at + 1);
        },
        cancel: () => undefined,
      },
    );
  });
  return { entries: { ...entries, counted }, at };
}

/** The items a STOCK_MOVED refusal names, with their net movement ("I001 +5, I002 -2"). */
export function movedItems(body: ErrorBody | undefined): string | undefined {
  if (body?.code !== 'STOCK_MOVED') return undefined;
  return Object.entries(body.fields ?? {})
    .filter(([field]) => field.startsWith('Moved.'))
    .map(([field, [net = '']]) => `${field.slice('Moved.'.length)} ${net.startsWith('-') ? net : `+${net}`}`)
    .join(', ');
}
