import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type OpenItems,
  type Payment,
  type PaymentHeader,
  type PaymentKind,
  type PaymentSortField,
  paymentKindOf,
  type paymentListQuerySchema,
} from '../../../shared/api/payments';
import type { ConditionColumns } from '../../access/sql-conditions';
import { textArray } from '../../db/array-params';
import type { Db } from '../../db/database';
import { afterKey, decodeCursor, encodeCursor, type KeysetEntry } from '../../db/keyset';
import { paidInDocumentCurrencySql } from '../../posting/paid-in-document-currency';

/**
 * What permission rules on payments may name: the payment's partner and state, and the partner's
 * sales employee (SlpCode), so that a sales user's rule `SlpCode = user.SlpCode` gives them their
 * own customers' payments as it gives them their customers.
 */
export const paymentConditionColumns: ConditionColumns = {
  CardCode: (operator, value) => conditionOn(sql`p.card_code`, operator, value),
  DocStatus: (operator, value) => conditionOn(sql`p.doc_status`, operator, value),
  Cancelled: (operator, value) => conditionOn(sql`p.canceled`, operator, value),
  SlpCode: (operator, value) => conditionOn(sql`b.slp_code`, operator, value),
};

function conditionOn(column: SQL, operator: string, value: unknown): SQL {
  switch (operator) {
    case 'eq':
      return value === null ? sql`${column} is null` : sql`${column} = ${value}`;
    case 'ne':
      return value === null ? sql`${column} is not null` : sql`${column} is distinct from ${value}`;
    case 'in':
      return sql`${column} = any(${sql.param(Array.isArray(value) ? value : [value])})`;
    case 'nin':
      return sql`not (${column} = any(${sql.param(Array.isArray(value) ? value : [value])}))`;
    default:
      throw new Error(`the operator ${operator} has no SQL form on payments`);
  }
}

const headerColumns = sql`
  p.doc_entry as "DocEntry", p.doc_num as "DocNum", p.obj_type as "ObjType", p.series as "Series",
  to_char(p.doc_date, 'YYYY-MM-DD') as "DocDate", to_char(p.doc_due_date, 'YYYY-MM-DD') as "DueDate",
  to_char(p.tax_date, 'YYYY-MM-DD') as "TaxDate", p.card_code as "CardCode", p.card_name as "CardName",
  p.third_party as "ThirdParty", p.doc_curr as "DocCurrency", p.doc_rate::text as "DocRate",
  p.doc_total::text as "DocTotal", p.doc_total_sys::text as "DocTotalSys", p.open_bal::text as "OpenBal",
  p.cash_sum::text as "CashSum", p.cash_acct as "CashAccount", p.trsfr_sum::text as "TransferSum",
  p.trsfr_acct as "TransferAccount", p.house_bank_acct as "HouseBankAccount", p.trsfr_ref as "TransferReference",
  to_char(p.trsfr_date, 'YYYY-MM-DD') as "TransferDate", p.check_acct as "CheckAccount",
  p.check_sum::text as "CheckSum", p.credit_sum::text as "CreditSum", p.counter_ref as "CounterReference",
  p.comments as "Remarks", p.jrnl_memo as "JournalRemarks",
  (select min(e.trans_id) from journal_entries e where e.trans_type = p.obj_type and e.base_ref = p.doc_entry) as "TransId",
  p.doc_status as "DocStatus", p.canceled as "Cancelled", to_char(p.cancel_date, 'YYYY-MM-DD') as "CancelDate",
  p.user_sign as "UserSign", b.slp_code as "SlpCode"`;

/** A payment with what the rules judge it by (SlpCode, the partner's), or undefined. */
export async function readPayment(
  db: Db,
  kind: PaymentKind,
  DocEntry: number,
): Promise<(Payment & { SlpCode: number | null }) | undefined> {
  const { rows } = await db.execute<Payment & { SlpCode: number | null }>(sql`
    select ${headerColumns},
      coalesce((select json_agg(json_build_object('LineNum', i.line_num, 'DocEntry', i.inv_entry,
          'InvoiceType', i.inv_type, 'DocNum', d.doc_num, 'CardCode', i.card_code, 'CardName', d.card_name,
          'DocCurrency', d.doc_cur, 'SumApplied', i.sum_applied::text, 'AppliedFC', i.applied_fc::text,
          'AppliedSys', i.applied_sys::text, 'ExchangeDiff', i.exch_diff::text) order by i.line_num)
        from payment_invoices i join documents d on d.obj_type = i.inv_type and d.doc_entry = i.inv_entry
        where i.doc_entry = p.doc_entry), '[]') as "PaymentInvoices",
      coalesce((select json_agg(json_build_object('LineNum', c.line_num, 'CheckNumber', c.check_num,
          'BankCode', c.bank_code, 'DueDate', to_char(c.due_date, 'YYYY-MM-DD'), 'CheckSum', c.check_sum::text,
          'CountryCode', c.country_cod, 'Branch', c.branch, 'AccounttNum', c.acct_num) order by c.line_num)
        from payment_checks c where c.doc_entry = p.doc_entry), '[]') as "PaymentChecks",
      coalesce((select json_agg(json_build_object('LineNum', k.line_num, 'CreditCard', k.credit_card,
          'CardName', cc.card_name, 'CreditCardNumber', k.cr_card_num,
          'CardValidUntil', to_char(k.card_valid, 'YYYY-MM-DD'), 'VoucherNum', k.voucher_num,
          'CreditSum', k.credit_sum::text, 'NumOfPayments', k.num_of_pmnts, 'CreditAcct', k.credit_acct)
          order by k.line_num)
        from payment_credit_cards k join credit_cards cc on cc.credit_card = k.credit_card
        where k.doc_entry = p.doc_entry), '[]') as "PaymentCreditCards"
    from payments p join business_partners b on b.card_code = p.card_code
    where p.doc_entry = ${DocEntry} and p.obj_type = ${paymentKindOf[kind].ObjType}`);
  return rows[0];
}

/** The column of each sort field (all NOT NULL), read beside the row for the cursor. */
const sortColumns: Record<PaymentSortField, SQL> = {
  DocEntry: sql`p.doc_entry`,
  DocNum: sql`p.doc_num`,
  DocDate: sql`p.doc_date`,
  DueDate: sql`p.doc_due_date`,
  CardCode: sql`p.card_code`,
  CardName: sql`p.card_name`,
  DocTotal: sql`p.doc_total`,
};

/** The list's order: the sort field, then DocEntry (the identity both kinds share); newest first by default. */
function listOrderOf(sort: z.output<typeof paymentListQuerySchema>['sort']): KeysetEntry[] {
  const { field, descending } = sort ?? { field: 'DocEntry', descending: true };
  const direction = descending ? 'desc' : 'asc';
  const byEntry: KeysetEntry = { column: sql`p.doc_entry`, direction, nullable: false };
  return field === 'DocEntry'
    ? [byEntry]
    : [{ column: sortColumns[field], direction, nullable: false }, byEntry];
}

/** A page of payments the caller may read (`readable`, their rules as SQL), in the order asked. */
export async function listPayments(
  db: Db,
  kind: PaymentKind,
  query: z.output<typeof paymentListQuerySchema>,
  readable: SQL,
): Promise<{ data: PaymentHeader[]; total: number; more: boolean; next: string | null }> {
  const context = `payments-${kind}`;
  const conditions = [
    sql`p.obj_type = ${paymentKindOf[kind].ObjType}`,
    readable,
    query.CardCode === undefined ? undefined : sql`p.card_code = ${query.CardCode}`,
    query.DocNum === undefined ? undefined : sql`p.doc_num = ${query.DocNum}::int`,
    query.DateFrom === undefined ? undefined : sql`p.doc_date >= ${query.DateFrom}::date`,
    query.DateTo === undefined ? undefined : sql`p.doc_date <= ${query.DateTo}::date`,
    query.Cancelled === undefined ? undefined : sql`p.canceled = ${query.Cancelled}`,
    query.InvoiceEntry === undefined
      ? undefined
      : sql`exists (select 1 from payment_invoices i where i.doc_entry = p.doc_entry and i.inv_entry = ${query.InvoiceEntry}::int
          ${query.InvoiceType === undefined ? sql`` : sql`and i.inv_type = ${query.InvoiceType}`})`,
  ].filter((condition) => condition !== undefined);
  const where = sql.join(conditions, sql` and `);
  const order = listOrderOf(query.sort);
  const after = query.after === undefined ? undefined : decodeCursor(order, context, query.after);
  const page = after === undefined ? where : sql`${where} and ${afterKey(order, after)}`;
  const orderBy = sql.join(
    order.map((entry) => sql`${entry.column} ${sql.raw(entry.direction)}`),
    sql`, `,
  );
  const keys = sql.join(
    order.map((entry, index) => sql`${entry.column}::text as ${sql.raw(`"_sortKey${index}"`)}`),
    sql`, `,
  );
  const [{ rows }, counted] = await Promise.all([
    db.execute<PaymentHeader & { SlpCode?: number | null } & Record<`_sortKey${number}`, string>>(sql`
      select ${headerColumns}, ${keys} from payments p join business_partners b on b.card_code = p.card_code
      where ${page} order by ${orderBy} limit ${query.Top + 1}`),
    db.execute<{ total: number }>(sql`
      select count(*)::int as total from payments p join business_partners b on b.card_code = p.card_code
      where ${where}`),
  ]);
  const kept = rows.slice(0, query.Top);
  const data = kept.map(({ SlpCode: _, ...row }) => {
    const header = { ...row } as PaymentHeader & Record<string, unknown>;
    for (const index of order.keys()) delete header[`_sortKey${index}`];
    return header as PaymentHeader;
  });
  const more = rows.length > query.Top;
  const last = kept[kept.length - 1];
  return {
    data,
    total: counted.rows[0]?.total ?? 0,
    more,
    next:
      more && last
        ? encodeCursor(
            order,
            context,
            order.map((_, index) => last[`_sortKey${index}`]),
          )
        : null,
  };
}

/**
 * A partner's documents still open for a kind of payment: invoices and down payments it settles
 * and credit memos it takes off, with their open amounts in their own currency (a foreign one:
 * less what non-cancelled payments took of it), what a local-currency payment dated `AsOf` pays
 * for it (the open amount at that day's rate), and days overdue at `AsOf`, oldest due first.
 */
export async function openItemsOf(
  db: Db,
  kind: PaymentKind,
  partner: { CardCode: string; CardName: string; Balance: string },
  AsOf: string,
): Promise<OpenItems> {
  const { settles, creditMemos } = paymentKindOf[kind];
  const { rows } = await db.execute<OpenItems['data'][number]>(sql`
    select * from (
      select d.obj_type as "ObjType", d.doc_entry as "DocEntry", d.doc_num as "DocNum", d.card_code as "CardCode",
        d.card_name as "CardName", to_char(d.doc_date, 'YYYY-MM-DD') as "DocDate",
        to_char(d.doc_due_date, 'YYYY-MM-DD') as "DocDueDate", d.doc_cur as "DocCurrency", d.doc_rate::text as "DocRate",
        (case when local then d.doc_total else d.doc_total_fc end)::text as "DocTotal",
        (case when local then d.paid_to_date else f.paid end)::text as "PaidToDate",
        (case when local then d.doc_total - d.paid_to_date else d.doc_total_fc - f.paid end)::text as "OpenAmount",
        (d.doc_total - d.paid_to_date)::text as "OpenAmountSys",
        (case when local then 1 else r.rate end)::text as "Rate",
        (case when local then d.doc_total - d.paid_to_date
          else round((d.doc_total_fc - f.paid) * r.rate, (select db_sum_dec from company limit 1)) end)::text as "OpenAmountLC",
        greatest(${AsOf}::date - d.doc_due_date, 0) as "DaysOverdue",
        case when d.obj_type = any(${textArray([...creditMemos])}) then -1 else 1 end as "Sign",
        d.num_at_card as "NumAtCard"
      from documents d
      cross join lateral (select d.doc_cur = (select main_curncy from company limit 1) as local) c
      -- What payments and credit memo reconciliations took of a foreign document in its currency.
      cross join lateral (select case when c.local then 0 else ${paidInDocumentCurrencySql()} end as paid) f
      left join exchange_rates r on not c.local and r.currency = d.doc_cur and r.rate_date = ${AsOf}::text
      where d.card_code = ${partner.CardCode} and d.obj_type = any(${textArray([...settles, ...creditMemos])})
        and d.draft = 'N' and d.canceled = 'N' and d.doc_status = 'O'
    ) o where "OpenAmount"::numeric > 0
    order by "DocDueDate", "ObjType", "DocEntry"`);
  return {
    CardCode: partner.CardCode,
    CardName: partner.CardName,
    Balance: partner.Balance,
    AsOf,
    data: rows.map((row) => ({
      ...row,
      DaysOverdue: Number(row.DaysOverdue),
      Sign: Number(row.Sign) as 1 | -1,
    })),
  };
}
