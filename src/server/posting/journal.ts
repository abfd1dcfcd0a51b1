import { sql } from 'drizzle-orm';
import { Decimal } from '../../shared/money/decimal';
import { type DeterminationAccount, determinationAccounts } from '../../shared/resources/finance-setup';
import type { Tx } from '../db/database';
import { numericArraySlot, prebuilt, slot, textArraySlot } from '../db/prebuilt-statement';
import { AppError } from '../errors/app-error';
import type { PostedStock } from './stock-posting';

/**
 * One side of a journal entry: a signed amount (debit positive, credit negative) on the account
 * the G/L account determination names for `account`, or on an account named by its code (a house
 * bank account's or a credit card's G/L account, which a payment names). `partner` makes it a
 * control line: its ShortName is the partner's CardCode and the partner's balance moves by it.
 */
export interface JournalEffect {
  account: DeterminationAccount | { AcctCode: string };
  amount: Decimal;
  partner?: string;
}

/**
 * What a posting writes to the journal for one document (OJDT with its JDT1 lines): its money
 * lines, and, when `stockAgainst` is given, the value of the stock the posting moved for that
 * document (PostedStock.values of TransType/BaseRef), debited to inventory and credited to
 * `stockAgainst` (the reverse for an issue). Known only once the stock step priced the movements,
 * the stock lines are added by the core (journalLinesOf).
 */
export interface JournalEntryPlan {
  TransType: string;
  BaseRef: number;
  RefDate: string;
  Memo: string;
  lines: JournalEffect[];
  stockAgainst?: DeterminationAccount;
}

/** An entry's lines, the stock value included, summed per account and partner; zero lines dropped. */
export function journalLinesOf(entry: JournalEntryPlan, stock: PostedStock): JournalEffect[] {
  const lines = [...entry.lines];
  if (entry.stockAgainst) {
    const value = stock.values
      .filter((moved) => moved.TransType === entry.TransType && moved.CreatedBy === entry.BaseRef)
      .reduce((sum, moved) => sum.plus(moved.value), Decimal.zero);
    lines.push(
      { account: 'BalInvntAc', amount: value },
      { account: entry.stockAgainst, amount: value.negated() },
    );
  }
  const summed = new Map<string, JournalEffect>();
  for (const line of lines) {
    const key = JSON.stringify([line.account, line.partner ?? null]);
    const held = summed.get(key);
    summed.set(key, held ? { ...held, amount: held.amount.plus(line.amount) } : { ...line });
  }
  return [...summed.values()].filter((line) => !line.amount.isZero());
}

/**
 * Refuses an entry whose debits do not equal its credits. The entries are built from a document's
 * own totals and the stock step's values, so an unbalanced one is a programming error, never the
 * user's: it throws (500) and the posting's transaction rolls back.
 */
export function refuseUnbalanced(entry: JournalEntryPlan, lines: readonly JournalEffect[]): void {
  const sum = lines.reduce((total, line) => total.plus(line.amount), Decimal.zero);
  if (!sum.isZero())
    throw new Error(
      `journal entry of ${entry.TransType}/${entry.BaseRef} does not balance: debits exceed credits by ${sum}`,
    );
}

interface JournalAnswer {
  /** Determination fields not set, and named accounts that are not postable, active accounts. */
  missing: string[] | null;
  unusable: string[] | null;
}

type JournalValues = {
  entryIndex: number[];
  transTypes: string[];
  baseRefs: number[];
  refDates: string[];
  memos: string[];
  userId: number;
  lineEntry: number[];
  lineIds: number[];
  accounts: (string | null)[];
  codes: (string | null)[];
  partners: (string | null)[];
  amounts: string[];
};

/** SAP's field names of the determination, as columns of its one row (gl_account_determination). */
const determinationColumn: Record<DeterminationAccount, string> = {
  RevenuesAc: 'revenues_ac',
  SaleCostAc: 'sale_cost_ac',
  BalInvntAc: 'bal_invnt_ac',
  ARCtrlAcct: 'ar_ctrl_acct',
  APCtrlAcct: 'ap_ctrl_acct',
  VatOutAcct: 'vat_out_acct',
  VatInAcct: 'vat_in_acct',
  ExpensesAc: 'expenses_ac',
  PriceDifAc: 'price_dif_ac',
  ExchangeAc: 'exchange_ac',
  ExchLossAc: 'exch_loss_ac',
};

const intArraySlot = (name: string) => sql`${slot(name)}::int[]`;

/**
 * The account the determination's row `d` names for the field held by `field` (an SQL expression
 * of a field name such as 'ARCtrlAcct'): the one translation of a field to its account, which the
 * posting's statement and the demo seed's set-based history both use.
 */
export const determinedAccountSql = (field: string, d = 'd') =>
  `case ${field} ${determinationAccounts.map((name) => `when '${name}' then ${d}.${determinationColumn[name]}`).join(' ')} end`;

const accountCase = sql.raw(determinedAccountSql('v.account'));

/**
 * Writes the entries and their lines, and moves the partners' balances by their control lines, in
 * one statement: each line's account is the determination's (its one row, read in the statement),
 * and when one of them is not set nothing is written and the statement answers which. Entry
 * numbers come from the TransId sequence, one per entry. Amounts are kept in the company's DBSumDec:
 * the money lines already are, and the stock value, the one amount with more places, is on two
 * lines of opposite sign (or merged into a money line of an exact amount), which round to opposite
 * amounts (half away from zero), so the rounded entry balances as the exact one did. The partners' rows are updated in code
 * order, the last rows the posting locks before its series (posting-core.ts).
 */
const journalStatement = prebuilt<JournalAnswer, JournalValues>(
  () => sql`
    with v as (
      select * from unnest(${intArraySlot('lineEntry')}, ${intArraySlot('lineIds')}, ${textArraySlot('accounts')},
        ${textArraySlot('codes')}, ${textArraySlot('partners')}, ${numericArraySlot('amounts')})
        as v(entry, line_id, account, code, partner, amount)
    ), resolved as (
      select v.entry, v.line_id, v.account, v.code, v.partner,
        case when v.code is null then ${accountCase} else g.acct_code end as acct_code,
        round(v.amount, (select db_sum_dec from company limit 1)) as amount
      from v left join gl_account_determination d on d.code = 1
        left join gl_accounts g on g.acct_code = v.code and g.postable = 'Y' and g.active
    ), missing as (
      select coalesce(array_agg(distinct account order by account) filter (where code is null), '{}') as accounts,
        coalesce(array_agg(distinct code order by code) filter (where code is not null), '{}') as codes
      from resolved where acct_code is null
    ), numbered as (
      select e.*, nextval(pg_get_serial_sequence('journal_entries', 'trans_id'))::int as trans_id
      from unnest(${intArraySlot('entryIndex')}, ${textArraySlot('transTypes')}, ${intArraySlot('baseRefs')},
        ${sql`${slot('refDates')}::date[]`}, ${textArraySlot('memos')}) as e(entry, trans_type, base_ref, ref_date, memo)
      where (select cardinality(accounts) + cardinality(codes) from missing) = 0
    ), heads as (
      insert into journal_entries (trans_id, trans_type, base_ref, ref_date, memo, user_sign)
      select trans_id, trans_type, base_ref, ref_date, memo, ${sql`${slot('userId')}::int`} from numbered
      returning trans_id
    ), lines as (
      insert into journal_lines (trans_id, line_id, account, short_name, debit, credit)
      select n.trans_id, r.line_id, r.acct_code, coalesce(r.partner, r.acct_code),
        greatest(r.amount, 0), greatest(-r.amount, 0)
      from resolved r join numbered n on n.entry = r.entry
      where r.amount <> 0
      returning 1
    ), balances as (
      update business_partners p set balance = p.balance + b.amount
      from (select partner, sum(amount) as amount from resolved r
            where partner is not null and exists (select 1 from numbered) group by partner order by partner) b
      where p.card_code = b.partner
      returning 1
    )
    select (select accounts from missing) as missing, (select codes from missing) as unusable,
      (select count(*) from heads) + (select count(*) from lines) + (select count(*) from balances) as written`,
);

const missingAccounts = (fields: readonly string[], codes: readonly string[]) =>
  new AppError(
    409,
    'INVALID_STATE',
    [
      fields.length
        ? `The G/L account determination names no ${fields.join(', ')}: set ${fields.length > 1 ? 'them' : 'it'} before posting.`
        : '',
      codes.length ? `Not a postable, active G/L account: ${codes.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    Object.fromEntries([
      ...fields.map((field) => [field, ['is not set in the G/L account determination']]),
      ...codes.map((code) => [`AcctCode.${code}`, ['is not a postable, active G/L account']]),
    ]),
  );

/**
 * The journal step of the posting core: each entry's lines (its stock value priced by the stock
 * step), refused when unbalanced, written with the partners' balances in one statement, and none
 * at all for a posting that moves no money or stock value.
 */
export async function applyJournalEffects(
  tx: Tx,
  entries: readonly JournalEntryPlan[],
  stock: PostedStock,
  userId: number,
): Promise<void> {
  const built = entries.flatMap((entry) => {
    const lines = journalLinesOf(entry, stock);
    refuseUnbalanced(entry, lines);
    return lines.length ? [{ entry, lines }] : [];
  });
  if (built.length === 0) return;
  const lines = built.flatMap(({ lines: entryLines }, entry) =>
    entryLines.map((line, index) => ({ ...line, entry, lineId: index })),
  );
  const [answer] = await journalStatement(tx, {
    entryIndex: built.map((_, index) => index),
    transTypes: built.map(({ entry }) => entry.TransType),
    baseRefs: built.map(({ entry }) => entry.BaseRef),
    refDates: built.map(({ entry }) => entry.RefDate),
    memos: built.map(({ entry }) => entry.Memo),
    userId,
    lineEntry: lines.map((line) => line.entry),
    lineIds: lines.map((line) => line.lineId),
    accounts: lines.map((line) => (typeof line.account === 'string' ? line.account : null)),
    codes: lines.map((line) => (typeof line.account === 'string' ? null : line.account.AcctCode)),
    partners: lines.map((line) => line.partner ?? null),
    amounts: lines.map((line) => line.amount.toString()),
  });
  const missing = answer?.missing ?? [];
  const unusable = answer?.unusable ?? [];
  if (missing.length || unusable.length) throw missingAccounts(missing, unusable);
}
