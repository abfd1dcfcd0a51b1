import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  journalSubject,
  type TrialBalanceRow,
  trialBalanceAnswerSchema,
  trialBalanceQuerySchema,
} from '../../../shared/api/journal';
import { Decimal } from '../../../shared/money/decimal';
import type { Database } from '../../db/database';
import { parseRequest } from '../../http/parse-request';

/**
 * The journal's reports (issue 22), under the rules of the JournalEntry subject: the trial
 * balance, each account's debits and credits summed from the journal lines up to a date.
 */
export function journalRoutes(database: Database) {
  const db = database.db;
  return async (app: FastifyInstance) => {
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
          access: { action: 'read', subject: journalSubject },
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
