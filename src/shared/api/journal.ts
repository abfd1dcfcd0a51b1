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

/**
 * GET /finance/journal-entries: entries newest first, with their lines; narrowed to one source
 * document (TransType with BaseRef), to posting dates, to an account or a partner, a page at a
 * time before a TransId.
 */
export const journalEntriesQuerySchema = z.strictObject({
  TransType: z.string().max(20).optional(),
  BaseRef: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  /** Entries with a line on this account, or on this partner's control account (ShortName). */
  Account: z.string().min(1).max(15).optional(),
  ShortName: z.string().min(1).max(15).optional(),
  Before: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  Top: z.coerce.number().int().min(1).max(500).default(100),
  /** Entries skipped before the page: a jump to a page whose previous one is not at hand. */
  Skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  /** 1: the answer counts every entry that matches (the grid's first page). */
  Count: z.enum(['0', '1']).default('0'),
});
export type JournalEntriesQuery = z.infer<typeof journalEntriesQuerySchema>;

export const journalEntryParamsSchema = z.strictObject({
  TransId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const journalLineSchema = z.object({
  Line_ID: z.number().int(),
  Account: z.string(),
  AcctName: z.string(),
  ShortName: z.string(),
  Debit: decimalString,
  Credit: decimalString,
});

export const journalEntrySchema = z.object({
  TransId: z.number().int(),
  TransType: z.string(),
  BaseRef: z.number().int(),
  RefDate: isoDate,
  Memo: z.string().nullable(),
  UserSign: z.number().int().nullable(),
  /** The source document's number, when the entry comes from a marketing document. */
  DocNum: z.number().int().nullable(),
  /** The partner of the entry's control line, if it has one. */
  CardCode: z.string().nullable(),
  Lines: z.array(journalLineSchema),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalEntriesAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    data: z.array(journalEntrySchema),
    /** The TransId to ask `Before` for the next page; null when none is left. */
    next: z.number().int().nullable(),
    /** How many entries match, when Count=1 asked. */
    total: z.number().int().nullable().optional(),
  }),
});

export const journalEntryAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: journalEntrySchema,
});
