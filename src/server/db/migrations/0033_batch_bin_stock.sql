CREATE TABLE "batch_bin_stock" (
	"bin_abs" integer NOT NULL,
	"batch_abs" integer NOT NULL,
	"item_code" varchar(50) NOT NULL,
	"whs_code" varchar(8) NOT NULL,
	"on_hand_qty" numeric(19, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "batch_bin_stock_bin_abs_batch_abs_pk" PRIMARY KEY("bin_abs","batch_abs"),
	CONSTRAINT "batch_bin_stock_not_negative" CHECK ("batch_bin_stock"."on_hand_qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "batch_bin_stock" ADD CONSTRAINT "batch_bin_stock_bin_abs_bin_locations_abs_entry_fk" FOREIGN KEY ("bin_abs") REFERENCES "public"."bin_locations"("abs_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_bin_stock" ADD CONSTRAINT "batch_bin_stock_batch_abs_batches_abs_entry_fk" FOREIGN KEY ("batch_abs") REFERENCES "public"."batches"("abs_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_bin_stock" ADD CONSTRAINT "batch_bin_stock_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_bin_stock" ADD CONSTRAINT "batch_bin_stock_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_bin_stock_item_whs_idx" ON "batch_bin_stock" USING btree ("item_code","whs_code");--> statement-breakpoint
CREATE INDEX "batch_bin_stock_batch_idx" ON "batch_bin_stock" USING btree ("batch_abs");--> statement-breakpoint
-- Backfill: each warehouse's batches paired with its bins by overlapping running sums (bins default first, batches earliest expiry first), as the count sheet's share did, so each bin's and each batch's total is unchanged.
insert into batch_bin_stock (bin_abs, batch_abs, item_code, whs_code, on_hand_qty)
select h.bin_abs, l.batch_abs, h.item_code, h.whs_code,
  least(h.upto, l.upto) - greatest(h.upto - h.qty, l.upto - l.qty)
from (
  select s.item_code, b.whs_code, s.bin_abs, s.on_hand_qty as qty,
    sum(s.on_hand_qty) over (partition by s.item_code, b.whs_code
      order by (s.bin_abs = coalesce(w.dft_bin_abs, -1)) desc, s.bin_abs) as upto
  from bin_stock s
  join bin_locations b on b.abs_entry = s.bin_abs
  join warehouses w on w.whs_code = b.whs_code
  join items i on i.item_code = s.item_code and i.man_btch_num = 'Y'
  where s.on_hand_qty > 0
) h
join (
  select q.item_code, q.whs_code, q.batch_abs, q.quantity as qty,
    sum(q.quantity) over (partition by q.item_code, q.whs_code
      order by t.exp_date nulls last, t.in_date, t.abs_entry) as upto
  from batch_quantities q join batches t on t.abs_entry = q.batch_abs
  where q.quantity > 0
) l on l.item_code = h.item_code and l.whs_code = h.whs_code
  and h.upto - h.qty < l.upto and l.upto - l.qty < h.upto
;
