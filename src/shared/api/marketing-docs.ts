import { z } from 'zod';
import { documentObjectIds } from '../documents/object-types';
import {
  boundedDecimal,
  boundedText,
  decimalString,
  int4,
  int4Key,
  int4KeyText,
  int4Range,
  isoDate,
  nonNegativeDecimal,
  positiveDecimal,
  yesNoFlag,
} from '../wire/wire-formats';
import { listEnvelopeSchema } from './envelopes';

/** Specification section 9: the sales order list opens at page 1 with 50 rows. */
export const defaultDocumentPageSize = 50;
export const maxDocumentPageSize = 500;

export const documentSortFields = [
  'DocEntry',
  'DocNum',
  'DocDate',
  'DocDueDate',
  'CardCode',
  'CardName',
  'DocTotal',
] as const;

export const documentObjectTypeSchema = z.enum(documentObjectIds as [string, ...string[]], {
  error: 'is not a marketing document type',
});

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
 * DocStatus and IsICT, then search, filters and sort. An unknown parameter is refused, so a
 * misspelt filter never silently returns everything.
 */
export const documentListQuerySchema = z.strictObject({
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
  sort: sortSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListRowSchema = z.object({
  ObjType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  Series: z.number().int(),
  DocStatus: z.enum(['O', 'C']),
  CANCELED: yesNoFlag,
  Draft: yesNoFlag,
  WddStatus: z.string(),
  DocDate: isoDate,
  DocDueDate: isoDate,
  CardCode: z.string(),
  CardName: z.string(),
  NumAtCard: z.string().nullable(),
  SlpCode: z.number().int(),
  SlpName: z.string().nullable(),
  BPLId: z.number().int().nullable(),
  DocCur: z.string(),
  DocTotal: decimalString,
  VatSum: decimalString,
  PaidToDate: decimalString,
  Comments: z.string().nullable(),
  version: z.number().int(),
});
export type DocumentListRow = z.infer<typeof documentListRowSchema>;

export const documentListAnswerSchema = listEnvelopeSchema(documentListRowSchema);
export type DocumentListAnswer = z.infer<typeof documentListAnswerSchema>;

/**
 * Which pricing rule gave a line its unit price (DOMAIN.md, Prices, in the order they are tried):
 * a special price for the partner (with its period and volume break), a discount group of the
 * partner, the partner's price list (with that list's special prices), the item's base price list,
 * a price typed by the user, or the base document's line it was copied from.
 */
export const priceSources = [
  'special-price',
  'discount-group',
  'price-list',
  'base-price',
  'manual',
  'base-document',
] as const;
export type PriceSource = (typeof priceSources)[number];

/** A stored line as GET /marketing/docs/{objectType}/{DocEntry} answers it (SAP's RDR1, DLN1, ...). */
export const documentLineSchema = z.object({
  LineNum: z.number().int().nonnegative(),
  ItemCode: z.string(),
  Dscription: z.string(),
  Quantity: decimalString,
  OpenQty: decimalString,
  /** Unit price before the line discount, in the document's currency. */
  PriceBefDi: decimalString,
  DiscPrcnt: decimalString,
  /** Unit price after the line discount. */
  Price: decimalString,
  /** Quantity x Price in the document's currency (TotalFrgn) and in the local currency (LineTotal). */
  TotalFrgn: decimalString,
  LineTotal: decimalString,
  VatGroup: z.string().nullable(),
  VatPrcnt: decimalString,
  VatSumFrgn: decimalString,
  VatSum: decimalString,
  WhsCode: z.string().nullable(),
  UomEntry: z.number().int().nullable(),
  NumPerMsr: decimalString,
  LineStatus: z.enum(['O', 'C']),
  PriceSource: z.enum(priceSources),
  /** Cost and gross profit: left out of the answer for users whose rules forbid those fields. */
  StockPrice: decimalString.optional(),
  GrssProfit: decimalString.optional(),
  BaseType: z.string().nullable(),
  BaseEntry: z.number().int().nullable(),
  BaseLine: z.number().int().nullable(),
  TargetType: z.string().nullable(),
  TrgetEntry: z.number().int().nullable(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

/** A whole document: the list row's header fields, the currency totals and DocumentLines. */
export const documentSchema = documentListRowSchema.extend({
  TaxDate: isoDate,
  OwnerCode: z.number().int().nullable(),
  DocRate: decimalString,
  DiscPrcnt: decimalString,
  DiscSum: decimalString,
  DiscSumFC: decimalString,
  VatSumFC: decimalString,
  DocTotalFC: decimalString,
  GroupNum: z.number().int().nullable(),
  Address: z.string().nullable(),
  ShipToCode: z.string().nullable(),
  DocumentLines: z.array(documentLineSchema),
});
export type MarketingDocument = z.infer<typeof documentSchema>;

export const documentAnswerSchema = z.object({
  ResultCode: z.literal(1200),
  ResponseData: documentSchema,
});
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;

/**
 * Quantities above zero as stored (NUMERIC(19,6): 0.0000001 would be stored as an open line of 0;
 * the company holds no quantity-decimals setting, so the column's scale is the unit's).
 */
const quantity = positiveDecimal();
const percentage = boundedDecimal().refine(
  (value) => Number(value) >= 0 && Number(value) <= 100,
  'must be between 0 and 100',
);
/** A code typed or picked: trimmed, at least one character, at most its column's length. */
const code = (max: number) => boundedText(max, { trim: true }).min(1);

/**
 * A line to create: an item and a quantity, the rest optional (the server prices it, takes the
 * item's tax group and default warehouse), or a copy of a base document's line (BaseType,
 * BaseEntry, BaseLine all three), whose item, price, discount, tax group and warehouse it keeps
 * unless given here. Unit prices are never negative, as in SAP Business One: a negative amount is
 * a credit memo's job (DOMAIN.md).
 */
const documentLineFields = {
  ItemCode: code(50).optional(),
  Quantity: quantity,
  UnitPrice: nonNegativeDecimal().optional(),
  DiscountPercent: percentage.optional(),
  VatGroup: code(8).optional(),
  WarehouseCode: code(8).optional(),
  UomEntry: int4Key.optional(),
  Dscription: boundedText(200, { multiline: true }).optional(),
  BaseType: documentObjectTypeSchema.optional(),
  BaseEntry: int4Key.optional(),
  BaseLine: int4.nonnegative().optional(),
};

const baseLinkComplete = (line: { BaseType?: unknown; BaseEntry?: unknown; BaseLine?: unknown }) =>
  [line.BaseType, line.BaseEntry, line.BaseLine].every((part) => part === undefined) ||
  [line.BaseType, line.BaseEntry, line.BaseLine].every((part) => part !== undefined);
const baseLinkError = { error: 'BaseType, BaseEntry and BaseLine go together', path: ['BaseType'] };

export const documentLineInputSchema = z
  .strictObject(documentLineFields)
  .refine(baseLinkComplete, baseLinkError)
  .refine((line) => line.ItemCode !== undefined || line.BaseType !== undefined, {
    error: 'is required unless the line is copied from a base document',
    path: ['ItemCode'],
  });
export type DocumentLineInput = z.infer<typeof documentLineInputSchema>;

const headerInputFields = {
  DocDate: isoDate.optional(),
  DocDueDate: isoDate.optional(),
  TaxDate: isoDate.optional(),
  NumAtCard: boundedText(100, { trim: true }).nullable().optional(),
  SlpCode: int4.optional(),
  OwnerCode: int4.nullable().optional(),
  BPLId: int4.nullable().optional(),
  DocCur: boundedText(3, { trim: true }).length(3).optional(),
  /** Above zero as stored: a rate of 0.0000001 would be stored as 0. */
  DocRate: positiveDecimal().optional(),
  DiscPrcnt: percentage.optional(),
  GroupNum: int4.nullable().optional(),
  Address: boundedText(254, { multiline: true }).nullable().optional(),
  ShipToCode: boundedText(50).nullable().optional(),
  Comments: boundedText(254, { multiline: true }).nullable().optional(),
};

/** POST /marketing/docs/{objectType}: the header and at least one line; Series picks the numbering series. */
export const documentCreateSchema = z.strictObject({
  CardCode: code(15),
  Series: int4Key.optional(),
  ...headerInputFields,
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
  ...headerInputFields,
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
  CardCode: code(15),
  ItemCode: code(50),
  Quantity: quantity.default('1'),
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
