import { sql } from 'drizzle-orm';
import {
  type CountSheet,
  type CountSheetQuery,
  countSheetMax,
} from '../../../../shared/api/inventory-counts';
import { Decimal } from '../../../../shared/money/decimal';
import type { Db } from '../../../db/database';
import { notFound } from '../../../errors/app-error';

/**
 * A counting sheet: the warehouse's items (of one group when asked) with their system quantity,
 * in item order, at most countSheetMax of them, and the ledger's last row before they were read
 * (`AsOf`), which the count is posted against. Read in that order, a movement committed between
 * the two reads counts as moved, never as missed. Items managed by serial numbers are left out:
 * they are counted serial by serial, which this sheet does not do.
 */
export async function countSheet(db: Db, query: CountSheetQuery): Promise<CountSheet> {
  const last = await db.execute(sql`select coalesce(max(trans_num), 0)::int as last from inventory_ledger`);
  const warehouse = await db.execute(sql`select 1 from warehouses where whs_code = ${query.WhsCode}`);
  if (warehouse.rows.length === 0) throw notFound(`Warehouse ${query.WhsCode}`);
  const group = query.ItmsGrpCod === undefined ? sql`` : sql`and i.itms_grp_cod = ${query.ItmsGrpCod}`;
  const result = await db.execute(sql`
    select w.item_code, i.item_name, w.on_hand::text as on_hand
    from item_warehouses w join items i on i.item_code = w.item_code
    where w.whs_code = ${query.WhsCode} and i.invnt_item = 'Y' and i.man_ser_num = 'N' ${group}
    order by w.item_code
    limit ${countSheetMax + 1}`);
  const rows = result.rows as { item_code: string; item_name: string | null; on_hand: string }[];
  return {
    WhsCode: query.WhsCode,
    AsOf: Number((last.rows[0] as { last: number } | undefined)?.last ?? 0),
    Truncated: rows.length > countSheetMax,
    Lines: rows.slice(0, countSheetMax).map((row) => ({
      ItemCode: row.item_code,
      ItemName: row.item_name,
      OnHand: Decimal.of(row.on_hand).toString(),
    })),
  };
}
