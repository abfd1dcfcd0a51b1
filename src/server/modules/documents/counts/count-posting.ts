import { sql } from 'drizzle-orm';
import type { CountAnswer, CountPost } from '../../../../shared/api/inventory-counts';
import { documentCreateSchema, type MarketingDocument } from '../../../../shared/api/marketing-docs';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { Decimal } from '../../../../shared/money/decimal';
import { authorizeRecord } from '../../../access/record-checks';
import { textArray } from '../../../db/array-params';
import type { Db, Tx } from '../../../db/database';
import { AppError, validationFailed } from '../../../errors/app-error';
import { type Posting, runPostings } from '../../../posting/posting-core';
import type { Caller } from '../../../resources/record-store';
import { documentCreation, type PostingEnvironment } from '../document-create';
import { today } from '../document-header';
import { documentConfiguration } from '../posting-configuration';

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

/** Each count line's item, known, stocked and not managed by serial numbers (serials are counted one by one). */
function checkedItems(count: CountPost, found: readonly CountedItem[]): Map<string, CountedItem> {
  const byCode = new Map(found.map((item) => [item.item_code, item]));
  const problems: Record<string, string[]> = {};
  count.Lines.forEach((line, index) => {
    const item = byCode.get(line.ItemCode);
    const field = `Lines.${index}.ItemCode`;
    if (!item) problems[field] = ['does not exist'];
    else if (item.invnt_item !== 'Y') problems[field] = ['is not an inventory item'];
    else if (item.man_ser_num === 'Y') problems[field] = ['is managed by serial numbers'];
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
 * Posts a count (createFromInventory): in one transaction, counted quantities above stock as a
 * goods receipt (59) at the warehouse's moving average, those below as a goods issue (60), which
 * leaves at that average; equal counts post nothing. A batch item's surplus comes in as one batch
 * named after the count's date; its shortage leaves by FEFO.
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
      const items = checkedItems(count, await lockCounted(tx, count.WhsCode, codes));
      await refuseMoved(tx, count, codes);
      lines = count.Lines.map((line) => {
        const OnHand = Decimal.of(items.get(line.ItemCode)?.on_hand ?? '0');
        return {
          ItemCode: line.ItemCode,
          OnHand: OnHand.toString(),
          Difference: Decimal.of(line.Counted).minus(OnHand).toString(),
        };
      });
      const ups = lines.filter((line) => Decimal.of(line.Difference).compare(Decimal.zero) > 0);
      const downs = lines.filter((line) => Decimal.of(line.Difference).isNegative());
      const postings: Posting<MarketingDocument>[] = [];
      if (ups.length)
        postings.push(
          await documentCreation(
            db,
            caller,
            goodsReceipt,
            documentCreateSchema.parse({
              DocDate,
              DocumentLines: ups.map((line) => {
                const item = items.get(line.ItemCode);
                return {
                  ItemCode: line.ItemCode,
                  Quantity: line.Difference,
                  WarehouseCode: count.WhsCode,
                  UnitPrice: Decimal.of(item?.avg_price ?? '0').toString(),
                  ...(item?.man_btch_num === 'Y'
                    ? { BatchNumbers: [{ BatchNumber: `CNT-${DocDate}`, Quantity: line.Difference }] }
                    : {}),
                };
              }),
            }),
            environment,
          ),
        );
      if (downs.length)
        postings.push(
          await documentCreation(
            db,
            caller,
            goodsIssue,
            documentCreateSchema.parse({
              DocDate,
              DocumentLines: downs.map((line) => ({
                ItemCode: line.ItemCode,
                Quantity: Decimal.of(line.Difference).negated().toString(),
                WarehouseCode: count.WhsCode,
              })),
            }),
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
