import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { items } from './inventory';

/**
 * OPLN: a list derived from BASE_NUM computes price = base price x Factor, rounded by RoundSys
 * (0 none, 1 to 0.05, 2 to 0.10, 3 to a whole unit: an enumeration, so text).
 */
export const priceLists = pgTable('price_lists', {
  ListNum: integer('list_num').primaryKey(),
  ListName: text('list_name').notNull(),
  BASE_NUM: integer('base_num').notNull(),
  Factor: amount('factor').notNull().default('1'),
  RoundSys: varchar('round_sys', { length: 1 }).notNull().default('0'),
  PrimCurr: varchar('prim_curr', { length: 3 }),
  ValidFor: yesNo('valid_for').notNull().default('Y'),
  ValidFrom: varchar('valid_from', { length: 10 }),
  ValidTo: varchar('valid_to', { length: 10 }),
  isGrossPrc: yesNo('is_gross_prc').notNull().default('N'),
  version: version(),
});

/** ITM1. Ovrwritten = Y marks a price set by hand, which a factor update leaves alone. */
export const itemPrices = pgTable(
  'item_prices',
  {
    ItemCode: varchar('item_code', { length: 50 })
      .notNull()
      .references(() => items.ItemCode),
    PriceList: integer('price_list')
      .notNull()
      .references(() => priceLists.ListNum),
    Price: amount('price').notNull(),
    Currency: varchar('currency', { length: 3 }),
    Factor: amount('factor').notNull().default('1'),
    Ovrwritten: yesNo('ovrwritten').notNull().default('N'),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.PriceList, t.ItemCode] }), index('item_prices_item_idx').on(t.ItemCode)],
);
