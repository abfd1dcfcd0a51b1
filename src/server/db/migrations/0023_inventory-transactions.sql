ALTER TABLE "documents" ALTER COLUMN "card_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "from_whs_cod" varchar(8);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "filler" varchar(8);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "to_whs_code" varchar(8);--> statement-breakpoint
ALTER TABLE "user_defaults" ADD COLUMN "series_59" integer;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD COLUMN "series_60" integer;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD COLUMN "series_1250000001" integer;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD COLUMN "series_67" integer;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_59_numbering_series_series_fk" FOREIGN KEY ("series_59") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_60_numbering_series_series_fk" FOREIGN KEY ("series_60") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_1250000001_numbering_series_series_fk" FOREIGN KEY ("series_1250000001") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_67_numbering_series_series_fk" FOREIGN KEY ("series_67") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Inventory transactions take their DocEntry from a sequence per type, as every document does (0007).
CREATE SEQUENCE IF NOT EXISTS "document_entry_59";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_60";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_1250000001";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_67";
