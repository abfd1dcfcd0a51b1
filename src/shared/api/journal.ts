import { z } from 'zod';
import { decimalString, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/** The permission subject of the journal (OJDT/JDT1) and of the reports read from it. */
export const journalSubject = 'JournalEntry';

/** GET /finance/trial-balance: every account with postings up to a date (all when left out). */
export const trialBalanceQuerySchema = z.strictObject({ RefDate: isoDate.optional() });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuerySchema>;

export const trialBalanceRowSchema = z.object({
  AcctCode: z.string(),
  AcctName: z.string(),
  Debit: decimalString,
  Credit: decimalString,
  /** Debit minus credit. */
  Balance: decimalString,
});
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;

export const trialBalanceAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    RefDate: isoDate.nullable(),
    data: z.array(trialBalanceRowSchema),
    /** The sums of every account's debits and credits: equal, always. */
    Debit: decimalString,
    Credit: decimalString,
  }),
});
export type TrialBalanceAnswer = z.infer<typeof trialBalanceAnswerSchema>;
