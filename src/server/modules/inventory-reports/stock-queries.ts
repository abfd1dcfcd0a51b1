import { and, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { BinStockQuery, BinStockRow, StockQuery, StockRow } from '../../../shared/api/inventory-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, readReportPage } from '../../db/report-page';
import { items, itemWarehouses as stock, warehouses } from '../../db/schema/inventory';
import { binLocations, binStock } from '../../db/schema/inventory-setup';
import { batchBinStock, batches } from '../../db/schema/stock-tracking';

export const stockSelect = {
  WhsCode: stock.WhsCode,
  WhsName: warehouses.WhsName,
  ItemCode: stock.ItemCode,
  ItemName: items.ItemName,
  OnHand: stock.OnHand,
  IsCommited: stock.IsCommited,
  OnOrder: stock.OnOrder,
  // OITW: Available = OnHand - IsCommited + OnOrder.
  Available: sql<string>`(${stock.OnHand} - ${stock.IsCommited} + ${stock.OnOrder})::numeric(19,6)::text`,
  MinStock: stock.MinStock,
  MinLevel: items.MinLevel,
};

/** A row under its minimum: the warehouse's MinStock, or the item's MinLevel over all its stock. */
const belowMinimum = or(
  and(gt(stock.MinStock, '0'), lt(stock.OnHand, stock.MinStock)),
  and(gt(items.MinLevel, '0'), lt(items.OnHand, items.MinLevel)),
);

export const stockFrom = (db: Db) =>
  db
    .select(stockSelect)
    .from(stock)
    .innerJoin(items, eq(items.ItemCode, stock.ItemCode))
    .innerJoin(warehouses, eq(warehouses.WhsCode, stock.WhsCode));

const stockOrder: KeysetEntry[] = [
  { column: stock.ItemCode, direction: 'asc', nullable: false },
  { column: stock.WhsCode, direction: 'asc', nullable: false },
];

/**
 * GET /inventory/reports/stock (InventoryStockReport and the stock alerts): what each warehouse
 * holds of each item now, in key order, optionally only what is under its minimum.
 */
export function listStock(
  db: Db,
  query: StockQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<StockRow>> {
  const where = and(
    access,
    query.ItemCode === undefined ? undefined : eq(stock.ItemCode, query.ItemCode),
    query.WhsCode === undefined ? undefined : eq(stock.WhsCode, query.WhsCode),
    query.belowMinimum === 'Y' ? belowMinimum : undefined,
  );
  return readReportPage<StockRow>(query, counts, {
    context: 'inventory-stock',
    order: stockOrder,
    keyOf: (row) => [row.ItemCode, row.WhsCode],
    read: (after, orderBy, limit, offset) =>
      stockFrom(db)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(stock)
        .innerJoin(items, eq(items.ItemCode, stock.ItemCode))
        .where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}

const binOrder: KeysetEntry[] = [
  { column: binLocations.BinCode, direction: 'asc', nullable: false },
  { column: binStock.ItemCode, direction: 'asc', nullable: false },
  { column: batches.DistNumber, direction: 'asc', nullable: true },
];

/** A batch item's batches in the bin, beside its bin row (the rows add up to it). */
const pairOfBin = and(
  eq(batchBinStock.BinAbs, binStock.BinAbs),
  eq(batchBinStock.ItemCode, binStock.ItemCode),
  sql`${batchBinStock.OnHandQty} <> 0`,
);

/**
 * GET /inventory/reports/bin-stock: what each bin holds (OIBQ), by bin code then item, and for a
 * batch item each batch in the bin (OBBQ) with its expiry.
 */
export function listBinStock(
  db: Db,
  query: BinStockQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<BinStockRow>> {
  const where = and(
    access,
    query.ItemCode === undefined ? undefined : eq(binStock.ItemCode, query.ItemCode),
    query.WhsCode === undefined ? undefined : eq(binLocations.WhsCode, query.WhsCode),
  );
  return readReportPage<BinStockRow>(query, counts, {
    context: 'inventory-bin-stock',
    order: binOrder,
    keyOf: (row) => [row.BinCode, row.ItemCode, row.BatchNumber],
    read: (after, orderBy, limit, offset) =>
      db
        .select({
          AbsEntry: binLocations.AbsEntry,
          BinCode: binLocations.BinCode,
          WhsCode: binLocations.WhsCode,
          ItemCode: binStock.ItemCode,
          ItemName: items.ItemName,
          BatchNumber: batches.DistNumber,
          ExpDate: sql<string | null>`${batches.ExpDate}::text`,
          BatchAbs: batches.AbsEntry,
          InDate: sql<string | null>`${batches.InDate}::text`,
          OnHandQty: sql<string>`coalesce(${batchBinStock.OnHandQty}, ${binStock.OnHandQty})`,
        })
        .from(binStock)
        .innerJoin(binLocations, eq(binLocations.AbsEntry, binStock.BinAbs))
        .leftJoin(items, eq(items.ItemCode, binStock.ItemCode))
        .leftJoin(batchBinStock, pairOfBin)
        .leftJoin(batches, eq(batches.AbsEntry, batchBinStock.BatchAbs))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(binStock)
        .innerJoin(binLocations, eq(binLocations.AbsEntry, binStock.BinAbs))
        .leftJoin(batchBinStock, pairOfBin)
        .where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}
