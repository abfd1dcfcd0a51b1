import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { documentTypes } from '../../../shared/documents/object-types';
import { seriesFieldOf } from '../../../shared/resources/user-defaults';
import { version, yesNo } from './columns';
import { numberingSeries } from './documents';
import { warehouses } from './inventory';
import { branches, salesEmployees } from './organisation';
import { priceLists } from './pricing';

/** One numbering-series column per document type (Series17 for sales orders), all nullable. */
const seriesColumns = Object.fromEntries(
  documentTypes.map((type) => [
    seriesFieldOf(type.objectId),
    integer(`series_${type.objectId}`).references(() => numberingSeries.Series),
  ]),
);

/**
 * OUDG: a set of defaults users are assigned (SAP Business One's "Defaults" of a user): the
 * branch, warehouse, price list, sales employee and numbering series per document type that a
 * new document of theirs takes when it names none.
 */
export const userDefaults = pgTable('user_defaults', {
  Code: varchar('code', { length: 8 }).primaryKey(),
  Name: text('name').notNull(),
  BPLId: integer('bpl_id').references(() => branches.BPLId),
  WhsCode: varchar('whs_code', { length: 8 }).references(() => warehouses.WhsCode),
  PriceList: integer('price_list').references(() => priceLists.ListNum),
  SlpCode: integer('slp_code').references(() => salesEmployees.SlpCode),
  ...seriesColumns,
  version: version(),
});

/**
 * The company's document settings (SAP Business One's Document Settings): one row, Code 1. Only
 * what the server honours is here (docs/decisions.md).
 */
export const docSettings = pgTable(
  'doc_settings',
  {
    Code: integer('code').primaryKey().default(1),
    /** Y lets any stock go below zero; otherwise only items or warehouses that allow it may. */
    AllowNegStk: yesNo('allow_neg_stk').notNull().default('N'),
    /** How many days before today a posting date may be; null puts no limit. */
    MaxBackdays: integer('max_backdays'),
    /** What a sales order beyond the partner's credit line does: I ignore, B block. */
    CreditCheck: varchar('credit_check', { length: 1 }).$type<'I' | 'B'>().notNull().default('I'),
    /** Y lets a copy take more than its base line has open (deliver more than was ordered). */
    ExceedBase: yesNo('exceed_base').notNull().default('N'),
    version: version(),
  },
  (t) => [check('doc_settings_one_row', sql`${t.Code} = 1`)],
);
