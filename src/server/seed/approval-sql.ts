/**
 * The demo's drafts (documents-sql.ts; the larger sizes seed dozens) wait for approval: a stage
 * decided by the administrator and an inactive template they wait under, one request and one
 * pending decision each, so the decision report has work in it and every draft can be approved
 * or rejected. The template is inactive, so it holds back no new document. Stage and template
 * are kept when a test empties the documents and seeds again.
 */
export const seedApprovalSql = `
insert into approval_stages (wst_code, name, remarks, authorizers, max_reqr, max_rej_reqr)
values (1, 'Sales managers', 'Approves large orders.', 'admin', 1, 1)
on conflict (wst_code) do nothing;
insert into approval_templates (wtm_code, name, remarks, active, originators, doc_types, stages, conditions)
values (1, 'Large orders', 'The demo drafts wait under it; activate it to hold back new orders over 10,000.',
  'N', 'sales, admin', '17, 22', '1', 'total > 10000')
on conflict (wtm_code) do nothing;
insert into approval_requests (obj_type, doc_entry, wtm_code, owner_id, status, curr_step, stages, create_date, update_date)
select d.obj_type, d.doc_entry, 1,
  coalesce((select user_id from users where user_code = case when d.slp_code = 1 then 'sales' else 'admin' end),
    (select user_id from users where user_code = 'admin')),
  'W', 0, '1', d.doc_date, d.doc_date
from documents d where d.draft = 'Y' and d.wdd_status = 'W' and d.canceled = 'N'
order by d.obj_type, d.doc_entry;
insert into approval_decisions (wdd_code, step_code, wst_code, user_id, status)
select r.wdd_code, 0, 1, u.user_id, 'W' from approval_requests r join users u on u.user_code = 'admin';`;
