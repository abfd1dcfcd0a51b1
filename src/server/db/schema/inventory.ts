import { index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { branches } from './organisation';

/** OWHS */
export const warehouses = pgTable('warehouses', {
  WhsCode: varchar('whs_code', { length: 8 }).primaryKey(),
  WhsName: text('whs_name').notNull(),
  BPLId: integer('bpl_id').references(() => branches.BPLId),
  BinActivat: yesNo('bin_activat').notNull().default('N'),
  Inactive: yesNo('inactive').notNull().default('N'),
  City: text('city'),
  version: version(),
});

/** OUOM */
export const unitsOfMeasure = pgTable('units_of_measure', {
  UomEntry: integer('uom_entry').primaryKey(),
  UomCode: varchar('uom_code', { length: 20 }).notNull().unique(),
  UomName: text('uom_name').notNull(),
  version: version(),
});

/** OUGP */
export const uomGroups = pgTable('uom_groups', {
  UgpEntry: integer('ugp_entry').primaryKey(),
  UgpCode: varchar('ugp_code', { length: 20 }).notNull().unique(),
  UgpName: text('ugp_name').notNull(),
  BaseUom: integer('base_uom')
    .notNull()
    .references(() => unitsOfMeasure.UomEntry),
  version: version(),
});

/** UGP1: one alternative unit of a group; AltQty of it equal BaseQty of the base unit. */
export const uomGroupLines = pgTable(
  'uom_group_lines',
  {
    UgpEntry: integer('ugp_entry')
      .notNull()
      .references(() => uomGroups.UgpEntry),
    UomEntry: integer('uom_entry')
      .notNull()
      .references(() => unitsOfMeasure.UomEntry),
    AltQty: amount('alt_qty').notNull(),
    BaseQty: amount('base_qty').notNull(),
  },
  (t) => [primaryKey({ columns: [t.UgpEntry, t.UomEntry] })],
);

/** OITB */
export const itemGroups = pgTable('item_groups', {
  ItmsGrpCod: integer('itms_grp_cod').primaryKey(),
  ItmsGrpNam: text('itms_grp_nam').notNull(),
  version: version(),
});

/** OMRC */
export const manufacturers = pgTable('manufacturers', {
  FirmCode: integer('firm_code').primaryKey(),
  FirmName: text('firm_name').notNull(),
  version: version(),
});

/** OITG: the names of the 64 properties an item may carry. */
export const itemProperties = pgTable('item_properties', {
  ItmsTypCod: integer('itms_typ_cod').primaryKey(),
  ItmsGrpNam: text('itms_grp_nam').notNull(),
  version: version(),
});

/** OITM. Item codes look numeric in some companies: they are text everywhere. */
export const items = pgTable(
  'items',
  {
    ItemCode: varchar('item_code', { length: 50 }).primaryKey(),
    ItemName: text('item_name').notNull(),
    FrgnName: text('frgn_name'),
    FirmCode: integer('firm_code').references(() => manufacturers.FirmCode),
    ItmsGrpCod: integer('itms_grp_cod')
      .notNull()
      .references(() => itemGroups.ItmsGrpCod),
    InvntItem: yesNo('invnt_item').notNull().default('Y'),
    SellItem: yesNo('sell_item').notNull().default('Y'),
    PrchseItem: yesNo('prchse_item').notNull().default('Y'),
    UgpEntry: integer('ugp_entry').references(() => uomGroups.UgpEntry),
    SalUnitMsr: varchar('sal_unit_msr', { length: 20 }),
    BuyUnitMsr: varchar('buy_unit_msr', { length: 20 }),
    InvntryUom: varchar('invntry_uom', { length: 20 }),
    ManBtchNum: yesNo('man_btch_num').notNull().default('N'),
    ManSerNum: yesNo('man_ser_num').notNull().default('N'),
    OnHand: amount('on_hand').notNull().default('0'),
    IsCommited: amount('is_commited').notNull().default('0'),
    OnOrder: amount('on_order').notNull().default('0'),
    MinLevel: amount('min_level').notNull().default('0'),
    MaxLevel: amount('max_level').notNull().default('0'),
    AvgPrice: amount('avg_price').notNull().default('0'),
    LastPurPrc: amount('last_pur_prc').notNull().default('0'),
    VatGourpSa: varchar('vat_gourp_sa', { length: 8 }),
    VatGroupPu: varchar('vat_group_pu', { length: 8 }),
    CodeBars: varchar('code_bars', { length: 32 }),
    validFor: yesNo('valid_for').notNull().default('Y'),
    frozenFor: yesNo('frozen_for').notNull().default('N'),
    version: version(),
  },
  (t) => [index('items_name_idx').on(t.ItemName), index('items_group_idx').on(t.ItmsGrpCod)],
);

/** OITW: Available = OnHand - IsCommited + OnOrder. */
export const itemWarehouses = pgTable(
  'item_warehouses',
  {
    ItemCode: varchar('item_code', { length: 50 })
      .notNull()
      .references(() => items.ItemCode),
    WhsCode: varchar('whs_code', { length: 8 })
      .notNull()
      .references(() => warehouses.WhsCode),
    OnHand: amount('on_hand').notNull().default('0'),
    IsCommited: amount('is_commited').notNull().default('0'),
    OnOrder: amount('on_order').notNull().default('0'),
    MinStock: amount('min_stock').notNull().default('0'),
    AvgPrice: amount('avg_price').notNull().default('0'),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.ItemCode, t.WhsCode] }), index('item_warehouses_whs_idx').on(t.WhsCode)],
);
