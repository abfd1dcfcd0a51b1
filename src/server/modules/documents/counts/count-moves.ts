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
  // A serial present in another bin than the system's moves there: out of its bin, into the one counted.
  const moved = places.filter(
    (place) =>
      place.difference.isZero() &&
      place.serialBin !== null &&
      place.line.BinAbs !== undefined &&
      place.line.BinAbs !== place.serialBin,
  );
  const missing = [
    ...places.filter((place) => place.difference.isNegative()),
    ...moved.map((place) => ({ ...place, difference: Decimal.of('-1') })),
  ];
  const found = [
    ...places.filter((place) => place.difference.isPositive()),
    ...moved.map((place) => ({ ...place, difference: Decimal.of('1') })),
  ];
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
 * The places of one side (those counted above the system's figure, or below) as one document
 * line: its batches, and its bins each linked to the batch counted there (the Service Layer's
 * SerialAndBatchNumbersBaseLine), so the line moves exactly the places counted.
 */
function sideLine(
  places: readonly CountedPlace[],
  batched: boolean,
  bins: boolean,
  base: { ItemCode: string; WarehouseCode: string },
): DocumentLineInput | undefined {
  if (places.length === 0) return undefined;
  const qtyOf = (place: CountedPlace) => place.difference.abs();
  const batches = new Map<string, { qty: Decimal; place: CountedPlace }>();
  for (const place of places) {
    const name = place.line.BatchNumber ?? '';
    batches.set(name, { qty: (batches.get(name)?.qty ?? Decimal.zero).plus(qtyOf(place)), place });
  }
  const names = [...batches.keys()];
  return {
    ...base,
    Quantity: places.reduce((total, place) => total.plus(qtyOf(place)), Decimal.zero).toString(),
    ...(batched
      ? {
          BatchNumbers: [...batches].map(([BatchNumber, { qty, place }]) => ({
            BatchNumber,
            Quantity: qty.toString(),
            // A batch found that the system does not know is created with the dates counted.
            ...(place.line.ExpiryDate === undefined ? {} : { ExpiryDate: place.line.ExpiryDate }),
            ...(place.line.ManufacturingDate === undefined
              ? {}
              : { ManufacturingDate: place.line.ManufacturingDate }),
          })),
        }
      : {}),
    ...(bins
      ? {
          DocumentLinesBinAllocations: places.map((place) => ({
            BinAbsEntry: place.line.BinAbs ?? 0,
            Quantity: qtyOf(place).toString(),
            ...(batched
              ? { SerialAndBatchNumbersBaseLine: names.indexOf(place.line.BatchNumber ?? '') }
              : {}),
          })),
        }
      : {}),
  };
}

/**
 * An item counted by place as receipt and issue lines: serials by name (serialLines); the other
 * places, each a bin, a batch or a batch in a bin, received or issued exactly as counted.
 */
function placeLines(
  item: CountedItem,
  places: readonly CountedPlace[],
  warehouse: CountWarehouse,
): { receipt: DocumentLineInput[]; issue: DocumentLineInput[] } {
  const base = { ItemCode: item.item_code, WarehouseCode: warehouse.whsCode };
  const UnitPrice = Decimal.of(item.avg_price).toString();
  if (item.man_ser_num === 'Y') return serialLines(places, warehouse, base, UnitPrice);
  const batched = item.man_btch_num === 'Y';
  const receipt = sideLine(
    places.filter((place) => place.difference.isPositive()),
    batched,
    warehouse.bins,
    base,
  );
  const issue = sideLine(
    places.filter((place) => place.difference.isNegative()),
    batched,
    warehouse.bins,
    base,
  );
  return { receipt: receipt ? [{ ...receipt, UnitPrice }] : [], issue: issue ? [issue] : [] };
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
      ? placeLines(item, ofItem, warehouse)
      : wholeLines(item, first, warehouse, DocDate);
    receiptLines.push(...moved.receipt);
    issueLines.push(...moved.issue);
  }
  return { receiptLines, issueLines };
}
