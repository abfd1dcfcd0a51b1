import { and, type SQL, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type {
  ChangesPerDay,
  ListStats,
  PriceBatch,
  PriceChange,
  PricePreview,
  PriceSampleRow,
} from '../../../shared/api/price-batches';
import type { Db } from '../../db/database';
import { items } from '../../db/schema/inventory';
import { itemPrices } from '../../db/schema/pricing';
import { notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { changeSource, checkCounts, countsSql } from './price-change-source';
import { pricesAllowed } from './price-change-sql';

const rowsOf = async <Row>(db: Db, query: SQL) =>
  (await db.execute<Row & Record<string, unknown>>(query)).rows;

const sampleSize = 10;

/** What a change would do, without doing it: how many prices, how many created, a sample old -> new. */
export async function previewChange(db: Db, change: PriceChange, ability: AppAbility): Promise<PricePreview> {
  if (change.Kind === 'copy') {
    const lists = await rowsOf<{ list_num: number }>(
      db,
      sql`select list_num from price_lists where list_num in (${change.SourceList}, ${change.TargetList})`,
    );
    const found = new Set(lists.map((list) => list.list_num));
    const missing = (['SourceList', 'TargetList'] as const).filter((field) => !found.has(change[field]));
    if (missing.length > 0)
      throw validationFailed(Object.fromEntries(missing.map((field) => [field, [said('notPriceList')]])));
  }
  const source = changeSource(change, ability);
  const [counted] = await rowsOf<{
    rows: number;
    created: number;
    unchanged: number;
    negative: number;
    overflow: number;
  }>(db, countsSql(source));
  checkCounts(counted, false);
  const sample = await rowsOf<PriceSampleRow>(
    db,
    sql`select price_list as "PriceList", item_code as "ItemCode", item_name as "ItemName",
        old_price::text as "OldPrice", new_price::text as "NewPrice"
      from (${source}) s order by price_list, item_code limit ${sampleSize}`,
  );
  return {
    Rows: counted?.rows ?? 0,
    Created: counted?.created ?? 0,
    Unchanged: counted?.unchanged ?? 0,
    Sample: sample,
  };
}

const batchColumns = sql`b.batch_id as "BatchId", b.kind as "Kind", b.rule as "Rule", b.status as "Status",
  b.rows_total as "RowsTotal", b.rows_done as "RowsDone", b.rows_undone as "RowsUndone",
  creator.u_name as "CreatedBy", to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedAt", to_char(b.finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "FinishedAt",
  undoer.u_name as "UndoneBy", to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "UndoneAt", b.undo_overwrote as "UndoOverwrote",
  b.failure as "Failure"`;
const batchFrom = sql`price_batches b left join users creator on creator.user_id = b.created_by
  left join users undoer on undoer.user_id = b.undone_by`;

export async function readBatch(db: Db, batchId: number): Promise<PriceBatch> {
  const [batch] = await rowsOf<PriceBatch>(
    db,
    sql`select ${batchColumns} from ${batchFrom} where b.batch_id = ${batchId}`,
  );
  if (!batch) throw notFound(said('priceBatchNotFound', { id: batchId }));
  return batch;
}

/** The batch history, newest first. */
export async function listBatches(db: Db, page: { limit: number; offset: number }) {
  const [data, [counted]] = await Promise.all([
    rowsOf<PriceBatch>(
      db,
      sql`select ${batchColumns} from ${batchFrom} order by b.batch_id desc limit ${page.limit} offset ${page.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total from price_batches`),
  ]);
  return { data, total: counted?.total ?? 0 };
}

/** One item's price in every list (a list without one shows none), under the reader's rules. */
export async function pricesOfItem(db: Db, itemCode: string, ability: AppAbility) {
  const [item] = await db
    .select({ ItemCode: items.ItemCode, ItemName: items.ItemName })
    .from(items)
    .where(sql`${items.ItemCode} = ${itemCode}`);
  if (!item) throw notFound(said('itemNotFound', { item: itemCode }));
  const data = await rowsOf<{
    PriceList: number;
    ListName: string;
    Price: string | null;
    Currency: string | null;
    version: number | null;
  }>(
    db,
    sql`select l.list_num as "PriceList", l.list_name as "ListName", ${itemPrices.Price}::text as "Price",
        ${itemPrices.Currency} as "Currency", ${itemPrices.version} as "version"
      from price_lists l left join ${itemPrices}
        on ${and(sql`${itemPrices.PriceList} = l.list_num`, sql`${itemPrices.ItemCode} = ${itemCode}`, pricesAllowed(ability, 'read'))}
      order by l.list_num`,
  );
  return { ...item, data };
}

/** Active items with no price in the list, by code. */
export async function priceGaps(db: Db, query: { PriceList: number; limit: number; offset: number }) {
  const [list] = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from price_lists where list_num = ${query.PriceList}`,
  );
  if (!list) throw notFound(said('priceListNotFound', { id: query.PriceList }));
  const missing = sql`from items i where i.valid_for = 'Y'
    and not exists (select 1 from item_prices p where p.price_list = ${query.PriceList} and p.item_code = i.item_code)`;
  const [data, [counted]] = await Promise.all([
    rowsOf<{ ItemCode: string; ItemName: string; ItmsGrpCod: number | null }>(
      db,
      sql`select i.item_code as "ItemCode", i.item_name as "ItemName", i.itms_grp_cod as "ItmsGrpCod" ${missing}
        order by i.item_code limit ${query.limit} offset ${query.offset}`,
    ),
    rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${missing}`),
  ]);
  return { data, total: counted?.total ?? 0 };
}

/** Per list: count, lowest, highest and average price; and the prices changed per day. */
export async function priceStats(db: Db, days: number, ability: AppAbility) {
  const lists = await rowsOf<ListStats>(
    db,
    sql`select l.list_num as "PriceList", l.list_name as "ListName", count(${itemPrices.Price})::int as "Count",
        min(${itemPrices.Price})::text as "Min", max(${itemPrices.Price})::text as "Max",
        round(avg(${itemPrices.Price}), 6)::text as "Average"
      from price_lists l left join ${itemPrices}
        on ${and(sql`${itemPrices.PriceList} = l.list_num`, pricesAllowed(ability, 'read'))}
      group by l.list_num, l.list_name order by l.list_num`,
  );
  const changes = await rowsOf<ChangesPerDay>(
    db,
    sql`with day as (
        select generate_series(current_date - ${days - 1}::int, current_date, interval '1 day')::date as day
      )
      select to_char(day.day, 'YYYY-MM-DD') as "Day",
        coalesce((select sum(b.rows_done) from price_batches b where b.created_at::date = day.day), 0)::int as "Batch",
        (select count(*) from audit_log a where a.resource = 'item-prices' and a.action = 'update'
          and a.at::date = day.day)::int as "Edited"
      from day order by day.day`,
  );
  return { lists, changes };
}

/**
 * One price's changes, newest first: by hand (the resource engine's audit rows) and by batches
 * (their rows: applied, and undone), so that a batch and an inline edit of the same price both show.
 */
export async function priceHistory(db: Db, priceList: number, itemCode: string, ability: AppAbility) {
  const [hidden] = await rowsOf<{ found: number }>(
    db,
    sql`select 1 as found from ${itemPrices} where ${itemPrices.PriceList} = ${priceList}
      and ${itemPrices.ItemCode} = ${itemCode} and not (${pricesAllowed(ability, 'read')})`,
  );
  if (hidden)
    throw notFound(said('recordNotFound', { subject: 'ItemPrice', key: `${priceList}/${itemCode}` }));
  const data = await rowsOf<{
    At: string;
    By: string | null;
    BatchId: number | null;
    Before: string | null;
    After: string | null;
  }>(
    db,
    sql`select "At", "By", "BatchId", "Before", "After" from (
        select a.at as at, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "At", u.u_name as "By", null::int as "BatchId",
          (a.before->>'Price') as "Before", (a.after->>'Price') as "After"
        from audit_log a left join users u on u.user_id = a.user_id
        where a.resource = 'item-prices' and a.record_key = ${`${priceList}/${itemCode}`}
          and (a.before->>'Price') is distinct from (a.after->>'Price')
        union all
        select r.applied_at, to_char(r.applied_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), u.u_name, b.batch_id, r.old_price::text, r.new_price::text
        from price_batch_rows r join price_batches b on b.batch_id = r.batch_id
          left join users u on u.user_id = b.created_by
        where r.price_list = ${priceList} and r.item_code = ${itemCode} and r.new_version is not null
        union all
        select b.undone_at, to_char(b.undone_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), u.u_name, b.batch_id, r.new_price::text, r.old_price::text
        from price_batch_rows r join price_batches b on b.batch_id = r.batch_id
          left join users u on u.user_id = b.undone_by
        where r.price_list = ${priceList} and r.item_code = ${itemCode} and r.new_version is not null
          and b.status = 'undone'
      ) h order by at desc limit 200`,
  );
  return { data };
}
