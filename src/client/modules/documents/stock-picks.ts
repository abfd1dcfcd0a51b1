import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import { Decimal, sumOf } from '../../../shared/money/decimal';
import { normaliseDecimalText } from '../../forms/decimal-text';

/** A batch the warehouse holds, as the batch list answers it. */
export interface HeldBatch {
  DistNumber: string;
  ExpDate: string | null;
  Quantity: string;
}

/** A batch row of the picker: a batch taken (issue) or brought in (receipt), as typed. */
export interface BatchPick {
  BatchNumber: string;
  Quantity: string;
  ExpiryDate: string;
  ManufacturingDate: string;
}

/** A bin row of the picker: the bin and the quantity put in or taken, as typed. */
export interface BinPick {
  BinAbsEntry: number;
  Quantity: string;
}

export const emptyBatchPick = (): BatchPick => ({
  BatchNumber: '',
  Quantity: '',
  ExpiryDate: '',
  ManufacturingDate: '',
});

const expiryOrder = (a: HeldBatch, b: HeldBatch) =>
  a.ExpDate === b.ExpDate
    ? 0
    : a.ExpDate === null
      ? 1
      : b.ExpDate === null
        ? -1
        : a.ExpDate < b.ExpDate
          ? -1
          : 1;

/**
 * What the server would take when the line names no batch: earliest expiry first (batches
 * without one last), each as much as it holds, until the line's quantity is met.
 */
export function fefoProposal(held: readonly HeldBatch[], need: string): BatchPick[] {
  let remaining = Decimal.of(normaliseDecimalText(need) ?? '0');
  const picks: BatchPick[] = [];
  for (const batch of [...held].sort(expiryOrder)) {
    if (!remaining.isPositive()) break;
    const quantity = Decimal.min(Decimal.of(batch.Quantity), remaining);
    if (!quantity.isPositive()) continue;
    picks.push({ ...emptyBatchPick(), BatchNumber: batch.DistNumber, Quantity: quantity.toString() });
    remaining = remaining.minus(quantity);
  }
  return picks;
}

/** What a serial typed or scanned does to the list: added, already there, or not in stock here. */
export type SerialEntry =
  | { ok: true; serials: string[] }
  | { ok: false; problem: 'duplicate' | 'unknown' | 'full' };

/**
 * Adds a typed or scanned serial. An issue may only name serials in stock in the warehouse
 * (`inStock`); a receipt any new one. The line holds one serial per unit.
 */
export function addSerial(
  serials: readonly string[],
  text: string,
  limits: { units: number; inStock?: ReadonlySet<string> },
): SerialEntry {
  const serial = text.trim();
  if (serials.includes(serial)) return { ok: false, problem: 'duplicate' };
  if (serials.length >= limits.units) return { ok: false, problem: 'full' };
  if (limits.inStock && !limits.inStock.has(serial)) return { ok: false, problem: 'unknown' };
  return { ok: true, serials: [...serials, serial] };
}

/** The quantities typed, as decimals, or undefined where one is not a positive number. */
const positive = (text: string) => {
  const value = normaliseDecimalText(text);
  return value !== undefined && Decimal.of(value).isPositive() ? value : undefined;
};

/** Why the picks cannot be the line's allocation, by section; none when they can. */
export interface PickProblems {
  batches?: 'total' | 'quantity' | 'number';
  serials?: 'count';
  bins?: 'total' | 'quantity';
}

/**
 * The line's allocation from the picker's rows, in inventory units: batches and bins, when any
 * is named, must add up to the line's quantity, and serials be one per unit. Empty sections are
 * left to the server (FEFO for an issue's batches, the default bin).
 */
export function allocationOf(
  picks: { batches: readonly BatchPick[]; serials: readonly string[]; bins: readonly BinPick[] },
  units: string,
): { allocation: LineAllocation; problems: PickProblems } {
  const need = Decimal.of(normaliseDecimalText(units) ?? '0');
  const problems: PickProblems = {};
  const batches = picks.batches.filter(
    (pick) => pick.BatchNumber.trim() !== '' || pick.Quantity.trim() !== '',
  );
  if (batches.some((pick) => pick.BatchNumber.trim() === '')) problems.batches = 'number';
  else if (batches.some((pick) => positive(pick.Quantity) === undefined)) problems.batches = 'quantity';
  else if (batches.length > 0 && !sumOf(batches.map((pick) => positive(pick.Quantity) ?? '0')).equals(need))
    problems.batches = 'total';
  if (picks.serials.length > 0 && !Decimal.of(String(picks.serials.length)).equals(need))
    problems.serials = 'count';
  const bins = picks.bins.filter((pick) => pick.Quantity.trim() !== '');
  if (bins.some((pick) => positive(pick.Quantity) === undefined)) problems.bins = 'quantity';
  else if (bins.length > 0 && !sumOf(bins.map((pick) => positive(pick.Quantity) ?? '0')).equals(need))
    problems.bins = 'total';
  const allocation: LineAllocation = {
    ...(batches.length
      ? {
          BatchNumbers: batches.map((pick) => ({
            BatchNumber: pick.BatchNumber.trim(),
            Quantity: positive(pick.Quantity) ?? '0',
            ...(pick.ExpiryDate ? { ExpiryDate: pick.ExpiryDate } : {}),
            ...(pick.ManufacturingDate ? { ManufacturingDate: pick.ManufacturingDate } : {}),
          })),
        }
      : {}),
    ...(picks.serials.length
      ? { SerialNumbers: picks.serials.map((InternalSerialNumber) => ({ InternalSerialNumber })) }
      : {}),
    ...(bins.length
      ? {
          DocumentLinesBinAllocations: bins.map((pick) => ({
            ...pick,
            Quantity: positive(pick.Quantity) ?? '0',
          })),
        }
      : {}),
  };
  return { allocation, problems };
}

/** The picker's rows of an allocation the line already holds, to edit it again. */
export function picksOf(allocation: LineAllocation | undefined) {
  return {
    batches: (allocation?.BatchNumbers ?? []).map((batch) => ({
      BatchNumber: batch.BatchNumber,
      Quantity: batch.Quantity,
      ExpiryDate: batch.ExpiryDate ?? '',
      ManufacturingDate: batch.ManufacturingDate ?? '',
    })),
    serials: (allocation?.SerialNumbers ?? []).map((serial) => serial.InternalSerialNumber),
    bins: (allocation?.DocumentLinesBinAllocations ?? []).map((bin) => ({ ...bin })),
  };
}
