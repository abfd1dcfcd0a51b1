import { sql } from 'drizzle-orm';
import { numericArray, textArray } from '../db/array-params';
import type { Tx } from '../db/database';

/**
 * Writes the moving averages a posting changed: per item and warehouse (item_warehouses.AvgPrice)
 * and per item (items.AvgPrice, the company-wide figure), in one statement. The rows are already
 * locked by the posting (items, then places), so nothing waits here. `everywhere` (the company
 * values stock per item) writes each item's figure to all its warehouses instead of `places`; the
 * item is locked, so no other posting writes those rows meanwhile.
 */
export async function writeAverages(
  tx: Tx,
  changed: {
    places: { itemCode: string; whsCode: string; avg: string }[];
    items: { itemCode: string; avg: string }[];
    everywhere?: boolean;
  },
): Promise<void> {
  const { places, items } = changed;
  if (places.length === 0 && items.length === 0) return;
  const itemCodes = textArray(items.map((item) => item.itemCode));
  const itemAverages = numericArray(items.map((item) => item.avg));
  if (changed.everywhere) {
    await tx.execute(sql`
      with spread as (
        update item_warehouses w set avg_price = v.avg
        from unnest(${itemCodes}, ${itemAverages}) as v(item_code, avg)
        where w.item_code = v.item_code
        returning 1
      )
      update items i set avg_price = v.avg
      from unnest(${itemCodes}, ${itemAverages}) as v(item_code, avg)
      where i.item_code = v.item_code`);
    return;
  }
  await tx.execute(sql`
    with placed as (
      update item_warehouses w set avg_price = v.avg
      from unnest(${textArray(places.map((place) => place.itemCode))}, ${textArray(places.map((place) => place.whsCode))},
        ${numericArray(places.map((place) => place.avg))}) as v(item_code, whs_code, avg)
      where w.item_code = v.item_code and w.whs_code = v.whs_code
      returning 1
    )
    update items i set avg_price = v.avg
    from unnest(${itemCodes}, ${itemAverages}) as v(item_code, avg)
    where i.item_code = v.item_code`);
}
