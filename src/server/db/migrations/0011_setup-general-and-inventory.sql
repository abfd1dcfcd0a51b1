CREATE TABLE "freight_charges" (
	"expns_code" integer PRIMARY KEY NOT NULL,
	"expns_name" text NOT NULL,
	"rev_acct" varchar(15),
	"expns_acct" varchar(15),
	"vat_group_o" varchar(8),
	"vat_group_i" varchar(8),
	"distrb_mthd" varchar(1) DEFAULT 'T' NOT NULL,
	"fix_amount" numeric(19, 6) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bin_attribute_codes" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"attribute" smallint NOT NULL,
	"attr_value" varchar(20) NOT NULL,
	"descr" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bin_attribute_codes_attribute" CHECK ("bin_attribute_codes"."attribute" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "bin_field_settings" (
	"code" integer PRIMARY KEY NOT NULL,
	"sl1_name" text DEFAULT 'Aisle' NOT NULL,
	"sl2_active" char(1) DEFAULT 'Y' NOT NULL,
	"sl2_name" text DEFAULT 'Rack' NOT NULL,
	"sl3_active" char(1) DEFAULT 'Y' NOT NULL,
	"sl3_name" text DEFAULT 'Shelf' NOT NULL,
	"sl4_active" char(1) DEFAULT 'N' NOT NULL,
	"sl4_name" text DEFAULT 'Position' NOT NULL,
	"attr1_active" char(1) DEFAULT 'Y' NOT NULL,
	"attr1_name" text DEFAULT 'Zone' NOT NULL,
	"attr2_active" char(1) DEFAULT 'N' NOT NULL,
	"attr2_name" text DEFAULT 'Temperature' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bin_field_settings_one_row" CHECK ("bin_field_settings"."code" = 1)
);
--> statement-breakpoint
CREATE TABLE "bin_locations" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"bin_code" varchar(228) NOT NULL,
	"whs_code" varchar(8) NOT NULL,
	"sl1_code" varchar(20) NOT NULL,
	"sl2_code" varchar(20),
	"sl3_code" varchar(20),
	"sl4_code" varchar(20),
	"attr1_val" varchar(20),
	"attr2_val" varchar(20),
	"descr" text,
	"min_level" numeric(19, 6) DEFAULT '0' NOT NULL,
	"max_level" numeric(19, 6) DEFAULT '0' NOT NULL,
	"disabled" char(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bin_locations_bin_code_unique" UNIQUE("bin_code")
);
--> statement-breakpoint
CREATE TABLE "bin_stock" (
	"bin_abs" integer NOT NULL,
	"item_code" varchar(50) NOT NULL,
	"on_hand_qty" numeric(19, 6) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bin_stock_bin_abs_item_code_pk" PRIMARY KEY("bin_abs","item_code")
);
--> statement-breakpoint
CREATE TABLE "bin_sublevel_codes" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"fld_abs" smallint NOT NULL,
	"sl_code" varchar(20) NOT NULL,
	"descr" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bin_sublevel_codes_level" CHECK ("bin_sublevel_codes"."fld_abs" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "item_defaults" (
	"code" integer PRIMARY KEY NOT NULL,
	"dflt_whs" varchar(8),
	"itms_grp_cod" integer,
	"ugp_entry" integer,
	"vat_gourp_sa" varchar(8),
	"vat_group_pu" varchar(8),
	"invnt_item" char(1) DEFAULT 'Y' NOT NULL,
	"sell_item" char(1) DEFAULT 'Y' NOT NULL,
	"prchse_item" char(1) DEFAULT 'Y' NOT NULL,
	"man_btch_num" char(1) DEFAULT 'N' NOT NULL,
	"man_ser_num" char(1) DEFAULT 'N' NOT NULL,
	"allow_neg_stk" char(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "item_defaults_one_row" CHECK ("item_defaults"."code" = 1)
);
--> statement-breakpoint
CREATE TABLE "shipping_types" (
	"trnsp_code" integer PRIMARY KEY NOT NULL,
	"trnsp_name" text NOT NULL,
	"web_site" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouse_types" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"descr" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"driver_code" integer PRIMARY KEY NOT NULL,
	"driver_name" text NOT NULL,
	"emp_id" integer,
	"license_num" varchar(30),
	"license_exp" date,
	"phone" text,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "territories" (
	"territry_id" integer PRIMARY KEY NOT NULL,
	"descript" text NOT NULL,
	"parent" integer,
	"inactive" char(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"vehicle_code" varchar(20) PRIMARY KEY NOT NULL,
	"descr" text NOT NULL,
	"plate_num" varchar(20) NOT NULL,
	"vehicle_type" varchar(1) DEFAULT 'V' NOT NULL,
	"capacity_kg" integer DEFAULT 0 NOT NULL,
	"bpl_id" integer,
	"driver_code" integer,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "vehicles_plate_num_unique" UNIQUE("plate_num")
);
--> statement-breakpoint
CREATE TABLE "employee_assignments" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"emp_id" integer NOT NULL,
	"assign_type" varchar(1) NOT NULL,
	"bpl_id" integer,
	"card_code" varchar(15),
	"item_code" varchar(50),
	"pay_method" varchar(1),
	"whs_code" varchar(8),
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_assignments_once" UNIQUE NULLS NOT DISTINCT("emp_id","assign_type","bpl_id","card_code","item_code","pay_method","whs_code")
);
--> statement-breakpoint
CREATE TABLE "time_sheets" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"emp_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" varchar(5) NOT NULL,
	"end_time" varchar(5) NOT NULL,
	"break" integer DEFAULT 0 NOT NULL,
	"activity" text NOT NULL,
	"card_code" varchar(15),
	"details" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "whs_type" varchar(10);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "special_price_periods" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "freight_charges" ADD CONSTRAINT "freight_charges_rev_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("rev_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_charges" ADD CONSTRAINT "freight_charges_expns_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("expns_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_charges" ADD CONSTRAINT "freight_charges_vat_group_o_tax_groups_code_fk" FOREIGN KEY ("vat_group_o") REFERENCES "public"."tax_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_charges" ADD CONSTRAINT "freight_charges_vat_group_i_tax_groups_code_fk" FOREIGN KEY ("vat_group_i") REFERENCES "public"."tax_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_locations" ADD CONSTRAINT "bin_locations_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_stock" ADD CONSTRAINT "bin_stock_bin_abs_bin_locations_abs_entry_fk" FOREIGN KEY ("bin_abs") REFERENCES "public"."bin_locations"("abs_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bin_stock" ADD CONSTRAINT "bin_stock_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_defaults" ADD CONSTRAINT "item_defaults_dflt_whs_warehouses_whs_code_fk" FOREIGN KEY ("dflt_whs") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_defaults" ADD CONSTRAINT "item_defaults_itms_grp_cod_item_groups_itms_grp_cod_fk" FOREIGN KEY ("itms_grp_cod") REFERENCES "public"."item_groups"("itms_grp_cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_defaults" ADD CONSTRAINT "item_defaults_ugp_entry_uom_groups_ugp_entry_fk" FOREIGN KEY ("ugp_entry") REFERENCES "public"."uom_groups"("ugp_entry") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_defaults" ADD CONSTRAINT "item_defaults_vat_gourp_sa_tax_groups_code_fk" FOREIGN KEY ("vat_gourp_sa") REFERENCES "public"."tax_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_defaults" ADD CONSTRAINT "item_defaults_vat_group_pu_tax_groups_code_fk" FOREIGN KEY ("vat_group_pu") REFERENCES "public"."tax_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_driver_code_drivers_driver_code_fk" FOREIGN KEY ("driver_code") REFERENCES "public"."drivers"("driver_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_bpl_id_branches_bpl_id_fk" FOREIGN KEY ("bpl_id") REFERENCES "public"."branches"("bpl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_card_code_business_partners_card_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."business_partners"("card_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_item_code_items_item_code_fk" FOREIGN KEY ("item_code") REFERENCES "public"."items"("item_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_sheets" ADD CONSTRAINT "time_sheets_emp_id_employees_emp_id_fk" FOREIGN KEY ("emp_id") REFERENCES "public"."employees"("emp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_sheets" ADD CONSTRAINT "time_sheets_card_code_business_partners_card_code_fk" FOREIGN KEY ("card_code") REFERENCES "public"."business_partners"("card_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bin_attribute_codes_value_idx" ON "bin_attribute_codes" USING btree ("attribute","attr_value");--> statement-breakpoint
CREATE INDEX "bin_locations_whs_idx" ON "bin_locations" USING btree ("whs_code");--> statement-breakpoint
CREATE INDEX "bin_stock_item_idx" ON "bin_stock" USING btree ("item_code");--> statement-breakpoint
CREATE UNIQUE INDEX "bin_sublevel_codes_code_idx" ON "bin_sublevel_codes" USING btree ("fld_abs","sl_code");--> statement-breakpoint
CREATE INDEX "territories_parent_idx" ON "territories" USING btree ("parent");--> statement-breakpoint
CREATE INDEX "employee_assignments_emp_idx" ON "employee_assignments" USING btree ("emp_id");--> statement-breakpoint
CREATE INDEX "time_sheets_emp_idx" ON "time_sheets" USING btree ("emp_id","date");--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_whs_type_warehouse_types_code_fk" FOREIGN KEY ("whs_type") REFERENCES "public"."warehouse_types"("code") ON DELETE no action ON UPDATE no action;