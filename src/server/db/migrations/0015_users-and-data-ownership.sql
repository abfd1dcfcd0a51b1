CREATE TABLE "data_ownerships" (
	"group_id" integer NOT NULL,
	"object_type" varchar(10) NOT NULL,
	"level" varchar(10) NOT NULL,
	CONSTRAINT "data_ownerships_group_id_object_type_pk" PRIMARY KEY("group_id","object_type")
);
--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_ownerships" ADD CONSTRAINT "data_ownerships_group_id_user_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;