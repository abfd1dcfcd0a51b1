import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StockByItemQuery, StockByItemRow } from '../../../shared/api/inventory-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { items, itemWarehouses as stock, warehouses } from '../../db/schema/inventory';
import { type ReportPage, readReportPage } from './report-page';

const byItem: KeysetEntry[] = [{ column: stock.ItemCode, direction: 'asc', nullable: false }];

const total = (column: SQL | typeof stock.OnHand) => sql<string>`sum(${column})::numeric(19,6)::text`;

/**
 * GET /inventory/reports/stock-by-item: one row per item over the warehouses `access` lets the
 * caller read, each warehouse's on hand side by side and the totals. Grouped on the stock rows'
 * key (ItemCode, WhsCode), so a page reads its items' rows in key order and stops: the first page
 * costs the same on a million items as on ten. Value is on hand at each warehouse's moving
 * average (item_warehouses.AvgPrice, which is the item's figure where cost is kept per item).
 */
export function listStockByItem(
  db: Db,
  query: StockByItemQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<StockByItemRow>> {
  const where = and(access, query.ItemCode === undefined ? undefined : eq(stock.ItemCode, query.ItemCode));
  return readReportPage<StockByItemRow>(query, counts, {
    context: 'inventory-stock-by-item',
    order: byItem,
    keyOf: (row) => [row.ItemCode],
    read: (after, orderBy, limit, offset) =>
      db
        .select({
          ItemCode: stock.ItemCode,
          ItemName: sql<string | null>`min(${items.ItemName})`,
          ByWarehouse: sql<Record<string, string>>`jsonb_object_agg(${stock.WhsCode}, ${stock.OnHand}::text)`,
          OnHand: total(stock.OnHand),
          IsCommited: total(stock.IsCommited),
          OnOrder: total(stock.OnOrder),
          // OITW: Available = OnHand - IsCommited + OnOrder, summed over the warehouses shown.
          Available: total(sql`${stock.OnHand} - ${stock.IsCommited} + ${stock.OnOrder}`),
          Value: total(sql`${stock.OnHand} * ${stock.AvgPrice}`),
        })
        .from(stock)
        .innerJoin(items, eq(items.ItemCode, stock.ItemCode))
        .where(and(where, after))
        .groupBy(stock.ItemCode)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(distinct ${stock.ItemCode})::int` })
        .from(stock)
        .where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}

/** The warehouses whose stock `access` lets the caller read, in code order: the report's columns. */
export function stockWarehouses(db: Db, access: SQL) {
  return db
    .select({ WhsCode: warehouses.WhsCode, WhsName: warehouses.WhsName })
    .from(warehouses)
    .where(access)
    .orderBy(asc(warehouses.WhsCode));
}
