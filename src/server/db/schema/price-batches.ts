import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access';
import { amount } from './columns';

/**
 * One bulk change of base prices (issue 26): a factor or an amount applied to a selection, or a
 * price list copied into another. The row is its audit (who, when, the rule, how many rows) and
 * its state: the prices are changed in chunks, one transaction each, and RowsDone says how far a
 * batch has gone (running -> applied; applied -> undoing -> undone; failed keeps what was done).
 */
export const priceBatches = pgTable(
  'price_batches',
  {
    BatchId: integer('batch_id').primaryKey().generatedAlwaysAsIdentity(),
    Kind: varchar('kind', { length: 10 }).notNull().$type<'factor' | 'amount' | 'copy'>(),
    /** The request as sent: the selection, the factor or amount, the rounding, the lists. */
    Rule: jsonb('rule').notNull().$type<Record<string, unknown>>(),
    Status: varchar('status', { length: 10 })
      .notNull()
      .$type<'running' | 'applied' | 'undoing' | 'undone' | 'failed'>(),
    RowsTotal: integer('rows_total').notNull(),
    RowsDone: integer('rows_done').notNull().default(0),
    /** The undo's progress, as RowsDone is the apply's. */
    RowsUndone: integer('rows_undone').notNull().default(0),
    CreatedBy: integer('created_by').references(() => users.USERID, { onDelete: 'set null' }),
    CreatedAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    FinishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
    UndoneBy: integer('undone_by').references(() => users.USERID, { onDelete: 'set null' }),
    UndoneAt: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
    /** Prices edited after the batch that its undo overwrote, with the undoer's confirmation. */
    UndoOverwrote: integer('undo_overwrote').notNull().default(0),
    Failure: text('failure'),
  },
  (t) => [
    check('price_batches_kind', sql`${t.Kind} in ('factor', 'amount', 'copy')`),
    check('price_batches_status', sql`${t.Status} in ('running', 'applied', 'undoing', 'undone', 'failed')`),
  ],
);

/**
 * The prices one batch touched, numbered (Seq) so that each chunk is a range. The keys are taken
 * when the batch starts; OldPrice and NewPrice when the row's chunk runs, under the row's lock,
 * so an inline edit before the chunk is the price the batch starts from. OldPrice is null for a
 * price the copy created (its undo deletes it). NewVersion is the price's version after the
 * batch: an undo that finds another version knows the price was edited since.
 */
export const priceBatchRows = pgTable(
  'price_batch_rows',
  {
    BatchId: integer('batch_id')
      .notNull()
      .references(() => priceBatches.BatchId, { onDelete: 'cascade' }),
    Seq: integer('seq').notNull(),
    PriceList: integer('price_list').notNull(),
    ItemCode: varchar('item_code', { length: 50 }).notNull(),
    /** The price a copy starts from (the source list's); a factor or an amount starts from OldPrice. */
    SourcePrice: amount('source_price'),
    SourceCurrency: varchar('source_currency', { length: 3 }),
    OldPrice: amount('old_price'),
    OldCurrency: varchar('old_currency', { length: 3 }),
    NewPrice: numeric('new_price', { precision: 19, scale: 6 }),
    NewVersion: integer('new_version'),
    /**
     * When the chunk wrote the price, read after its locks (clock_timestamp): an inline edit that
     * went before it has an earlier audit time, one after it a later one, so a price's history
     * orders them as they happened.
     */
    AppliedAt: timestamp('applied_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.BatchId, t.Seq] }),
    index('price_batch_rows_price_idx').on(t.PriceList, t.ItemCode),
  ],
);
