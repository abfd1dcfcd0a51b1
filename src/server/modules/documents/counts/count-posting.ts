import { sql } from 'drizzle-orm';
import {
  type CountAnswer,
  type CountPost,
  type CountPostLine,
  countPlaceKey,
} from '../../../../shared/api/inventory-counts';
import { documentCreateSchema, type MarketingDocument } from '../../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { Decimal } from '../../../../shared/money/decimal';
import { authorizeRecord } from '../../../access/record-checks';
import { intArray, textArray } from '../../../db/array-params';
import type { Db, Tx } from '../../../db/database';
import { AppError, validationFailed } from '../../../errors/app-error';
import { type Posting, runPostings } from '../../../posting/posting-core';
import type { Caller } from '../../../resources/record-store';
import { documentCreation, type PostingEnvironment } from '../document-create';
import { today } from '../document-header';
import { documentConfiguration } from '../posting-configuration';
import { type CountWarehouse, countPlaces, countWarehouse, managedOf } from './count-places';

interface CountedItem {
  item_code: string;
  man_btch_num: string;
  man_ser_num: string;
  invnt_item: string;
  on_hand: string;
  avg_price: string;
}

const goodsReceipt = findDocumentType('59');
const goodsIssue = findDocumentType('60');

/**
 * The counted items, locked in key order (the posting core's lock order, so the receipt's and
 * the issue's own locks find them already held), with their stock and average in the warehouse.
 */
async function lockCounted(tx: Tx, whsCode: string, codes: readonly string[]): Promise<CountedItem[]> {
  const result = await tx.execute(sql`
    select l.item_code, l.man_btch_num, l.man_ser_num, l.invnt_item,
      coalesce(w.on_hand, 0)::text as on_hand, coalesce(w.avg_price, 0)::text as avg_price
    from (select item_code, man_btch_num, man_ser_num, invnt_item from items
          where item_code = any(${textArray(codes)}) order by item_code for update) l
    left join item_warehouses w on w.item_code = l.item_code and w.whs_code = ${whsCode}`);
  return result.rows as unknown as CountedItem[];
}

/**
 * Refuses (409 STOCK_MOVED) a count when a counted item moved in the warehouse after the sheet's
 * ledger row: the sheet's system quantity is no longer the stock, so the difference would be
 * wrong. The answer names each item with its net movement; the sheet is read again and posted.
 */
async function refuseMoved(tx: Tx, count: CountPost, codes: readonly string[]): Promise<void> {
  const result = await tx.execute(sql`
    select (select coalesce(max(trans_num), 0) from inventory_ledger) as last,
      m.item_code, m.net::text as net
    from (select 1) one left join (
      select item_code, sum(in_qty - out_qty) as net from inventory_ledger
      where whs_code = ${count.WhsCode} and item_code = any(${textArray(codes)})
        and trans_num > ${count.AsOf}
      group by item_code) m on true
    order by m.item_code`);
  const rows = result.rows as { last: number | string; item_code: string | null; net: string | null }[];
  if (count.AsOf > Number(rows[0]?.last ?? 0))
    throw validationFailed({ AsOf: ['is after the last stock movement'] });
  const moved = rows.filter((row) => row.item_code !== null);
  if (moved.length === 0) return;
  throw new AppError(
    409,
    'STOCK_MOVED',
    `Stock of ${moved.length} counted item(s) moved in warehouse ${count.WhsCode} since the count started.`,
    Object.fromEntries(
      moved.map((row) => [`Moved.${row.item_code}`, [Decimal.of(row.net ?? '0').toString()]]),
    ),
  );
}

const hasPlace = (line: CountPostLine) =>
  line.BinAbs !== undefined || line.BatchNumber !== undefined || line.SerialNumber !== undefined;

/** The problems of one count line against its item and the warehouse, by field. */
function lineProblems(
  line: CountPostLine,
  item: CountedItem | undefined,
  warehouse: CountWarehouse,
  binsOfWarehouse: ReadonlySet<number>,
): [string, string][] {
  if (!item) return [['ItemCode', 'does not exist']];
  if (item.invnt_item !== 'Y') return [['ItemCode', 'is not an inventory item']];
  const serial = item.man_ser_num === 'Y';
  const batch = item.man_btch_num === 'Y';
  const problems: [string, string][] = [];
  if (serial && line.SerialNumber === undefined)
    problems.push(['SerialNumber', 'name the serial number counted: the item is counted serial by serial']);
  if (!serial && line.SerialNumber !== undefined)
    problems.push(['SerialNumber', 'is only for items managed by serial numbers']);
  if (serial && line.SerialNumber !== undefined && !['0', '1'].includes(Decimal.of(line.Counted).toString()))
    problems.push(['Counted', 'must be 0 (missing) or 1 (present) for a serial number']);
  if (!batch && line.BatchNumber !== undefined)
    problems.push(['BatchNumber', 'is only for items managed by batches']);
  if (batch && hasPlace(line) && line.BatchNumber === undefined)
    problems.push(['BatchNumber', 'name the batch counted, or count the item as a whole']);
  if (line.BinAbs !== undefined && !warehouse.bins)
    problems.push(['BinAbs', `warehouse ${warehouse.whsCode} has no bins`]);
  else if (line.BinAbs !== undefined && !binsOfWarehouse.has(line.BinAbs))
    problems.push(['BinAbs', `is not a bin of ${warehouse.whsCode}`]);
  else if (warehouse.bins && !serial && hasPlace(line) && line.BinAbs === undefined)
    problems.push(['BinAbs', 'name the bin counted']);
  return problems;
}

/** Each count line's item, known and stocked, and its place one the item and warehouse keep. */
async function checkedItems(
  tx: Tx,
  count: CountPost,
  found: readonly CountedItem[],
  warehouse: CountWarehouse,
): Promise<Map<string, CountedItem>> {
  const byCode = new Map(found.map((item) => [item.item_code, item]));
  const named = [...new Set(count.Lines.flatMap((line) => (line.BinAbs === undefined ? [] : [line.BinAbs])))];
  const bins = named.length
    ? await tx.execute<{ abs: number }>(sql`
        select abs_entry as abs from bin_locations
        where whs_code = ${count.WhsCode} and abs_entry = any(${intArray(named)})`)
    : { rows: [] };
  const binsOfWarehouse = new Set(bins.rows.map((row) => row.abs));
  const wholes = new Set(count.Lines.filter((line) => !hasPlace(line)).map((line) => line.ItemCode));
  const placed = new Set(count.Lines.filter(hasPlace).map((line) => line.ItemCode));
  const problems: Record<string, string[]> = {};
  count.Lines.forEach((line, index) => {
    const found = lineProblems(line, byCode.get(line.ItemCode), warehouse, binsOfWarehouse);
    if (found.length === 0 && wholes.has(line.ItemCode) && placed.has(line.ItemCode))
      found.push(['ItemCode', 'is counted both as a whole and by place']);
    for (const [field, problem] of found) {
      const name = `Lines.${index}.${field}`;
      problems[name] = [...(problems[name] ?? []), problem];
    }
  });
  if (Object.keys(problems).length) throw validationFailed(problems);
  return byCode;
}

const postedOf = (document: MarketingDocument) => ({
  ObjType: document.ObjType,
  DocEntry: document.DocEntry,
  DocNum: document.DocNum,
});

type DocumentLineInput = Record<string, unknown> & { ItemCode: string; Quantity: string };

/** A counted place with what the system holds there and the difference the count makes. */
interface CountedPlace {
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
 * An item counted by place as receipt and issue lines: serials missing are issued from their bins
 * and serials found received (into the bin named, else the default bin); bins and batches come in
 * and go out by the named ones, each dimension adding up to the line.
 */
function placeLines(
  item: CountedItem,
  places: readonly CountedPlace[],
  warehouse: CountWarehouse,
  DocDate: string,
): { receipt: DocumentLineInput[]; issue: DocumentLineInput[] } {
  const base = { ItemCode: item.item_code, WarehouseCode: warehouse.whsCode };
  const UnitPrice = Decimal.of(item.avg_price).toString();
  if (item.man_ser_num === 'Y') {
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
 * Posts a count (createFromInventory): in one transaction, counted quantities above stock as a
 * goods receipt (59) at the warehouse's moving average, those below as a goods issue (60), which
 * leaves at that average; equal counts post nothing. An item counted as a whole moves as before
 * places were counted (a batch item's surplus as one batch named after the count, its shortage
 * by FEFO, bins the default one in and those holding it out); one counted by place moves the
 * exact bins, batches and serials counted.
 */
export async function postCount(
  db: Db,
  caller: Caller,
  count: CountPost,
  environment: PostingEnvironment,
): Promise<CountAnswer> {
  if (!goodsReceipt || !goodsIssue) throw new Error('goods receipt and goods issue must be declared');
  authorizeRecord(caller.ability, 'create', 'InventoryTransaction', { WhsCode: count.WhsCode });
  const DocDate = count.DocDate ?? today();
  const codes = [...new Set(count.Lines.map((line) => line.ItemCode))].sort();
  let lines: CountAnswer['Lines'] = [];
  // Read before the transaction: documentCreation, called inside it, then finds the configuration
  // in the cache; a read there would wait for a second connection, which the embedded database
  // does not have while the transaction holds its only one.
  await documentConfiguration(environment.cache, environment.accessVersion);
  const answers = await runPostings(
    db,
    async (tx) => {
      const warehouse = await countWarehouse(tx, count.WhsCode);
      if (!warehouse) throw validationFailed({ WhsCode: ['does not exist'] });
      const items = await checkedItems(tx, count, await lockCounted(tx, count.WhsCode, codes), warehouse);
      await refuseMoved(tx, count, codes);
      const counted = codes.flatMap((code) => {
        const item = items.get(code);
        return item ? [{ itemCode: code, managed: managedOf(item), onHand: Decimal.of(item.on_hand) }] : [];
      });
      const system = new Map(
        (await countPlaces(tx, warehouse, counted)).map((place) => [countPlaceKey(place), place]),
      );
      const placesCounted: CountedPlace[] = count.Lines.map((line) => {
        const held = hasPlace(line)
          ? system.get(countPlaceKey(line))
          : { OnHand: items.get(line.ItemCode)?.on_hand ?? '0', BinAbs: null };
        const onHand = Decimal.of(held?.OnHand ?? '0');
        return {
          line,
          onHand,
          difference: Decimal.of(line.Counted).minus(onHand),
          serialBin: held?.BinAbs ?? null,
        };
      });
      lines = placesCounted.map((place) => ({
        ItemCode: place.line.ItemCode,
        BinAbs: place.line.BinAbs ?? null,
        BatchNumber: place.line.BatchNumber ?? null,
        SerialNumber: place.line.SerialNumber ?? null,
        OnHand: place.onHand.toString(),
        Difference: place.difference.toString(),
      }));
      const receiptLines: DocumentLineInput[] = [];
      const issueLines: DocumentLineInput[] = [];
      for (const code of codes) {
        const item = items.get(code);
        const ofItem = placesCounted.filter((place) => place.line.ItemCode === code);
        const [first] = ofItem;
        if (!item || !first) continue;
        const moved = hasPlace(first.line)
          ? placeLines(item, ofItem, warehouse, DocDate)
          : wholeLines(item, first, warehouse, DocDate);
        receiptLines.push(...moved.receipt);
        issueLines.push(...moved.issue);
      }
      const postings: Posting<MarketingDocument>[] = [];
      for (const [type, DocumentLines] of [
        [goodsReceipt, receiptLines],
        [goodsIssue, issueLines],
      ] as const)
        if (DocumentLines.length)
          postings.push(
            await documentCreation(
              db,
              caller,
              type,
              documentCreateSchema.parse({ DocDate, DocumentLines }),
              environment,
            ),
          );
      return postings;
    },
    environment.afterCommit,
  );
  const receipt = answers.find((answer) => answer.ObjType === goodsReceipt.objectId);
  const issue = answers.find((answer) => answer.ObjType === goodsIssue.objectId);
  return {
    Receipt: receipt ? postedOf(receipt) : null,
    Issue: issue ? postedOf(issue) : null,
    Lines: lines,
  };
}
