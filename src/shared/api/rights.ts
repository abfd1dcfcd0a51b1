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

const typeRightsSchema = z.object({ objectId: z.string(), subject: z.string(), rights: rightsSchema });
export type DocumentTypeRights = z.infer<typeof typeRightsSchema>;

/** GET /authorization/check-if-permitted/{objectId}: ResultCode 1200 and the caller's rights on that type. */
export const documentRightsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: typeRightsSchema,
});
export type DocumentRightsAnswer = z.infer<typeof documentRightsAnswerSchema>;

/**
 * GET /authorization/document-rights: the caller's rights on every document type at once, so a
 * document and its copy chain (an order copies to three types) cost one request, not four.
 */
export const allDocumentRightsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(typeRightsSchema) }),
});
export type AllDocumentRightsAnswer = z.infer<typeof allDocumentRightsAnswerSchema>;
