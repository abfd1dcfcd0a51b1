CREATE TABLE "address_formats" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"bank_code" varchar(30) PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"country_cod" varchar(3),
	"swift_num" varchar(11),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gl_account_determination" (
	"code" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revenues_ac" varchar(15),
	"sale_cost_ac" varchar(15),
	"bal_invnt_ac" varchar(15),
	"ar_ctrl_acct" varchar(15),
	"ap_ctrl_acct" varchar(15),
	"vat_out_acct" varchar(15),
	"vat_in_acct" varchar(15),
	"expenses_ac" varchar(15),
	"price_dif_ac" varchar(15),
	"exchange_ac" varchar(15),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_bank_accounts" (
	"abs_entry" integer PRIMARY KEY NOT NULL,
	"bank_code" varchar(30) NOT NULL,
	"account" varchar(50) NOT NULL,
	"branch" text,
	"iban" varchar(34),
	"acct_name" text,
	"gl_account" varchar(15) NOT NULL,
	"currency" varchar(3),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withholding_taxes" (
	"wt_code" varchar(4) PRIMARY KEY NOT NULL,
	"wt_name" text NOT NULL,
	"rate" numeric(19, 6) NOT NULL,
	"category" varchar(1) NOT NULL,
	"base_type" varchar(1) NOT NULL,
	"prct_bs_amnt" numeric(19, 6) DEFAULT '100' NOT NULL,
	"account" varchar(15),
	"inactive" char(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD COLUMN "act_curr" varchar(3);--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_revenues_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("revenues_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_sale_cost_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("sale_cost_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_bal_invnt_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("bal_invnt_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_ar_ctrl_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("ar_ctrl_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_ap_ctrl_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("ap_ctrl_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_vat_out_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("vat_out_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_vat_in_acct_gl_accounts_acct_code_fk" FOREIGN KEY ("vat_in_acct") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_expenses_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("expenses_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_price_dif_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("price_dif_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_exchange_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("exchange_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bank_accounts" ADD CONSTRAINT "house_bank_accounts_bank_code_banks_bank_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("bank_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bank_accounts" ADD CONSTRAINT "house_bank_accounts_gl_account_gl_accounts_acct_code_fk" FOREIGN KEY ("gl_account") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_bank_accounts" ADD CONSTRAINT "house_bank_accounts_currency_currencies_curr_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("curr_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_taxes" ADD CONSTRAINT "withholding_taxes_account_gl_accounts_acct_code_fk" FOREIGN KEY ("account") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_father_num_gl_accounts_acct_code_fk" FOREIGN KEY ("father_num") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD CONSTRAINT "gl_accounts_act_curr_currencies_curr_code_fk" FOREIGN KEY ("act_curr") REFERENCES "public"."currencies"("curr_code") ON DELETE no action ON UPDATE no action;