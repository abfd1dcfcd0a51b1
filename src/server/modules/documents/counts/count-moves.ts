import type { CountPostLine } from '../../../../shared/api/inventory-counts';
import { Decimal } from '../../../../shared/money/decimal';
import type { CountWarehouse } from './count-places';

/*
 * What a count moves, as goods receipt and goods issue lines: the differences of each counted
 * item, by the places it was counted at (count-posting.ts posts them).
 */

/** A counted item as locked for the count: how it is managed, its stock and average in the warehouse. */
export interface CountedItem {
  item_code: string;
  man_btch_num: string;
  man_ser_num: string;
  invnt_item: string;
  on_hand: string;
  avg_price: string;
}

/** A count line names a place: a bin, batch or serial; none counts the item as a whole. */
export const hasPlace = (line: CountPostLine) =>
  line.BinAbs !== undefined || line.BatchNumber !== undefined || line.SerialNumber !== undefined;

export type DocumentLineInput = Record<string, unknown> & { ItemCode: string; Quantity: string };

/** A counted place with what the system holds there and the difference the count makes. */
export interface CountedPlace {
  line: CountPostLine;
  onHand: Decimal;
  difference: Decimal;
  /** Where a serial in stock is, which its issue takes it from. */
  serialBin: number | null;
}

/** Sums per key, in the order keys first come. */
function sumsBy<Key>(
  places: readonly CountedPlace[],
  keyOf: (place: CountedPlace) => Key,
): Map<Key, Decimal> {
  const sums = new Map<Key, Decimal>();
  for (const place of places)
    sums.set(keyOf(place), (sums.get(keyOf(place)) ?? Decimal.zero).plus(place.difference));
  return sums;
}

const positives = (sums: ReadonlyMap<unknown, Decimal>) =>
  [...sums.values()].filter((sum) => sum.isPositive()).reduce((total, sum) => total.plus(sum), Decimal.zero);

/**
 * One dimension of an item's differences (its batches, or its bins) as what the receipt brings
 * in and what the issue takes out, both of `receipt` units in: when the other dimension comes in
 * by more, the same amount comes in and goes out again at one key (a place the issue takes from
 * anyway when there is one), so the receipt's and the issue's lines add up in both dimensions.
 */
function sides<Key>(sums: ReadonlyMap<Key, Decimal>, receipt: Decimal) {
  const plus = [...sums].filter(([, sum]) => sum.isPositive());
  const minus = [...sums].filter(([, sum]) => sum.isNegative());
  const pad = receipt.minus(positives(sums));
  const padKey = (minus[0] ?? [...sums][0])?.[0];
  const inward = new Map(plus);
  const outward = new Map(minus.map(([key, sum]) => [key, sum.negated()]));
  if (pad.isPositive() && padKey !== undefined) {
    inward.set(padKey, (inward.get(padKey) ?? Decimal.zero).plus(pad));
    outward.set(padKey, (outward.get(padKey) ?? Decimal.zero).plus(pad));
  }
  return { inward, outward };
}

const batchList = (moved: ReadonlyMap<string, Decimal>) =>
  [...moved].map(([BatchNumber, qty]) => ({ BatchNumber, Quantity: qty.toString() }));
const binList = (moved: ReadonlyMap<number, Decimal>) =>
  [...moved].map(([BinAbsEntry, qty]) => ({ BinAbsEntry, Quantity: qty.toString() }));

/**
 * A serial item's count: serials missing issued by name from their bins, serials found received
 * by name into the bin the line names (else the default bin), one receipt line per bin.
 */
function serialLines(
  places: readonly CountedPlace[],
  warehouse: CountWarehouse,
  base: { ItemCode: string; WarehouseCode: string },
  UnitPrice: string,
): { receipt: DocumentLineInput[]; issue: DocumentLineInput[] } {
  const missing = places.filter((place) => place.difference.isNegative());
  const found = places.filter((place) => place.difference.isPositive());
  const issue: DocumentLineInput[] = [];
  if (missing.length) {
    const inBins = warehouse.bins && missing.every((place) => place.serialBin !== null);
    const bins = sumsBy(missing, (place) => place.serialBin ?? 0);
    issue.push({
      ...base,
      Quantity: String(missing.length),
      SerialNumbers: missing.map((place) => ({ InternalSerialNumber: place.line.SerialNumber })),
      ...(inBins
        ? {
            DocumentLinesBinAllocations: binList(
              new Map([...bins].map(([abs, sum]) => [abs, sum.negated()])),
            ),
          }
        : {}),
    });
  }
  const receipt = [...sumsBy(found, (place) => place.line.BinAbs ?? null)].map(([bin, qty]) => ({
    ...base,
    Quantity: qty.toString(),
    UnitPrice,
    SerialNumbers: found
      .filter((place) => (place.line.BinAbs ?? null) === bin)
      .map((place) => ({ InternalSerialNumber: place.line.SerialNumber ?? '', ExpiryDate: null })),
    ...(bin === null
      ? {}
      : { DocumentLinesBinAllocations: [{ BinAbsEntry: bin, Quantity: qty.toString() }] }),
  }));
  return { receipt, issue };
}

/**
 * An item counted by place as receipt and issue lines: serials by name (serialLines); bins and
 * batches come in and go out by the named ones, each dimension adding up to the line.
 */
function placeLines(
  item: CountedItem,
  places: readonly CountedPlace[],
  warehouse: CountWarehouse,
  DocDate: string,
): { receipt: DocumentLineInput[]; issue: DocumentLineInput[] } {
  const base = { ItemCode: item.item_code, WarehouseCode: warehouse.whsCode };
  const UnitPrice = Decimal.of(item.avg_price).toString();
  if (item.man_ser_num === 'Y') return serialLines(places, warehouse, base, UnitPrice);
  const batched = item.man_btch_num === 'Y';
  const batches = batched ? sumsBy(places, (place) => place.line.BatchNumber ?? `CNT-${DocDate}`) : undefined;
  const bins = warehouse.bins ? sumsBy(places, (place) => place.line.BinAbs ?? 0) : undefined;
  const net = places.reduce((total, place) => total.plus(place.difference), Decimal.zero);
  const received = Decimal.max(
    Decimal.zero,
    ...[batches, bins].flatMap((sums) => (sums ? [positives(sums)] : [])),
  );
  const issued = received.minus(net);
  const batchSides = batches && sides(batches, received);
  const binSides = bins && sides(bins, received);
  const line = (qty: Decimal, side: 'inward' | 'outward') => ({
    ...base,
    Quantity: qty.toString(),
    ...(side === 'inward' ? { UnitPrice } : {}),
    ...(batchSides ? { BatchNumbers: batchList(batchSides[side]) } : {}),
    ...(binSides ? { DocumentLinesBinAllocations: binList(binSides[side]) } : {}),
  });
  return {
    receipt: received.isPositive() ? [line(received, 'inward')] : [],
    issue: issued.isPositive() ? [line(issued, 'outward')] : [],
  };
}

/** An item counted as a whole: its surplus received (a batch item's as one batch named after the count), its shortage issued. */
function wholeLines(item: CountedItem, place: CountedPlace, warehouse: CountWarehouse, DocDate: string) {
  const base = { ItemCode: item.item_code, WarehouseCode: warehouse.whsCode };
  const qty = place.difference.abs().toString();
  if (place.difference.isPositive())
    return {
      receipt: [
        {
          ...base,
          Quantity: qty,
          UnitPrice: Decimal.of(item.avg_price).toString(),
          ...(item.man_btch_num === 'Y'
            ? { BatchNumbers: [{ BatchNumber: `CNT-${DocDate}`, Quantity: qty }] }
            : {}),
        },
      ],
      issue: [],
    };
  return { receipt: [], issue: place.difference.isNegative() ? [{ ...base, Quantity: qty }] : [] };
}

/**
 * The receipt's and the issue's lines of a count, item by item in key order: an item counted as a
 * whole moves its one difference, one counted by place the exact places (placeLines).
 */
export function countMoves(
  items: ReadonlyMap<string, CountedItem>,
  counted: readonly CountedPlace[],
  warehouse: CountWarehouse,
  DocDate: string,
): { receiptLines: DocumentLineInput[]; issueLines: DocumentLineInput[] } {
  const receiptLines: DocumentLineInput[] = [];
  const issueLines: DocumentLineInput[] = [];
  for (const code of [...items.keys()].sort()) {
    const item = items.get(code);
    const ofItem = counted.filter((place) => place.line.ItemCode === code);
    const [first] = ofItem;
    if (!item || !first) continue;
    const moved = hasPlace(first.line)
      ? placeLines(item, ofItem, warehouse, DocDate)
      : wholeLines(item, first, warehouse, DocDate);
    receiptLines.push(...moved.receipt);
    issueLines.push(...moved.issue);
  }
  return { receiptLines, issueLines };
}
