import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount } from './columns';
import { items, warehouses } from './inventory';
import { binLocations } from './inventory-setup';

/** The item a row is about, and the warehouse it is in: the same references in every table here. */
const itemCode = () =>
  varchar('item_code', { length: 50 })
    .notNull()
    .references(() => items.ItemCode);
const whsCode = () =>
  varchar('whs_code', { length: 8 })
    .notNull()
    .references(() => warehouses.WhsCode);

/** What a batch and a serial both are: a number of an item, with its dates. */
const distNumberColumns = () => ({
  AbsEntry: integer('abs_entry').primaryKey().generatedByDefaultAsIdentity(),
  ItemCode: itemCode(),
  DistNumber: varchar('dist_number', { length: 36 }).notNull(),
  ExpDate: date('exp_date'),
  MnfDate: date('mnf_date'),
  InDate: date('in_date').notNull(),
});

/** OBTN: a batch of an item, named once per item; what it holds per warehouse is batch_quantities. */
export const batches = pgTable(
  'batches',
  {
    ...distNumberColumns(),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('batches_item_number_idx').on(t.ItemCode, t.DistNumber)],
);

/**
 * OBTQ: what a batch holds in a warehouse. The check keeps a batch from going below zero whatever
 * the code does: two issues racing for its last units cannot both commit.
 */
export const batchQuantities = pgTable(
  'batch_quantities',
  {
    /** OBTQ's own entry: the batch list's key, one row per batch and warehouse. */
    AbsEntry: integer('abs_entry').notNull().unique().generatedByDefaultAsIdentity(),
    BatchAbs: integer('batch_abs')
      .notNull()
      .references(() => batches.AbsEntry),
    WhsCode: whsCode(),
    ItemCode: itemCode(),
    Quantity: amount('quantity').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.BatchAbs, t.WhsCode] }),
    index('batch_quantities_item_whs_idx').on(t.ItemCode, t.WhsCode),
    check('batch_quantities_not_negative', sql`${t.Quantity} >= 0`),
  ],
);

/**
 * OSRN: a serial number of an item, unique per item, and where it is now: a warehouse (and bin)
 * while in stock, none once issued. One row holds its one place, so a serial is never in two.
 */
export const serialNumbers = pgTable(
  'serial_numbers',
  {
    ...distNumberColumns(),
    WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
    BinAbs: integer('bin_abs').references(() => binLocations.AbsEntry),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('serial_numbers_item_number_idx').on(t.ItemCode, t.DistNumber),
    index('serial_numbers_item_whs_idx').on(t.ItemCode, t.WhsCode),
    check('serial_numbers_bin_in_stock', sql`${t.BinAbs} is null or ${t.WhsCode} is not null`),
  ],
);

/**
 * What a document line moved of batches, serials and bins (SAP's IBT1, SRI1 and OBTL in one
 * table, Kind B, S or L): signed quantities, positive into stock. Rows are only added: a
 * cancellation adds the opposite ones, so a line's net allocation is the sum of its rows and a
 * batch's or serial's history is the list of its rows.
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    AllocEntry: integer('alloc_entry').primaryKey().generatedByDefaultAsIdentity(),
    TransType: varchar('trans_type', { length: 20 }).notNull(),
    CreatedBy: integer('created_by').notNull(),
    DocLineNum: integer('doc_line_num').notNull(),
    DocDate: date('doc_date').notNull(),
    ItemCode: itemCode(),
    WhsCode: whsCode(),
    Kind: char('kind', { length: 1 }).$type<'B' | 'S' | 'L'>().notNull(),
    BatchAbs: integer('batch_abs').references(() => batches.AbsEntry),
    SerialAbs: integer('serial_abs').references(() => serialNumbers.AbsEntry),
    BinAbs: integer('bin_abs').references(() => binLocations.AbsEntry),
    Quantity: amount('quantity').notNull(),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_allocations_line_idx').on(t.TransType, t.CreatedBy, t.DocLineNum),
    index('stock_allocations_batch_idx').on(t.BatchAbs),
    index('stock_allocations_serial_idx').on(t.SerialAbs),
    index('stock_allocations_bin_idx').on(t.BinAbs),
    check(
      'stock_allocations_kind',
      sql`(${t.Kind} = 'B' and ${t.BatchAbs} is not null) or (${t.Kind} = 'S' and ${t.SerialAbs} is not null)
        or (${t.Kind} = 'L' and ${t.BinAbs} is not null)`,
    ),
  ],
);

/**
 * OBBQ: what a batch holds in a bin. The posting core keeps it beside batch_quantities (per
 * warehouse) and bin_stock (per bin and item) in the same statements, so in a bin warehouse a
 * batch's rows add up to its quantity there and a bin's rows to what the bin holds of the item.
 * The check keeps a pair from going below zero whatever the code does.
 */
export const batchBinStock = pgTable(
  'batch_bin_stock',
  {
    BinAbs: integer('bin_abs')
      .notNull()
      .references(() => binLocations.AbsEntry),
    BatchAbs: integer('batch_abs')
      .notNull()
      .references(() => batches.AbsEntry),
    ItemCode: itemCode(),
    WhsCode: whsCode(),
    OnHandQty: amount('on_hand_qty').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.BinAbs, t.BatchAbs] }),
    index('batch_bin_stock_item_whs_idx').on(t.ItemCode, t.WhsCode),
    index('batch_bin_stock_batch_idx').on(t.BatchAbs),
    check('batch_bin_stock_not_negative', sql`${t.OnHandQty} >= 0`),
  ],
);
