import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { version, yesNo } from './columns';

/** OADM: one row of company-wide settings that every session carries (specification section 3). */
export const company = pgTable('company', {
  id: integer('id').primaryKey().default(1),
  CompnyName: text('compny_name').notNull(),
  CompnyAddr: text('compny_addr'),
  Country: varchar('country', { length: 3 }),
  SumDec: integer('sum_dec').notNull().default(2),
  DBSumDec: integer('db_sum_dec').notNull().default(2),
  /** Decimals of unit prices: a line's price is rounded to them, so it reads as it is computed. */
  PriceDec: integer('price_dec').notNull().default(2),
  MainCurncy: varchar('main_curncy', { length: 3 }).notNull().default(''),
  SysCurrncy: varchar('sys_currncy', { length: 3 }).notNull().default('USD'),
  /** Y sends searches to the local search service at localUrl (specification section 3). */
  useLocalSearch: yesNo('use_local_search').notNull().default('N'),
  localUrl: text('local_url'),
  /**
   * Y keeps a moving average cost per item and warehouse (item_warehouses.AvgPrice); N keeps one
   * per item across warehouses (items.AvgPrice, copied to each warehouse's row). SAP Business One's
   * "Manage Item Cost per Warehouse" (company details, basic initialization).
   */
  ItemCostPerWhs: yesNo('item_cost_per_whs').notNull().default('Y'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  version: version(),
});

/** Which seed made this database, so a restart never seeds twice and health can say so. */
export const seedRuns = pgTable('seed_runs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  size: varchar('size', { length: 16 }).notNull(),
  seed: integer('seed').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
