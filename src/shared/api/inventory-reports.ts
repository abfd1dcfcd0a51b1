import { z } from 'zod';
import { boundedText, decimalString, isoDate } from '../wire/wire-formats';
import { listCursorSchema, pageFollowUpSchema, resultCodeOk } from './envelopes';

/**
 * The stock reports (issue 21): each reads the inventory ledger (OINM) or the stock figures
 * (OITW, OIBQ) filtered by the caller's rules, a page at a time by keyset.
 */
export const reportPageSizeDefault = 100;
export const reportPageSizeMax = 500;

/** A page of a report: the total is null when it was not asked for (`count=0`). */
export function reportEnvelopeSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    ResultCode: z.literal(resultCodeOk),
    ResponseData: z.object({
      data: z.array(row),
      total: z.number().int().nonnegative().nullable(),
      ...pageFollowUpSchema,
    }),
  });
}

const itemCode = boundedText(50);
const whsCode = boundedText(8);
/** Object types are digits (15, 310000001); anything else is refused, not searched. */
const transType = z.string().regex(/^\d{1,20}$/, 'must be an object type such as 15');

/** Paging shared by every paged report: `after` (keyset) or `page`, and the total on `count=1`. */
export const reportPaging = {
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(reportPageSizeMax).default(reportPageSizeDefault),
  after: listCursorSchema.optional(),
  count: z.enum(['0', '1']).default('1'),
};

export const dateRange = { DateFrom: isoDate.optional(), DateTo: isoDate.optional() };
export const rangeInOrder = (query: { DateFrom?: string; DateTo?: string }) =>
  !query.DateFrom || !query.DateTo || query.DateFrom <= query.DateTo;
export const rangeProblem = { path: ['DateTo'], message: 'must not be before DateFrom' };

export const movementSorts = ['TransNum:desc', 'TransNum:asc', 'DocDate:desc', 'DocDate:asc'] as const;
export type MovementSort = (typeof movementSorts)[number];

/** GET /inventory/reports/movements */
export const movementsQuerySchema = z
  .strictObject({
    ItemCode: itemCode.optional(),
    WhsCode: whsCode.optional(),
    TransType: transType.optional(),
    ...dateRange,
    sort: z.enum(movementSorts).default('TransNum:desc'),
    ...reportPaging,
  })
  .refine(rangeInOrder, rangeProblem);
export type MovementsQuery = z.infer<typeof movementsQuerySchema>;

/**
 * One ledger row with its document: TransType and CreatedBy (DocEntry) name it, DocNum is the
 * number of a marketing document when one exists under that type and entry. Price (the cost) is
 * left out for a reader whose rules hide it.
 */
export const movementRowSchema = z.object({
  TransNum: z.number().int(),
  TransType: z.string(),
  CreatedBy: z.number().int(),
  DocLineNum: z.number().int(),
  DocNum: z.number().int().nullable(),
  DocDate: z.string(),
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  WhsCode: z.string(),
  WhsName: z.string().nullable(),
  InQty: decimalString,
  OutQty: decimalString,
  Price: decimalString.optional(),
  CardCode: z.string().nullable(),
  CardName: z.string().nullable(),
  Comments: z.string().nullable(),
});
export type MovementRow = z.infer<typeof movementRowSchema>;
export const movementsAnswerSchema = reportEnvelopeSchema(movementRowSchema);
export type MovementsAnswer = z.infer<typeof movementsAnswerSchema>;

/** GET /inventory/reports/items/{ItemCode}/history: oldest first, the balance after each row. */
export const historyQuerySchema = z.strictObject({ WhsCode: whsCode.optional(), ...reportPaging });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;
export const historyRowSchema = movementRowSchema.extend({ Balance: decimalString });
export type HistoryRow = z.infer<typeof historyRowSchema>;
export const historyAnswerSchema = reportEnvelopeSchema(historyRowSchema);

export const itemCodeParamsSchema = z.strictObject({ ItemCode: itemCode });

/** GET /inventory/reports/cumulative-balances: the ledger summed up to and including `date`. */
export const cumulativeQuerySchema = z.strictObject({
  date: isoDate,
  ItemCode: itemCode.optional(),
  WhsCode: whsCode.optional(),
  ...reportPaging,
});
export type CumulativeQuery = z.infer<typeof cumulativeQuerySchema>;
export const cumulativeRowSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  WhsCode: z.string(),
  WhsName: z.string().nullable(),
  Quantity: decimalString,
  Value: decimalString.optional(),
});
export type CumulativeRow = z.infer<typeof cumulativeRowSchema>;
export const cumulativeAnswerSchema = reportEnvelopeSchema(cumulativeRowSchema);

/** GET /inventory/reports/stock: what each warehouse holds of each item now (OITW). */
export const stockQuerySchema = z.strictObject({
  ItemCode: itemCode.optional(),
  WhsCode: whsCode.optional(),
  /** Only the rows below their minimum (the item's MinLevel or the warehouse's MinStock). */
  belowMinimum: z.enum(['Y', 'N']).default('N'),
  ...reportPaging,
});
export type StockQuery = z.infer<typeof stockQuerySchema>;
export const stockRowSchema = z.object({
  WhsCode: z.string(),
  WhsName: z.string().nullable(),
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  OnHand: decimalString,
  IsCommited: decimalString,
  OnOrder: decimalString,
  Available: decimalString,
  MinStock: decimalString,
  MinLevel: decimalString,
});
export type StockRow = z.infer<typeof stockRowSchema>;
export const stockAnswerSchema = reportEnvelopeSchema(stockRowSchema);

/**
 * GET /inventory/reports/stock-by-item: InventoryStockReport over all warehouses, one row per item
 * with what each warehouse the caller may read holds (`ByWarehouse`, by WhsCode) and the totals
 * over those warehouses; `Value` (on hand at each warehouse's cost) only for a reader of the cost.
 */
export const stockByItemQuerySchema = z.strictObject({ ItemCode: itemCode.optional(), ...reportPaging });
export type StockByItemQuery = z.infer<typeof stockByItemQuerySchema>;
export const stockByItemRowSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  ByWarehouse: z.record(z.string(), decimalString),
  OnHand: decimalString,
  IsCommited: decimalString,
  OnOrder: decimalString,
  Available: decimalString,
  Value: decimalString.optional(),
});
export type StockByItemRow = z.infer<typeof stockByItemRowSchema>;
export const stockByItemAnswerSchema = reportEnvelopeSchema(stockByItemRowSchema);

/** GET /inventory/reports/stock-by-item/warehouses: the warehouses whose stock the caller may read, its columns. */
export const stockWarehousesAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    data: z.array(z.object({ WhsCode: z.string(), WhsName: z.string().nullable() })),
  }),
});

/** GET /inventory/reports/bin-stock: what each bin holds (OIBQ). */
export const binStockQuerySchema = z.strictObject({
  ItemCode: itemCode.optional(),
  WhsCode: whsCode.optional(),
  ...reportPaging,
});
export type BinStockQuery = z.infer<typeof binStockQuerySchema>;
export const binStockRowSchema = z.object({
  AbsEntry: z.number().int(),
  BinCode: z.string(),
  WhsCode: z.string(),
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  /** A batch item's batch in the bin (batch_bin_stock), with its expiry; null for other items. */
  BatchNumber: z.string().nullable(),
  ExpDate: z.string().nullable(),
  /** The batch's entry and receipt date, which order batches of one expiry (FEFO, fefo-order.ts). */
  BatchAbs: z.number().int().nullable().optional(),
  InDate: z.string().nullable().optional(),
  OnHandQty: decimalString,
});
export type BinStockRow = z.infer<typeof binStockRowSchema>;
export const binStockAnswerSchema = reportEnvelopeSchema(binStockRowSchema);

export const topItemMeasures = ['quantity', 'value', 'margin'] as const;
export type TopItemMeasure = (typeof topItemMeasures)[number];
export const topItemsLimitMax = 500;

/** GET /inventory/reports/top-items: sales issues (deliveries, invoices) less sales receipts. */
export const topItemsQuerySchema = z
  .strictObject({
    ...dateRange,
    by: z.enum(topItemMeasures).default('quantity'),
    WhsCode: whsCode.optional(),
    limit: z.coerce.number().int().min(1).max(topItemsLimitMax).default(50),
  })
  .refine(rangeInOrder, rangeProblem);
export type TopItemsQuery = z.infer<typeof topItemsQuerySchema>;
export const topItemRowSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  Quantity: decimalString,
  Value: decimalString,
  Cost: decimalString.optional(),
  Margin: decimalString.optional(),
});
export type TopItemRow = z.infer<typeof topItemRowSchema>;
export const topItemsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(topItemRowSchema) }),
});

/** GET /inventory/reports/items/{ItemCode}/dashboard */
export const dashboardPointSchema = z.object({
  /** The month, as YYYY-MM. */
  month: z.string(),
  /** Stock at the month's end, over the warehouses the reader may see. */
  stock: decimalString,
  /** Sold in the month: issued by sales documents less what sales returns brought back. */
  sales: decimalString,
});
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;
export const itemDashboardAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    ItemCode: z.string(),
    ItemName: z.string(),
    warehouses: z.array(stockRowSchema),
    movements: z.array(movementRowSchema),
    series: z.array(dashboardPointSchema),
  }),
});
export type ItemDashboard = z.infer<typeof itemDashboardAnswerSchema>['ResponseData'];

/** GET /inventory/reports/transactions/{id}: the ledger rows of the document that row {id} belongs to. */
export const transactionParamsSchema = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const transactionAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    TransType: z.string(),
    CreatedBy: z.number().int(),
    data: z.array(movementRowSchema),
  }),
});
export type TransactionAnswer = z.infer<typeof transactionAnswerSchema>['ResponseData'];

export const serialStatuses = ['inStock', 'issued'] as const;
export type SerialStatus = (typeof serialStatuses)[number];

/** GET /inventory/reports/serial-numbers: every serial number, where it is or where it went. */
export const serialsReportQuerySchema = z.strictObject({
  ItemCode: itemCode.optional(),
  WhsCode: whsCode.optional(),
  status: z.enum(serialStatuses).optional(),
  ...reportPaging,
});
export type SerialsReportQuery = z.infer<typeof serialsReportQuerySchema>;

/**
 * A serial number (OSRN) with its place: warehouse and bin while in stock. WhsCode is where it is
 * or, once issued, the warehouse it left. Receipt* name the first posting that brought it in,
 * Issue* the last that took it out while it is out of stock (none while in stock).
 */
export const serialsReportRowSchema = z.object({
  AbsEntry: z.number().int(),
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  DistNumber: z.string(),
  status: z.enum(serialStatuses),
  WhsCode: z.string().nullable(),
  BinCode: z.string().nullable(),
  // The posting that moved it: document type, entry, number (null for one kept elsewhere) and date.
  ReceiptType: z.string().nullable(),
  ReceiptEntry: z.number().int().nullable(),
  ReceiptNum: z.number().int().nullable(),
  ReceiptDate: z.string().nullable(),
  IssueType: z.string().nullable(),
  IssueEntry: z.number().int().nullable(),
  IssueNum: z.number().int().nullable(),
  IssueDate: z.string().nullable(),
});
export type SerialsReportRow = z.infer<typeof serialsReportRowSchema>;
export const serialsReportAnswerSchema = reportEnvelopeSchema(serialsReportRowSchema);
