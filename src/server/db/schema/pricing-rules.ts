import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { items } from './inventory';
import { businessPartners } from './partners';
import { priceLists } from './pricing';

// Special prices and discount groups name partners, which name their price list: a file of their
// own keeps the schema's imports free of cycles.

/**
 * OSPP: a special price of an item for one business partner (CardCode) or for every partner on a
 * price list (ListNum, CardCode null), optionally within ValidFrom..ValidTo. Its periods (SPP1) and
 * their quantity breaks (SPP2) refine it; the first that applies wins (DOMAIN.md, Prices).
 */
export const specialPrices = pgTable(
  'special_prices',
  {
    SpecialPriceId: integer('special_price_id').primaryKey().generatedByDefaultAsIdentity(),
    ItemCode: varchar('item_code', { length: 50 })
      .notNull()
      .references(() => items.ItemCode),
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    ListNum: integer('list_num').references(() => priceLists.ListNum),
    Price: amount('price').notNull(),
    Currency: varchar('currency', { length: 3 }),
    Discount: amount('discount').notNull().default('0'),
    Valid: yesNo('valid').notNull().default('Y'),
    ValidFrom: date('valid_from'),
    ValidTo: date('valid_to'),
    version: version(),
  },
  (t) => [
    uniqueIndex('special_prices_item_card_list_idx').on(t.ItemCode, t.CardCode, t.ListNum),
    index('special_prices_card_idx').on(t.CardCode),
    check('special_prices_owner', sql`${t.CardCode} is not null or ${t.ListNum} is not null`),
  ],
);

/** SPP1: a period of a special price with its own price or discount. */
export const specialPricePeriods = pgTable(
  'special_price_periods',
  {
    SpecialPriceId: integer('special_price_id')
      .notNull()
      .references(() => specialPrices.SpecialPriceId, { onDelete: 'cascade' }),
    LineNum: integer('line_num').notNull(),
    FromDate: date('from_date').notNull(),
    ToDate: date('to_date'),
    Price: amount('price').notNull(),
    Discount: amount('discount').notNull().default('0'),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.SpecialPriceId, t.LineNum] })],
);

/** SPP2: quantity breaks within a period: from Amount units on, this price or discount. */
export const specialPriceVolumes = pgTable(
  'special_price_volumes',
  {
    SpecialPriceId: integer('special_price_id').notNull(),
    PeriodLine: integer('period_line').notNull(),
    LineNum: integer('line_num').notNull(),
    Amount: amount('amount').notNull(),
    Price: amount('price').notNull(),
    Discount: amount('discount').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.SpecialPriceId, t.PeriodLine, t.LineNum] }),
    foreignKey({
      columns: [t.SpecialPriceId, t.PeriodLine],
      foreignColumns: [specialPricePeriods.SpecialPriceId, specialPricePeriods.LineNum],
    }).onDelete('cascade'),
  ],
);

/**
 * OEDG: a discount group for one partner (Type C, ObjCode = CardCode), a partner group (Type G,
 * ObjCode = GroupCode) or everyone (Type A), valid in a date range.
 */
export const discountGroups = pgTable(
  'discount_groups',
  {
    AbsEntry: integer('abs_entry').primaryKey().generatedByDefaultAsIdentity(),
    Type: varchar('type', { length: 1 }).$type<'C' | 'G' | 'A'>().notNull(),
    ObjCode: varchar('obj_code', { length: 15 }).notNull().default(''),
    ValidFrom: date('valid_from'),
    ValidTo: date('valid_to'),
    Valid: yesNo('valid').notNull().default('Y'),
    version: version(),
  },
  (t) => [uniqueIndex('discount_groups_owner_idx').on(t.Type, t.ObjCode)],
);

/** EDG1: a discount by item group (ObjType 52), item property (8), manufacturer (43) or item (4). */
export const discountGroupRules = pgTable(
  'discount_group_rules',
  {
    AbsEntry: integer('abs_entry')
      .notNull()
      .references(() => discountGroups.AbsEntry, { onDelete: 'cascade' }),
    ObjType: varchar('obj_type', { length: 2 }).$type<'52' | '8' | '43' | '4'>().notNull(),
    ObjKey: varchar('obj_key', { length: 50 }).notNull(),
    Discount: amount('discount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.AbsEntry, t.ObjType, t.ObjKey] })],
);
