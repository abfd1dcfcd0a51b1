import { char, date, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { amount, version } from '../schema/columns';

/*
 * Views of migration 0023, declared as tables for Drizzle's query builder only: they live outside
 * src/server/db/schema, so drizzle-kit never tries to create them. Nothing writes through them.
 */

/** Where each batch is: one row per batch and warehouse (OBTQ with OBTN's number and dates). */
export const batchStock = pgTable('batch_stock', {
  AbsEntry: integer('abs_entry').primaryKey(),
  BatchAbs: integer('batch_abs').notNull(),
  ItemCode: varchar('item_code', { length: 50 }).notNull(),
  DistNumber: varchar('dist_number', { length: 36 }).notNull(),
  ExpDate: date('exp_date'),
  MnfDate: date('mnf_date'),
  InDate: date('in_date').notNull(),
  WhsCode: varchar('whs_code', { length: 8 }).notNull(),
  Quantity: amount('quantity').notNull(),
  version: version(),
});

/** Where each serial is now: its warehouse and bin while in stock, none once issued. */
export const serialStock = pgTable('serial_stock', {
  AbsEntry: integer('abs_entry').primaryKey(),
  ItemCode: varchar('item_code', { length: 50 }).notNull(),
  DistNumber: varchar('dist_number', { length: 36 }).notNull(),
  ExpDate: date('exp_date'),
  MnfDate: date('mnf_date'),
  InDate: date('in_date').notNull(),
  WhsCode: varchar('whs_code', { length: 8 }),
  BinAbs: integer('bin_abs'),
  BinCode: text('bin_code'),
  InStock: char('in_stock', { length: 1 }).$type<'Y' | 'N'>().notNull(),
  version: version(),
});
