import { z } from 'zod';

/** The ResultCode of every successful list and read answer (specification section 7). */
export const resultCodeOk = 1200;

/**
 * The `after` of a paged list: the `next` its previous page answered, opaque to the client (the
 * server checks it was made for the same list and sort).
 */
export const listCursorSchema = z
  .string()
  .min(1)
  .max(2_000)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'is not a cursor' });

/**
 * Beyond the specification's data and total, a page that rows follow says so (`more: true`) and
 * gives the cursor that reads them (`next`); the last page carries neither.
 */
export const pageFollowUpSchema = {
  more: z.literal(true).optional(),
  next: z.string().optional(),
};

/**
 * The answer of an action that returns nothing but its success: statusCode 0 and a sentence for
 * a person (a rule set saved, a user unlocked, a session ended).
 */
export const doneAnswerSchema = z.object({ statusCode: z.literal(0), message: z.string() });
export type DoneAnswer = z.infer<typeof doneAnswerSchema>;

/** A list answer: ResponseData with the page of rows and the total count of matching rows. */
export function listEnvelopeSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    ResultCode: z.literal(resultCodeOk),
    ResponseData: z.object({
      data: z.array(row),
      total: z.number().int().nonnegative(),
      ...pageFollowUpSchema,
    }),
  });
}

/** Stable machine codes of error answers; the client maps them to translated messages. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'VERSION_CONFLICT',
  'REFERENCED',
  /** A document posting would take stock below zero where that is not allowed (409). */
  'INSUFFICIENT_STOCK',
  /** The document's state forbids the operation: closed, cancelled, or a base line with too little open (409). */
  'INVALID_STATE',
  /**
   * A counted item's stock moved in the warehouse since the count sheet was read (409): `fields`
   * names each as `Moved.<ItemCode>` with its net quantity, and `AsOf` the ledger's last row seen.
   */
  'STOCK_MOVED',
  /**
   * A dispatch load beyond its vehicle's weight or volume capacity without an OverrideReason (409):
   * `fields` names Weight and/or Volume with the load and the capacity.
   */
  'CAPACITY_EXCEEDED',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error answer has this body; `fields` maps a field path to its messages. */
export const errorBodySchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
