-- Issue 21 gave the demo warehouse group's Item rule two fields, ManBtchNum and ManSerNum, which
-- the stock picker asks by (src/server/seed/demo-access.ts). The seed writes rules once, so a data
-- directory seeded before keeps the old rule: this brings it the two fields, only where the rule is
-- still exactly as seeded (the same action, subject, no condition, no reason, not inverted, the
-- same fields in the same order). A rule an administrator edited is theirs and stays as it is. The
-- access version moves only when a rule changed, so every server rebuilds the abilities it holds.
with upgraded as (
  update group_rules r
  set fields = array['ItemCode', 'ItemName', 'FrgnName', 'ItmsGrpCod', 'CodeBars', 'InvntryUom', 'ManBtchNum',
    'ManSerNum', 'OnHand', 'IsCommited', 'OnOrder']
  from user_groups g
  where g.id = r.group_id and g.code = 'warehouse'
    and r.action = array['read'] and r.subject = array['Item'] and r.conditions is null and r.reason is null
    and not r.inverted
    and r.fields = array['ItemCode', 'ItemName', 'FrgnName', 'ItmsGrpCod', 'CodeBars', 'InvntryUom', 'OnHand',
      'IsCommited', 'OnOrder']
  returning r.id
)
update access_state set version = version + 1 where exists (select 1 from upgraded);
