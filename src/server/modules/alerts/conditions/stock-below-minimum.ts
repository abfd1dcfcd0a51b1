import { sql } from 'drizzle-orm';
import { textArray } from '../../../db/array-params';
import { defineCondition, keysOrNothing } from './condition-kind';

/**
 * Inventory items whose stock is under their minimum level (OITM.MinLevel): in the alert's
 * warehouse when it names one (among the items stocked there), otherwise the item's total. An
 * item without a minimum (MinLevel 0) never raises.
 */
export const stockBelowMinimum = defineCondition({
  kind: 'stock-below-minimum',
  subject: 'item',
  scopeOf: (change) => keysOrNothing(change.itemCodes),
  occurrences: (itemCodes) => sql`
    select a.alert_code, i.item_code as subject_key,
      jsonb_build_object('ItemCode', i.item_code, 'ItemName', i.item_name, 'WhsCode', a.whs_code,
        'OnHand', s.on_hand::text, 'MinLevel', i.min_level::text) as params
    from candidate a
    join items i on i.min_level > 0 and i.invnt_item = 'Y'
      ${itemCodes ? sql`and i.item_code = any(${textArray(itemCodes)})` : sql``}
    left join item_warehouses w on w.item_code = i.item_code and w.whs_code = a.whs_code
    cross join lateral (
      select case when a.whs_code is null then i.on_hand else w.on_hand end as on_hand
    ) s
    where (a.whs_code is null or w.item_code is not null) and s.on_hand < i.min_level`,
});
