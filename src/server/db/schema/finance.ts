import {
  type AnyPgColumn,
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';

/** OCRN */
export const currencies = pgTable('currencies', {
  CurrCode: varchar('curr_code', { length: 3 }).primaryKey(),
  CurrName: text('curr_name').notNull(),
  DocCurrCod: varchar('doc_curr_cod', { length: 3 }),
  Decimals: smallint('decimals').notNull().default(2),
  Locked: yesNo('locked').notNull().default('N'),
  version: version(),
});

/** ORTT: exchange rate of a currency against the local currency on a date. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    RateDate: varchar('rate_date', { length: 10 }).notNull(),
    Currency: varchar('currency', { length: 3 })
      .notNull()
      .references(() => currencies.CurrCode),
    Rate: amount('rate').notNull(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.RateDate, t.Currency] })],
);

/** OVTG: Category O is output (sales) tax, I is input (purchase) tax. */
export const taxGroups = pgTable('tax_groups', {
  Code: varchar('code', { length: 8 }).primaryKey(),
  Name: text('name').notNull(),
  Rate: amount('rate').notNull(),
  Category: varchar('category', { length: 1 }).notNull().$type<'O' | 'I'>(),
  Inactive: yesNo('inactive').notNull().default('N'),
  version: version(),
});

/**
 * OACT: a tree of accounts up to ten levels deep; titles (drawers, Postable = N) group accounts,
 * only postable (Postable = Y) accounts take postings.
 */
export const glAccounts = pgTable('gl_accounts', {
  AcctCode: varchar('acct_code', { length: 15 }).primaryKey(),
  AcctName: text('acct_name').notNull(),
  FatherNum: varchar('father_num', { length: 15 }).references((): AnyPgColumn => glAccounts.AcctCode),
  Levels: smallint('levels').notNull(),
  Postable: yesNo('postable').notNull(),
  ActType: varchar('act_type', { length: 1 }).notNull().$type<'I' | 'E' | 'N'>(),
  GroupMask: smallint('group_mask').notNull(),
  /** Specification section 7 asks for active accounts in three groups: Default, Checks, Revenue. */
  AcctGroup: varchar('acct_group', { length: 10 }).notNull().default('Default'),
  active: boolean('active').notNull().default(true),
  /** The one currency the account is kept in; null is SAP's "##" (all currencies). */
  ActCurr: varchar('act_curr', { length: 3 }).references(() => currencies.CurrCode),
  version: version(),
});

/** OCRC */
export const creditCards = pgTable('credit_cards', {
  CreditCard: integer('credit_card').primaryKey(),
  CardName: text('card_name').notNull(),
  AcctCode: varchar('acct_code', { length: 15 }).references(() => glAccounts.AcctCode),
  Phone: text('phone'),
});

/** OCTG */
export const paymentTerms = pgTable('payment_terms', {
  GroupNum: integer('group_num').primaryKey(),
  PymntGroup: text('pymnt_group').notNull(),
  ExtraDays: integer('extra_days').notNull().default(0),
  ExtraMonth: integer('extra_month').notNull().default(0),
  DiscountPercent: amount('discount_percent').notNull().default('0'),
  version: version(),
});

/**
 * OEXD: a freight or other additional expense added to documents, with its revenue and expense
 * accounts, tax groups and how it is shared among the lines (DistrbMthd: N none, Q quantity,
 * V volume, W weight, E equally, T row total).
 */
export const freightCharges = pgTable('freight_charges', {
  ExpnsCode: integer('expns_code').primaryKey(),
  ExpnsName: text('expns_name').notNull(),
  RevAcct: varchar('rev_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  ExpnsAcct: varchar('expns_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  VatGroupO: varchar('vat_group_o', { length: 8 }).references(() => taxGroups.Code),
  VatGroupI: varchar('vat_group_i', { length: 8 }).references(() => taxGroups.Code),
  DistrbMthd: varchar('distrb_mthd', { length: 1 })
    .notNull()
    .$type<'N' | 'Q' | 'V' | 'W' | 'E' | 'T'>()
    .default('T'),
  FixAmount: amount('fix_amount').notNull().default('0'),
  version: version(),
});

/** OWHT: Category I is deducted on the invoice, P on the payment; BaseType N net, V VAT, G gross. */
export const withholdingTaxes = pgTable('withholding_taxes', {
  WTCode: varchar('wt_code', { length: 4 }).primaryKey(),
  WTName: text('wt_name').notNull(),
  Rate: amount('rate').notNull(),
  Category: varchar('category', { length: 1 }).notNull().$type<'I' | 'P'>(),
  BaseType: varchar('base_type', { length: 1 }).notNull().$type<'N' | 'V' | 'G'>(),
  PrctBsAmnt: amount('prct_bs_amnt').notNull().default('100'),
  Account: varchar('account', { length: 15 }).references(() => glAccounts.AcctCode),
  Inactive: yesNo('inactive').notNull().default('N'),
  version: version(),
});

/** ODSC */
export const banks = pgTable('banks', {
  BankCode: varchar('bank_code', { length: 30 }).primaryKey(),
  BankName: text('bank_name').notNull(),
  CountryCod: varchar('country_cod', { length: 3 }),
  SwiftNum: varchar('swift_num', { length: 11 }),
  version: version(),
});

/** DSC1: the company's own accounts at a bank, each posted through one G/L account. */
export const houseBankAccounts = pgTable('house_bank_accounts', {
  AbsEntry: integer('abs_entry').primaryKey(),
  BankCode: varchar('bank_code', { length: 30 })
    .notNull()
    .references(() => banks.BankCode),
  Account: varchar('account', { length: 50 }).notNull(),
  Branch: text('branch'),
  IBAN: varchar('iban', { length: 34 }),
  AcctName: text('acct_name'),
  GLAccount: varchar('gl_account', { length: 15 })
    .notNull()
    .references(() => glAccounts.AcctCode),
  Currency: varchar('currency', { length: 3 }).references(() => currencies.CurrCode),
  version: version(),
});

/** OADF: how an address is laid out, as a template of {Token} placeholders and line breaks. */
export const addressFormats = pgTable('address_formats', {
  Code: integer('code').primaryKey(),
  Name: text('name').notNull(),
  Format: text('format').notNull(),
  version: version(),
});

/**
 * The company-wide default G/L accounts (SAP's G/L account determination), one row (Code 1):
 * postings that name no account of their own take these.
 */
export const glAccountDetermination = pgTable('gl_account_determination', {
  Code: integer('code').primaryKey().default(1),
  RevenuesAc: varchar('revenues_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  SaleCostAc: varchar('sale_cost_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  BalInvntAc: varchar('bal_invnt_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  ARCtrlAcct: varchar('ar_ctrl_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  APCtrlAcct: varchar('ap_ctrl_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  VatOutAcct: varchar('vat_out_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  VatInAcct: varchar('vat_in_acct', { length: 15 }).references(() => glAccounts.AcctCode),
  ExpensesAc: varchar('expenses_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  PriceDifAc: varchar('price_dif_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  /** Realized exchange rate gains (and, until ExchLossAc is set apart, the losses too). */
  ExchangeAc: varchar('exchange_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  /** Realized exchange rate losses (SAP's OACP keeps gain and loss accounts apart). */
  ExchLossAc: varchar('exch_loss_ac', { length: 15 }).references(() => glAccounts.AcctCode),
  version: version(),
});
