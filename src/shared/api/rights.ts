import { z } from 'zod';
import { resultCodeOk } from './envelopes';

const rightsSchema = z.object({
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  cancel: z.boolean(),
  close: z.boolean(),
  print: z.boolean(),
  approve: z.boolean(),
});
export type DocumentRights = z.infer<typeof rightsSchema>;

/** GET /authorization/check-if-permitted/{objectId}: ResultCode 1200 and the caller's rights on that type. */
export const documentRightsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ objectId: z.string(), subject: z.string(), rights: rightsSchema }),
});
export type DocumentRightsAnswer = z.infer<typeof documentRightsAnswerSchema>;
