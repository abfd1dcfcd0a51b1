CREATE TABLE "contact_persons" (
	"cntct_code" integer PRIMARY KEY NOT NULL,
	"card_code" varchar(15) NOT NULL,
	"name" varchar(50) NOT NULL,
	"first_name" varchar(50),
	"last_name" varchar(50),
	"position" varchar(90),
	"tel1" varchar(20),
	"cellolar" varchar(50),
	"e_mail_l" varchar(100),
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "cntct_code" integer;--> statement-breakpoint
ALTER TABLE "business_partners" ADD COLUMN "cntct_prsn" varchar(50);--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Edited by hand: the addresses stored so far are numbered by type and name before LineNum
-- becomes their key (drizzle-kit would add a NOT NULL column to rows that have none).
ALTER TABLE "partner_addresses" ADD COLUMN "line_num" integer;--> statement-breakpoint
UPDATE "partner_addresses" AS a SET "line_num" = n.line_num FROM (
  SELECT "card_code", "adres_type", "address",
    row_number() OVER (PARTITION BY "card_code" ORDER BY "adres_type", "address") AS line_num
  FROM "partner_addresses"
) AS n WHERE a."card_code" = n."card_code" AND a."adres_type" = n."adres_type" AND a."address" = n."address";--> statement-breakpoint
ALTER TABLE "partner_addresses" ALTER COLUMN "line_num" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_addresses" DROP CONSTRAINT "partner_addresses_card_code_address_adres_type_pk";--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_card_code_line_num_pk" PRIMARY KEY("card_code","line_num");--> statement-breakpoint
ALTER TABLE "contact_persons" ADD CONSTRAINT "contact_persons_card_code_business_partners_card_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."business_partners"("card_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_persons_name_idx" ON "contact_persons" USING btree ("card_code","name");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_cntct_code_contact_persons_cntct_code_fk" FOREIGN KEY ("cntct_code") REFERENCES "public"."contact_persons"("cntct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_addresses_name_idx" ON "partner_addresses" USING btree ("card_code","adres_type","address");