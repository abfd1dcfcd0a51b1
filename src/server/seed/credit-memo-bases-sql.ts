/**
 * The demo history's credit memos, as a clerk makes them: copied from an invoice of the same
 * partner a few days older (A/R 14 from 13, A/P 19 from 18), taking back part of one of its lines
 * (25 to 74% of a line of two units or more, so the invoice keeps something open and the core's
 * quantity rule never closes an unpaid invoice). The memo takes the invoice's partner, header
 * discount and fate: when the invoice was paid, its payment settled the memo too (the partner
 * paid the invoice less the memo, payments-sql.ts) and both are closed; when it is still open, the
 * memo is reconciled with it (reconcileCreditMemoBasesSql) as the posting does. A memo no invoice is left for stays a standalone credit,
 * open, as a credit the partner holds.
 *
 * Each memo, in date order, takes the latest eligible invoice before it that no earlier memo took
 * (a loop over the memos, one indexed look-up each: a proportional pairing done set-based left
 * half the large company's memos without an older invoice, its counts drifting apart as a random
 * walk does). Runs on the plan (seed_docs, seed_lines) before its amounts are computed, so the
 * memo's amounts come from the same document arithmetic as every document's.
 */
export const seedCreditMemoBasesSql = `
create temp table seed_credit_candidates on commit drop as
select k.memo, d.g, d.card_code, d.open, d.disc, min(l.line_num) as line_num
from seed_docs d join (values ('14', '13'), ('19', '18')) as k(memo, invoice) on k.invoice = d.obj_type
join seed_lines l on l.g = d.g and l.quantity >= 2
where not d.canceled
group by k.memo, d.g, d.card_code, d.open, d.disc;

create index on seed_credit_candidates (memo, g);

create temp table seed_credit_bases (memo_g int primary key, base_g int unique, base_line int, card_code text,
  open boolean, disc numeric) on commit drop;

do $$
declare
  memo record;
  base record;
begin
  for memo in select d.g, d.obj_type from seed_docs d where d.obj_type in ('14', '19') and not d.canceled order by d.g
  loop
    select e.* into base from seed_credit_candidates e
    where e.memo = memo.obj_type and e.g < memo.g
      and not exists (select 1 from seed_credit_bases b where b.base_g = e.g)
    order by e.g desc limit 1;
    if found then
      insert into seed_credit_bases values (memo.g, base.g, base.line_num, base.card_code, base.open, base.disc);
    end if;
  end loop;
end $$;

analyze seed_credit_bases;

update seed_docs d set card_code = b.card_code, open = b.open, disc = b.disc
from seed_credit_bases b where d.g = b.memo_g;

-- A standalone memo is a credit still held: open, whatever its age.
update seed_docs d set open = true
where d.obj_type in ('14', '19') and not d.canceled
  and not exists (select 1 from seed_credit_bases b where b.memo_g = d.g);

delete from seed_lines l using seed_credit_bases b where l.g = b.memo_g;

insert into seed_lines (obj_type, doc_entry, g, line_num, is_sales, open, item_code, quantity, disc, whs_code,
  list_num, dscription, price_bef_di, vat_group, vat_prcnt, base_g, base_line)
select d.obj_type, d.doc_entry, d.g, 0, l.is_sales, b.open, l.item_code,
  greatest(1, floor(l.quantity * (25 + pg_temp.rnd(d.g, 51) % 50) / 100)), l.disc, l.whs_code,
  l.list_num, l.dscription, l.price_bef_di, l.vat_group, l.vat_prcnt, b.base_g, b.base_line
from seed_credit_bases b
join seed_docs d on d.g = b.memo_g
join seed_lines l on l.g = b.base_g and l.line_num = b.base_line`;

/**
 * After the documents are written: the invoice line a memo copied names it as its target and, on
 * an open invoice, has that much less open (as the core's copy leaves it); a memo settled with its
 * paid invoice shows its total as paid.
 */
export const linkCreditMemoBasesSql = `
update document_lines t set target_type = m.obj_type, trget_entry = m.doc_entry,
  open_qty = greatest(t.open_qty - c.quantity, 0)
from seed_credit_bases b
join seed_docs m on m.g = b.memo_g
join seed_docs i on i.g = b.base_g
join seed_lines c on c.g = b.memo_g
where t.obj_type = i.obj_type and t.doc_entry = i.doc_entry and t.line_num = b.base_line;

update documents d set paid_to_date = d.doc_total
from seed_credit_bases b join seed_docs m on m.g = b.memo_g
where d.obj_type = m.obj_type and d.doc_entry = m.doc_entry and not b.open`;

/**
 * After the payments: each memo copied from an invoice still open is reconciled with it as the
 * posting reconciles it (credit-memo-reconciliation.ts): applied up to what the invoice has open
 * (it may be partly paid), both PaidToDate raised, a document nothing is left open of closed, and
 * one reconciliation (OITR/ITR1, on the memo's date) recording it, numbered in the memos' order so
 * that the seed stays deterministic. A memo settled with its paid invoice was settled by the
 * payment (payments-sql.ts) and is left alone. No journal entry, so balances do not move.
 */
export const reconcileCreditMemoBasesSql = `
create temp table seed_reconciliations on commit drop as
select row_number() over (order by m.obj_type, m.doc_entry)::int as recon_num,
  m.obj_type as memo_type, m.doc_entry as memo_entry, m.card_code, m.doc_date,
  i.obj_type as inv_type, i.doc_entry as inv_entry,
  least(m.doc_total - m.paid_to_date, i.doc_total - i.paid_to_date) as amount,
  m.doc_total - m.paid_to_date <= i.doc_total - i.paid_to_date as memo_closes,
  i.doc_total - i.paid_to_date <= m.doc_total - m.paid_to_date as invoice_closes,
  case when m.doc_total = 0 then 1 else m.doc_total_fc / m.doc_total end as memo_fc,
  case when i.doc_total = 0 then 1 else i.doc_total_fc / i.doc_total end as inv_fc,
  m.doc_cur as memo_cur, i.doc_cur as inv_cur
from seed_credit_bases b
join seed_docs sm on sm.g = b.memo_g
join seed_docs si on si.g = b.base_g
join documents m on m.obj_type = sm.obj_type and m.doc_entry = sm.doc_entry
join documents i on i.obj_type = si.obj_type and i.doc_entry = si.doc_entry
where b.open and m.canceled = 'N' and i.canceled = 'N' and m.doc_cur = i.doc_cur
  and m.paid_to_date < m.doc_total and i.paid_to_date < i.doc_total;

insert into reconciliations (recon_num, recon_date, recon_type, card_code, total, init_obj_typ, init_obj_abs)
select recon_num, doc_date, 'credit-memo', card_code, amount, memo_type, memo_entry from seed_reconciliations;

insert into reconciliation_lines (recon_num, line_seq, src_obj_typ, src_obj_abs, short_name, is_credit, recon_sum,
  recon_sum_fc, frgn_curr)
select recon_num, 0, memo_type, memo_entry, card_code, case when memo_type = '14' then 'C' else 'D' end, amount,
  round(amount * memo_fc, 6), memo_cur
from seed_reconciliations
union all
select recon_num, 1, inv_type, inv_entry, card_code, case when inv_type = '13' then 'D' else 'C' end, amount,
  round(amount * inv_fc, 6), inv_cur
from seed_reconciliations;

select setval(pg_get_serial_sequence('reconciliations', 'recon_num'),
  greatest((select max(recon_num) from reconciliations), 1));

update documents d set paid_to_date = d.paid_to_date + r.amount,
  doc_status = case when r.closes then 'C' else d.doc_status end
from (
  select memo_type as obj_type, memo_entry as doc_entry, amount, memo_closes as closes from seed_reconciliations
  union all
  select inv_type, inv_entry, amount, invoice_closes from seed_reconciliations
) r
where d.obj_type = r.obj_type and d.doc_entry = r.doc_entry;

-- As every closed document of the demo history, one the reconciliation closed has nothing open.
update document_lines l set open_qty = 0, line_status = 'C'
from (
  select memo_type as obj_type, memo_entry as doc_entry from seed_reconciliations where memo_closes
  union
  select inv_type, inv_entry from seed_reconciliations where invoice_closes
) r
where l.obj_type = r.obj_type and l.doc_entry = r.doc_entry`;
