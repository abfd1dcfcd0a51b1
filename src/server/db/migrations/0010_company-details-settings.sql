-- The local-search flag becomes SAP's Y/N like every other flag the settings screen edits.
ALTER TABLE "company" ALTER COLUMN "use_local_search" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "company" ALTER COLUMN "use_local_search" SET DATA TYPE char(1) USING (CASE WHEN "use_local_search" THEN 'Y' ELSE 'N' END);--> statement-breakpoint
ALTER TABLE "company" ALTER COLUMN "use_local_search" SET DEFAULT 'N';--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
