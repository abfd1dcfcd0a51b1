CREATE TABLE "call_action_lines" (
	"call_id" integer NOT NULL,
	"subject_code" varchar(20) NOT NULL,
	"action_code" varchar(20) NOT NULL,
	CONSTRAINT "call_action_lines_call_id_action_code_pk" PRIMARY KEY("call_id","action_code")
);
--> statement-breakpoint
CREATE TABLE "call_actions" (
	"subject_code" varchar(20) NOT NULL,
	"action_code" varchar(20) NOT NULL,
	"action_name" text NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "call_actions_subject_code_action_code_pk" PRIMARY KEY("subject_code","action_code")
);
--> statement-breakpoint
CREATE TABLE "call_answers" (
	"call_id" integer NOT NULL,
	"line_num" integer NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "call_answers_call_id_line_num_pk" PRIMARY KEY("call_id","line_num")
);
--> statement-breakpoint
CREATE TABLE "call_subjects" (
	"subject_code" varchar(20) PRIMARY KEY NOT NULL,
	"subject_name" text NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"call_id" integer PRIMARY KEY NOT NULL,
	"slp_code" integer NOT NULL,
	"card_code" varchar(15) NOT NULL,
	"line_num" integer NOT NULL,
	"route_code" varchar(20),
	"position" integer,
	"plan_date" date NOT NULL,
	"call_status" varchar(1) DEFAULT 'P' NOT NULL,
	"outcome" varchar(1),
	"subject_code" varchar(20),
	"notes" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"logged_at" timestamp with time zone,
	"survey_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "calls_status_check" CHECK ("calls"."call_status" in ('P', 'D', 'X')),
	CONSTRAINT "calls_outcome_check" CHECK ("calls"."outcome" is null or "calls"."outcome" in ('V', 'O', 'C', 'N')),
	CONSTRAINT "calls_position_check" CHECK (("calls"."latitude" is null) = ("calls"."longitude" is null)
        and ("calls"."latitude" is null or "calls"."latitude" between -90 and 90)
        and ("calls"."longitude" is null or "calls"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "route_assignments" (
	"assign_id" integer PRIMARY KEY NOT NULL,
	"route_code" varchar(20) NOT NULL,
	"slp_code" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "route_assignments_period_check" CHECK ("route_assignments"."from_date" <= "route_assignments"."to_date")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"route_code" varchar(20) NOT NULL,
	"position" integer NOT NULL,
	"card_code" varchar(15) NOT NULL,
	"line_num" integer NOT NULL,
	CONSTRAINT "route_stops_route_code_position_pk" PRIMARY KEY("route_code","position")
);
--> statement-breakpoint
CREATE TABLE "routes" (
	"route_code" varchar(20) PRIMARY KEY NOT NULL,
	"route_name" text NOT NULL,
	"on_mon" char(1) DEFAULT 'N' NOT NULL,
	"on_tue" char(1) DEFAULT 'N' NOT NULL,
	"on_wed" char(1) DEFAULT 'N' NOT NULL,
	"on_thu" char(1) DEFAULT 'N' NOT NULL,
	"on_fri" char(1) DEFAULT 'N' NOT NULL,
	"on_sat" char(1) DEFAULT 'N' NOT NULL,
	"on_sun" char(1) DEFAULT 'N' NOT NULL,
	"every_weeks" integer DEFAULT 1 NOT NULL,
	"start_date" date NOT NULL,
	"active" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "routes_every_weeks_check" CHECK ("routes"."every_weeks" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "call_action_lines" ADD CONSTRAINT "call_action_lines_call_id_calls_call_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("call_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_action_lines" ADD CONSTRAINT "call_action_lines_action_fk" FOREIGN KEY ("subject_code","action_code") REFERENCES "public"."call_actions"("subject_code","action_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_actions" ADD CONSTRAINT "call_actions_subject_code_call_subjects_subject_code_fk" FOREIGN KEY ("subject_code") REFERENCES "public"."call_subjects"("subject_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_answers" ADD CONSTRAINT "call_answers_call_id_calls_call_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("call_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_route_code_routes_route_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("route_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_subject_code_call_subjects_subject_code_fk" FOREIGN KEY ("subject_code") REFERENCES "public"."call_subjects"("subject_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_survey_id_surveys_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("survey_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_outlet_fk" FOREIGN KEY ("card_code","line_num") REFERENCES "public"."outlets"("card_code","line_num") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_route_code_routes_route_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("route_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_assignments" ADD CONSTRAINT "route_assignments_slp_code_sales_employees_slp_code_fk" FOREIGN KEY ("slp_code") REFERENCES "public"."sales_employees"("slp_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_code_routes_route_code_fk" FOREIGN KEY ("route_code") REFERENCES "public"."routes"("route_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_outlet_fk" FOREIGN KEY ("card_code","line_num") REFERENCES "public"."outlets"("card_code","line_num") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calls_planned_once_idx" ON "calls" USING btree ("route_code","card_code","line_num","plan_date") WHERE "calls"."route_code" is not null;--> statement-breakpoint
CREATE INDEX "calls_slp_date_idx" ON "calls" USING btree ("slp_code","plan_date");--> statement-breakpoint
CREATE INDEX "calls_date_idx" ON "calls" USING btree ("plan_date");--> statement-breakpoint
CREATE INDEX "route_assignments_slp_idx" ON "route_assignments" USING btree ("slp_code");--> statement-breakpoint
CREATE INDEX "route_assignments_route_idx" ON "route_assignments" USING btree ("route_code");--> statement-breakpoint
CREATE UNIQUE INDEX "route_stops_outlet_idx" ON "route_stops" USING btree ("route_code","card_code","line_num");
--> statement-breakpoint
-- Issue 25: routes and calls. The seed writes rules once, so a data directory seeded before lacks
-- the demo groups' rules on the new subjects (src/server/seed/demo-access.ts): the sales staff read
-- routes and call subjects and keep their own calls; the dispatchers manage calls and subjects.
-- Added as migration 0036 added its rules: after the group's last rule, only where the group has
-- no rule on that action and subject yet; the access version moves only when a rule was added.
with wanted (group_code, action, subject, conditions, fields) as (
  values
    ('sales', 'read', 'Route', null::jsonb, null::text[]),
    ('sales', 'read', 'CallSubject', null::jsonb, null::text[]),
    ('sales', 'read', 'Call', '{"SlpCode": "${user.SlpCode}"}'::jsonb, null::text[]),
    ('sales', 'create', 'Call', '{"SlpCode": "${user.SlpCode}"}'::jsonb, null::text[]),
    ('sales', 'update', 'Call', '{"SlpCode": "${user.SlpCode}"}'::jsonb, null::text[]),
    ('dispatchers', 'manage', 'Call', null::jsonb, null::text[]),
    ('dispatchers', 'manage', 'CallSubject', null::jsonb, null::text[])
),
missing as (
  select g.id as group_id, w.action, w.subject, w.conditions, w.fields,
    row_number() over (partition by g.id order by w.group_code, w.subject, w.action desc) as n
  from wanted w
  join user_groups g on g.code = w.group_code
  where not exists (
    select 1 from group_rules r
    where r.group_id = g.id and not r.inverted
      and (w.action = any(r.action) or 'manage' = any(r.action))
      and (w.subject = any(r.subject) or 'all' = any(r.subject))
  )
),
added as (
  insert into group_rules (group_id, position, action, subject, conditions, fields)
  select m.group_id,
    coalesce((select max(r.position) from group_rules r where r.group_id = m.group_id), -1) + m.n,
    array[m.action], array[m.subject], m.conditions, m.fields
  from missing m
  returning id
)
update access_state set version = version + 1 where exists (select 1 from added);
