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
import { businessPartners } from './partners';

/**
 * OITR: internal reconciliations. Today one kind, written by the posting itself: a credit memo
 * (A/R 14, A/P 19) copied from invoices (13, 18) applied against them up to what they had open
 * ('credit-memo', SAP's automatic reconciliation of a memo with its base). A reconciliation moves
 * no money and writes no journal entry: it only says which open items cancel out, raising both
 * documents' PaidToDate. Cancelling the memo marks it cancelled (CancelDate) and lowers them again.
 * InitObjTyp/InitObjAbs name the document whose posting made it.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    ReconNum: integer('recon_num').primaryKey().generatedByDefaultAsIdentity(),
    ReconDate: date('recon_date').notNull(),
    ReconType: varchar('recon_type', { length: 20 }).notNull().$type<'credit-memo'>(),
    CardCode: varchar('card_code', { length: 15 })
      .notNull()
      .references(() => businessPartners.CardCode),
    /** The local amount reconciled (each side's sum). */
    Total: amount('total').notNull(),
    InitObjTyp: varchar('init_obj_typ', { length: 20 }).notNull(),
    InitObjAbs: integer('init_obj_abs').notNull(),
    Canceled: yesNo('canceled').notNull().default('N'),
    CancelDate: date('cancel_date'),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reconciliations_init_idx').on(t.InitObjTyp, t.InitObjAbs)],
);

/**
 * ITR1: a reconciliation's lines, one per document: IsCredit C for the side that gives (the
 * memo), D for the side that owes (the invoice). ReconSum is the local amount added to the
 * document's PaidToDate, ReconSumFC the same in the document's currency (equal to ReconSum for a
 * local-currency document).
 */
export const reconciliationLines = pgTable(
  'reconciliation_lines',
  {
    ReconNum: integer('recon_num')
      .notNull()
      .references(() => reconciliations.ReconNum),
    LineSeq: smallint('line_seq').notNull(),
    SrcObjTyp: varchar('src_obj_typ', { length: 20 }).notNull(),
    SrcObjAbs: integer('src_obj_abs').notNull(),
    ShortName: varchar('short_name', { length: 15 }).notNull(),
    IsCredit: varchar('is_credit', { length: 1 }).notNull().$type<'C' | 'D'>(),
    ReconSum: amount('recon_sum').notNull(),
    ReconSumFC: amount('recon_sum_fc').notNull(),
    FrgnCurr: varchar('frgn_curr', { length: 3 }).notNull(),
    Comments: text('comments'),
  },
  (t) => [
    primaryKey({ columns: [t.ReconNum, t.LineSeq] }),
    index('reconciliation_lines_doc_idx').on(t.SrcObjTyp, t.SrcObjAbs),
  ],
);
