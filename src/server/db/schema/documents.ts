import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LineAllocation } from '../../../shared/documents/stock-allocations';
import { amount, version, yesNo } from './columns';
import { branches, salesEmployees } from './organisation';
import { businessPartners, contactPersons } from './partners';

/**
 * ONNM/NNM1: a numbering series per object type. NextNumber is taken in the document's own
 * transaction from this locked row, so numbers have no gaps and no duplicates (PITFALLS.md).
 */
export const numberingSeries = pgTable(
  'numbering_series',
  {
    Series: integer('series').primaryKey(),
    ObjectCode: varchar('object_code', { length: 20 }).notNull(),
    SeriesName: varchar('series_name', { length: 20 }).notNull(),
    InitialNum: integer('initial_num').notNull(),
    NextNumber: integer('next_number').notNull(),
    LastNum: integer('last_num'),
    BeginStr: varchar('begin_str', { length: 20 }),
    BPLId: integer('bpl_id').references(() => branches.BPLId),
    Locked: yesNo('locked').notNull().default('N'),
    IsDefault: yesNo('is_default').notNull().default('N'),
    version: version(),
  },
  (t) => [index('numbering_series_object_idx').on(t.ObjectCode)],
);

/*
 * DocEntry is the internal key of a document within its object type, as in SAP's ORDR, ODLN, ...:
 * it comes from a sequence per type, document_entry_<ObjType> (migration 0007; numbering.ts).
 */

/**
 * One header table for every marketing document type (ORDR, ODLN, OINV, OPOR, ...), keyed by
 * (ObjType, DocEntry). Draft = Y holds a document saved pending approval (listed with isDoc=0).
 */
export const documents = pgTable(
  'documents',
  {
    ObjType: varchar('obj_type', { length: 20 }).notNull(),
    DocEntry: integer('doc_entry').notNull(),
    DocNum: integer('doc_num').notNull(),
    Series: integer('series')
      .notNull()
      .references(() => numberingSeries.Series),
    Draft: yesNo('draft').notNull().default('N'),
    DocStatus: varchar('doc_status', { length: 1 }).notNull().$type<'O' | 'C'>().default('O'),
    CANCELED: yesNo('canceled').notNull().default('N'),
    IsICT: yesNo('is_ict').notNull().default('N'),
    DocDate: date('doc_date').notNull(),
    DocDueDate: date('doc_due_date').notNull(),
    TaxDate: date('tax_date').notNull(),
    /** NULL on an inventory transaction, which names warehouses rather than a partner. */
    CardCode: varchar('card_code', { length: 15 }).references(() => businessPartners.CardCode),
    CardName: text('card_name').notNull(),
    NumAtCard: varchar('num_at_card', { length: 100 }),
    /** OCPR: the partner's contact person the document is addressed to. */
    CntctCode: integer('cntct_code').references(() => contactPersons.CntctCode),
    SlpCode: integer('slp_code')
      .notNull()
      .default(-1)
      .references(() => salesEmployees.SlpCode),
    OwnerCode: integer('owner_code'),
    BPLId: integer('bpl_id').references(() => branches.BPLId),
    DocCur: varchar('doc_cur', { length: 3 }).notNull(),
    DocRate: amount('doc_rate').notNull().default('1'),
    DiscPrcnt: amount('disc_prcnt').notNull().default('0'),
    DiscSum: amount('disc_sum').notNull().default('0'),
    VatSum: amount('vat_sum').notNull().default('0'),
    DocTotal: amount('doc_total').notNull().default('0'),
    /** The same totals in the document's currency (DocCur); the columns above are in MainCurncy. */
    DiscSumFC: amount('disc_sum_fc').notNull().default('0'),
    VatSumFC: amount('vat_sum_fc').notNull().default('0'),
    DocTotalFC: amount('doc_total_fc').notNull().default('0'),
    PaidToDate: amount('paid_to_date').notNull().default('0'),
    Comments: text('comments'),
    GroupNum: integer('group_num'),
    /** SAP's Address is the bill-to address (with PayToCode), Address2 the ship-to (with ShipToCode). */
    Address: text('address'),
    ShipToCode: varchar('ship_to_code', { length: 50 }),
    Address2: text('address2'),
    PayToCode: varchar('pay_to_code', { length: 50 }),
    /**
     * An inventory transfer's (and its request's) warehouses, as SAP Business One's OWTR keeps
     * them: Filler the one stock leaves, ToWhsCode the one it enters; each line's FromWhsCod and
     * WhsCode default to them.
     */
    Filler: varchar('filler', { length: 8 }),
    ToWhsCode: varchar('to_whs_code', { length: 8 }),
    /** Approval: '-' none, W pending, Y approved, N rejected (OWDD). */
    WddStatus: varchar('wdd_status', { length: 1 }).notNull().default('-'),
    /** A sales order the dispatcher may plan (issue 23): Y lists it among the open items. */
    U_ReadyToDispatch: yesNo('u_ready_to_dispatch').notNull().default('N'),
    CreateDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    UpdateDate: timestamp('update_date', { withTimezone: true }).notNull().defaultNow(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.ObjType, t.DocEntry] }),
    // Serves the specification's list query (type, posted, status, IsICT, newest first) and its
    // count as index-only scans.
    index('documents_list_idx').on(t.ObjType, t.Draft, t.IsICT, t.DocStatus, t.DocEntry),
    index('documents_date_idx').on(t.ObjType, t.DocDate),
    index('documents_card_idx').on(t.ObjType, t.CardCode),
    index('documents_slp_idx').on(t.ObjType, t.SlpCode),
    index('documents_num_idx').on(t.ObjType, t.DocNum),
    check('documents_ready_to_dispatch_flag', sql`${t.U_ReadyToDispatch} in ('Y', 'N')`),
    // The open items' orders: few among many, found without reading every order.
    index('documents_ready_to_dispatch_idx')
      .on(t.DocDueDate)
      .where(sql`obj_type = '17' and u_ready_to_dispatch = 'Y' and doc_status = 'O'`),
  ],
);

/** RDR1, DLN1, INV1, ...: lines of any document, with the copy chain in BaseType/BaseEntry/BaseLine. */
export const documentLines = pgTable(
  'document_lines',
  {
    ObjType: varchar('obj_type', { length: 20 }).notNull(),
    DocEntry: integer('doc_entry').notNull(),
    LineNum: integer('line_num').notNull(),
    ItemCode: varchar('item_code', { length: 50 }).notNull(),
    Dscription: text('dscription').notNull(),
    Quantity: amount('quantity').notNull(),
    OpenQty: amount('open_qty').notNull(),
    Price: amount('price').notNull(),
    PriceBefDi: amount('price_bef_di').notNull(),
    DiscPrcnt: amount('disc_prcnt').notNull().default('0'),
    /** In MainCurncy; TotalFrgn is the same in the document's currency. */
    LineTotal: amount('line_total').notNull(),
    TotalFrgn: amount('total_frgn').notNull().default('0'),
    VatGroup: varchar('vat_group', { length: 8 }),
    VatPrcnt: amount('vat_prcnt').notNull().default('0'),
    VatSum: amount('vat_sum').notNull().default('0'),
    VatSumFrgn: amount('vat_sum_frgn').notNull().default('0'),
    /** Which pricing rule gave PriceBefDi: see PriceSource in src/shared/api/marketing-docs.ts. */
    PriceSource: varchar('price_source', { length: 20 }).notNull().default('manual'),
    /** Cost per inventory unit when posted, and the line's gross profit: hidden from sales users. */
    StockPrice: amount('stock_price').notNull().default('0'),
    GrssProfit: amount('grss_profit').notNull().default('0'),
    WhsCode: varchar('whs_code', { length: 8 }),
    /** A transfer line's source warehouse (WTR1.FromWhsCod); WhsCode is where it goes. */
    FromWhsCod: varchar('from_whs_cod', { length: 8 }),
    UomEntry: integer('uom_entry'),
    NumPerMsr: amount('num_per_msr').notNull().default('1'),
    LineStatus: varchar('line_status', { length: 1 }).notNull().$type<'O' | 'C'>().default('O'),
    BaseType: varchar('base_type', { length: 20 }),
    BaseEntry: integer('base_entry'),
    BaseLine: integer('base_line'),
    TargetType: varchar('target_type', { length: 20 }),
    TrgetEntry: integer('trget_entry'),
    /**
     * The batches, serials and bins the line's request named, kept while the document waits for
     * approval so that posting it moves those (what it did move is in stock_allocations).
     */
    StockAllocation: jsonb('stock_allocation').$type<LineAllocation>(),
  },
  (t) => [
    primaryKey({ columns: [t.ObjType, t.DocEntry, t.LineNum] }),
    foreignKey({ columns: [t.ObjType, t.DocEntry], foreignColumns: [documents.ObjType, documents.DocEntry] }),
    index('document_lines_item_idx').on(t.ItemCode),
    // A document's targets and copies: cancel checks (liveTargetsOf) and the relationship map.
    index('document_lines_base_idx').on(t.BaseType, t.BaseEntry),
  ],
);
