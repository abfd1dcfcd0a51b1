CREATE TABLE "company" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"compny_name" text NOT NULL,
	"compny_addr" text,
	"country" varchar(3),
	"sum_dec" integer DEFAULT 2 NOT NULL,
	"db_sum_dec" integer DEFAULT 2 NOT NULL,
	"main_curncy" varchar(3) DEFAULT '' NOT NULL,
	"sys_currncy" varchar(3) DEFAULT 'USD' NOT NULL,
	"use_local_search" boolean DEFAULT false NOT NULL,
	"local_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seed_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"size" varchar(16) NOT NULL,
	"seed" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"obj_type" varchar(20) PRIMARY KEY NOT NULL,
	"next_entry" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"obj_type" varchar(20) NOT NULL,
	"doc_entry" integer NOT NULL,
	"line_num" integer NOT NULL,
	"item_code" varchar(50) NOT NULL,
	"dscription" text NOT NULL,
	"quantity" numeric(19, 6) NOT NULL,
	"open_qty" numeric(19, 6) NOT NULL,
	"price" numeric(19, 6) NOT NULL,
	"price_bef_di" numeric(19, 6) NOT NULL,
	"disc_prcnt" numeric(19, 6) DEFAULT '0' NOT NULL,
	"line_total" numeric(19, 6) NOT NULL,
	"vat_group" varchar(8),
	"vat_prcnt" numeric(19, 6) DEFAULT '0' NOT NULL,
	"vat_sum" numeric(19, 6) DEFAULT '0' NOT NULL,
	"whs_code" varchar(8),
	"uom_entry" integer,
	"num_per_msr" numeric(19, 6) DEFAULT '1' NOT NULL,
	"line_status" varchar(1) DEFAULT 'O' NOT NULL,
	"base_type" varchar(20),
	"base_entry" integer,
	"base_line" integer,
	"target_type" varchar(20),
	"trget_entry" integer,
	CONSTRAINT "document_lines_obj_type_doc_entry_line_num_pk" PRIMARY KEY("obj_type","doc_entry","line_num")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"obj_type" varchar(20) NOT NULL,
	"doc_entry" integer NOT NULL,
	"doc_num" integer NOT NULL,
	"series" integer NOT NULL,
	"draft" char(1) DEFAULT 'N' NOT NULL,
	"doc_status" varchar(1) DEFAULT 'O' NOT NULL,
	"canceled" char(1) DEFAULT 'N' NOT NULL,
	"is_ict" char(1) DEFAULT 'N' NOT NULL,
	"doc_date" date NOT NULL,
	"doc_due_date" date NOT NULL,
	"tax_date" date NOT NULL,
	"card_code" varchar(15) NOT NULL,
	"card_name" text NOT NULL,
	"num_at_card" varchar(100),
	"slp_code" integer DEFAULT -1 NOT NULL,
	"owner_code" integer,
	"bpl_id" integer,
	"doc_cur" varchar(3) NOT NULL,
	"doc_rate" numeric(19, 6) DEFAULT '1' NOT NULL,
	"disc_prcnt" numeric(19, 6) DEFAULT '0' NOT NULL,
	"disc_sum" numeric(19, 6) DEFAULT '0' NOT NULL,
	"vat_sum" numeric(19, 6) DEFAULT '0' NOT NULL,
	"doc_total" numeric(19, 6) DEFAULT '0' NOT NULL,
	"paid_to_date" numeric(19, 6) DEFAULT '0' NOT NULL,
	"comments" text,
	"group_num" integer,
	"address" text,
	"ship_to_code" varchar(50),
	"wdd_status" varchar(1) DEFAULT '-' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "documents_obj_type_doc_entry_pk" PRIMARY KEY("obj_type","doc_entry")
);
--> statement-breakpoint
CREATE TABLE "numbering_series" (
	"series" integer PRIMARY KEY NOT NULL,
	"object_code" varchar(20) NOT NULL,
	"series_name" varchar(20) NOT NULL,
	"initial_num" integer NOT NULL,
	"next_number" integer NOT NULL,
	"last_num" integer,
	"begin_str" varchar(20),
	"bpl_id" integer,
	"locked" char(1) DEFAULT 'N' NOT NULL,
	"is_default" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"credit_card" integer PRIMARY KEY NOT NULL,
	"card_name" text NOT NULL,
	"acct_code" varchar(15),
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"curr_code" varchar(3) PRIMARY KEY NOT NULL,
	"curr_name" text NOT NULL,
	"doc_curr_cod" varchar(3),
	"decimals" smallint DEFAULT 2 NOT NULL,
	"locked" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"rate_date" varchar(10) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate" numeric(19, 6) NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
CREATE TABLE "gl_accounts" (
	"acct_code" varchar(15) PRIMARY KEY NOT NULL,
	"acct_name" text NOT NULL,
	"father_num" varchar(15),
	"levels" smallint NOT NULL,
	"postable" char(1) NOT NULL,
	"act_type" varchar(1) NOT NULL,
	"group_mask" smallint NOT NULL,
	"acct_group" varchar(10) DEFAULT 'Default' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_terms" (
	"group_num" integer PRIMARY KEY NOT NULL,
	"pymnt_group" text NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"extra_month" integer DEFAULT 0 NOT NULL,
	"discount_percent" numeric(19, 6) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"code" varchar(8) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(19, 6) NOT NULL,
	"category" varchar(1) NOT NULL,
	"inactive" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_groups" (
	"itms_grp_cod" integer PRIMARY KEY NOT NULL,
	"itms_grp_nam" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_warehouses" (
	"item_code" varchar(50) NOT NULL,
	"whs_code" varchar(8) NOT NULL,
	"on_hand" numeric(19, 6) DEFAULT '0' NOT NULL,
	"is_commited" numeric(19, 6) DEFAULT '0' NOT NULL,
	"on_order" numeric(19, 6) DEFAULT '0' NOT NULL,
	"min_stock" numeric(19, 6) DEFAULT '0' NOT NULL,
	"avg_price" numeric(19, 6) DEFAULT '0' NOT NULL,
	CONSTRAINT "item_warehouses_item_code_whs_code_pk" PRIMARY KEY("item_code","whs_code")
);
--> statement-breakpoint
CREATE TABLE "items" (
	"item_code" varchar(50) PRIMARY KEY NOT NULL,
	"item_name" text NOT NULL,
	"frgn_name" text,
	"itms_grp_cod" integer NOT NULL,
	"invnt_item" char(1) DEFAULT 'Y' NOT NULL,
	"sell_item" char(1) DEFAULT 'Y' NOT NULL,
	"prchse_item" char(1) DEFAULT 'Y' NOT NULL,
	"ugp_entry" integer,
	"sal_unit_msr" varchar(20),
	"buy_unit_msr" varchar(20),
	"invntry_uom" varchar(20),
	"man_btch_num" char(1) DEFAULT 'N' NOT NULL,
	"man_ser_num" char(1) DEFAULT 'N' NOT NULL,
	"on_hand" numeric(19, 6) DEFAULT '0' NOT NULL,
	"is_commited" numeric(19, 6) DEFAULT '0' NOT NULL,
	"on_order" numeric(19, 6) DEFAULT '0' NOT NULL,
	"min_level" numeric(19, 6) DEFAULT '0' NOT NULL,
	"max_level" numeric(19, 6) DEFAULT '0' NOT NULL,
	"avg_price" numeric(19, 6) DEFAULT '0' NOT NULL,
	"last_pur_prc" numeric(19, 6) DEFAULT '0' NOT NULL,
	"vat_gourp_sa" varchar(8),
	"vat_group_pu" varchar(8),
	"code_bars" varchar(32),
	"valid_for" char(1) DEFAULT 'Y' NOT NULL,
	"frozen_for" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"uom_entry" integer PRIMARY KEY NOT NULL,
	"uom_code" varchar(20) NOT NULL,
	"uom_name" text NOT NULL,
	CONSTRAINT "units_of_measure_uom_code_unique" UNIQUE("uom_code")
);
--> statement-breakpoint
CREATE TABLE "uom_group_lines" (
	"ugp_entry" integer NOT NULL,
	"uom_entry" integer NOT NULL,
	"alt_qty" numeric(19, 6) NOT NULL,
	"base_qty" numeric(19, 6) NOT NULL,
	CONSTRAINT "uom_group_lines_ugp_entry_uom_entry_pk" PRIMARY KEY("ugp_entry","uom_entry")
);
--> statement-breakpoint
CREATE TABLE "uom_groups" (
	"ugp_entry" integer PRIMARY KEY NOT NULL,
	"ugp_code" varchar(20) NOT NULL,
	"ugp_name" text NOT NULL,
	"base_uom" integer NOT NULL,
	CONSTRAINT "uom_groups_ugp_code_unique" UNIQUE("ugp_code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"whs_code" varchar(8) PRIMARY KEY NOT NULL,
	"whs_name" text NOT NULL,
	"bpl_id" integer,
	"bin_activat" char(1) DEFAULT 'N' NOT NULL,
	"inactive" char(1) DEFAULT 'N' NOT NULL,
	"city" text
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"bpl_id" integer PRIMARY KEY NOT NULL,
	"bpl_name" text NOT NULL,
	"main_bpl" char(1) DEFAULT 'N' NOT NULL,
	"disabled" char(1) DEFAULT 'N' NOT NULL,
	"address" text
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"emp_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"job_title" text,
	"dept" integer,
	"bpl_id" integer,
	"email" text,
	"mobile" text,
	"active" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_employees" (
	"slp_code" integer PRIMARY KEY NOT NULL,
	"slp_name" text NOT NULL,
	"emp_id" integer,
	"commission" numeric(19, 6) DEFAULT '0' NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_partners" (
	"card_code" varchar(15) PRIMARY KEY NOT NULL,
	"card_name" text NOT NULL,
	"card_f_name" text,
	"card_type" varchar(1) NOT NULL,
	"group_code" integer NOT NULL,
	"currency" varchar(3),
	"list_num" integer,
	"group_num" integer,
	"slp_code" integer,
	"territory" integer,
	"credit_line" numeric(19, 6) DEFAULT '0' NOT NULL,
	"balance" numeric(19, 6) DEFAULT '0' NOT NULL,
	"phone1" text,
	"e_mail" text,
	"city" text,
	"country" varchar(3),
	"lic_trad_num" varchar(32),
	"valid_for" char(1) DEFAULT 'Y' NOT NULL,
	"frozen_for" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_addresses" (
	"card_code" varchar(15) NOT NULL,
	"address" varchar(50) NOT NULL,
	"adres_type" varchar(1) NOT NULL,
	"street" text,
	"city" text,
	"zip_code" varchar(20),
	"country" varchar(3),
	CONSTRAINT "partner_addresses_card_code_address_adres_type_pk" PRIMARY KEY("card_code","address","adres_type")
);
--> statement-breakpoint
CREATE TABLE "partner_groups" (
	"group_code" integer PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"group_type" varchar(1) NOT NULL,
	"is_dealer" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_prices" (
	"item_code" varchar(50) NOT NULL,
	"price_list" integer NOT NULL,
	"price" numeric(19, 6) NOT NULL,
	"currency" varchar(3),
	"factor" numeric(19, 6) DEFAULT '1' NOT NULL,
	"ovrwritten" char(1) DEFAULT 'N' NOT NULL,
	CONSTRAINT "item_prices_price_list_item_code_pk" PRIMARY KEY("price_list","item_code")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"list_num" integer PRIMARY KEY NOT NULL,
	"list_name" text NOT NULL,
	"base_num" integer NOT NULL,
	"factor" numeric(19, 6) DEFAULT '1' NOT NULL,
	"round_sys" smallint DEFAULT 0 NOT NULL,
	"prim_curr" varchar(3),
	"valid_for" char(1) DEFAULT 'Y' NOT NULL,
	"valid_from" varchar(10),
	"valid_to" varchar(10),
	"is_gross_prc" char(1) DEFAULT 'N' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_obj_type_doc_entry_documents_obj_type_doc_entry_fk" FOREIGN KEY ("obj_type","doc_entry") REFERENCES "public"."documents"("obj_type","doc_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_series_numbering_series_series_fk" FOREIGN KEY ("series") REFERENCES "public"."numbering_series"("series") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_card_code_business_partners_card_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."business_partners"("card_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "numbering_series" ADD CONSTRAINT "numbering_series_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_acct_code_gl_accounts_acct_code_fk" FOREIGN KEY ("acct_code") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_currency_currencies_curr_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("curr_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_warehouses" ADD CONSTRAINT "item_warehouses_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_warehouses" ADD CONSTRAINT "item_warehouses_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_itms_grp_cod_item_groups_itms_grp_cod_fk" FOREIGN KEY ("itms_grp_cod") REFERENCES "public"."item_groups"("itms_grp_cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_ugp_entry_uom_groups_ugp_entry_fk" FOREIGN KEY ("ugp_entry") REFERENCES "public"."uom_groups"("ugp_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uom_group_lines" ADD CONSTRAINT "uom_group_lines_ugp_entry_uom_groups_ugp_entry_fk" FOREIGN KEY ("ugp_entry") REFERENCES "public"."uom_groups"("ugp_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uom_group_lines" ADD CONSTRAINT "uom_group_lines_uom_entry_units_of_measure_uom_entry_fk" FOREIGN KEY ("uom_entry") REFERENCES "public"."units_of_measure"("uom_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uom_groups" ADD CONSTRAINT "uom_groups_base_uom_units_of_measure_uom_entry_fk" FOREIGN KEY ("base_uom") REFERENCES "public"."units_of_measure"("uom_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_dept_departments_code_fk" FOREIGN KEY ("dept") REFERENCES "public"."departments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_employees" ADD CONSTRAINT "sales_employees_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_partners" ADD CONSTRAINT "business_partners_group_code_partner_groups_group_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."partner_groups"("group_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_partners" ADD CONSTRAINT "business_partners_list_num_price_lists_list_num_fk" FOREIGN KEY ("list_num") REFERENCES "public"."price_lists"("list_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_partners" ADD CONSTRAINT "business_partners_group_num_payment_terms_group_num_fk" FOREIGN KEY ("group_num") REFERENCES "public"."payment_terms"("group_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_partners" ADD CONSTRAINT "business_partners_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_card_code_business_partners_card_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."business_partners"("card_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_prices" ADD CONSTRAINT "item_prices_price_list_price_lists_list_num_fk" FOREIGN KEY ("price_list") REFERENCES "public"."price_lists"("list_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_lines_item_idx" ON "document_lines" USING btree ("item_code");--> statement-breakpoint
CREATE INDEX "documents_list_idx" ON "documents" USING btree ("obj_type","draft","is_ict","doc_status","doc_entry");--> statement-breakpoint
CREATE INDEX "documents_date_idx" ON "documents" USING btree ("obj_type","doc_date");--> statement-breakpoint
CREATE INDEX "documents_card_idx" ON "documents" USING btree ("obj_type","card_code");--> statement-breakpoint
CREATE INDEX "documents_slp_idx" ON "documents" USING btree ("obj_type","slp_code");--> statement-breakpoint
CREATE INDEX "documents_num_idx" ON "documents" USING btree ("obj_type","doc_num");--> statement-breakpoint
CREATE INDEX "numbering_series_object_idx" ON "numbering_series" USING btree ("object_code");--> statement-breakpoint
CREATE INDEX "items_name_idx" ON "items" USING btree ("item_name");--> statement-breakpoint
CREATE INDEX "items_group_idx" ON "items" USING btree ("itms_grp_cod");--> statement-breakpoint
CREATE INDEX "bp_name_idx" ON "business_partners" USING btree ("card_name");--> statement-breakpoint
CREATE INDEX "bp_slp_idx" ON "business_partners" USING btree ("slp_code");--> statement-breakpoint
CREATE INDEX "item_prices_item_idx" ON "item_prices" USING btree ("item_code");