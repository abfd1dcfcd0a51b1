-- The stock reports (issue 21): an item's movements in posting order and the movements by date,
-- each read a page at a time by keyset without sorting the ledger.
CREATE INDEX "inventory_ledger_item_trans_idx" ON "inventory_ledger" USING btree ("item_code","trans_num");--> statement-breakpoint
CREATE INDEX "inventory_ledger_date_trans_idx" ON "inventory_ledger" USING btree ("doc_date","trans_num");