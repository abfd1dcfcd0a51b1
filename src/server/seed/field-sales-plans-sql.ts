/**
 * The demo company's sales targets (issue 25): a value target for every sales employee in this
 * quarter and the last, a tenth above what they invoiced (net) in the same quarter a year before
 * and at least 10,000; and a quantity target for the demo rep's first item group this quarter.
 * Dated from the day the seed runs, as the dispatch notes are, so the report shows the quarter
 * one is in.
 */
export const seedSalesTargetsSql = `
with quarters(start) as (
  values (date_trunc('quarter', current_date)::date),
         ((date_trunc('quarter', current_date) - interval '3 months')::date)
), planned as (
  select s.slp_code, q.start, (q.start + interval '3 months' - interval '1 day')::date as finish,
    coalesce((select sum(case when d.obj_type = '13' then 1 else -1 end * l.line_total * (1 - d.disc_prcnt / 100))
      from documents d join document_lines l on l.obj_type = d.obj_type and l.doc_entry = d.doc_entry
      where d.obj_type in ('13', '14') and d.draft = 'N' and d.canceled = 'N' and d.slp_code = s.slp_code
        and d.doc_date between (q.start - interval '1 year')::date
          and (q.start - interval '1 year' + interval '3 months' - interval '1 day')::date), 0) as last_year
  from sales_employees s cross join quarters q
  where s.slp_code > 0
)
insert into sales_targets (target_id, slp_code, from_date, to_date, target_kind, target, remarks)
select row_number() over (order by start, slp_code), slp_code, start, finish, 'V',
  greatest(10000, round(last_year * 1.1, -3)), 'Last year''s quarter plus 10%'
from planned`;

export const seedQuantityTargetSql = `
insert into sales_targets (target_id, slp_code, itms_grp_cod, from_date, to_date, target_kind, target, remarks)
select (select coalesce(max(target_id), 0) + 1 from sales_targets), 1, g.itms_grp_cod,
  date_trunc('quarter', current_date)::date,
  (date_trunc('quarter', current_date) + interval '3 months' - interval '1 day')::date, 'Q', 500,
  'Units of the group this quarter'
from (select min(itms_grp_cod) as itms_grp_cod from item_groups) g
where g.itms_grp_cod is not null and exists (select 1 from sales_employees where slp_code = 1)`;

/** A seeded document a template may copy: posted, its partner active, its items neither batch, serial nor frozen. */
const copyable = (objType: string, extra: string) => `
  documents.obj_type = '${objType}' and documents.draft = 'N' and documents.canceled = 'N' ${extra}
  and exists (select 1 from business_partners p where p.card_code = documents.card_code
    and p.valid_for = 'Y' and p.frozen_for = 'N')
  and not exists (select 1 from document_lines l join items i on i.item_code = l.item_code
    where l.obj_type = documents.obj_type and l.doc_entry = documents.doc_entry
      and (i.man_btch_num = 'Y' or i.man_ser_num = 'Y' or i.valid_for = 'N' or i.frozen_for = 'Y'))`;

/**
 * Two recurring templates (issue 25), copied from seeded documents and started in the past so the
 * recurring transactions screen has due dates on first start: the demo rep's standing monthly
 * sales order on the 1st, and a weekly replenishment purchase order on Mondays.
 */
export const seedRecurringTemplatesSql = (payloadSql: string) => `
insert into recurring_templates (template_id, template_name, obj_type, card_code, payload, base_type, base_entry,
  frequency, "interval", week_days, month_day, start_date, active)
select 1, 'Standing monthly order', '17', documents.card_code, ${payloadSql}, '17', documents.doc_entry,
  'M', 1, null, 1, (date_trunc('month', current_date) - interval '2 months')::date, 'Y'
from documents where ${copyable('17', 'and documents.slp_code = 1')}
order by documents.doc_entry desc limit 1;
insert into recurring_templates (template_id, template_name, obj_type, card_code, payload, base_type, base_entry,
  frequency, "interval", week_days, month_day, start_date, active)
select 2, 'Weekly replenishment', '22', documents.card_code, ${payloadSql}, '22', documents.doc_entry,
  'W', 1, '1', null, (current_date - 21), 'Y'
from documents where ${copyable('22', '')}
order by documents.doc_entry desc limit 1`;
