CREATE INDEX "items_code_trgm_idx" ON "items" USING gin ("item_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_name_trgm_idx" ON "items" USING gin ("item_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bp_code_trgm_idx" ON "business_partners" USING gin ("card_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bp_name_trgm_idx" ON "business_partners" USING gin ("card_name" gin_trgm_ops);