import { journalAccountsOf } from '../modules/documents/document-journal';
import { determinedAccountSql } from '../posting/journal';
import { seedAnchorDate, seedHistoryDays } from './seed-sizes';
import { seededOpeningEntry } from './stock-ledger';

/**
 * The journal of the demo company's history, written set-based after its documents and stock,
 * by the rules a posting follows (document-journal.ts, journal.ts): the same table of accounts per
 * object type and the same translation of a determination field to its account. The seeded
 * documents do not move stock (the stock is generated with one opening balance per place,
 * stock-ledger.ts), so their entries are their money lines; the stock's value enters once, as the
 * opening balance's entry. Cancelled documents and drafts post nothing (a cancelled one's entry
 * and its reversal net to nothing). What a seeded invoice shows as paid (PaidToDate) is settled
 * by a seeded payment with its own entry (payments-sql.ts).
 */
const moneyTypes = Object.entries(journalAccountsOf).flatMap(([objType, accounts]) =>
  accounts.control && accounts.net && accounts.tax
    ? [
        `('${objType}', ${accounts.control.sign}, '${accounts.control.account}', '${accounts.net}', '${accounts.tax}')`,
      ]
    : [],
);

const nextId = "nextval(pg_get_serial_sequence('journal_entries', 'trans_id'))::int";

export const seedJournalSql = `
with k(obj_type, sign, control, net, tax) as (values ${moneyTypes.join(', ')}),
docs as (
  select o.*, ${nextId} as trans_id
  from (
    select d.obj_type, d.doc_entry, d.doc_date, d.card_code, d.doc_total, d.vat_sum,
      k.sign, k.control, k.net, k.tax
    from documents d join k on k.obj_type = d.obj_type
    where d.draft = 'N' and d.canceled = 'N'
    order by d.doc_date, d.obj_type, d.doc_entry
  ) o
),
heads as (
  insert into journal_entries (trans_id, trans_type, base_ref, ref_date, memo)
  select trans_id, obj_type, doc_entry, doc_date, 'Seeded history ' || obj_type || '/' || doc_entry from docs
),
sides as (
  select s.* from docs x cross join lateral (values
    (x.trans_id, 0, x.control, x.card_code, x.sign * x.doc_total),
    (x.trans_id, 1, x.tax, null, -x.sign * x.vat_sum),
    (x.trans_id, 2, x.net, null, -x.sign * (x.doc_total - x.vat_sum))
  ) as s(trans_id, line_id, field, partner, amount)
  where s.amount <> 0
)
insert into journal_lines (trans_id, line_id, account, short_name, debit, credit)
select s.trans_id, s.line_id, a.account, coalesce(s.partner, a.account), greatest(s.amount, 0), greatest(-s.amount, 0)
from sides s cross join gl_account_determination d
cross join lateral (select ${determinedAccountSql('s.field')} as account) a`;

/**
 * The opening balance's entry: the seeded stock's value (the ledger's opening rows, at DBSumDec)
 * into inventory, against the account an opening balance (310000001) posts against.
 */
export const seedOpeningJournalSql = `
with value as (
  select round(sum((in_qty - out_qty) * price), (select db_sum_dec from company limit 1)) as amount
  from inventory_ledger where trans_type = '310000001' and created_by = ${seededOpeningEntry}
), head as (
  insert into journal_entries (trans_type, base_ref, ref_date, memo)
  select '310000001', ${seededOpeningEntry}, date '${seedAnchorDate}' - ${seedHistoryDays + 1}, 'Opening balance'
  from value where amount <> 0
  returning trans_id
)
insert into journal_lines (trans_id, line_id, account, short_name, debit, credit)
select h.trans_id, s.line_id, s.account, s.account, greatest(s.amount, 0), greatest(-s.amount, 0)
from head h cross join value v cross join gl_account_determination d
cross join lateral (values
  (0, ${determinedAccountSql("'BalInvntAc'")}, v.amount),
  (1, ${determinedAccountSql(`'${journalAccountsOf['310000001']?.stockAgainst}'`)}, -v.amount)
) as s(line_id, account, amount)`;

/** Each partner's balance is what the journal's control lines (ShortName its CardCode) say. */
export const seedPartnerBalancesSql = `
update business_partners p set balance = b.amount
from (select short_name, sum(debit - credit) as amount from journal_lines where short_name <> account
      group by short_name) b
where p.card_code = b.short_name`;
