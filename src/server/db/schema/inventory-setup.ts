import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { taxGroups } from './finance';
import { itemGroups, items, uomGroups, warehouses } from './inventory';

/**
 * The company's item defaults (SAP Business One keeps them in the company's general settings):
 * one row, Code 1, whose values a new item starts with.
 */
export const itemDefaults = pgTable(
  'item_defaults',
  {
    Code: integer('code').primaryKey(),
    DfltWhs: varchar('dflt_whs', { length: 8 }).references(() => warehouses.WhsCode),
    ItmsGrpCod: integer('itms_grp_cod').references(() => itemGroups.ItmsGrpCod),
    UgpEntry: integer('ugp_entry').references(() => uomGroups.UgpEntry),
    VatGourpSa: varchar('vat_gourp_sa', { length: 8 }).references(() => taxGroups.Code),
    VatGroupPu: varchar('vat_group_pu', { length: 8 }).references(() => taxGroups.Code),
    InvntItem: yesNo('invnt_item').notNull().default('Y'),
    SellItem: yesNo('sell_item').notNull().default('Y'),
    PrchseItem: yesNo('prchse_item').notNull().default('Y'),
    ManBtchNum: yesNo('man_btch_num').notNull().default('N'),
    ManSerNum: yesNo('man_ser_num').notNull().default('N'),
    AllowNegStk: yesNo('allow_neg_stk').notNull().default('N'),
    version: version(),
  },
  (t) => [check('item_defaults_one_row', sql`${t.Code} = 1`)],
);

/** OBAT: the codes a bin location's attributes 1 to 10 may take. */
export const binAttributeCodes = pgTable(
  'bin_attribute_codes',
  {
    AbsEntry: integer('abs_entry').primaryKey(),
    Attribute: smallint('attribute').notNull(),
    AttrValue: varchar('attr_value', { length: 20 }).notNull(),
    Descr: text('descr'),
    version: version(),
  },
  (t) => [
    uniqueIndex('bin_attribute_codes_value_idx').on(t.Attribute, t.AttrValue),
    check('bin_attribute_codes_attribute', sql`${t.Attribute} between 1 and 10`),
  ],
);

/** OBSL: the codes of the four sublevels a bin code is made of (aisle, rack, shelf, position). */
export const binSublevelCodes = pgTable(
  'bin_sublevel_codes',
  {
    AbsEntry: integer('abs_entry').primaryKey(),
    FldAbs: smallint('fld_abs').notNull(),
    SLCode: varchar('sl_code', { length: 20 }).notNull(),
    Descr: text('descr'),
    version: version(),
  },
  (t) => [
    uniqueIndex('bin_sublevel_codes_code_idx').on(t.FldAbs, t.SLCode),
    check('bin_sublevel_codes_level', sql`${t.FldAbs} between 1 and 4`),
  ],
);

/**
 * Which bin-location fields are in use and what they are called (SAP Business One's bin location
 * field activation): one row, Code 1. Sublevel 1 is always active, as a bin needs one level.
 */
export const binFieldSettings = pgTable(
  'bin_field_settings',
  {
    Code: integer('code').primaryKey(),
    SL1Name: text('sl1_name').notNull().default('Aisle'),
    SL2Active: yesNo('sl2_active').notNull().default('Y'),
    SL2Name: text('sl2_name').notNull().default('Rack'),
    SL3Active: yesNo('sl3_active').notNull().default('Y'),
    SL3Name: text('sl3_name').notNull().default('Shelf'),
    SL4Active: yesNo('sl4_active').notNull().default('N'),
    SL4Name: text('sl4_name').notNull().default('Position'),
    Attr1Active: yesNo('attr1_active').notNull().default('Y'),
    Attr1Name: text('attr1_name').notNull().default('Zone'),
    Attr2Active: yesNo('attr2_active').notNull().default('N'),
    Attr2Name: text('attr2_name').notNull().default('Temperature'),
    version: version(),
  },
  (t) => [check('bin_field_settings_one_row', sql`${t.Code} = 1`)],
);

/** OBIN: a bin location of a warehouse, its code made of its sublevels (WH01-A-01-1). */
export const binLocations = pgTable(
  'bin_locations',
  {
    AbsEntry: integer('abs_entry').primaryKey(),
    BinCode: varchar('bin_code', { length: 228 }).notNull().unique(),
    WhsCode: varchar('whs_code', { length: 8 })
      .notNull()
      .references(() => warehouses.WhsCode),
    SL1Code: varchar('sl1_code', { length: 20 }).notNull(),
    SL2Code: varchar('sl2_code', { length: 20 }),
    SL3Code: varchar('sl3_code', { length: 20 }),
    SL4Code: varchar('sl4_code', { length: 20 }),
    Attr1Val: varchar('attr1_val', { length: 20 }),
    Attr2Val: varchar('attr2_val', { length: 20 }),
    Descr: text('descr'),
    MinLevel: amount('min_level').notNull().default('0'),
    MaxLevel: amount('max_level').notNull().default('0'),
    Disabled: yesNo('disabled').notNull().default('N'),
    version: version(),
  },
  (t) => [index('bin_locations_whs_idx').on(t.WhsCode)],
);

/** OIBQ: what a bin holds of an item; the bin location report reads it. */
export const binStock = pgTable(
  'bin_stock',
  {
    BinAbs: integer('bin_abs')
      .notNull()
      .references(() => binLocations.AbsEntry),
    ItemCode: varchar('item_code', { length: 50 })
      .notNull()
      .references(() => items.ItemCode),
    OnHandQty: amount('on_hand_qty').notNull().default('0'),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.BinAbs, t.ItemCode] }),
    index('bin_stock_item_idx').on(t.ItemCode),
    // Postings take from bins with a guarded update; this keeps any other writer from going below zero.
    check('bin_stock_not_negative', sql`${t.OnHandQty} >= 0`),
  ],
);
