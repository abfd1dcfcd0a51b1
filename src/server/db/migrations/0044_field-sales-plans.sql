CREATE TABLE "recurring_runs" (
	"template_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"outcome" varchar(1) NOT NULL,
	"obj_type" varchar(20),
	"doc_entry" integer,
	"user_sign" integer,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_runs_template_id_due_date_pk" PRIMARY KEY("template_id","due_date"),
	CONSTRAINT "recurring_runs_outcome_check" CHECK ("recurring_runs"."outcome" in ('E', 'S'))
);
--> statement-breakpoint
CREATE TABLE "recurring_templates" (
	"template_id" integer PRIMARY KEY NOT NULL,
	"template_name" text NOT NULL,
	"obj_type" varchar(20) NOT NULL,
	"card_code" varchar(15),
	"payload" jsonb NOT NULL,
	"base_type" varchar(20),
	"base_entry" integer,
	"frequency" varchar(1) DEFAULT 'M' NOT NULL,
	"interval" integer DEFAULT 1 NOT NULL,
	"week_days" varchar(7),
	"month_day" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recurring_templates_frequency_check" CHECK ("recurring_templates"."frequency" in ('D', 'W', 'M')),
	CONSTRAINT "recurring_templates_interval_check" CHECK ("recurring_templates"."interval" between 1 and 366),
	CONSTRAINT "recurring_templates_week_days_check" CHECK ("recurring_templates"."week_days" is null or "recurring_templates"."week_days" ~ '^[1-7]{1,7}$'),
	CONSTRAINT "recurring_templates_month_day_check" CHECK ("recurring_templates"."month_day" is null or "recurring_templates"."month_day" between 1 and 31),
	CONSTRAINT "recurring_templates_period_check" CHECK ("recurring_templates"."end_date" is null or "recurring_templates"."end_date" >= "recurring_templates"."start_date")
);
--> statement-breakpoint
CREATE TABLE "sales_targets" (
	"target_id" integer PRIMARY KEY NOT NULL,
	"slp_code" integer NOT NULL,
	"territory" integer,
	"itms_grp_cod" integer,
	"channel_code" varchar(20),
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"target_kind" varchar(1) DEFAULT 'V' NOT NULL,
	"target" numeric(19, 6) NOT NULL,
	"remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sales_targets_period_check" CHECK ("sales_targets"."to_date" > "sales_targets"."from_date"),
	CONSTRAINT "sales_targets_kind_check" CHECK ("sales_targets"."target_kind" in ('Q', 'V')),
	CONSTRAINT "sales_targets_positive_check" CHECK ("sales_targets"."target" > 0)
);
--> statement-breakpoint
ALTER TABLE "recurring_runs" ADD CONSTRAINT "recurring_runs_template_id_recurring_templates_template_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."recurring_templates"("template_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_territory_territories_territry_id_fk" FOREIGN KEY ("territory") REFERENCES "public"."territories"("territry_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_itms_grp_cod_item_groups_itms_grp_cod_fk" FOREIGN KEY ("itms_grp_cod") REFERENCES "public"."item_groups"("itms_grp_cod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_channel_code_channels_channel_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("channel_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_targets_slp_idx" ON "sales_targets" USING btree ("slp_code","from_date");--> statement-breakpoint
-- Two targets of one key never overlap in time (issue 25). A missing territory, item group or
-- channel is a key part of its own ("every territory"), hence the coalesces. PGlite loads
-- btree_gist on request (pglite-worker.ts), as PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "sales_targets" ADD CONSTRAINT "sales_targets_no_overlap" EXCLUDE USING gist (
  "slp_code" WITH =,
  (coalesce("territory", -1)) WITH =,
  (coalesce("itms_grp_cod", -1)) WITH =,
  (coalesce("channel_code", '')) WITH =,
  "target_kind" WITH =,
  daterange("from_date", "to_date", '[]') WITH &&
);
