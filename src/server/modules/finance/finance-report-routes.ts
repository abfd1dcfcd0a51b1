import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type AgingRow,
  accountStatementAnswerSchema,
  accountStatementQuerySchema,
  agingAnswerSchema,
  agingQuerySchema,
  type Reconciliation,
  reconciliationsAnswerSchema,
  reconciliationsQuerySchema,
  type StatementLine,
} from '../../../shared/api/finance-reports';
import { journalSubject } from '../../../shared/api/journal';
import { Decimal } from '../../../shared/money/decimal';
import { businessPartnerConditionColumns } from '../../access/partner-rule-columns';
import { accessibleWhere } from '../../access/sql-conditions';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';
import { abilityOf } from '../../http/request-session';

/**
 * The open items of each side: invoices owe, credit memos give back (SAP's OINV/ORIN, OPCH/ORPC).
 * The amount is what was still open at the aging's date (DocTotal less what payments posted by
 * then and not cancelled by then had paid of it, and what credit memos reconciled with it by then
 * took), in the local currency. A payment's part on
 * account (ORCT/OVPM OpenBal) is an open item too, against the partner and aged from its own
 * date, as SAP Business One's aging shows it. So is what was paid of a down payment invoice
 * (ODPI/ODPO): a down payment posts nothing until it is paid, and then the partner holds that
 * much as a credit (their balance already says so), aged by the down payment's due date.
 */
const openItemTypes = {
  C: { owes: '13', returns: '14', downPayment: '203', payment: '24' },
  S: { owes: '18', returns: '19', downPayment: '204', payment: '46' },
} as const;

const partnerSubject = 'BusinessPartner';

/** Today in the server's calendar, the aging's date when none is asked. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The partners whose open amounts the caller may read, as SQL over business_partners (the rules'
 * conditions name the table by its own name: it is not aliased). Open amounts are the partner's
 * balance by another road: whoever may not read the balance (dispatchers, in the demo rules) is
 * refused with 403.
 */
function readableBalances(request: FastifyRequest) {
  const ability = abilityOf(request);
  if (ability.cannot('read', partnerSubject, 'Balance'))
    throw new AppError(
      403,
      'FORBIDDEN',
      ability.relevantRuleFor('read', partnerSubject, 'Balance')?.reason ?? said('mayNotReadBalances'),
    );
  return accessibleWhere(ability, 'read', partnerSubject, businessPartnerConditionColumns);
}

/**
 * The finance reports beside the journal: the aging of open items (under the partners' rules, so
 * a sales user sees their own customers' without reading the journal) and a partner's account
 * statement (the journal's lines on the partner's control account, under JournalEntry).
 */
export function financeReportRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
    app.get(
      '/finance/aging',
      {
        config: {
          doc: {
            summary: "Customers' or vendors' open items aged by due date at a date, per partner",
            tag: 'finance',
            query: agingQuerySchema,
            response: agingAnswerSchema,
          },
          access: { action: 'read', subject: partnerSubject },
        },
      },
      async (request) => {
        const query = parseRequest(agingQuerySchema, request.query);
        const readable = readableBalances(request);
        const refDate = query.RefDate ?? today();
        const types = openItemTypes[query.Side];
        const bucket = (condition: string) =>
          sql`coalesce(sum(o.amount) filter (where ${sql.raw(condition)}), 0)::text`;
        const { rows } = await db.execute<AgingRow>(sql`
          select business_partners.card_code as "CardCode", business_partners.card_name as "CardName",
            ${bucket('o.days <= 30')} as "Days0to30",
            ${bucket('o.days between 31 and 60')} as "Days31to60",
            ${bucket('o.days between 61 and 90')} as "Days61to90",
            ${bucket('o.days > 90')} as "Over90",
            sum(o.amount)::text as "Total"
          from (
            select d.card_code, ${refDate}::date - d.doc_due_date as days,
              case when d.obj_type = ${types.downPayment} then -paid.at_date
                else case when d.obj_type = ${types.returns} then -1 else 1 end * (d.doc_total - paid.at_date)
              end as amount
            from documents d
            cross join lateral (
              -- What was paid of it at the date: today's PaidToDate less the payments posted after
              -- the date, plus those posted by then and cancelled after it.
              select d.paid_to_date - coalesce(sum(pi.applied_sys) filter (
                  where p.canceled = 'N' and p.doc_date > ${refDate}::date), 0)
                + coalesce(sum(pi.applied_sys) filter (
                  where p.canceled = 'Y' and p.doc_date <= ${refDate}::date
                    and coalesce(p.cancel_date, p.doc_date) > ${refDate}::date), 0) as at_date
              from payment_invoices pi join payments p on p.doc_entry = pi.doc_entry
              where pi.inv_type = d.obj_type and pi.inv_entry = d.doc_entry
            ) paid_by_payments
            cross join lateral (
              -- Less what credit memo reconciliations made after the date applied (a cancelled one
              -- has given its amount back already, and its memo is not shown at any date).
              select paid_by_payments.at_date - coalesce(sum(rl.recon_sum), 0) as at_date
              from reconciliation_lines rl join reconciliations r on r.recon_num = rl.recon_num
              where rl.src_obj_typ = d.obj_type and rl.src_obj_abs = d.doc_entry and r.canceled = 'N'
                and r.recon_date > ${refDate}::date
            ) paid
            where d.obj_type in (${types.owes}, ${types.returns}, ${types.downPayment}) and d.draft = 'N'
              and d.canceled = 'N' and d.doc_date <= ${refDate}::date
              and case when d.obj_type = ${types.downPayment} then paid.at_date <> 0
                else d.doc_total <> paid.at_date end
            union all
            select p.card_code, ${refDate}::date - p.doc_date as days, -(p.open_bal * p.doc_rate) as amount
            from payments p
            where p.obj_type = ${types.payment} and p.open_bal > 0 and p.doc_date <= ${refDate}::date
              and (p.canceled = 'N' or coalesce(p.cancel_date, p.doc_date) > ${refDate}::date)
          ) o join business_partners on business_partners.card_code = o.card_code
          where business_partners.card_type = ${query.Side} and ${readable}
          group by business_partners.card_code, business_partners.card_name
          order by business_partners.card_code`);
        const sum = (of: (row: AgingRow) => string) =>
          rows.reduce((total, row) => total.plus(of(row)), Decimal.zero).toString();
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            Side: query.Side,
            RefDate: refDate,
            data: rows,
            totals: {
              Days0to30: sum((row) => row.Days0to30),
              Days31to60: sum((row) => row.Days31to60),
              Days61to90: sum((row) => row.Days61to90),
              Over90: sum((row) => row.Over90),
              Total: sum((row) => row.Total),
            },
          },
        };
      },
    );
    app.get(
      '/finance/reconciliations',
      {
        config: {
          doc: {
            summary:
              'The internal reconciliations a document takes part in (a credit memo applied against its invoices), with their lines',
            tag: 'finance',
            query: reconciliationsQuerySchema,
            response: reconciliationsAnswerSchema,
          },
          access: { action: 'read', subject: partnerSubject },
        },
      },
      async (request) => {
        const query = parseRequest(reconciliationsQuerySchema, request.query);
        // Reconciled amounts are open amounts by another road: the aging's rule holds.
        const readable = readableBalances(request);
        const { rows } = await db.execute<Reconciliation>(sql`
          select r.recon_num as "ReconNum", to_char(r.recon_date, 'YYYY-MM-DD') as "ReconDate",
            r.recon_type as "ReconType", r.card_code as "CardCode", r.total::text as "Total",
            r.init_obj_typ as "InitObjTyp", r.init_obj_abs as "InitObjAbs", r.canceled as "Canceled",
            to_char(r.cancel_date, 'YYYY-MM-DD') as "CancelDate",
            (select json_agg(json_build_object('LineSeq', l.line_seq, 'SrcObjTyp', l.src_obj_typ,
                'SrcObjAbs', l.src_obj_abs, 'DocNum', d.doc_num, 'ShortName', l.short_name,
                'IsCredit', l.is_credit, 'ReconSum', l.recon_sum::text, 'ReconSumFC', l.recon_sum_fc::text,
                'FrgnCurr', l.frgn_curr) order by l.line_seq)
              from reconciliation_lines l
              left join documents d on d.obj_type = l.src_obj_typ and d.doc_entry = l.src_obj_abs
              where l.recon_num = r.recon_num) as lines
          from reconciliations r join business_partners on business_partners.card_code = r.card_code
          where ${readable} and exists (select 1 from reconciliation_lines x where x.recon_num = r.recon_num
            and x.src_obj_typ = ${query.ObjType} and x.src_obj_abs = ${query.DocEntry})
          order by r.recon_num`);
        return { ResultCode: resultCodeOk, ResponseData: { data: rows } };
      },
    );
    app.get(
      '/finance/account-statement',
      {
        config: {
          doc: {
            summary:
              "A partner's account statement: the journal's lines on their control account, with a running balance",
            tag: 'finance',
            query: accountStatementQuerySchema,
            response: accountStatementAnswerSchema,
          },
          access: { action: 'read', subject: journalSubject },
        },
      },
      async (request) => {
        const query = parseRequest(accountStatementQuerySchema, request.query);
        const from = query.DateFrom ? sql`${query.DateFrom}::date` : sql`null::date`;
        const to = query.DateTo ? sql`${query.DateTo}::date` : sql`null::date`;
        // A partner's control lines are those whose ShortName is the partner rather than the
        // account (journal_lines_short_name_idx finds them).
        const lines = sql`
          select l.trans_id, l.line_id, e.ref_date, e.trans_type, e.base_ref, e.memo, l.account, l.debit, l.credit
          from journal_lines l join journal_entries e on e.trans_id = l.trans_id
          where l.short_name = ${query.CardCode} and l.account <> l.short_name`;
        const { rows: heads } = await db.execute<{
          CardName: string;
          CardType: string;
          OpeningBalance: string;
        }>(sql`
          select p.card_name as "CardName", p.card_type as "CardType",
            (select coalesce(sum(x.debit - x.credit), 0) from (${lines}) x where x.ref_date < ${from})::text
              as "OpeningBalance"
          from business_partners p where p.card_code = ${query.CardCode}`);
        const head = heads[0];
        if (!head) throw notFound(said('partnerNotFound', { code: query.CardCode }));
        const { rows } = await db.execute<StatementLine>(sql`
          select x.trans_id as "TransId", x.line_id as "Line_ID", to_char(x.ref_date, 'YYYY-MM-DD') as "RefDate",
            x.trans_type as "TransType", x.base_ref as "BaseRef", d.doc_num as "DocNum", x.memo as "Memo",
            x.account as "Account", x.debit::text as "Debit", x.credit::text as "Credit",
            (${head.OpeningBalance}::numeric + sum(x.debit - x.credit)
              over (order by x.ref_date, x.trans_id, x.line_id))::text as "Balance"
          from (${lines}) x
          left join documents d on d.obj_type = x.trans_type and d.doc_entry = x.base_ref
          where (${from} is null or x.ref_date >= ${from}) and (${to} is null or x.ref_date <= ${to})
          order by x.ref_date, x.trans_id, x.line_id`);
        const sum = (of: (row: StatementLine) => string) =>
          rows.reduce((total, row) => total.plus(of(row)), Decimal.zero);
        const debit = sum((row) => row.Debit);
        const credit = sum((row) => row.Credit);
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            CardCode: query.CardCode,
            CardName: head.CardName,
            CardType: head.CardType,
            DateFrom: query.DateFrom ?? null,
            DateTo: query.DateTo ?? null,
            OpeningBalance: head.OpeningBalance,
            data: rows,
            Debit: debit.toString(),
            Credit: credit.toString(),
            ClosingBalance: Decimal.of(head.OpeningBalance).plus(debit).minus(credit).toString(),
          },
        };
      },
    );
  };
}
