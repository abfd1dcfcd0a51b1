-- Issue 23: a stop's shortfall is posted as a return (16) against its delivery. The seed writes
-- rules once, so a data directory seeded before lacks the rules that allow it
-- (src/server/seed/demo-access.ts): the dispatchers' create on SalesReturn, and the warehouse
-- staff's read on Dispatch (the loads and their returns). Each is added after
-- the group's last rule, only when the group has no rule on that action and subject yet (an
-- administrator's own rule stays as it is). The access version moves only when a rule was added,
-- so every server rebuilds the abilities it holds.
with wanted (group_code, action, subject, conditions, fields) as (
  values
    ('dispatchers', 'create', 'SalesReturn', null::jsonb, null::text[]),
    ('warehouse', 'read', 'Dispatch', null::jsonb, null::text[])
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
