-- DocEntry comes from a sequence per document type (numbering.ts): a sequence holds no lock, so
-- creations of one type no longer queue on a counter row until they commit. Each continues after
-- the counter it replaces.
CREATE SEQUENCE IF NOT EXISTS "document_entry_13";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_14";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_15";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_16";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_17";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_18";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_19";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_20";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_21";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_22";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_23";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_203";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_540000006";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_entry_1470000113";--> statement-breakpoint
SELECT setval(format('document_entry_%s', "obj_type")::regclass, "next_entry" - 1) FROM "document_counters" WHERE "next_entry" > 1 AND "obj_type" IN ('13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '203', '540000006', '1470000113');--> statement-breakpoint
DROP TABLE "document_counters" CASCADE;
