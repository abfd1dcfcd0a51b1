CREATE TABLE "gate_form_fields" (
	"field_id" integer PRIMARY KEY NOT NULL,
	"template_code" varchar(20) NOT NULL,
	"field_code" varchar(30) NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text,
	"label_ar" text,
	"field_type" varchar(8) DEFAULT 'text' NOT NULL,
	"required" char(1) DEFAULT 'N' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_form_templates" (
	"template_code" varchar(20) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_mobile_menu" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text,
	"label_ar" text,
	"target" varchar(200),
	"groups" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_settings" (
	"code" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_validity_hours" integer DEFAULT 24 NOT NULL,
	"pass_required" char(1) DEFAULT 'Y' NOT NULL,
	"duplicate_window_seconds" integer DEFAULT 60 NOT NULL,
	"manual_entry" char(1) DEFAULT 'Y' NOT NULL,
	"sound_on" char(1) DEFAULT 'Y' NOT NULL,
	"cache_hours" integer DEFAULT 24 NOT NULL,
	"storage_kind" varchar(5) DEFAULT 'local' NOT NULL,
	"local_folder" text DEFAULT 'gate-attachments' NOT NULL,
	"s3_endpoint" text,
	"s3_bucket" varchar(63),
	"s3_region" varchar(40),
	"s3_access_key_id" varchar(128),
	"s3_secret" text,
	"menu_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "gate_settings_one_row" CHECK ("gate_settings"."code" = 1)
);
--> statement-breakpoint
CREATE TABLE "gate_users" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"user_code" varchar(25) NOT NULL,
	"gate_code" varchar(20) NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"pin_length" integer DEFAULT 6 NOT NULL,
	"session_minutes" integer DEFAULT 480 NOT NULL,
	"may_use_backup" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gate_form_fields" ADD CONSTRAINT "gate_form_fields_template_code_gate_form_templates_template_code_fk" FOREIGN KEY ("template_code") REFERENCES "public"."gate_form_templates"("template_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_users" ADD CONSTRAINT "gate_users_user_code_users_user_code_fk" FOREIGN KEY ("user_code") REFERENCES "public"."users"("user_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "gate_users" ADD CONSTRAINT "gate_users_gate_code_gates_gate_code_fk" FOREIGN KEY ("gate_code") REFERENCES "public"."gates"("gate_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_form_fields_code_idx" ON "gate_form_fields" USING btree ("template_code","field_code");--> statement-breakpoint
CREATE INDEX "gate_mobile_menu_parent_idx" ON "gate_mobile_menu" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_users_user_gate_idx" ON "gate_users" USING btree ("user_code","gate_code");--> statement-breakpoint
CREATE INDEX "gate_users_gate_idx" ON "gate_users" USING btree ("gate_code");--> statement-breakpoint
INSERT INTO "gate_settings" ("code") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "alerts" ("alert_code", "name", "active", "priority", "alert_kind", "frqncy_type", "group_codes") VALUES
	('GPM_DUPLICATE', 'Gate: duplicate scans', 'Y', 'H', 'gate-duplicate-scan', 'E', 'administrators'),
	('GPM_UNKNOWN', 'Gate: unknown passes', 'Y', 'H', 'gate-unknown-pass', 'E', 'administrators'),
	('GPM_WRONG_GATE', 'Gate: wrong-gate scans', 'Y', 'N', 'gate-wrong-gate', 'E', 'administrators'),
	('GPM_BACKUP', 'Gate: backup mode periods', 'Y', 'N', 'gate-backup-period', 'E', 'administrators')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "gate_form_templates" ("template_code", "name") VALUES ('LOAD', 'Load leaving') ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "gate_form_fields" ("field_id", "template_code", "field_code", "label_en", "label_fr", "label_ar", "field_type", "required", "sort_order") VALUES
	(1, 'LOAD', 'photo', 'Photo of the load', 'Photo du chargement', 'صورة الحمولة', 'photo', 'Y', 10),
	(2, 'LOAD', 'seal', 'Seal number', 'Numéro de scellé', 'رقم الختم', 'text', 'N', 20),
	(3, 'LOAD', 'odometer', 'Odometer', 'Compteur kilométrique', 'عداد المسافات', 'number', 'N', 30),
	(4, 'LOAD', 'remarks', 'Remarks', 'Remarques', 'ملاحظات', 'text', 'N', 40)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "gate_mobile_menu" ("entry_id", "parent_id", "position", "label_en", "label_fr", "label_ar", "target") VALUES
	(1, NULL, 0, 'Scan', 'Lecture', 'المسح', '/gpm/gpm-scan-logs'),
	(2, NULL, 1, 'Passes', 'Laissez-passer', 'التصاريح', '/gpm/gpm-documents'),
	(3, NULL, 2, 'Backup mode', 'Mode secours', 'وضع الاحتياط', '/gpm/backup_mode')
ON CONFLICT DO NOTHING;
