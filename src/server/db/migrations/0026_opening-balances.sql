ALTER TABLE "user_defaults" ADD COLUMN "series_310000001" integer;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_310000001_numbering_series_series_fk" FOREIGN KEY ("series_310000001") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The opening balances take their DocEntry from a sequence of their own, after the seeded opening
-- balance's entry 1 (seed/stock-ledger.ts), which names no document.
CREATE SEQUENCE IF NOT EXISTS "document_entry_310000001" START WITH 2;
