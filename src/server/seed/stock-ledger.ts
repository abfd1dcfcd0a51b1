import { seedAnchorDate, seedHistoryDays } from './seed-sizes';

/**
 * The demo company's stock is generated straight into item_warehouses, without the documents
 * that would have brought it in. One opening balance per stocked place (TransType 310000001, as
 * SAP Business One's inventory opening balance) dated before the history starts, so that from the
 * first posting on, for every item and warehouse, sum(InQty - OutQty) = OnHand. One set-based
 * statement: the large company has a million items in four warehouses.
 */
/**
 * The entry (CreatedBy) the seeded opening balance's rows share. No document of type 310000001
 * has it: that type's DocEntry sequence starts after it (migration 0026, seedCountersSql), so a
 * report never names an entered opening balance for the seeded rows.
 */
export const seededOpeningEntry = 1;

export const openingBalancesSql = `
insert into inventory_ledger (item_code, whs_code, trans_type, created_by, doc_line_num, doc_date,
  in_qty, out_qty, price, comments)
select w.item_code, w.whs_code, '310000001', ${seededOpeningEntry}, 0, date '${seedAnchorDate}' - ${seedHistoryDays + 1},
  greatest(w.on_hand, 0), greatest(-w.on_hand, 0), w.avg_price, 'Opening balance'
from item_warehouses w
where w.on_hand <> 0`;

/**
 * Secondary indexes (name and definition) of the tables the seed fills in bulk, which it drops
 * before filling them and builds again once after: on the large company the ledger's 4,000,000
 * rows went in in 46.8 to 63.0 s with its two indexes kept up row by row, against 40.4 to 43.9 s
 * inserted bare and indexed once (measured side by side on one copy), and the trigram indexes of a
 * million item names and codes cost most when kept up row by row. Read from the database, so the
 * schema stays their only definition.
 */
export const bulkIndexesSql = `
select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
from pg_index i join pg_class c on c.oid = i.indexrelid
where i.indrelid = any (array['items', 'business_partners', 'inventory_ledger']::regclass[])
  and not i.indisprimary and not i.indisunique
order by c.relname`;
