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
import { said } from '../../../errors/local-text';
import { type Posting, runPostings } from '../../../posting/posting-core';
import type { Caller } from '../../../resources/record-store';
import { documentCreation, type PostingEnvironment } from '../document-create';
import { today } from '../document-header';
import { documentConfiguration } from '../posting-configuration';
import { type CountedItem, type CountedPlace, countMoves, hasPlace } from './count-moves';
import { type CountWarehouse, countPlaces, countWarehouse, managedOf } from './count-places';

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
    throw validationFailed({ AsOf: [said('countAfterLastMovement')] });
  const moved = rows.filter((row) => row.item_code !== null);
  if (moved.length === 0) return;
  throw new AppError(
    409,
    'STOCK_MOVED',
    said('countStockMoved', { count: moved.length, warehouse: count.WhsCode }),
    Object.fromEntries(
      moved.map((row) => [`Moved.${row.item_code}`, [Decimal.of(row.net ?? '0').toString()]]),
    ),
  );
}

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

/**
 * Posts a count (createFromInventory): in one transaction, counted quantities below stock as a
 * goods issue (60), which leaves at the warehouse's moving average, those above as a goods
 * receipt (59) at that average; equal counts post nothing. An item counted as a whole moves as
 * before places were counted (a batch item's surplus as one batch named after the count, its
 * shortage by FEFO, bins the default one in and those holding it out); one counted by place moves
 * the exact bins, batches (in bins) and serials counted.
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
      if (!warehouse) throw validationFailed({ WhsCode: [said('doesNotExist')] });
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
      const { receiptLines, issueLines } = countMoves(items, placesCounted, warehouse, DocDate);
      const postings: Posting<MarketingDocument>[] = [];
      // The issue first: a serial found in another bin leaves its bin before it is received into the one counted.
      for (const [type, DocumentLines] of [
        [goodsIssue, issueLines],
        [goodsReceipt, receiptLines],
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
