import { Decimal } from '../money/decimal';

/*
 * The order an issue takes batches in when the line names none (FEFO), and, in a bin warehouse,
 * the bins it takes each batch from. One definition read by the posting core (what it takes) and
 * by the stock picker (what it proposes), so that the proposal is what the server would take.
 */

/** A batch as FEFO orders it: earliest expiry first (none last), then oldest receipt, then oldest entry. */
export interface FefoBatch {
  expDate: string | null;
  inDate: string | null;
  batchAbs: number;
}

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

export function compareFefo(a: FefoBatch, b: FefoBatch): number {
  return nullsLast(a.expDate, b.expDate) || nullsLast(a.inDate, b.inDate) || a.batchAbs - b.batchAbs;
}

/** A batch in a bin (batch_bin_stock, SAP's OBBQ) with what it holds. */
export interface FefoPair extends FefoBatch {
  binAbs: number;
  qty: string;
}

/** Pairs in FEFO order, and within one batch the warehouse's default bin first, then by bin entry. */
export function comparePairs(defaultBin: number | null): (a: FefoPair, b: FefoPair) => number {
  const rank = (pair: FefoPair) => (pair.binAbs === defaultBin ? 0 : 1);
  return (a, b) => compareFefo(a, b) || rank(a) - rank(b) || a.binAbs - b.binAbs;
}

/**
 * What an issue naming no batch and no bin takes: the pairs in FEFO order, each as much as it
 * holds, until `need` is met. Answers the pairs taken with their quantities (less than `need`
 * in all when the pairs hold less).
 */
export function fefoPairs<Pair extends FefoPair>(
  pairs: readonly Pair[],
  need: Decimal,
  defaultBin: number | null,
): { pair: Pair; qty: Decimal }[] {
  let remaining = need;
  const taken: { pair: Pair; qty: Decimal }[] = [];
  for (const pair of [...pairs].sort(comparePairs(defaultBin))) {
    if (!remaining.isPositive()) break;
    const qty = Decimal.min(Decimal.of(pair.qty), remaining);
    if (!qty.isPositive()) continue;
    taken.push({ pair, qty });
    remaining = remaining.minus(qty);
  }
  return taken;
}
