CREATE TABLE "price_batch_rows" (
	"batch_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"price_list" integer NOT NULL,
	"item_code" varchar(50) NOT NULL,
	"source_price" numeric(19, 6),
	"source_currency" varchar(3),
	"old_price" numeric(19, 6),
	"old_currency" varchar(3),
	"new_price" numeric(19, 6),
	"new_version" integer,
	"applied_at" timestamp with time zone,
	CONSTRAINT "price_batch_rows_batch_id_seq_pk" PRIMARY KEY("batch_id","seq")
);
--> statement-breakpoint
CREATE TABLE "price_batches" (
	"batch_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_batches_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(10) NOT NULL,
	"rule" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"rows_total" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_undone" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_by" integer,
	"undone_at" timestamp with time zone,
	"undo_overwrote" integer DEFAULT 0 NOT NULL,
	"failure" text,
	CONSTRAINT "price_batches_kind" CHECK ("price_batches"."kind" in ('factor', 'amount', 'copy')),
	CONSTRAINT "price_batches_status" CHECK ("price_batches"."status" in ('running', 'applied', 'undoing', 'undone', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "price_batch_rows" ADD CONSTRAINT "price_batch_rows_batch_id_price_batches_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."price_batches"("batch_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_batches" ADD CONSTRAINT "price_batches_undone_by_users_user_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_batch_rows_price_idx" ON "price_batch_rows" USING btree ("price_list","item_code");