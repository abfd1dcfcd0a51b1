import { z } from 'zod';
import { decimalString, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * The finance reports read from open documents and the journal (issue 22): the aging of
 * customers' and vendors' open items, and a partner's account statement.
 */

/** The sides of the aging: customers (receivables) or vendors (payables), as CardType says. */
export const agingSides = ['C', 'S'] as const;
export type AgingSide = (typeof agingSides)[number];

/** The aging's buckets by days past the due date at the aging date; not yet due counts in the first. */
export const agingBuckets = ['Days0to30', 'Days31to60', 'Days61to90', 'Over90'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** The day each bucket starts at, days past due (the first takes everything below 31). */
export const agingBucketStarts: Record<AgingBucket, number> = {
  Days0to30: Number.NEGATIVE_INFINITY,
  Days31to60: 31,
  Days61to90: 61,
  Over90: 91,
};

/** The bucket of an open item `daysPastDue` days past its due date. */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  const found = [...agingBuckets].reverse().find((bucket) => daysPastDue >= agingBucketStarts[bucket]);
  return found ?? 'Days0to30';
}

/** GET /finance/aging: the open items of one side, per partner, aged at a date (today when left out). */
export const agingQuerySchema = z.strictObject({
  Side: z.enum(agingSides).default('C'),
  RefDate: isoDate.optional(),
});
export type AgingQuery = z.infer<typeof agingQuerySchema>;

const bucketAmounts = {
  Days0to30: decimalString,
  Days31to60: decimalString,
  Days61to90: decimalString,
  Over90: decimalString,
  /** The sum of the buckets: what the partner owes (a customer) or is owed (a vendor). */
  Total: decimalString,
};

export const agingRowSchema = z.object({
  CardCode: z.string(),
  CardName: z.string(),
  ...bucketAmounts,
});
export type AgingRow = z.infer<typeof agingRowSchema>;

export const agingAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    Side: z.enum(agingSides),
    RefDate: isoDate,
    data: z.array(agingRowSchema),
    totals: z.object(bucketAmounts),
  }),
});
export type AgingAnswer = z.infer<typeof agingAnswerSchema>;

/** GET /finance/account-statement: a partner's control-account lines between two posting dates. */
export const accountStatementQuerySchema = z.strictObject({
  CardCode: z.string().min(1).max(15),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
});
export type AccountStatementQuery = z.infer<typeof accountStatementQuerySchema>;

export const statementLineSchema = z.object({
  TransId: z.number().int(),
  Line_ID: z.number().int(),
  RefDate: isoDate,
  TransType: z.string(),
  BaseRef: z.number().int(),
  /** The source document's number, when the entry comes from a marketing document. */
  DocNum: z.number().int().nullable(),
  Memo: z.string().nullable(),
  Account: z.string(),
  Debit: decimalString,
  Credit: decimalString,
  /** The opening balance plus every line up to this one, debit minus credit. */
  Balance: decimalString,
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const accountStatementAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    CardCode: z.string(),
    CardName: z.string(),
    CardType: z.string(),
    DateFrom: isoDate.nullable(),
    DateTo: isoDate.nullable(),
    /** Debit minus credit of every line before DateFrom (zero without DateFrom). */
    OpeningBalance: decimalString,
    data: z.array(statementLineSchema),
    Debit: decimalString,
    Credit: decimalString,
    ClosingBalance: decimalString,
  }),
});
export type AccountStatementAnswer = z.infer<typeof accountStatementAnswerSchema>;

/** GET /finance/reconciliations: the internal reconciliations (OITR) a document takes part in. */
export const reconciliationsQuerySchema = z.strictObject({
  ObjType: z.string().regex(/^\d{1,10}$/),
  DocEntry: z.coerce.number().int().positive().max(2_147_483_647),
});

/** ITR1: one document of a reconciliation; IsCredit says the side it posts to the partner. */
export const reconciliationLineSchema = z.object({
  LineSeq: z.number().int(),
  SrcObjTyp: z.string(),
  SrcObjAbs: z.number().int(),
  DocNum: z.number().int().nullable(),
  ShortName: z.string(),
  IsCredit: z.enum(['C', 'D']),
  /** The local amount added to the document's PaidToDate. */
  ReconSum: decimalString,
  /** The same in the document's currency (FrgnCurr). */
  ReconSumFC: decimalString,
  FrgnCurr: z.string(),
});

export const reconciliationSchema = z.object({
  ReconNum: z.number().int(),
  ReconDate: isoDate,
  ReconType: z.literal('credit-memo'),
  CardCode: z.string(),
  Total: decimalString,
  InitObjTyp: z.string(),
  InitObjAbs: z.number().int(),
  Canceled: z.enum(['Y', 'N']),
  CancelDate: isoDate.nullable(),
  lines: z.array(reconciliationLineSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const reconciliationsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(reconciliationSchema) }),
});
