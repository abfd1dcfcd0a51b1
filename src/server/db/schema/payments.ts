import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, yesNo } from './columns';
import { numberingSeries } from './documents';
import { creditCards, currencies, glAccounts, houseBankAccounts } from './finance';
import { businessPartners } from './partners';

/**
 * ORCT and OVPM in one table (issue 22): incoming payments (ObjType 24) and outgoing payments (46)
 * have the same columns in SAP Business One, so one table keyed by DocEntry (one identity for both
 * kinds) holds them, ObjType telling them apart. The means in cash and by bank transfer are on the
 * header as in SAP; checks and credit cards are lines of their own. Amounts are in DocCurr; the
 * local-currency figures are the journal's.
 */
export const payments = pgTable(
  'payments',
  {
    DocEntry: integer('doc_entry').primaryKey().generatedByDefaultAsIdentity(),
    ObjType: varchar('obj_type', { length: 20 }).notNull().$type<'24' | '46'>(),
    DocNum: integer('doc_num').notNull(),
    Series: integer('series')
      .notNull()
      .references(() => numberingSeries.Series),
    DocDate: date('doc_date').notNull(),
    DocDueDate: date('doc_due_date').notNull(),
    TaxDate: date('tax_date').notNull(),
    /** The partner who pays (24) or is paid (46); a settled document may be another's (third party). */
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    CardName: text('card_name').notNull(),
    ThirdParty: yesNo('third_party').notNull().default('N'),
    DocCurr: varchar('doc_curr', { length: 3 })
      .notNull()
      .references(() => currencies.CurrCode),
    DocRate: amount('doc_rate').notNull().default('1'),
    DocTotal: amount('doc_total').notNull(),
    DocTotalSys: amount('doc_total_sys').notNull(),
    /** The part no document took: a payment on account. */
    OpenBal: amount('open_bal').notNull().default('0'),
    CashSum: amount('cash_sum').notNull().default('0'),
    CashAcct: varchar('cash_acct', { length: 15 }).references(() => glAccounts.AcctCode),
    TrsfrSum: amount('trsfr_sum').notNull().default('0'),
    TrsfrAcct: varchar('trsfr_acct', { length: 15 }).references(() => glAccounts.AcctCode),
    HouseBankAcct: integer('house_bank_acct').references(() => houseBankAccounts.AbsEntry),
    TrsfrRef: varchar('trsfr_ref', { length: 100 }),
    TrsfrDate: date('trsfr_date'),
    CheckAcct: varchar('check_acct', { length: 15 }).references(() => glAccounts.AcctCode),
    CheckSum: amount('check_sum').notNull().default('0'),
    CreditSum: amount('credit_sum').notNull().default('0'),
    CounterRef: varchar('counter_ref', { length: 100 }),
    Comments: text('comments'),
    JrnlMemo: varchar('jrnl_memo', { length: 50 }),
    DocStatus: varchar('doc_status', { length: 1 }).notNull().$type<'O' | 'C'>().default('O'),
    Canceled: yesNo('canceled').notNull().default('N'),
    CancelDate: date('cancel_date'),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_list_idx').on(t.ObjType, t.DocEntry),
    index('payments_card_idx').on(t.ObjType, t.CardCode, t.DocEntry),
    index('payments_date_idx').on(t.ObjType, t.DocDate),
  ],
);

/**
 * RCT2/VPM2: the documents a payment settled. SumApplied is in the payment's currency, AppliedFC
 * in the document's, AppliedSys the local amount taken off the document's PaidToDate (its book
 * value at the document's rate), ExchDiff what the line posted to the exchange account.
 */
export const paymentInvoices = pgTable(
  'payment_invoices',
  {
    DocEntry: integer('doc_entry')
      .notNull()
      .references(() => payments.DocEntry),
    LineNum: smallint('line_num').notNull(),
    InvType: varchar('inv_type', { length: 20 }).notNull(),
    InvEntry: integer('inv_entry').notNull(),
    /** The settled document's partner (another than the payment's in a third-party payment). */
    CardCode: varchar('card_code', { length: 15 }).notNull(),
    SumApplied: amount('sum_applied').notNull(),
    AppliedFC: amount('applied_fc').notNull(),
    AppliedSys: amount('applied_sys').notNull(),
    ExchDiff: amount('exch_diff').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.DocEntry, t.LineNum] }),
    index('payment_invoices_doc_idx').on(t.InvType, t.InvEntry),
  ],
);

/** RCT1: checks. */
export const paymentChecks = pgTable(
  'payment_checks',
  {
    DocEntry: integer('doc_entry')
      .notNull()
      .references(() => payments.DocEntry),
    LineNum: smallint('line_num').notNull(),
    CheckNum: integer('check_num').notNull(),
    BankCode: varchar('bank_code', { length: 30 }).notNull(),
    DueDate: date('due_date').notNull(),
    CheckSum: amount('check_sum').notNull(),
    CountryCod: varchar('country_cod', { length: 3 }),
    Branch: varchar('branch', { length: 50 }),
    AcctNum: varchar('acct_num', { length: 50 }),
  },
  (t) => [primaryKey({ columns: [t.DocEntry, t.LineNum] })],
);

/** RCT3: credit card vouchers; only the card number's last four digits are kept. */
export const paymentCreditCards = pgTable(
  'payment_credit_cards',
  {
    DocEntry: integer('doc_entry')
      .notNull()
      .references(() => payments.DocEntry),
    LineNum: smallint('line_num').notNull(),
    CreditCard: integer('credit_card')
      .notNull()
      .references(() => creditCards.CreditCard),
    CrCardNum: varchar('cr_card_num', { length: 4 }).notNull(),
    CardValid: date('card_valid'),
    VoucherNum: varchar('voucher_num', { length: 20 }).notNull(),
    CreditSum: amount('credit_sum').notNull(),
    NumOfPmnts: smallint('num_of_pmnts').notNull().default(1),
    CreditAcct: varchar('credit_acct', { length: 15 })
      .notNull()
      .references(() => glAccounts.AcctCode),
  },
  (t) => [primaryKey({ columns: [t.DocEntry, t.LineNum] })],
);
