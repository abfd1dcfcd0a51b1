import { z } from 'zod';
import { boundedText, decimalString, int4Key, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * Inventory counting (issue 21): a sheet of a warehouse's system quantities as of one ledger row
 * (`AsOf`, the ledger's last TransNum when it was read), and the counted quantities posted
 * against it as a goods receipt and a goods issue of the differences. An item is counted as a
 * whole, or by place: per bin in a warehouse with bins, per batch (and bin) for a batch item,
 * serial by serial for a serial item.
 */
export const countSheetMax = 1000;
/** The most places (rows) a sheet holds: the items past it are left for a narrower sheet. */
export const countSheetRowsMax = 5000;

const itemCode = boundedText(50);
const whsCode = boundedText(8);
const distNumber = boundedText(36);

/** GET /inventory/counts/sheet */
export const countSheetQuerySchema = z.strictObject({
  WhsCode: whsCode,
  ItmsGrpCod: z.coerce.number().int().min(-1).max(2_147_483_647).optional(),
});
export type CountSheetQuery = z.infer<typeof countSheetQuerySchema>;

/** How an item is counted: N as a whole or per bin, B per batch (and bin), S serial by serial. */
export const countManagedSchema = z.enum(['N', 'B', 'S']);
export type CountManaged = z.infer<typeof countManagedSchema>;

export const countSheetItemSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  Managed: countManagedSchema,
  /** What the warehouse holds of the item. */
  OnHand: decimalString,
});
export type CountSheetItem = z.infer<typeof countSheetItemSchema>;

/**
 * A place counted: the item as a whole (no bin, batch or serial), or one bin, batch, bin and
 * batch, or serial of it. A serial's bin says where it is; the serial alone names the place.
 */
export const countSheetLineSchema = z.object({
  ItemCode: z.string(),
  BinAbs: z.number().int().nullable(),
  BinCode: z.string().nullable(),
  BatchNumber: z.string().nullable(),
  SerialNumber: z.string().nullable(),
  OnHand: decimalString,
});
export type CountSheetLine = z.infer<typeof countSheetLineSchema>;

export const countSheetAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    WhsCode: z.string(),
    /** The warehouse keeps its stock in bins; a found serial goes to DftBinAbs unless it names one. */
    Bins: z.boolean(),
    DftBinAbs: z.number().int().nullable(),
    AsOf: z.number().int().nonnegative(),
    /** More items or places than a sheet holds: narrow it by item group. */
    Truncated: z.boolean(),
    Items: z.array(countSheetItemSchema),
    Lines: z.array(countSheetLineSchema),
  }),
});
export type CountSheet = z.infer<typeof countSheetAnswerSchema>['ResponseData'];

const nonNegative = decimalString.refine((text) => !text.startsWith('-'), 'must not be negative');

/** The place a count line or sheet line names, as one key: a serial is its own place, wherever its bin. */
export function countPlaceKey(line: {
  ItemCode: string;
  BinAbs?: number | null;
  BatchNumber?: string | null;
  SerialNumber?: string | null;
}): string {
  const serial = line.SerialNumber ?? null;
  return JSON.stringify([
    line.ItemCode,
    serial === null ? (line.BinAbs ?? null) : null,
    line.BatchNumber ?? null,
    serial,
  ]);
}

export const countPostLineSchema = z.strictObject({
  ItemCode: itemCode,
  BinAbs: int4Key.optional(),
  BatchNumber: distNumber.optional(),
  SerialNumber: distNumber.optional(),
  Counted: nonNegative,
  /** A batch found that the system does not know yet is created with these dates. */
  ExpiryDate: isoDate.nullable().optional(),
  ManufacturingDate: isoDate.nullable().optional(),
});
export type CountPostLine = z.infer<typeof countPostLineSchema>;

/** POST /inventory/counts */
export const countPostSchema = z
  .strictObject({
    WhsCode: whsCode,
    AsOf: z.number().int().nonnegative().max(2_147_483_647),
    DocDate: isoDate.optional(),
    Lines: z.array(countPostLineSchema).min(1).max(countSheetRowsMax),
  })
  .refine((count) => new Set(count.Lines.map(countPlaceKey)).size === count.Lines.length, {
    path: ['Lines'],
    message: 'must name each place once',
  });
export type CountPost = z.infer<typeof countPostSchema>;

const postedDocument = z.object({
  ObjType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
});

export const countAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    /** The goods receipt of the counted quantities above stock, and the goods issue of those below. */
    Receipt: postedDocument.nullable(),
    Issue: postedDocument.nullable(),
    /** Each counted line with the system quantity of its place and the difference, in the order sent. */
    Lines: z.array(
      z.object({
        ItemCode: z.string(),
        BinAbs: z.number().int().nullable(),
        BatchNumber: z.string().nullable(),
        SerialNumber: z.string().nullable(),
        OnHand: decimalString,
        Difference: decimalString,
      }),
    ),
  }),
});
export type CountAnswer = z.infer<typeof countAnswerSchema>['ResponseData'];
