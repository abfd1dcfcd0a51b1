import { paymentKindOf, paymentKinds } from '../../shared/api/payments';
import { determinedAccountSql } from '../posting/journal';

const creditMemoTypes = `array[${paymentKinds.flatMap((kind) => paymentKindOf[kind].creditMemos.map((type) => `'${type}'`)).join(', ')}]::text[]`;

/** Which payment settles each seeded paid document type, and the control account it credits. */
const settledTypes = paymentKinds.flatMap((kind) =>
  paymentKindOf[kind].settles.map((objType) => {
    const control = kind === 'incoming' ? 'ARCtrlAcct' : 'APCtrlAcct';
    return `('${objType}', '${paymentKindOf[kind].ObjType}', ${kind === 'incoming' ? 1 : -1}, '${control}')`;
  }),
);

/**
 * The demo company's payments, written set-based after its documents and their journal, by the
 * rules a posted payment follows (payment-posting.ts): what a seeded document shows as paid
 * (PaidToDate) was paid by one payment of its partner on its posting date (in full, or in part for
 * an open one), less the credit memo copied from it when that memo was settled with it (paid on
 * the memo's date then, the memo a second line of the payment), by bank
 * transfer to the first house bank account in the local currency, numbered in its type's default
 * series; each writes its journal entry, the bank's G/L account against the partner's control
 * account from the determination (an incoming payment debits the bank and credits receivables,
 * an outgoing one the reverse). Balances are set from the control lines afterwards
 * (seedPartnerBalancesSql), so balances, paid amounts and the journal agree from the first start.
 * Several statements, run as one script in the seed's transaction.
 */
export const seedPaymentsSql = `
create temporary table seed_payments on commit drop as
select row_number() over (order by x.doc_date, x.obj_type, x.inv_entry)::int as doc_entry,
  row_number() over (partition by x.pay_type order by x.doc_date, x.obj_type, x.inv_entry)::int as doc_num,
  x.*, x.amount - coalesce(x.memo_amount, 0) as means
from (
  select k.pay_type, k.sign, k.control, d.obj_type, d.doc_entry as inv_entry,
    greatest(d.doc_date, m.doc_date) as doc_date, d.card_code, d.card_name,
    d.doc_cur, d.doc_rate, d.paid_to_date as amount, m.obj_type as memo_type, m.doc_entry as memo_entry,
    m.paid_to_date as memo_amount
  from documents d
  join (values ${settledTypes.join(', ')}) as k(obj_type, pay_type, sign, control) on k.obj_type = d.obj_type
  -- A credit memo copied from the invoice and settled with it (credit-memo-bases-sql.ts).
  left join (
    select distinct on (ml.base_type, ml.base_entry) ml.base_type, ml.base_entry, m.obj_type, m.doc_entry,
      m.doc_date, m.paid_to_date
    from document_lines ml join documents m on m.obj_type = ml.obj_type and m.doc_entry = ml.doc_entry
    where ml.obj_type = any(${creditMemoTypes}) and ml.base_type is not null
      and m.canceled = 'N' and m.paid_to_date <> 0
    order by ml.base_type, ml.base_entry, m.obj_type, m.doc_entry
  ) m on m.base_type = d.obj_type and m.base_entry = d.doc_entry
  where d.draft = 'N' and d.canceled = 'N' and d.paid_to_date <> 0
) x;

insert into payments (doc_entry, obj_type, doc_num, series, doc_date, doc_due_date, tax_date, card_code, card_name,
  third_party, doc_curr, doc_rate, doc_total, doc_total_sys, open_bal, trsfr_sum, trsfr_acct, house_bank_acct,
  trsfr_date, user_sign)
select p.doc_entry, p.pay_type, p.doc_num, s.series, p.doc_date, p.doc_date, p.doc_date, p.card_code, p.card_name,
  'N', p.doc_cur, p.doc_rate, p.means, p.means, 0, p.means, b.gl_account, b.abs_entry, p.doc_date, null
from seed_payments p
join numbering_series s on s.object_code = p.pay_type and s.is_default = 'Y'
cross join (select h.abs_entry, h.gl_account from house_bank_accounts h join company c on h.currency = c.main_curncy
            order by h.abs_entry limit 1) b;

insert into payment_invoices (doc_entry, line_num, inv_type, inv_entry, card_code, sum_applied, applied_fc,
  applied_sys, exch_diff)
select doc_entry, 0, obj_type, inv_entry, card_code, amount, amount, amount, 0 from seed_payments
union all
select doc_entry, 1, memo_type, memo_entry, card_code, memo_amount, memo_amount, memo_amount, 0
from seed_payments where memo_entry is not null;

select setval(pg_get_serial_sequence('payments', 'doc_entry'), greatest((select max(doc_entry) from payments), 1));

update numbering_series s set next_number = m.last + 1
from (select series, max(doc_num) as last from payments group by series) m where m.series = s.series;

create temporary table seed_payment_entries on commit drop as
select p.*, nextval(pg_get_serial_sequence('journal_entries', 'trans_id'))::int as trans_id
from (select * from seed_payments order by doc_entry) p;

insert into journal_entries (trans_id, trans_type, base_ref, ref_date, memo)
select trans_id, pay_type, doc_entry, doc_date,
  case when pay_type = '${paymentKindOf.incoming.ObjType}' then 'Incoming payment - ' else 'Outgoing payment - ' end || card_code
from seed_payment_entries;

insert into journal_lines (trans_id, line_id, account, short_name, debit, credit)
select e.trans_id, s.line_id, s.account, coalesce(s.partner, s.account), greatest(s.amount, 0), greatest(-s.amount, 0)
from seed_payment_entries e
cross join gl_account_determination d
cross join lateral (values
  (0, (select trsfr_acct from payments p where p.doc_entry = e.doc_entry), null::text, e.sign * e.means),
  (1, ${determinedAccountSql('e.control')}, e.card_code, -e.sign * e.amount),
  (2, ${determinedAccountSql('e.control')}, e.card_code, e.sign * coalesce(e.memo_amount, 0))
) as s(line_id, account, partner, amount)
where s.amount <> 0`;
