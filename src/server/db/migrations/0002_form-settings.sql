CREATE TABLE "form_settings" (
	"user_id" integer NOT NULL,
	"object_id" varchar(64) NOT NULL,
	"settings" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_settings_user_id_object_id_pk" PRIMARY KEY("user_id","object_id")
);
--> statement-breakpoint
ALTER TABLE "form_settings" ADD CONSTRAINT "form_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;