import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { amount } from './columns';
import { glAccounts } from './finance';

/**
 * OJDT: one journal entry per posting that moves money or stock value. TransType and BaseRef
 * (SAP's CreatedBy) name the document it comes from by object type and DocEntry; a cancellation
 * writes its own entry, the reverse of what the document posted, and deletes none.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    TransId: integer('trans_id').primaryKey().generatedByDefaultAsIdentity(),
    TransType: varchar('trans_type', { length: 20 }).notNull(),
    /** The source document's DocEntry (SAP's CreatedBy; BaseRef there is its DocNum). */
    BaseRef: integer('base_ref').notNull(),
    RefDate: date('ref_date').notNull(),
    Memo: text('memo'),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journal_entries_doc_idx').on(t.TransType, t.BaseRef),
    index('journal_entries_date_idx').on(t.RefDate, t.TransId),
  ],
);

/**
 * JDT1: the lines of an entry, each a debit or a credit on one postable account. ShortName is the
 * partner's CardCode on a receivables or payables control line (the partner's balance moves by
 * those lines), the account's code otherwise, as SAP keeps it.
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    TransId: integer('trans_id')
      .notNull()
      .references(() => journalEntries.TransId),
    Line_ID: integer('line_id').notNull(),
    Account: varchar('account', { length: 15 })
      .notNull()
      .references(() => glAccounts.AcctCode),
    ShortName: varchar('short_name', { length: 15 }).notNull(),
    Debit: amount('debit').notNull().default('0'),
    Credit: amount('credit').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.TransId, t.Line_ID] }),
    index('journal_lines_account_idx').on(t.Account),
    index('journal_lines_short_name_idx').on(t.ShortName),
  ],
);
