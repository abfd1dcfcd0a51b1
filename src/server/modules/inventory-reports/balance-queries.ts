import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { CumulativeQuery, CumulativeRow } from '../../../shared/api/inventory-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, readReportPage } from '../../db/report-page';
import { items, itemWarehouses as stock, warehouses } from '../../db/schema/inventory';

const order: KeysetEntry[] = [
  { column: stock.ItemCode, direction: 'asc', nullable: false },
  { column: stock.WhsCode, direction: 'asc', nullable: false },
];

/**
 * GET /inventory/reports/cumulative-balances: for each item and warehouse, the ledger summed up
 * to and including the date, and its value (each movement at its own cost, which is what moving
 * average valuation leaves in stock). The pairs come from item_warehouses in key order, a page
 * at a time, and each pair's sum is an index lookup of its own ledger rows (LATERAL), so the
 * first page costs the same on a million items as on ten. Every posting writes its pair's
 * item_warehouses row in the same transaction, so no ledger row is left out; a pair nothing
 * moved in before the date shows zero.
 */
export function cumulativeBalances(
  db: Db,
  query: CumulativeQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<CumulativeRow>> {
  const where = and(
    access,
    query.ItemCode === undefined ? undefined : eq(stock.ItemCode, query.ItemCode),
    query.WhsCode === undefined ? undefined : eq(stock.WhsCode, query.WhsCode),
  );
  return readReportPage<CumulativeRow>(query, counts, {
    context: 'inventory-cumulative-balances',
    order,
    keyOf: (row) => [row.ItemCode, row.WhsCode],
    read: async (after, orderBy, limit, offset) => {
      const { rows } = await db.execute<CumulativeRow>(sql`
        select ${stock.ItemCode} as "ItemCode", ${items.ItemName} as "ItemName",
          ${stock.WhsCode} as "WhsCode", ${warehouses.WhsName} as "WhsName",
          moved.quantity as "Quantity", moved.value as "Value"
        from ${stock}
        join ${items} on ${items.ItemCode} = ${stock.ItemCode}
        join ${warehouses} on ${warehouses.WhsCode} = ${stock.WhsCode}
        cross join lateral (
          select coalesce(sum(l.in_qty - l.out_qty), 0)::numeric(19,6)::text as quantity,
            coalesce(sum((l.in_qty - l.out_qty) * l.price), 0)::numeric(19,6)::text as value
          from inventory_ledger l
          where l.item_code = ${stock.ItemCode} and l.whs_code = ${stock.WhsCode}
            and l.doc_date <= ${query.date}
        ) moved
        where ${and(where, after)}
        order by ${sql.join(orderBy, sql`, `)}
        limit ${limit} offset ${offset}`);
      return rows;
    },
    count: async () => {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(stock).where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}
