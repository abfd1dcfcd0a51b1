import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { amount, version, yesNo } from './columns';
import { branches } from './organisation';

/** Kinds of warehouse (no SAP Business One table): main store, depot, van, transit, returns. */
export const warehouseTypes = pgTable('warehouse_types', {
  Code: varchar('code', { length: 10 }).primaryKey(),
  Name: text('name').notNull(),
  Descr: text('descr'),
  version: version(),
});

/** OWHS */
export const warehouses = pgTable('warehouses', {
  WhsCode: varchar('whs_code', { length: 8 }).primaryKey(),
  WhsName: text('whs_name').notNull(),
  BPLId: integer('bpl_id').references(() => branches.BPLId),
  BinActivat: yesNo('bin_activat').notNull().default('N'),
  Inactive: yesNo('inactive').notNull().default('N'),
  City: text('city'),
  WhsType: varchar('whs_type', { length: 10 }).references(() => warehouseTypes.Code),
  /** Y lets stock in this warehouse go below zero. */
  AllowNegStk: yesNo('allow_neg_stk').notNull().default('N'),
  /** The bin a receipt puts stock in when its line names none (BinActivat = Y); a bin of this warehouse. */
  DftBinAbs: integer('dft_bin_abs'),
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
    version: version(),
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

/** OSHP: how goods travel (road freight, courier, collection). */
export const shippingTypes = pgTable('shipping_types', {
  TrnspCode: integer('trnsp_code').primaryKey(),
  TrnspName: text('trnsp_name').notNull(),
  WebSite: text('web_site'),
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
    /** Y lets this item's stock go below zero (DOMAIN.md: per company, warehouse or item). */
    AllowNegStk: yesNo('allow_neg_stk').notNull().default('N'),
    VatGourpSa: varchar('vat_gourp_sa', { length: 8 }),
    VatGroupPu: varchar('vat_group_pu', { length: 8 }),
    CodeBars: varchar('code_bars', { length: 32 }),
    /** Weight (kg) and volume (m³) of one inventory unit: what a dispatch load adds up. */
    SWeight1: amount('s_weight1').notNull().default('0'),
    SVolume: amount('s_volume').notNull().default('0'),
    validFor: yesNo('valid_for').notNull().default('Y'),
    frozenFor: yesNo('frozen_for').notNull().default('N'),
    version: version(),
  },
  (t) => [
    index('items_name_idx').on(t.ItemName),
    index('items_group_idx').on(t.ItmsGrpCod),
    // Searches match a code's start and a name's middle, case-insensitively (pg_trgm, migration 0004).
    index('items_code_trgm_idx').using('gin', t.ItemCode.op('gin_trgm_ops')),
    index('items_name_trgm_idx').using('gin', t.ItemName.op('gin_trgm_ops')),
  ],
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

/**
 * OINM: one row per stock movement, written in the same transaction as the item_warehouses
 * change it explains, so that for every item and warehouse sum(InQty - OutQty) = OnHand. A
 * document's rows name it by TransType (its object type), CreatedBy (its DocEntry) and DocLineNum;
 * a cancellation writes opposite rows rather than deleting any. Opening balances are TransType
 * 310000001.
 */
export const inventoryLedger = pgTable(
  'inventory_ledger',
  {
    TransNum: integer('trans_num').primaryKey().generatedByDefaultAsIdentity(),
    ItemCode: varchar('item_code', { length: 50 })
      .notNull()
      .references(() => items.ItemCode),
    WhsCode: varchar('whs_code', { length: 8 })
      .notNull()
      .references(() => warehouses.WhsCode),
    TransType: varchar('trans_type', { length: 20 }).notNull(),
    CreatedBy: integer('created_by').notNull(),
    DocLineNum: integer('doc_line_num').notNull().default(0),
    BASE_REF: varchar('base_ref', { length: 20 }),
    DocDate: date('doc_date').notNull(),
    InQty: amount('in_qty').notNull().default('0'),
    OutQty: amount('out_qty').notNull().default('0'),
    /** Cost per inventory unit of the movement. */
    Price: amount('price').notNull().default('0'),
    CardCode: varchar('card_code', { length: 15 }),
    Comments: text('comments'),
    UserSign: integer('user_sign'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_ledger_item_whs_idx').on(t.ItemCode, t.WhsCode),
    index('inventory_ledger_doc_idx').on(t.TransType, t.CreatedBy),
    // The stock reports (issue 21): an item's movements and history in posting order, and the
    // movements by date, each read a page at a time without sorting the ledger.
    index('inventory_ledger_item_trans_idx').on(t.ItemCode, t.TransNum),
    index('inventory_ledger_date_trans_idx').on(t.DocDate, t.TransNum),
  ],
);
