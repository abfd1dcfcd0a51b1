import { expect } from 'vitest';
import type { Database } from '../../src/server/db/database';

/**
 * Places whose stock figures disagree with what explains them: the ledger's sum with OnHand,
 * IsCommited with the open quantities of open sales orders, OnOrder with those of open purchase
 * orders (inventory units, inventory items, posted documents only), and each item's totals with
 * the sum of its warehouses; and journal entries whose debits and credits differ (every posting that
 * moves stock value writes one). An empty list means the books balance.
 */
export async function stockMismatches(database: Database): Promise<string[]> {
  const { rows } = await database.pool.query<{ problem: string }>(`
    with ledger as (
      select item_code, whs_code, sum(in_qty - out_qty) as qty from inventory_ledger group by 1, 2
    ), open_lines as (
      select l.obj_type, l.item_code, l.whs_code, sum(l.open_qty * l.num_per_msr) as qty
      from document_lines l
      join documents d on d.obj_type = l.obj_type and d.doc_entry = l.doc_entry
      join items i on i.item_code = l.item_code and i.invnt_item = 'Y'
      where l.obj_type in ('17', '22') and d.doc_status = 'O' and d.canceled = 'N' and d.draft = 'N'
        and l.line_status = 'O'
      group by 1, 2, 3
    ), places as (
      select w.item_code, w.whs_code, w.on_hand, w.is_commited, w.on_order,
        coalesce(g.qty, 0) as ledger, coalesce(c.qty, 0) as committed, coalesce(o.qty, 0) as ordered
      from item_warehouses w
      left join ledger g on g.item_code = w.item_code and g.whs_code = w.whs_code
      left join open_lines c on c.obj_type = '17' and c.item_code = w.item_code and c.whs_code = w.whs_code
      left join open_lines o on o.obj_type = '22' and o.item_code = w.item_code and o.whs_code = w.whs_code
    )
    select format('%s/%s: OnHand %s, ledger %s', item_code, whs_code, on_hand, ledger) as problem
      from places where on_hand <> ledger
    union all
    select format('%s/%s: IsCommited %s, open orders %s', item_code, whs_code, is_commited, committed)
      from places where is_commited <> committed
    union all
    select format('%s/%s: OnOrder %s, open purchase orders %s', item_code, whs_code, on_order, ordered)
      from places where on_order <> ordered
    union all
    select format('%s/%s: ledger rows without a stock row', g.item_code, g.whs_code)
      from ledger g left join item_warehouses w on w.item_code = g.item_code and w.whs_code = g.whs_code
      where w.item_code is null and g.qty <> 0
    union all
    select format('%s/%s: open order lines without a stock row', c.item_code, c.whs_code)
      from open_lines c left join item_warehouses w on w.item_code = c.item_code and w.whs_code = c.whs_code
      where w.item_code is null and c.qty <> 0
    union all
    select format('item %s: totals %s/%s/%s, warehouses %s/%s/%s', i.item_code, i.on_hand, i.is_commited,
        i.on_order, s.on_hand, s.is_commited, s.on_order)
      from items i
      join (select item_code, sum(on_hand) as on_hand, sum(is_commited) as is_commited,
          sum(on_order) as on_order from item_warehouses group by 1) s on s.item_code = i.item_code
      where (i.on_hand, i.is_commited, i.on_order) is distinct from (s.on_hand, s.is_commited, s.on_order)
    union all
    select format('journal entry %s: debits %s, credits %s', trans_id, sum(debit), sum(credit))
      from journal_lines group by trans_id having sum(debit) <> sum(credit)
    limit 20`);
  return rows.map((row) => row.problem);
}

/** Fails the test, naming up to 20 places, when the stock figures disagree with the ledger and orders. */
export async function expectStockBalanced(database: Database): Promise<void> {
  expect(await stockMismatches(database)).toEqual([]);
}
