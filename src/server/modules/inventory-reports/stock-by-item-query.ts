import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { StockByItemQuery, StockByItemRow } from '../../../shared/api/inventory-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, readReportPage } from '../../db/report-page';
import { items, itemWarehouses as stock, warehouses } from '../../db/schema/inventory';

const byItem: KeysetEntry[] = [{ column: items.ItemCode, direction: 'asc', nullable: false }];

const total = (column: SQL | typeof stock.OnHand) =>
  sql<string>`coalesce(sum(${column}), 0)::numeric(19,6)::text`;

/** The warehouses whose stock `access` lets the caller read, in code order: the report's columns. */
export function stockWarehouses(db: Db, access: SQL) {
  return db
    .select({ WhsCode: warehouses.WhsCode, WhsName: warehouses.WhsName })
    .from(warehouses)
    .where(access)
    .orderBy(asc(warehouses.WhsCode));
}

/**
 * GET /inventory/reports/stock-by-item: one row per inventory item, in code order, with its stock
 * rows in the warehouses `access` lets the caller read summed beside it (a lateral aggregate over
 * the item's few rows): each warehouse's on hand, the totals, and the value at each warehouse's
 * moving average (item_warehouses.AvgPrice, the item's figure where cost is kept per item). Paged
 * on the items' key and counted on the items, so neither the first page nor the total groups the
 * stock rows of a million items. An item with no stock row in those warehouses shows zeros, as
 * SAP's report lists every item; a caller who may read no warehouse's stock gets no rows.
 */
export async function listStockByItem(
  db: Db,
  query: StockByItemQuery,
  stockAccess: SQL,
  warehouseAccess: SQL,
  counts: CountCache,
): Promise<ReportPage<StockByItemRow>> {
  const [readable] = await stockWarehouses(db, warehouseAccess).limit(1);
  if (!readable) return { data: [], total: 0, more: false, next: null };
  const held = db
    .select({
      ByWarehouse: sql<Record<
        string,
        string
      > | null>`jsonb_object_agg(${stock.WhsCode}, ${stock.OnHand}::text)`.as('held_by_warehouse'),
      OnHand: total(stock.OnHand).as('held_on_hand'),
      IsCommited: total(stock.IsCommited).as('held_is_commited'),
      OnOrder: total(stock.OnOrder).as('held_on_order'),
      // OITW: Available = OnHand - IsCommited + OnOrder, summed over the warehouses shown.
      Available: total(sql`${stock.OnHand} - ${stock.IsCommited} + ${stock.OnOrder}`).as('held_available'),
      Value: total(sql`${stock.OnHand} * ${stock.AvgPrice}`).as('held_value'),
    })
    .from(stock)
    .where(and(eq(stock.ItemCode, items.ItemCode), stockAccess))
    // Aliases of their own: the outer query also sees the items' OnHand, IsCommited and OnOrder.
    .as('held');
  const where = and(
    eq(items.InvntItem, 'Y'),
    query.ItemCode === undefined ? undefined : eq(items.ItemCode, query.ItemCode),
  );
  return readReportPage<StockByItemRow>(query, counts, {
    context: 'inventory-stock-by-item',
    order: byItem,
    keyOf: (row) => [row.ItemCode],
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          ItemCode: items.ItemCode,
          ItemName: items.ItemName,
          ByWarehouse: held.ByWarehouse,
          OnHand: held.OnHand,
          IsCommited: held.IsCommited,
          OnOrder: held.OnOrder,
          Available: held.Available,
          Value: held.Value,
        })
        .from(items)
        .leftJoinLateral(held, sql`true`)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, ByWarehouse: row.ByWarehouse ?? {} }));
    },
    count: async () => {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(items).where(where);
      return row?.total ?? 0;
    },
    // The items counted do not depend on the caller's warehouses, only on the filter.
    countKey: where,
  });
}
