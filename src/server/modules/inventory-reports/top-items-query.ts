import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TopItemRow, TopItemsQuery } from '../../../shared/api/inventory-reports';
import { isAnyText } from '../../db/array-params';
import type { Db } from '../../db/database';
import { documentLines } from '../../db/schema/documents';
import { items, inventoryLedger as ledger } from '../../db/schema/inventory';
import { salesMovementTypes } from './sales-movement-types';

const measures = { quantity: sql`"Quantity"`, value: sql`"Value"`, margin: sql`"Margin"` } as const;

/**
 * GET /inventory/reports/top-items: the items sold most in a period, by quantity, value or
 * margin. Read from the ledger's sales rows (sales-movement-types.ts) joined to the line each
 * came from: a row out counts its line's total, a row back in (a return, a cancellation)
 * takes it off; cost is each row's own cost, margin value less cost.
 */
export async function topItems(db: Db, query: TopItemsQuery, access: SQL): Promise<TopItemRow[]> {
  const where = and(
    access,
    isAnyText(ledger.TransType, salesMovementTypes),
    query.WhsCode === undefined ? undefined : eq(ledger.WhsCode, query.WhsCode),
    query.DateFrom === undefined ? undefined : sql`${ledger.DocDate} >= ${query.DateFrom}`,
    query.DateTo === undefined ? undefined : sql`${ledger.DocDate} <= ${query.DateTo}`,
  );
  const { rows } = await db.execute<TopItemRow>(sql`
    select sold.item_code as "ItemCode", ${items.ItemName} as "ItemName",
      sold.quantity::numeric(19,6)::text as "Quantity", sold.value::numeric(19,6)::text as "Value",
      sold.cost::numeric(19,6)::text as "Cost", (sold.value - sold.cost)::numeric(19,6)::text as "Margin"
    from (
      select ${ledger.ItemCode} as item_code,
        sum(${ledger.OutQty} - ${ledger.InQty}) as quantity,
        sum(${documentLines.LineTotal} * sign(${ledger.OutQty} - ${ledger.InQty})) as value,
        sum((${ledger.OutQty} - ${ledger.InQty}) * ${ledger.Price}) as cost
      from ${ledger}
      join ${documentLines} on ${documentLines.ObjType} = ${ledger.TransType}
        and ${documentLines.DocEntry} = ${ledger.CreatedBy} and ${documentLines.LineNum} = ${ledger.DocLineNum}
      where ${where}
      group by ${ledger.ItemCode}
    ) sold
    join ${items} on ${items.ItemCode} = sold.item_code
    order by ${measures[query.by]} desc, sold.item_code
    limit ${query.limit}`);
  return rows;
}
