import { z } from 'zod';
import { recurringFrequencies } from '../resources/field-sales-plans';
import { int4Key, isoDate } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/**
 * /logistics-hub/recurring-transactions (issue 25): what the recurring templates the caller may
 * read have due up to today (each due date neither executed nor skipped), and the two things to do
 * with one: execute it (the template's document is created through the documents' creation, dated
 * on the due date) or skip it. Each due date is done once: the second attempt is told 409.
 */
export const recurringDueRowSchema = z.object({
  TemplateId: int4Key,
  TemplateName: z.string(),
  ObjType: z.string(),
  CardCode: z.string().nullable(),
  Frequency: z.enum(recurringFrequencies),
  /** How many lines the template's document holds: what a reviewer checks before executing. */
  Lines: z.number().int().nonnegative(),
  DueDate: isoDate,
});
export type RecurringDueRow = z.infer<typeof recurringDueRowSchema>;

export const recurringDueAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(recurringDueRowSchema), total: z.number().int().nonnegative() }),
});

/** The body of execute and skip: one due date of one template. */
export const recurringDueKeySchema = z.strictObject({ TemplateId: int4Key, DueDate: isoDate });
export type RecurringDueKey = z.infer<typeof recurringDueKeySchema>;

export const recurringOutcomes = ['E', 'S'] as const;

export const recurringRunAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    TemplateId: int4Key,
    DueDate: isoDate,
    Outcome: z.enum(recurringOutcomes),
    ObjType: z.string().nullable(),
    DocEntry: z.number().int().nullable(),
    DocNum: z.number().int().nullable(),
  }),
});
export type RecurringRun = z.infer<typeof recurringRunAnswerSchema>['ResponseData'];

/** PUT /logistics-hub/recurring-templates/{TemplateId}/document: the template's document replaced by a draft. */
export const recurringTemplateParamsSchema = z.strictObject({
  TemplateId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const recurringDocumentAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ TemplateId: int4Key, CardCode: z.string().nullable(), Lines: z.number().int() }),
});
