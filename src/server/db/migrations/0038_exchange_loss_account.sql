ALTER TABLE "gl_account_determination" ADD COLUMN "exch_loss_ac" varchar(15);--> statement-breakpoint
ALTER TABLE "gl_account_determination" ADD CONSTRAINT "gl_account_determination_exch_loss_ac_gl_accounts_acct_code_fk" FOREIGN KEY ("exch_loss_ac") REFERENCES "public"."gl_accounts"("acct_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Issue 22: realized exchange gains and losses post to accounts of their own. A company set up
-- before this kept both on ExchangeAc; its losses stay there until someone names a loss account.
UPDATE "gl_account_determination" SET "exch_loss_ac" = "exchange_ac" WHERE "exch_loss_ac" IS NULL;
