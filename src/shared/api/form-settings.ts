import { z } from 'zod';
import { boundedText } from '../wire/wire-formats';
import { resultCodeOk } from './envelopes';

/** Limits of one grid's saved settings; the route's 64 KB body limit sits well above them. */
export const formSettingsLimits = {
  objectIdMax: 64,
  fieldMax: 64,
  columnsMax: 200,
  sortMax: 5,
  widthMin: 40,
  widthMax: 2000,
} as const;

export const pageSizes = [5, 10, 20, 25, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];

/** A document type ("17") or a grid's own key ("items.list"): safe in a URL path as it is. */
export const formObjectIdSchema = z
  .string()
  .min(1)
  .max(formSettingsLimits.objectIdMax)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'may hold only letters, digits and _ . : -');

/** Stored in a JSONB column, which cannot hold a NUL (and PGlite fails on one: PITFALLS.md). */
const fieldSchema = boundedText(formSettingsLimits.fieldMax).min(1);

export const formColumnSchema = z.strictObject({
  field: fieldSchema,
  width: z.number().int().min(formSettingsLimits.widthMin).max(formSettingsLimits.widthMax).optional(),
  hidden: z.boolean().optional(),
});
export type FormColumn = z.infer<typeof formColumnSchema>;

export const formSortSchema = z.strictObject({ field: fieldSchema, direction: z.enum(['asc', 'desc']) });
export type FormSort = z.infer<typeof formSortSchema>;

/** Each field once: a grid cannot show, nor sort by, the same column twice. */
function uniqueFields(key: string) {
  return (entries: readonly { field: string }[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (seen.has(entry.field))
        context.addIssue({ code: 'custom', path: [index, 'field'], message: `repeats a ${key} field` });
      seen.add(entry.field);
    });
  };
}

/**
 * POST /form_settings: one user's settings of one grid. Columns are in display order. `version`
 * is the one the client read: when sent, the save is refused (409) if someone saved since; when
 * left out, the save overwrites whatever is stored.
 */
export const formSettingsPayloadSchema = z.strictObject({
  objectId: formObjectIdSchema,
  columns: z.array(formColumnSchema).max(formSettingsLimits.columnsMax).superRefine(uniqueFields('column')),
  sort: z.array(formSortSchema).max(formSettingsLimits.sortMax).superRefine(uniqueFields('sort')).optional(),
  pageSize: z.literal(pageSizes).optional(),
  version: z.number().int().positive().optional(),
});
export type FormSettingsPayload = z.infer<typeof formSettingsPayloadSchema>;

/** GET /form_settings/{objectId}. */
export const formSettingsParamsSchema = z.strictObject({ objectId: formObjectIdSchema });

/** What is stored for a user and a grid, with the version a later save must send. */
export const formSettingsSchema = z.object({
  objectId: z.string(),
  columns: z.array(formColumnSchema),
  sort: z.array(formSortSchema),
  /** Null when the user never chose one: the grid keeps its own default. */
  pageSize: z.literal(pageSizes).nullable(),
  version: z.number().int().positive(),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;

/** The stored settings, or null when the user has saved nothing for that grid. */
export const formSettingsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: formSettingsSchema.nullable(),
});
export type FormSettingsAnswer = z.infer<typeof formSettingsAnswerSchema>;

/** A successful save answers the settings as stored, with their new version. */
export const formSettingsSavedAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: formSettingsSchema,
});
export type FormSettingsSavedAnswer = z.infer<typeof formSettingsSavedAnswerSchema>;
