import { z } from 'zod';
import { salesTargetKinds } from '../resources/field-sales-plans';
import { boundedText, decimalString, int4Key, int4KeyText, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';
import { dateRange, rangeInOrder, rangeProblem } from './inventory-reports';

/**
 * GET /logistics-hub/sales-targets/report (issue 25): each target the caller may read whose period
 * meets DateFrom..DateTo, against what its employee invoiced in the target's period: A/R invoices
 * (13) minus A/R credit memos (14), posted (not drafts, not cancelled), in the target's territory
 * (the customer's), item group (the item's) and channel (the ship-to outlet's) where it names one.
 * Value is net of tax and header discount in MainCurncy; quantity is in inventory units.
 */
export const salesTargetReportQuerySchema = z
  .strictObject({ ...dateRange, SlpCode: int4KeyText.optional() })
  .refine(rangeInOrder, rangeProblem);
export type SalesTargetReportQuery = z.infer<typeof salesTargetReportQuerySchema>;

export const salesTargetReportRowSchema = z.object({
  TargetId: int4Key,
  SlpCode: z.number().int(),
  SlpName: z.string(),
  Territory: z.number().int().nullable(),
  TerritoryName: z.string().nullable(),
  ItmsGrpCod: z.number().int().nullable(),
  ItmsGrpNam: z.string().nullable(),
  ChannelCode: boundedText(20).nullable(),
  FromDate: isoDate,
  ToDate: isoDate,
  TargetKind: z.enum(salesTargetKinds),
  Target: decimalString,
  Actual: decimalString,
  /** Target minus actual: what is still to invoice (negative once exceeded). */
  Gap: decimalString,
  /** Actual as a percentage of the target, two decimals. */
  Percent: decimalString,
});
export type SalesTargetReportRow = z.infer<typeof salesTargetReportRowSchema>;

export const salesTargetReportAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(salesTargetReportRowSchema) }),
});
export type SalesTargetReportAnswer = z.infer<typeof salesTargetReportAnswerSchema>;
