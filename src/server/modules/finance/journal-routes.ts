import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type JournalEntry,
  journalEntriesAnswerSchema,
  journalEntriesQuerySchema,
  journalEntryAnswerSchema,
  journalEntryParamsSchema,
  journalSubject,
  type TrialBalanceRow,
  trialBalanceAnswerSchema,
  trialBalanceQuerySchema,
} from '../../../shared/api/journal';
import { Decimal } from '../../../shared/money/decimal';
import type { Database, Db } from '../../db/database';
import { notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { parseRequest } from '../../http/parse-request';

/** Entries with their lines, newest first, as the list and the entry view answer them. */
async function readEntries(db: Db, where: SQL, top: number, skip = 0): Promise<JournalEntry[]> {
  const { rows } = await db.execute<JournalEntry>(sql`
    select e.trans_id as "TransId", e.trans_type as "TransType", e.base_ref as "BaseRef",
      to_char(e.ref_date, 'YYYY-MM-DD') as "RefDate", e.memo as "Memo", e.user_sign as "UserSign",
      (select d.doc_num from documents d where d.obj_type = e.trans_type and d.doc_entry = e.base_ref) as "DocNum",
      (select min(c.short_name) from journal_lines c where c.trans_id = e.trans_id and c.short_name <> c.account)
        as "CardCode",
      (select json_agg(json_build_object('Line_ID', l.line_id, 'Account', l.account, 'AcctName', a.acct_name,
          'ShortName', l.short_name, 'Debit', l.debit::text, 'Credit', l.credit::text) order by l.line_id)
        from journal_lines l join gl_accounts a on a.acct_code = l.account
        where l.trans_id = e.trans_id) as "Lines"
    from journal_entries e
    where ${where}
    order by e.trans_id desc
    limit ${top} offset ${skip}`);
  return rows.map((row) => ({ ...row, Lines: row.Lines ?? [] }));
}

/**
 * The journal (issue 22), under the rules of the JournalEntry subject: its entries with their
 * lines (a document's, or by posting date), one entry, and the trial balance, each account's
 * debits and credits summed from the journal lines up to a date.
 */
export function journalRoutes(database: Database) {
  const db = database.db;
  const access = { action: 'read', subject: journalSubject } as const;
  return async (app: FastifyInstance) => {
    app.get(
      '/finance/journal-entries',
      {
        config: {
          doc: {
            summary: "Journal entries with their lines, newest first: a document's, or by posting date",
            tag: 'finance',
            query: journalEntriesQuerySchema,
            response: journalEntriesAnswerSchema,
          },
          access,
        },
      },
      async (request) => {
        const query = parseRequest(journalEntriesQuerySchema, request.query);
        const conditions = [
          query.TransType === undefined ? undefined : sql`e.trans_type = ${query.TransType}`,
          query.BaseRef === undefined ? undefined : sql`e.base_ref = ${query.BaseRef}::int`,
          query.DateFrom === undefined ? undefined : sql`e.ref_date >= ${query.DateFrom}::date`,
          query.DateTo === undefined ? undefined : sql`e.ref_date <= ${query.DateTo}::date`,
          query.Account === undefined
            ? undefined
            : sql`exists (select 1 from journal_lines a where a.trans_id = e.trans_id and a.account = ${query.Account})`,
          query.ShortName === undefined
            ? undefined
            : sql`exists (select 1 from journal_lines p where p.trans_id = e.trans_id and p.short_name = ${query.ShortName})`,
          query.Before === undefined ? undefined : sql`e.trans_id < ${query.Before}::int`,
        ].filter((condition) => condition !== undefined);
        const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
        const entries = await readEntries(db, where, query.Top + 1, query.Skip);
        const page = entries.slice(0, query.Top);
        const counted =
          query.Count === '1'
            ? await db.execute<{ total: number }>(
                sql`select count(*)::int as total from journal_entries e where ${where}`,
              )
            : undefined;
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            data: page,
            next: entries.length > query.Top ? (page[page.length - 1]?.TransId ?? null) : null,
            total: counted?.rows[0]?.total ?? null,
          },
        };
      },
    );
    app.get(
      '/finance/journal-entries/:TransId',
      {
        config: {
          doc: {
            summary: 'One journal entry with its lines',
            tag: 'finance',
            params: journalEntryParamsSchema,
            response: journalEntryAnswerSchema,
          },
          access,
        },
      },
      async (request) => {
        const { TransId } = parseRequest(journalEntryParamsSchema, request.params);
        const [entry] = await readEntries(db, sql`e.trans_id = ${TransId}::int`, 1);
        if (!entry) throw notFound(said('journalEntryNotFound', { id: TransId }));
        return { ResultCode: resultCodeOk, ResponseData: entry };
      },
    );
    app.get(
      '/finance/trial-balance',
      {
        config: {
          doc: {
            summary: 'Trial balance: debits and credits per account from the journal, up to a date',
            tag: 'finance',
            query: trialBalanceQuerySchema,
            response: trialBalanceAnswerSchema,
          },
          access,
        },
      },
      async (request) => {
        const { RefDate } = parseRequest(trialBalanceQuerySchema, request.query);
        const until = RefDate ? sql`where e.ref_date <= ${RefDate}::date` : sql``;
        const { rows } = await db.execute<TrialBalanceRow>(sql`
          select a.acct_code as "AcctCode", a.acct_name as "AcctName", t.debit::text as "Debit",
            t.credit::text as "Credit", (t.debit - t.credit)::text as "Balance"
          from (
            select l.account, sum(l.debit) as debit, sum(l.credit) as credit
            from journal_lines l join journal_entries e on e.trans_id = l.trans_id ${until}
            group by l.account
          ) t join gl_accounts a on a.acct_code = t.account
          order by a.acct_code`);
        const sum = (of: (row: TrialBalanceRow) => string) =>
          rows.reduce((total, row) => total.plus(of(row)), Decimal.zero).toString();
        return {
          ResultCode: resultCodeOk,
          ResponseData: {
            RefDate: RefDate ?? null,
            data: rows,
            Debit: sum((row) => row.Debit),
            Credit: sum((row) => row.Credit),
          },
        };
      },
    );
  };
}
