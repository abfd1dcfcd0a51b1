import { z } from 'zod';
import { boundedText, decimalString, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * Inventory counting (issue 21): a sheet of a warehouse's system quantities as of one ledger row
 * (`AsOf`, the ledger's last TransNum when it was read), and the counted quantities posted
 * against it as a goods receipt and a goods issue of the differences.
 */
export const countSheetMax = 1000;

const itemCode = boundedText(50);
const whsCode = boundedText(8);

/** GET /inventory/counts/sheet */
export const countSheetQuerySchema = z.strictObject({
  WhsCode: whsCode,
  ItmsGrpCod: z.coerce.number().int().min(-1).max(2_147_483_647).optional(),
});
export type CountSheetQuery = z.infer<typeof countSheetQuerySchema>;

export const countSheetLineSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  OnHand: decimalString,
});
export type CountSheetLine = z.infer<typeof countSheetLineSchema>;

export const countSheetAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    WhsCode: z.string(),
    AsOf: z.number().int().nonnegative(),
    /** More items than a sheet holds: narrow it by item group. */
    Truncated: z.boolean(),
    Lines: z.array(countSheetLineSchema),
  }),
});
export type CountSheet = z.infer<typeof countSheetAnswerSchema>['ResponseData'];

const nonNegative = decimalString.refine((text) => !text.startsWith('-'), 'must not be negative');

/** POST /inventory/counts */
export const countPostSchema = z
  .strictObject({
    WhsCode: whsCode,
    AsOf: z.number().int().nonnegative().max(2_147_483_647),
    DocDate: isoDate.optional(),
    Lines: z
      .array(z.strictObject({ ItemCode: itemCode, Counted: nonNegative }))
      .min(1)
      .max(countSheetMax),
  })
  .refine((count) => new Set(count.Lines.map((line) => line.ItemCode)).size === count.Lines.length, {
    path: ['Lines'],
    message: 'must name each item once',
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
    Lines: z.array(z.object({ ItemCode: z.string(), OnHand: decimalString, Difference: decimalString })),
  }),
});
export type CountAnswer = z.infer<typeof countAnswerSchema>['ResponseData'];
