ALTER TABLE "gate_passes" ADD COLUMN "whs_code" varchar(8);--> statement-breakpoint
ALTER TABLE "gate_passes" ADD CONSTRAINT "gate_passes_whs_code_warehouses_whs_code_fk" FOREIGN KEY ("whs_code") REFERENCES "public"."warehouses"("whs_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gate_passes_whs_idx" ON "gate_passes" USING btree ("whs_code","doc_date");--> statement-breakpoint
-- The last statement of a gate pass's creation (issue 24), as number_dispatch_note is a dispatch
-- note's (migration 0035): takes the series' next number, gives it to the pass with its scan code
-- (the prefix comes from the caller, gatePassScanCode in src/shared/api/gate-pass.ts) and writes
-- its audit row, sent with the COMMIT in one message so the series row stays locked for this call
-- and the commit only. A series locked or used up since it was chosen raises EN001.
create or replace function number_gate_pass(p_series integer, p_doc_entry integer, p_scan_prefix text,
  p_user_id integer, p_resource text, p_action text, p_after jsonb)
returns integer language plpgsql as $$
declare
  taken integer;
begin
  update numbering_series set next_number = next_number + 1, version = version + 1
    where series = p_series and locked = 'N' and (last_num is null or next_number <= last_num)
    returning next_number - 1 into taken;
  if taken is null then
    raise exception 'numbering series % gives no number', p_series using errcode = 'EN001';
  end if;
  update gate_passes set doc_num = taken, scan_code = p_scan_prefix || taken where doc_entry = p_doc_entry;
  if not found then
    raise exception 'gate pass % is not there to number', p_doc_entry;
  end if;
  insert into audit_log (user_id, resource, record_key, action, before, after)
    values (p_user_id, p_resource, 'OGPS/' || p_doc_entry, p_action, null,
      jsonb_set(p_after, '{DocNum}', to_jsonb(taken)));
  return taken;
end
$$;
--> statement-breakpoint
-- A company made before gate passes gets their default series; a new database gets it from the
-- seed (or the company's setup), which runs after the migrations.
insert into numbering_series (series, object_code, series_name, initial_num, next_number, is_default)
select m.next, 'OGPS', 'Primary', 1, 1, 'Y' from (select coalesce(max(series), 0) + 1 as next from numbering_series) m
where exists (select 1 from company) and not exists (select 1 from numbering_series where object_code = 'OGPS');
--> statement-breakpoint
-- The seed writes rules once, so a data directory seeded before gate passes lacks the rules on them
-- (src/server/seed/demo-access.ts): the dispatchers make, cancel and print passes, the warehouse
-- staff read and print those of their warehouses. Each is added after the group's last rule, only
-- when the group has no rule on that action and subject yet, as migration 0036 does.
with wanted (group_code, action, subject, conditions, fields) as (
  values
    ('dispatchers', 'read', 'GatePass', null::jsonb, null::text[]),
    ('dispatchers', 'create', 'GatePass', null::jsonb, null::text[]),
    ('dispatchers', 'cancel', 'GatePass', null::jsonb, null::text[]),
    ('dispatchers', 'print', 'GatePass', null::jsonb, null::text[]),
    ('warehouse', 'read', 'GatePass', '{"WhsCode": {"$in": "${user.warehouses}"}}'::jsonb, null::text[]),
    ('warehouse', 'print', 'GatePass', '{"WhsCode": {"$in": "${user.warehouses}"}}'::jsonb, null::text[])
),
missing as (
  select g.id as group_id, w.action, w.subject, w.conditions, w.fields,
    row_number() over (partition by g.id order by w.group_code, w.action desc, w.subject) as n
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
