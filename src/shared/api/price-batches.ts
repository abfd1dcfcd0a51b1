import { z } from 'zod';
import { boundedDecimal, boundedText, int4Key, positiveDecimal } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * Base price tools (issue 26): bulk changes of item prices (ITM1) made as batches that are
 * previewed, applied on the server in chunks with progress, undone as a whole and audited.
 */
export const priceToolsPath = '/pricing/base-prices';

/**
 * How a new price is rounded: to a step (0.01, 0.05, 0.10, a whole unit, ten), to the nearest,
 * up or down; `none` keeps the company's price decimals (PriceDec), to the nearest.
 */
export const priceRoundingMethods = ['none', 'nearest', 'up', 'down'] as const;
export type PriceRoundingMethod = (typeof priceRoundingMethods)[number];
export const priceRoundingSteps = ['0.01', '0.05', '0.10', '1', '10'] as const;
export type PriceRoundingStep = (typeof priceRoundingSteps)[number];

const roundingShape = {
  Rounding: z.enum(priceRoundingMethods).default('none'),
  RoundTo: z.enum(priceRoundingSteps).default('0.01'),
};

/** Which prices a factor or an amount changes: every criterion given must hold (none: all prices). */
export const priceSelectionSchema = z.strictObject({
  PriceList: int4Key.optional(),
  ItmsGrpCod: int4Key.optional(),
  FirmCode: int4Key.optional(),
  /** Rows chosen in the price grid (bulk actions), at most a screenful of a few thousand. */
  ItemCodes: z.array(boundedText(50)).min(1).max(5000).optional(),
  ItemCodeFrom: boundedText(50).optional(),
  ItemCodeTo: boundedText(50).optional(),
  /** Part of the item's name or code, as the grid's search. */
  Search: boundedText(100).optional(),
});
export type PriceSelection = z.infer<typeof priceSelectionSchema>;

const factorChange = z.strictObject({
  Kind: z.literal('factor'),
  Selection: priceSelectionSchema,
  /** 1.03 for a 3% rise. */
  Factor: positiveDecimal({ precision: 19, scale: 6 }),
  ...roundingShape,
});
const amountChange = z.strictObject({
  Kind: z.literal('amount'),
  Selection: priceSelectionSchema,
  /** Added to each price; negative lowers it (a price never goes below zero: refused). */
  Amount: boundedDecimal(),
  ...roundingShape,
});
const copyChange = z
  .strictObject({
    Kind: z.literal('copy'),
    SourceList: int4Key,
    TargetList: int4Key,
    Factor: positiveDecimal({ precision: 19, scale: 6 }).default('1'),
    ...roundingShape,
  })
  .refine((body) => body.SourceList !== body.TargetList, {
    path: ['TargetList'],
    message: 'must differ from the source list',
  });

/** POST …/batches and …/batches/preview: the change a batch makes. */
export const priceChangeSchema = z.discriminatedUnion('Kind', [factorChange, amountChange, copyChange]);
export type PriceChange = z.infer<typeof priceChangeSchema>;
export type PriceChangeKind = PriceChange['Kind'];

export const priceSampleRowSchema = z.object({
  PriceList: z.number(),
  ItemCode: z.string(),
  ItemName: z.string().nullable(),
  /** Null where a copy creates the price. */
  OldPrice: z.string().nullable(),
  NewPrice: z.string(),
});
export type PriceSampleRow = z.infer<typeof priceSampleRowSchema>;

export const pricePreviewSchema = z.object({
  /** Prices the change would write. */
  Rows: z.number(),
  /** Of those, prices a copy would create (the target list had none for the item). */
  Created: z.number(),
  /** Of those, prices that would stay as they are after rounding. */
  Unchanged: z.number(),
  /** The first rows by list and item code, old and new. */
  Sample: z.array(priceSampleRowSchema),
});
export type PricePreview = z.infer<typeof pricePreviewSchema>;
export const pricePreviewAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: pricePreviewSchema,
});

export const priceBatchStatuses = ['running', 'applied', 'undoing', 'undone', 'failed'] as const;
export type PriceBatchStatus = (typeof priceBatchStatuses)[number];

export const priceBatchSchema = z.object({
  BatchId: z.number(),
  Kind: z.enum(['factor', 'amount', 'copy']),
  Rule: z.record(z.string(), z.unknown()),
  Status: z.enum(priceBatchStatuses),
  RowsTotal: z.number(),
  RowsDone: z.number(),
  RowsUndone: z.number(),
  CreatedBy: z.string().nullable(),
  CreatedAt: z.string(),
  FinishedAt: z.string().nullable(),
  UndoneBy: z.string().nullable(),
  UndoneAt: z.string().nullable(),
  UndoOverwrote: z.number(),
  Failure: z.string().nullable(),
});
export type PriceBatch = z.infer<typeof priceBatchSchema>;
export const priceBatchAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: priceBatchSchema,
});
export const priceBatchListAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(priceBatchSchema), total: z.number() }),
});

export const priceBatchParamsSchema = z.strictObject({ BatchId: z.coerce.number().pipe(int4Key) });
export const pageQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** POST …/batches/{BatchId}/undo: Confirm undoes it even over prices edited since. */
export const priceUndoSchema = z.strictObject({ Confirm: z.boolean().default(false) });

/** The batch progress as a share of its rows, 0 to 100, for the progress bar. */
export function batchProgress(batch: Pick<PriceBatch, 'Status' | 'RowsTotal' | 'RowsDone' | 'RowsUndone'>) {
  if (batch.RowsTotal === 0) return 100;
  const done = batch.Status === 'undoing' || batch.Status === 'undone' ? batch.RowsUndone : batch.RowsDone;
  return Math.min(100, Math.floor((done * 100) / batch.RowsTotal));
}

export const priceBatchFinished = (status: PriceBatchStatus) => status !== 'running' && status !== 'undoing';

/** GET …/by-item?ItemCode=: the item's price in every list, side by side. */
export const byItemQuerySchema = z.strictObject({ ItemCode: boundedText(50) });
export const itemListPriceSchema = z.object({
  PriceList: z.number(),
  ListName: z.string(),
  Price: z.string().nullable(),
  Currency: z.string().nullable(),
  version: z.number().nullable(),
});
export const byItemAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ ItemCode: z.string(), ItemName: z.string(), data: z.array(itemListPriceSchema) }),
});

/** GET …/gaps?PriceList=: active items that have no price in the list. */
export const gapsQuerySchema = pageQuerySchema.extend({ PriceList: z.coerce.number().pipe(int4Key) });
export const priceGapSchema = z.object({
  ItemCode: z.string(),
  ItemName: z.string(),
  ItmsGrpCod: z.number().nullable(),
});
export const gapsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(priceGapSchema), total: z.number() }),
});

/** GET …/stats: per list, and the changes per day (batches and inline edits) over the last days. */
export const statsQuerySchema = z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const listStatsSchema = z.object({
  PriceList: z.number(),
  ListName: z.string(),
  Count: z.number(),
  Min: z.string().nullable(),
  Max: z.string().nullable(),
  Average: z.string().nullable(),
});
export const changesPerDaySchema = z.object({ Day: z.string(), Batch: z.number(), Edited: z.number() });
export const statsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ lists: z.array(listStatsSchema), changes: z.array(changesPerDaySchema) }),
});
export type ListStats = z.infer<typeof listStatsSchema>;
export type ChangesPerDay = z.infer<typeof changesPerDaySchema>;

/** GET …/history?PriceList=&ItemCode=: one price's changes, by batches and by hand, newest first. */
export const priceHistoryQuerySchema = z.strictObject({
  PriceList: z.coerce.number().pipe(int4Key),
  ItemCode: boundedText(50),
});
export const priceHistoryEntrySchema = z.object({
  At: z.string(),
  By: z.string().nullable(),
  /** A batch's number, or null for a change by hand. */
  BatchId: z.number().nullable(),
  Before: z.string().nullable(),
  After: z.string().nullable(),
});
export const priceHistoryAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(priceHistoryEntrySchema) }),
});
