import { z } from 'zod';
import { documentListFilterField } from '../document-model/document-list-filters';
import {
  type documentLineSchema,
  documentListRowSchema,
  documentSchema,
  headerInputShape,
  lineInputShape,
} from '../document-model/document-schemas';
import { defaultDocumentPageSize, maxDocumentPageSize } from '../documents/document-paging';
import { documentObjectIds } from '../documents/object-types';
import { priceSources } from '../documents/price-sources';
import { lineAllocationShape } from '../documents/stock-allocations';
import { objectCodeSchema } from '../wire/object-code';
import {
  boundedText,
  decimalString,
  int4,
  int4Key,
  int4KeyText,
  int4Range,
  isoDate,
  positiveDecimal,
  yesNoFlag,
} from '../wire/wire-formats';
import { listCursorSchema, listEnvelopeSchema } from './envelopes';
import { checkColumnFilters, columnFiltersParamSchema } from './resources';

export { defaultDocumentPageSize, maxDocumentPageSize };

export const documentSortFields = [
  'DocEntry',
  'DocNum',
  'DocDate',
  'DocDueDate',
  'CardCode',
  'CardName',
  'DocTotal',
] as const;

export const documentObjectTypeSchema = objectCodeSchema(
  documentObjectIds,
  'is not a marketing document type',
);

const sortSchema = z
  .string()
  .regex(new RegExp(`^(${documentSortFields.join('|')})(:(asc|desc))?$`), {
    error: `must be one of ${documentSortFields.join(', ')}, optionally followed by :asc or :desc`,
  })
  .transform((value) => {
    const [field, direction] = value.split(':') as [(typeof documentSortFields)[number], string | undefined];
    return { field, descending: direction === 'desc' };
  });

/**
 * The query of GET /marketing/docs/{objectType}: the specification's isDoc, page, per_page,
 * DocStatus and IsICT, then search, filters, sort and the keyset cursor `after`. An unknown parameter is refused, so a
 * misspelt filter never silently returns everything.
 */
export const documentListQuerySchema = z
  .strictObject({
    isDoc: z.enum(['0', '1']).default('1'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(maxDocumentPageSize).default(defaultDocumentPageSize),
    DocStatus: z.enum(['O', 'C', 'all']).default('all'),
    CANCELED: yesNoFlag.optional(),
    IsICT: yesNoFlag.optional(),
    search: z.string().trim().max(100).optional(),
    CardCode: z.string().trim().min(1).max(15).optional(),
    SlpCode: z.coerce.number().int().min(int4Range.min).max(int4Range.max).optional(),
    DocNum: int4KeyText.optional(),
    DocDateFrom: isoDate.optional(),
    DocDateTo: isoDate.optional(),
    DocTotalMin: decimalString.optional(),
    DocTotalMax: decimalString.optional(),
    /** Column filters as a resource's list takes them (JSON), over the fields of document-list-filters.ts. */
    filters: columnFiltersParamSchema.optional(),
    sort: sortSchema.optional(),
    /** The `next` of the page before: the rows after its last one, read by keyset (page is then only a label). */
    after: listCursorSchema.optional(),
  })
  .superRefine((query, context) => checkColumnFilters(documentListFilterField, query.filters, context));
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export type DocumentListRow = z.infer<typeof documentListRowSchema>;

export const documentListAnswerSchema = listEnvelopeSchema(documentListRowSchema);
export type DocumentListAnswer = z.infer<typeof documentListAnswerSchema>;

export type DocumentLine = z.infer<typeof documentLineSchema>;

export type MarketingDocument = z.infer<typeof documentSchema>;

export const documentAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  ResponseData: documentSchema,
});
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;

/**
 * A line to create: an item and a quantity, the rest optional (the server prices it, takes the
 * item's tax group and default warehouse), or a copy of a base document's line (BaseType,
 * BaseEntry, BaseLine all three), whose item, price, discount, tax group and warehouse it keeps
 * unless given here. Unit prices are never negative, as in SAP Business One: a negative amount is
 * a credit memo's job (DOMAIN.md).
 */
const documentLineFields = lineInputShape();

const baseLinkComplete = (line: { BaseType?: unknown; BaseEntry?: unknown; BaseLine?: unknown }) =>
  [line.BaseType, line.BaseEntry, line.BaseLine].every((part) => part === undefined) ||
  [line.BaseType, line.BaseEntry, line.BaseLine].every((part) => part !== undefined);
const baseLinkError = { error: 'BaseType, BaseEntry and BaseLine go together', path: ['BaseType'] };

export const documentLineInputSchema = z
  .strictObject({ ...documentLineFields, ...lineAllocationShape })
  .refine(baseLinkComplete, baseLinkError)
  .refine((line) => line.ItemCode !== undefined || line.BaseType !== undefined, {
    error: 'is required unless the line is copied from a base document',
    path: ['ItemCode'],
  });
export type DocumentLineInput = z.infer<typeof documentLineInputSchema>;

/** POST /marketing/docs/{objectType}: the header and at least one line; Series picks the numbering series. */
export const documentCreateSchema = z.strictObject({
  ...headerInputShape(true),
  DocumentLines: z.array(documentLineInputSchema).min(1, 'must hold at least one line').max(1000),
});
export type DocumentCreate = z.infer<typeof documentCreateSchema>;

/**
 * PATCH /marketing/docs/{objectType}/{DocEntry}: the version read, header fields to change and,
 * when given, the whole new set of lines (lines keep their LineNum when sent with it, and their
 * item when sent without ItemCode).
 */
export const documentUpdateSchema = z.strictObject({
  version: int4Key,
  ...headerInputShape(false),
  DocumentLines: z
    .array(
      z
        .strictObject({ ...documentLineFields, LineNum: int4.nonnegative().optional() })
        .refine(baseLinkComplete, baseLinkError)
        // A line sent with its LineNum keeps its item unless given another.
        .refine(
          (line) => line.ItemCode !== undefined || line.BaseType !== undefined || line.LineNum !== undefined,
          {
            error: 'is required unless the line is copied from a base document or keeps its LineNum',
            path: ['ItemCode'],
          },
        ),
    )
    .min(1, 'must hold at least one line')
    .max(1000)
    .optional(),
});
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** POST .../{DocEntry}/close and .../cancel: the version read, so a stale screen cannot act. */
export const documentActionSchema = z.strictObject({ version: int4Key });

/**
 * GET /marketing/price?CardCode&ItemCode&Quantity&DocDate&UomEntry: the price a new line would get,
 * for the editor to show before saving (the server prices the line again when it is saved).
 */
export const priceQuoteQuerySchema = z.strictObject({
  CardCode: boundedText(15, { trim: true }).min(1),
  ItemCode: boundedText(50, { trim: true }).min(1),
  Quantity: positiveDecimal().default('1'),
  DocDate: isoDate.optional(),
  UomEntry: int4KeyText.optional(),
});
export const priceQuoteSchema = z.object({
  ItemCode: z.string(),
  UnitPrice: decimalString,
  DiscountPercent: decimalString,
  Currency: z.string(),
  PriceSource: z.enum(priceSources),
  /** The price list the price came from, when one did. */
  ListNum: z.number().int().nullable(),
});
export const priceQuoteAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  ResponseData: priceQuoteSchema,
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

/** How many items one GET /marketing/item-choices answers: the item cell shows 8 matches. */
export const maxItemChoices = 20;

/**
 * GET /marketing/item-choices?CardCode&WhsCode&DocDate&ItemCode=a&ItemCode=b: what a clerk needs to
 * choose among items for a line (docs/api.md). A repeated key arrives as an array, a single one as
 * a string; both are a list here.
 */
export const itemChoicesQuerySchema = z.strictObject({
  /**
   * The document type the line is in: its prices are then per the unit a new line takes there
   * (the item's sales or purchasing unit); without it, per base unit.
   */
  ObjType: documentObjectTypeSchema.optional(),
  CardCode: boundedText(15, { trim: true }).min(1).optional(),
  WhsCode: boundedText(8, { trim: true }).min(1).optional(),
  DocDate: isoDate.optional(),
  ItemCode: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(boundedText(50, { trim: true }).min(1))
      .min(1)
      .max(maxItemChoices, `at most ${maxItemChoices} items at once`),
  ),
});
export type ItemChoicesQuery = z.infer<typeof itemChoicesQuerySchema>;

/** An item's stock in the warehouse asked about (SAP's OITW), Available = OnHand - IsCommited + OnOrder. */
export const warehouseStockSchema = z.object({
  WhsCode: z.string(),
  OnHand: decimalString,
  IsCommited: decimalString,
  OnOrder: decimalString,
  Available: decimalString,
});
export type WarehouseStock = z.infer<typeof warehouseStockSchema>;

export const itemChoiceSchema = z.object({
  ItemCode: z.string(),
  /** Null without a warehouse asked, or when the caller may not read this item's stock there. */
  Stock: warehouseStockSchema.nullable(),
  /**
   * What GET /marketing/price answers for one unit (UomCode) of the item; null without a partner.
   */
  Price: priceQuoteSchema.nullable(),
  /** The unit the price is for where a new line takes another than the base unit; null otherwise. */
  UomCode: z.string().nullable(),
});
export type ItemChoice = z.infer<typeof itemChoiceSchema>;

export const itemChoicesAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  /** In the order asked, without the items the caller may not read (or that do not exist). */
  ResponseData: z.array(itemChoiceSchema),
});
export type ItemChoicesAnswer = z.infer<typeof itemChoicesAnswerSchema>;
