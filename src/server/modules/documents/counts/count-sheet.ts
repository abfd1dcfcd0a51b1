import { sql } from 'drizzle-orm';
import {
  type CountSheet,
  type CountSheetQuery,
  countSheetMax,
  countSheetRowsMax,
} from '../../../../shared/api/inventory-counts';
import { Decimal } from '../../../../shared/money/decimal';
import type { Db } from '../../../db/database';
import { notFound } from '../../../errors/app-error';
import { named, said } from '../../../errors/local-text';
import { type CountItem, countPlaces, countWarehouse, managedOf } from './count-places';

/**
 * A counting sheet: the warehouse's items (of one group when asked) with their system quantity,
 * in item order, at most countSheetMax of them, each with its places (bins, batches, serials;
 * count-places.ts), at most countSheetRowsMax places (the items past it are left out, whole),
 * and the ledger's last row before they were read (`AsOf`), which the count is posted against.
 * Read in that order, a movement committed between the two reads counts as moved, never as missed.
 */
export async function countSheet(db: Db, query: CountSheetQuery): Promise<CountSheet> {
  const last = await db.execute(sql`select coalesce(max(trans_num), 0)::int as last from inventory_ledger`);
  const warehouse = await countWarehouse(db, query.WhsCode);
  if (!warehouse)
    throw notFound(
      said('recordNotFound', { subject: named('resources.warehouses.one'), key: query.WhsCode }),
    );
  const group = query.ItmsGrpCod === undefined ? sql`` : sql`and i.itms_grp_cod = ${query.ItmsGrpCod}`;
  const result = await db.execute(sql`
    select w.item_code, i.item_name, i.man_btch_num, i.man_ser_num, w.on_hand::text as on_hand
    from item_warehouses w join items i on i.item_code = w.item_code
    where w.whs_code = ${query.WhsCode} and i.invnt_item = 'Y' ${group}
    order by w.item_code
    limit ${countSheetMax + 1}`);
  const rows = result.rows as {
    item_code: string;
    item_name: string | null;
    man_btch_num: string;
    man_ser_num: string;
    on_hand: string;
  }[];
  const items: (CountItem & { name: string | null })[] = rows.slice(0, countSheetMax).map((row) => ({
    itemCode: row.item_code,
    name: row.item_name,
    managed: managedOf(row),
    onHand: Decimal.of(row.on_hand),
  }));
  const places = await countPlaces(db, warehouse, items);
  // Whole items only: the places of an item left out would be counted as not there.
  const counts = new Map<string, number>();
  for (const line of places) counts.set(line.ItemCode, (counts.get(line.ItemCode) ?? 0) + 1);
  let kept = 0;
  let rowsKept = 0;
  for (const item of items) {
    const more = counts.get(item.itemCode) ?? 0;
    if (rowsKept + more > countSheetRowsMax) break;
    rowsKept += more;
    kept += 1;
  }
  const keptCodes = new Set(items.slice(0, kept).map((item) => item.itemCode));
  return {
    WhsCode: query.WhsCode,
    Bins: warehouse.bins,
    DftBinAbs: warehouse.dftBinAbs,
    AsOf: Number((last.rows[0] as { last: number } | undefined)?.last ?? 0),
    Truncated: rows.length > countSheetMax || kept < items.length,
    Items: items.slice(0, kept).map((item) => ({
      ItemCode: item.itemCode,
      ItemName: item.name,
      Managed: item.managed,
      OnHand: item.onHand.toString(),
    })),
    Lines: places.filter((line) => keptCodes.has(line.ItemCode)),
  };
}
