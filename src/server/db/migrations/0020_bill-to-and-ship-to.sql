ALTER TABLE "documents" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "pay_to_code" varchar(50);--> statement-breakpoint
-- Until now the ship-to text was kept in address beside ship_to_code; SAP keeps it in Address2 and the bill-to text in Address.
UPDATE "documents" SET "address2" = "address", "address" = NULL WHERE "ship_to_code" IS NOT NULL;
