import { seedAnchorDate, seedHistoryDays } from './seed-sizes';

/**
 * The demo company's stock is generated straight into item_warehouses, without the documents
 * that would have brought it in. One opening balance per stocked place (TransType 310000001, as
 * SAP Business One's inventory opening balance) dated before the history starts, so that from the
 * first posting on, for every item and warehouse, sum(InQty - OutQty) = OnHand. One set-based
 * statement: the large company has a million items in four warehouses.
 */
export const openingBalancesSql = `
insert into inventory_ledger (item_code, whs_code, trans_type, created_by, doc_line_num, doc_date,
  in_qty, out_qty, price, comments)
select w.item_code, w.whs_code, '310000001', 1, 0, date '${seedAnchorDate}' - ${seedHistoryDays + 1},
  greatest(w.on_hand, 0), greatest(-w.on_hand, 0), w.avg_price, 'Opening balance'
from item_warehouses w
where w.on_hand <> 0`;
