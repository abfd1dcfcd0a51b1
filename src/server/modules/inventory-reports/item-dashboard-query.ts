import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DashboardPoint, MovementRow, StockRow } from '../../../shared/api/inventory-reports';
import { isAnyText } from '../../db/array-params';
import type { Db } from '../../db/database';
import { itemWarehouses, inventoryLedger as ledger } from '../../db/schema/inventory';
import { movementsFrom } from './movement-select';
import { salesMovementTypes } from './sales-movement-types';
import { stockFrom } from './stock-queries';

/** Months the stock and sales chart covers, the current one last. */
export const dashboardMonths = 12;
const lastMovements = 10;

export const itemStockRows = (db: Db, itemCode: string, access: SQL): Promise<StockRow[]> =>
  stockFrom(db)
    .where(and(access, eq(itemWarehouses.ItemCode, itemCode)))
    .orderBy(itemWarehouses.WhsCode);

export const latestMovements = (db: Db, itemCode: string, access: SQL): Promise<MovementRow[]> =>
  movementsFrom(db)
    .where(and(access, eq(ledger.ItemCode, itemCode)))
    .orderBy(desc(ledger.TransNum))
    .limit(lastMovements);

/**
 * Stock at each month's end and what sales took in the month, over the warehouses the caller
 * may read, for the months up to today. One statement: a month series, each month summing the
 * item's own rows (index on ItemCode), which stay few even for a busy item.
 */
export async function stockAndSales(db: Db, itemCode: string, access: SQL): Promise<DashboardPoint[]> {
  const own = and(access, eq(ledger.ItemCode, itemCode));
  const { rows } = await db.execute<DashboardPoint>(sql`
    with months as (
      select generate_series(
        date_trunc('month', current_date) - make_interval(months => ${dashboardMonths - 1}),
        date_trunc('month', current_date), interval '1 month')::date as first_day
    )
    select to_char(months.first_day, 'YYYY-MM') as month,
      (select coalesce(sum(${ledger.InQty} - ${ledger.OutQty}), 0) from ${ledger}
        where ${own} and ${ledger.DocDate} < months.first_day + interval '1 month')::numeric(19,6)::text as stock,
      (select coalesce(sum(${ledger.OutQty} - ${ledger.InQty}), 0) from ${ledger}
        where ${own} and ${isAnyText(ledger.TransType, salesMovementTypes)}
          and ${ledger.DocDate} >= months.first_day
          and ${ledger.DocDate} < months.first_day + interval '1 month')::numeric(19,6)::text as sales
    from months order by months.first_day`);
  return rows;
}
