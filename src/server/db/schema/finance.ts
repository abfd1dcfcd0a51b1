import { boolean, integer, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';

/** OCRN */
export const currencies = pgTable('currencies', {
  CurrCode: varchar('curr_code', { length: 3 }).primaryKey(),
  CurrName: text('curr_name').notNull(),
  DocCurrCod: varchar('doc_curr_cod', { length: 3 }),
  Decimals: smallint('decimals').notNull().default(2),
  Locked: yesNo('locked').notNull().default('N'),
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

/** OACT: a tree of accounts; only postable (Postable = Y) leaves take postings. */
export const glAccounts = pgTable('gl_accounts', {
  AcctCode: varchar('acct_code', { length: 15 }).primaryKey(),
  AcctName: text('acct_name').notNull(),
  FatherNum: varchar('father_num', { length: 15 }),
  Levels: smallint('levels').notNull(),
  Postable: yesNo('postable').notNull(),
  ActType: varchar('act_type', { length: 1 }).notNull().$type<'I' | 'E' | 'N'>(),
  GroupMask: smallint('group_mask').notNull(),
  /** Specification section 7 asks for active accounts in three groups: Default, Checks, Revenue. */
  AcctGroup: varchar('acct_group', { length: 10 }).notNull().default('Default'),
  active: boolean('active').notNull().default(true),
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
