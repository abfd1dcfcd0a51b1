import { compareFefo, fefoPairs } from '../../../shared/documents/fefo-order';
import type { DocumentType } from '../../../shared/documents/object-types';
import type { BatchAllocation, LineAllocation } from '../../../shared/documents/stock-allocations';
import { Decimal, sumOf } from '../../../shared/money/decimal';
import { normaliseDecimalText } from '../../forms/decimal-text';
import type { EditorLine } from './line-editing';

/** A batch the warehouse holds, as the batch list answers it. */
export interface HeldBatch {
  DistNumber: string;
  ExpDate: string | null;
  /** The receipt date and the batch's entry, which order batches of one expiry as the server does. */
  InDate: string | null;
  BatchAbs: number;
  Quantity: string;
}

/** A batch row of the picker: a batch taken (issue) or brought in (receipt), as typed. */
export interface BatchPick {
  BatchNumber: string;
  Quantity: string;
  ExpiryDate: string;
  ManufacturingDate: string;
}

/**
 * A bin row of the picker: the bin and the quantity put in or taken, as typed; in a bin warehouse
 * an issue of a batch item takes each batch from its bins, so the row names the batch it is of.
 */
export interface BinPick {
  BinAbsEntry: number;
  Quantity: string;
  BatchNumber?: string;
}

export const emptyBatchPick = (): BatchPick => ({
  BatchNumber: '',
  Quantity: '',
  ExpiryDate: '',
  ManufacturingDate: '',
});

const fefoKey = (batch: HeldBatch) => ({
  expDate: batch.ExpDate,
  inDate: batch.InDate,
  batchAbs: batch.BatchAbs,
});

/**
 * What the server would take when the line names no batch: FEFO (compareFefo, the posting core's
 * order), each as much as it holds, until the line's quantity is met.
 */
export function fefoProposal(held: readonly HeldBatch[], need: string): BatchPick[] {
  let remaining = Decimal.of(normaliseDecimalText(need) ?? '0');
  const picks: BatchPick[] = [];
  for (const batch of [...held].sort((a, b) => compareFefo(fefoKey(a), fefoKey(b)))) {
    if (!remaining.isPositive()) break;
    const quantity = Decimal.min(Decimal.of(batch.Quantity), remaining);
    if (!quantity.isPositive()) continue;
    picks.push({ ...emptyBatchPick(), BatchNumber: batch.DistNumber, Quantity: quantity.toString() });
    remaining = remaining.minus(quantity);
  }
  return picks;
}

/** A batch in a bin, as the bin report answers it (batch_bin_stock). */
export interface HeldPair {
  AbsEntry: number;
  BinCode?: string;
  BatchNumber: string | null;
  ExpDate?: string | null;
  InDate?: string | null;
  BatchAbs?: number | null;
  OnHandQty: string;
}

/**
 * What the server would take from a bin warehouse when the line names neither batch nor bin:
 * the batches FEFO and each from its bins, the default bin first (fefoPairs, the posting core's
 * choice). Each bin row names its batch, so the allocation sent names batch and bin together.
 */
export function fefoPairProposal(
  pairs: readonly HeldPair[],
  need: string,
  defaultBin: number | null,
): { batches: BatchPick[]; bins: BinPick[] } {
  const keyed = pairs
    .filter((pair) => pair.BatchNumber !== null && pair.BatchAbs != null)
    .map((pair) => ({
      expDate: pair.ExpDate ?? null,
      inDate: pair.InDate ?? null,
      batchAbs: pair.BatchAbs ?? 0,
      binAbs: pair.AbsEntry,
      qty: pair.OnHandQty || '0',
      name: pair.BatchNumber ?? '',
    }));
  const taken = fefoPairs(keyed, Decimal.of(normaliseDecimalText(need) ?? '0'), defaultBin);
  const perBatch = new Map<string, Decimal>();
  for (const { pair, qty } of taken)
    perBatch.set(pair.name, (perBatch.get(pair.name) ?? Decimal.zero).plus(qty));
  return {
    batches: [...perBatch].map(([BatchNumber, qty]) => ({
      ...emptyBatchPick(),
      BatchNumber,
      Quantity: qty.toString(),
    })),
    bins: taken.map(({ pair, qty }) => ({
      BinAbsEntry: pair.binAbs,
      Quantity: qty.toString(),
      BatchNumber: pair.name,
    })),
  };
}

/**
 * What each bin holds of the batches picked (of all the item's batches while none is picked):
 * exact, since stock is kept per batch in each bin. Bins holding none of them are left out.
 */
export function heldInBins(pairs: readonly HeldPair[], batches: readonly BatchPick[]): Map<number, string> {
  const named = new Set(batches.map((pick) => pick.BatchNumber.trim()).filter((name) => name !== ''));
  const held = new Map<number, Decimal>();
  for (const pair of pairs) {
    if (named.size > 0 && !named.has(pair.BatchNumber ?? '')) continue;
    const qty = Decimal.of(pair.OnHandQty || '0');
    if (qty.isPositive()) held.set(pair.AbsEntry, (held.get(pair.AbsEntry) ?? Decimal.zero).plus(qty));
  }
  return new Map([...held].map(([bin, qty]) => [bin, qty.toString()]));
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
  /** `pairs`: a batch's bins do not add up to the batch's quantity (or name a batch not picked). */
  bins?: 'total' | 'quantity' | 'pairs';
  /** A transfer's bins in the warehouse the stock enters. */
  toBins?: 'total' | 'quantity' | 'pairs';
}

/** The picker's rows: a transfer's also name the bins of the warehouse the stock enters. */
export interface Picks {
  batches: BatchPick[];
  serials: string[];
  bins: BinPick[];
  toBins?: BinPick[];
}

/**
 * The bins typed with a quantity, as decimals, and whether they fit the line's units. A bin row of
 * a batch is linked to it by its index among the batches named (SerialAndBatchNumbersBaseLine), and
 * each batch's bins must add up to the batch's quantity.
 */
function binsOf(picks: readonly BinPick[], need: Decimal, batches: readonly BatchAllocation[] = []) {
  const typed = picks.filter((pick) => pick.Quantity.trim() !== '');
  const linkOf = (pick: BinPick) =>
    pick.BatchNumber === undefined
      ? undefined
      : batches.findIndex((batch) => batch.BatchNumber === pick.BatchNumber);
  const pairsFit = batches.every((batch, index) => {
    const own = typed.filter((pick) => linkOf(pick) === index);
    return (
      own.length === 0 || sumOf(own.map((pick) => positive(pick.Quantity) ?? '0')).equals(batch.Quantity)
    );
  });
  const problem: 'total' | 'quantity' | 'pairs' | undefined = typed.some(
    (pick) => positive(pick.Quantity) === undefined,
  )
    ? 'quantity'
    : typed.length > 0 && !sumOf(typed.map((pick) => positive(pick.Quantity) ?? '0')).equals(need)
      ? 'total'
      : typed.some((pick) => linkOf(pick) === -1) || !pairsFit
        ? 'pairs'
        : undefined;
  return {
    problem,
    bins: typed.map((pick) => {
      const link = linkOf(pick);
      return {
        BinAbsEntry: pick.BinAbsEntry,
        Quantity: positive(pick.Quantity) ?? '0',
        ...(link === undefined || link < 0 ? {} : { SerialAndBatchNumbersBaseLine: link }),
      };
    }),
  };
}

/**
 * The line's allocation from the picker's rows, in inventory units: batches and bins, when any
 * is named, must add up to the line's quantity, and serials be one per unit. Empty sections are
 * left to the server (FEFO for an issue's batches, the default bin). A transfer's bins say their
 * side (BinActionType): those of the warehouse the stock leaves, and `toBins` of the one it enters.
 */
export function allocationOf(
  picks: Picks,
  units: string,
  transfer = false,
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
  const batchAllocations = batches.map((pick) => ({
    BatchNumber: pick.BatchNumber.trim(),
    Quantity: positive(pick.Quantity) ?? '0',
    ...(pick.ExpiryDate ? { ExpiryDate: pick.ExpiryDate } : {}),
    ...(pick.ManufacturingDate ? { ManufacturingDate: pick.ManufacturingDate } : {}),
  }));
  const from = binsOf(picks.bins, need, batchAllocations);
  if (from.problem) problems.bins = from.problem;
  const into = binsOf(transfer ? (picks.toBins ?? []) : [], need);
  if (into.problem) problems.toBins = into.problem;
  const bins = [
    ...from.bins.map((bin) => (transfer ? { ...bin, BinActionType: 'batFromWarehouse' as const } : bin)),
    ...into.bins.map((bin) => ({ ...bin, BinActionType: 'batToWarehouse' as const })),
  ];
  const allocation: LineAllocation = {
    ...(batches.length ? { BatchNumbers: batchAllocations } : {}),
    ...(picks.serials.length
      ? { SerialNumbers: picks.serials.map((InternalSerialNumber) => ({ InternalSerialNumber })) }
      : {}),
    ...(bins.length ? { DocumentLinesBinAllocations: bins } : {}),
  };
  return { allocation, problems };
}

type BinAllocation = NonNullable<LineAllocation['DocumentLinesBinAllocations']>[number];

const binPicksOf = (allocation: LineAllocation | undefined, side: (bin: BinAllocation) => boolean) =>
  (allocation?.DocumentLinesBinAllocations ?? []).filter(side).map((bin) => {
    const batch =
      bin.SerialAndBatchNumbersBaseLine === undefined
        ? undefined
        : allocation?.BatchNumbers?.[bin.SerialAndBatchNumbersBaseLine]?.BatchNumber;
    return { BinAbsEntry: bin.BinAbsEntry, Quantity: bin.Quantity, ...(batch ? { BatchNumber: batch } : {}) };
  });

/**
 * The picker's rows of an allocation the line already holds, to edit it again. `toBins` is
 * undefined while nothing was picked: the picker then proposes the default bin.
 */
export function picksOf(allocation: LineAllocation | undefined): Picks {
  return {
    batches: (allocation?.BatchNumbers ?? []).map((batch) => ({
      BatchNumber: batch.BatchNumber,
      Quantity: batch.Quantity,
      ExpiryDate: batch.ExpiryDate ?? '',
      ManufacturingDate: batch.ManufacturingDate ?? '',
    })),
    serials: (allocation?.SerialNumbers ?? []).map((serial) => serial.InternalSerialNumber),
    bins: binPicksOf(allocation, (bin) => bin.BinActionType !== 'batToWarehouse'),
    toBins: allocation ? binPicksOf(allocation, (bin) => bin.BinActionType === 'batToWarehouse') : undefined,
  };
}

/**
 * Where a line's stock is picked, as the server will post it: a transfer's line leaves its own
 * FromWhsCod (a copied request's) or the header's Filler, and enters its WhsCode or the header's
 * ToWhsCode; any other line moves stock at its WhsCode.
 */
export function placesOf(
  type: DocumentType,
  line: EditorLine,
  header: { Filler: string; ToWhsCode: string },
): { at: string; into?: string } {
  if (type.stock !== 'transfer') return { at: line.WhsCode ?? '' };
  return {
    at: line.FromWhsCod || header.Filler.trim().toUpperCase(),
    into: line.WhsCode || header.ToWhsCode.trim().toUpperCase(),
  };
}
