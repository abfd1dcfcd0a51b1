import { z } from 'zod';
import { decimalString } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/** The open documents of one type the caller may read: how many, and their total in local currency. */
export const dashboardDocumentFigureSchema = z.object({
  objectId: z.string(),
  openCount: z.number().int().nonnegative(),
  openTotal: decimalString,
});
export type DashboardDocumentFigure = z.infer<typeof dashboardDocumentFigureSchema>;

const activeCountSchema = z.object({ active: z.number().int().nonnegative() });

/**
 * GET /dashboard (specification section 7, "reads ResponseData"): the company and the figures
 * the caller may see. A figure about a subject the caller may not read is left out, not refused:
 * `documents` lists only readable document types, `items` and `businessPartners` are absent when
 * not readable.
 */
export const dashboardAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    /** `currency` is the currency of every total: the company's local currency (OADM MainCurncy). */
    company: z.object({ name: z.string(), currency: z.string() }),
    documents: z.array(dashboardDocumentFigureSchema),
    items: activeCountSchema.optional(),
    businessPartners: activeCountSchema.optional(),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
export type DashboardData = DashboardAnswer['ResponseData'];
