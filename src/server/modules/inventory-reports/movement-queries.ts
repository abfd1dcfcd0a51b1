import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { HistoryQuery, MovementRow, MovementsQuery } from '../../../shared/api/inventory-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, readReportPage } from '../../db/report-page';
import { inventoryLedger as ledger } from '../../db/schema/inventory';
import { movementsFrom } from './movement-select';

const sortColumns = { TransNum: ledger.TransNum, DocDate: ledger.DocDate } as const;

/** TransNum is unique and follows posting order; a sort by date breaks its ties by it. */
function movementOrder(sort: MovementsQuery['sort']): KeysetEntry[] {
  const [field, direction] = sort.split(':') as [keyof typeof sortColumns, 'asc' | 'desc'];
  const order: KeysetEntry[] = [{ column: sortColumns[field], direction, nullable: false }];
  if (field !== 'TransNum') order.push({ column: ledger.TransNum, direction, nullable: false });
  return order;
}

const countOf = (db: Db, where: SQL | undefined) => async () => {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(ledger).where(where);
  return row?.total ?? 0;
};

/**
 * GET /inventory/reports/movements: every ledger row the caller may read, newest first unless
 * asked otherwise. Filters and the rules' condition are on the ledger's own columns, so the
 * count never joins; the page joins only its own rows.
 */
export function listMovements(
  db: Db,
  query: MovementsQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<MovementRow>> {
  const where = and(
    access,
    query.ItemCode === undefined ? undefined : eq(ledger.ItemCode, query.ItemCode),
    query.WhsCode === undefined ? undefined : eq(ledger.WhsCode, query.WhsCode),
    query.TransType === undefined ? undefined : eq(ledger.TransType, query.TransType),
    query.DateFrom === undefined ? undefined : gte(ledger.DocDate, query.DateFrom),
    query.DateTo === undefined ? undefined : lte(ledger.DocDate, query.DateTo),
  );
  const order = movementOrder(query.sort);
  return readReportPage<MovementRow>(query, counts, {
    context: 'inventory-movements',
    order,
    keyOf: (row) => (order.length === 1 ? [row.TransNum] : [row.DocDate, row.TransNum]),
    read: (after, orderBy, limit, offset) =>
      movementsFrom(db)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countOf(db, where),
    countKey: where,
  });
}

/**
 * GET /inventory/reports/items/{ItemCode}/history: one item's rows in posting order, each with
 * the balance after it over the warehouses the caller may read (and the one asked for). The
 * running sum is a window over the item's rows alone (index on item and TransNum), then paged.
 */
export async function itemHistory(
  db: Db,
  itemCode: string,
  query: HistoryQuery,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<MovementRow & { Balance: string }>> {
  const where = and(
    access,
    eq(ledger.ItemCode, itemCode),
    query.WhsCode === undefined ? undefined : eq(ledger.WhsCode, query.WhsCode),
  );
  const balances = db
    .select({
      TransNum: sql<number>`${ledger.TransNum}`.as('balance_trans_num'),
      Balance:
        // Its own name: business_partners, joined beside it, has a Balance of its own.
        sql<string>`(sum(${ledger.InQty} - ${ledger.OutQty}) over (order by ${ledger.TransNum}))::numeric(19,6)::text`.as(
          'running_balance',
        ),
    })
    .from(ledger)
    .where(where)
    .as('balances');
  const order: KeysetEntry[] = [{ column: ledger.TransNum, direction: 'asc', nullable: false }];
  return readReportPage(query, counts, {
    context: 'inventory-item-history',
    order,
    keyOf: (row) => [row.TransNum],
    read: (after, orderBy, limit, offset) =>
      movementsFrom(db, { Balance: balances.Balance })
        .innerJoin(balances, eq(balances.TransNum, ledger.TransNum))
        .where(after)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countOf(db, where),
    countKey: where,
  });
}
