CREATE TABLE "doc_settings" (
	"code" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allow_neg_stk" char(1) DEFAULT 'N' NOT NULL,
	"max_backdays" integer,
	"credit_check" varchar(1) DEFAULT 'I' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "doc_settings_one_row" CHECK ("doc_settings"."code" = 1)
);
--> statement-breakpoint
CREATE TABLE "user_defaults" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bpl_id" integer,
	"whs_code" varchar(8),
	"price_list" integer,
	"slp_code" integer,
	"series_23" integer,
	"series_17" integer,
	"series_15" integer,
	"series_16" integer,
	"series_203" integer,
	"series_13" integer,
	"series_14" integer,
	"series_1470000113" integer,
	"series_540000006" integer,
	"series_22" integer,
	"series_20" integer,
	"series_21" integer,
	"series_18" integer,
	"series_19" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dflts_code" varchar(8);--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_price_list_price_lists_list_num_fk" FOREIGN KEY ("price_list") REFERENCES "public"."price_lists"("list_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_23_numbering_series_series_fk" FOREIGN KEY ("series_23") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_17_numbering_series_series_fk" FOREIGN KEY ("series_17") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_15_numbering_series_series_fk" FOREIGN KEY ("series_15") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_16_numbering_series_series_fk" FOREIGN KEY ("series_16") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_203_numbering_series_series_fk" FOREIGN KEY ("series_203") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_13_numbering_series_series_fk" FOREIGN KEY ("series_13") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_14_numbering_series_series_fk" FOREIGN KEY ("series_14") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_1470000113_numbering_series_series_fk" FOREIGN KEY ("series_1470000113") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_540000006_numbering_series_series_fk" FOREIGN KEY ("series_540000006") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_22_numbering_series_series_fk" FOREIGN KEY ("series_22") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_20_numbering_series_series_fk" FOREIGN KEY ("series_20") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_21_numbering_series_series_fk" FOREIGN KEY ("series_21") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_18_numbering_series_series_fk" FOREIGN KEY ("series_18") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_defaults" ADD CONSTRAINT "user_defaults_series_19_numbering_series_series_fk" FOREIGN KEY ("series_19") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dflts_code_user_defaults_code_fk" FOREIGN KEY ("dflts_code") REFERENCES "public"."user_defaults"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the one settings row, carrying over the company's negative-stock flag.
INSERT INTO "doc_settings" ("code", "allow_neg_stk") VALUES (1, COALESCE((SELECT "allow_neg_stk" FROM "company" LIMIT 1), 'N'));--> statement-breakpoint
ALTER TABLE "company" DROP COLUMN "allow_neg_stk";