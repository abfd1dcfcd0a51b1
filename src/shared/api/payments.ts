import { z } from 'zod';
import {
  boundedText,
  decimalString,
  int4Key,
  int4KeyText,
  isoDate,
  nonNegativeDecimal,
  positiveDecimal,
  yesNoFlag,
} from '../wire/wire-formats';
import { documentPdfQuerySchema } from './document-pdf';
import { listCursorSchema, listEnvelopeSchema, resultCodeOk } from './envelopes';

/**
 * Payments (issue 22): incoming payments (ORCT, object 24) from customers and outgoing payments
 * (OVPM, object 46) to vendors, as SAP Business One keeps them: a header with the cash and bank
 * transfer means, the documents it settles (RCT2/VPM2), its checks (RCT1) and credit card
 * vouchers (RCT3). One contract for both kinds; the path says which (`/payments/incoming`,
 * `/payments/outgoing`).
 */
export const paymentKinds = ['incoming', 'outgoing'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** Each kind's object type, permission subject and the documents it settles. */
export const paymentKindOf: Readonly<
  Record<
    PaymentKind,
    {
      ObjType: '24' | '46';
      subject: 'IncomingPayment' | 'VendorPayment';
      /** Invoices and down payments it pays (the partner owes them) and credit memos it takes off. */
      settles: readonly string[];
      creditMemos: readonly string[];
    }
  >
> = {
  incoming: { ObjType: '24', subject: 'IncomingPayment', settles: ['13', '203'], creditMemos: ['14'] },
  outgoing: { ObjType: '46', subject: 'VendorPayment', settles: ['18', '204'], creditMemos: ['19'] },
};

export const paymentKindSchema = z.enum(paymentKinds);

/** The object types a payment line may name (invoices, credit memos and down payments). */
export const appliedObjTypeSchema = z.enum(['13', '14', '203', '18', '19', '204']);

const amount = positiveDecimal();
const glAccount = boundedText(15);

/** RCT2/VPM2: one document settled by the payment, SumApplied in the payment's currency. */
export const paymentInvoiceInputSchema = z.strictObject({
  DocEntry: int4Key,
  InvoiceType: appliedObjTypeSchema,
  SumApplied: amount,
});

/** RCT1: a check received (or written), posted to the payment's CheckAccount. */
export const paymentCheckInputSchema = z.strictObject({
  CheckNumber: int4Key,
  BankCode: boundedText(30).min(1),
  DueDate: isoDate,
  CheckSum: amount,
  CountryCode: boundedText(3).optional(),
  Branch: boundedText(50).optional(),
  AccounttNum: boundedText(50).optional(),
});

/** RCT3: a credit card voucher, posted to the credit card's G/L account (credit cards setup). */
export const paymentCreditCardInputSchema = z.strictObject({
  CreditCard: int4Key,
  /** The card number's last four digits, never more. */
  CreditCardNumber: z.string().regex(/^\d{4}$/, 'must be the last four digits of the card'),
  CardValidUntil: isoDate.optional(),
  VoucherNum: boundedText(20).min(1),
  CreditSum: amount,
  NumOfPayments: z.number().int().min(1).max(99).optional(),
});

/**
 * POST /payments/{kind}: a payment from (incoming) or to (outgoing) CardCode. The means are cash
 * (CashSum on CashAccount), a bank transfer (TransferSum on a house bank account's G/L account or
 * TransferAccount), checks and credit cards; what they total beyond the documents settled is a
 * payment on account. A settled document of another partner makes it a third-party payment:
 * CardCode paid for that partner's document. Amounts are in DocCurrency (the local currency when
 * left out); a foreign-currency payment settles documents of its own currency only, a local one
 * foreign documents too (each line's SumApplied in local currency, worth SumApplied / the rate of
 * DocDate in the document's currency).
 */
export const paymentCreateSchema = z.strictObject({
  CardCode: boundedText(15).min(1),
  DocDate: isoDate.optional(),
  DueDate: isoDate.optional(),
  TaxDate: isoDate.optional(),
  Series: int4Key.optional(),
  DocCurrency: boundedText(3).min(3).optional(),
  /** Local currency per unit of DocCurrency; the exchange rate of DocDate when left out. */
  DocRate: positiveDecimal().optional(),
  CounterReference: boundedText(100).optional(),
  Remarks: boundedText(254, { multiline: true }).optional(),
  JournalRemarks: boundedText(50).optional(),
  CashSum: nonNegativeDecimal().optional(),
  CashAccount: glAccount.optional(),
  TransferSum: nonNegativeDecimal().optional(),
  /** A house bank account (DSC1 AbsEntry): the transfer posts to its G/L account. */
  HouseBankAccount: int4Key.optional(),
  /** The transfer's G/L account when no house bank account is named. */
  TransferAccount: glAccount.optional(),
  TransferReference: boundedText(100).optional(),
  TransferDate: isoDate.optional(),
  /** Where checks post; the first active account of the Checks group when left out. */
  CheckAccount: glAccount.optional(),
  PaymentChecks: z.array(paymentCheckInputSchema).max(100).default([]),
  PaymentCreditCards: z.array(paymentCreditCardInputSchema).max(100).default([]),
  PaymentInvoices: z.array(paymentInvoiceInputSchema).max(500).default([]),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;
export type PaymentCreateParsed = z.output<typeof paymentCreateSchema>;

export const paymentInvoiceSchema = z.object({
  LineNum: z.number().int(),
  DocEntry: z.number().int(),
  InvoiceType: z.string(),
  DocNum: z.number().int(),
  /** The settled document's partner: another than the payment's in a third-party payment. */
  CardCode: z.string(),
  CardName: z.string(),
  DocCurrency: z.string(),
  /** In the payment's currency. */
  SumApplied: decimalString,
  /** In the settled document's currency. */
  AppliedFC: decimalString,
  /** What the line took off the document's paid amount in local currency (its book value). */
  AppliedSys: decimalString,
  /** The exchange rate difference the line posted (local currency; positive: a gain). */
  ExchangeDiff: decimalString,
});
export type PaymentInvoice = z.infer<typeof paymentInvoiceSchema>;

export const paymentCheckSchema = z.object({
  LineNum: z.number().int(),
  CheckNumber: z.number().int(),
  BankCode: z.string(),
  DueDate: isoDate,
  CheckSum: decimalString,
  CountryCode: z.string().nullable(),
  Branch: z.string().nullable(),
  AccounttNum: z.string().nullable(),
});
export type PaymentCheck = z.infer<typeof paymentCheckSchema>;

export const paymentCreditCardSchema = z.object({
  LineNum: z.number().int(),
  CreditCard: z.number().int(),
  CardName: z.string(),
  CreditCardNumber: z.string(),
  CardValidUntil: isoDate.nullable(),
  VoucherNum: z.string(),
  CreditSum: decimalString,
  NumOfPayments: z.number().int(),
  CreditAcct: z.string(),
});
export type PaymentCreditCard = z.infer<typeof paymentCreditCardSchema>;

/** A payment's header as lists answer it. */
export const paymentHeaderSchema = z.object({
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  ObjType: z.enum(['24', '46']),
  Series: z.number().int(),
  DocDate: isoDate,
  DueDate: isoDate,
  TaxDate: isoDate,
  CardCode: z.string(),
  CardName: z.string(),
  /** Y when the payment settles a document of another partner. */
  ThirdParty: yesNoFlag,
  DocCurrency: z.string(),
  DocRate: decimalString,
  /** The means in total, in DocCurrency. */
  DocTotal: decimalString,
  /** The same in local currency. */
  DocTotalSys: decimalString,
  /** What no document took: a payment on account, in DocCurrency. */
  OpenBal: decimalString,
  CashSum: decimalString,
  CashAccount: z.string().nullable(),
  TransferSum: decimalString,
  TransferAccount: z.string().nullable(),
  HouseBankAccount: z.number().int().nullable(),
  TransferReference: z.string().nullable(),
  TransferDate: isoDate.nullable(),
  CheckAccount: z.string().nullable(),
  CheckSum: decimalString,
  CreditSum: decimalString,
  CounterReference: z.string().nullable(),
  Remarks: z.string().nullable(),
  JournalRemarks: z.string().nullable(),
  /** The journal entry the payment wrote (OJDT TransId). */
  TransId: z.number().int().nullable(),
  /** O open, C cancelled (SAP keeps a cancelled payment closed with Canceled Y). */
  DocStatus: z.enum(['O', 'C']),
  Cancelled: yesNoFlag,
  CancelDate: isoDate.nullable(),
  UserSign: z.number().int().nullable(),
});
export type PaymentHeader = z.infer<typeof paymentHeaderSchema>;

export const paymentSchema = paymentHeaderSchema.extend({
  PaymentInvoices: z.array(paymentInvoiceSchema),
  PaymentChecks: z.array(paymentCheckSchema),
  PaymentCreditCards: z.array(paymentCreditCardSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: paymentSchema,
});

export const paymentParamsSchema = z.strictObject({ DocEntry: int4KeyText });

/** The fields a payments list may be sorted by; DocEntry (newest first) when none is asked. */
export const paymentSortFields = [
  'DocEntry',
  'DocNum',
  'DocDate',
  'DueDate',
  'CardCode',
  'CardName',
  'DocTotal',
] as const;
export type PaymentSortField = (typeof paymentSortFields)[number];

/**
 * GET /payments/{kind}: newest first unless `sort` (`DocDate:asc`, `DocTotal:desc`) says otherwise,
 * then by DocEntry; a page at a time (`after` the previous page's `next`).
 */
export const paymentListQuerySchema = z.strictObject({
  sort: z
    .string()
    .regex(new RegExp(`^(${paymentSortFields.join('|')})(:(asc|desc))?$`), {
      error: `must be one of ${paymentSortFields.join(', ')}, optionally followed by :asc or :desc`,
    })
    .transform((value) => {
      const [field, direction] = value.split(':') as [PaymentSortField, string | undefined];
      return { field, descending: direction === 'desc' };
    })
    .optional(),
  CardCode: boundedText(15).optional(),
  DocNum: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  Cancelled: yesNoFlag.optional(),
  /** A document the payment settled (its object type and DocEntry). */
  InvoiceType: appliedObjTypeSchema.optional(),
  InvoiceEntry: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  Top: z.coerce.number().int().min(1).max(500).default(50),
  after: listCursorSchema.optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuerySchema>;

export const paymentListAnswerSchema = listEnvelopeSchema(paymentHeaderSchema);

/** GET /payments/{kind}/open-items?CardCode=: a partner's documents still to pay. */
export const openItemsQuerySchema = z.strictObject({
  CardCode: boundedText(15).min(1),
  /** The date days overdue count to and whose rates value foreign items; today when left out. */
  AsOf: isoDate.optional(),
});

export const openItemSchema = z.object({
  ObjType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  CardCode: z.string(),
  CardName: z.string(),
  DocDate: isoDate,
  DocDueDate: isoDate,
  DocCurrency: z.string(),
  DocRate: decimalString,
  /** In the document's currency. */
  DocTotal: decimalString,
  PaidToDate: decimalString,
  OpenAmount: decimalString,
  /** The open amount in local currency at the document's own rate (its book value). */
  OpenAmountSys: decimalString,
  /** AsOf's rate of the document's currency (1 in the local currency); null when none is set. */
  Rate: decimalString.nullable(),
  /**
   * What a local-currency payment dated AsOf pays to settle it: the open amount at Rate, rounded
   * to DBSumDec (a local document's open amount); null when AsOf has no rate of its currency.
   */
  OpenAmountLC: decimalString.nullable(),
  /** Days past DocDueDate at AsOf; 0 when not yet due. */
  DaysOverdue: z.number().int(),
  /** -1 for a credit memo (it reduces what the payment settles), 1 otherwise. */
  Sign: z.union([z.literal(1), z.literal(-1)]),
  NumAtCard: z.string().nullable(),
});
export type OpenItem = z.infer<typeof openItemSchema>;

export const openItemsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    CardCode: z.string(),
    CardName: z.string(),
    /** The partner's balance (debit minus credit) in local currency. */
    Balance: decimalString,
    AsOf: isoDate,
    data: z.array(openItemSchema),
  }),
});
export type OpenItems = z.infer<typeof openItemsAnswerSchema>['ResponseData'];

/** POST /payments/{kind}/{DocEntry}/cancel */
export const paymentCancelSchema = z.strictObject({
  /** The cancellation's posting date; the payment's own when left out. */
  CancelDate: isoDate.optional(),
});

/** GET /payments/{kind}/{DocEntry}/pdf: the receipt (incoming) or remittance advice (outgoing). */
export const paymentPdfQuerySchema = documentPdfQuerySchema;

/** The object types of payments, each numbered in series of its own (ONNM ObjectCode). */
export const paymentObjectTypes = paymentKinds.map((kind) => paymentKindOf[kind].ObjType);
