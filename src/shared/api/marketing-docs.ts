import { z } from 'zod';
import { documentObjectIds } from '../documents/object-types';
import { listEnvelopeSchema } from './envelopes';
import { decimalString, isoDate, yesNoFlag } from './wire-formats';

/** Specification section 9: the sales order list opens at page 1 with 50 rows. */
export const defaultDocumentPageSize = 50;
export const maxDocumentPageSize = 500;

export const documentSortFields = [
  'DocEntry',
  'DocNum',
  'DocDate',
  'DocDueDate',
  'CardCode',
  'CardName',
  'DocTotal',
] as const;

export const documentObjectTypeSchema = z.enum(documentObjectIds as [string, ...string[]], {
  error: 'is not a marketing document type',
});

const sortSchema = z
  .string()
  .regex(new RegExp(`^(${documentSortFields.join('|')})(:(asc|desc))?$`), {
    error: `must be one of ${documentSortFields.join(', ')}, optionally followed by :asc or :desc`,
  })
  .transform((value) => {
    const [field, direction] = value.split(':') as [(typeof documentSortFields)[number], string | undefined];
    return { field, descending: direction === 'desc' };
  });

/**
 * The query of GET /marketing/docs/{objectType}: the specification's isDoc, page, per_page,
 * DocStatus and IsICT, then search, filters and sort. An unknown parameter is refused, so a
 * misspelt filter never silently returns everything.
 */
export const documentListQuerySchema = z.strictObject({
  isDoc: z.enum(['0', '1']).default('1'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(maxDocumentPageSize).default(defaultDocumentPageSize),
  DocStatus: z.enum(['O', 'C', 'all']).default('all'),
  CANCELED: yesNoFlag.optional(),
  IsICT: yesNoFlag.optional(),
  search: z.string().trim().max(100).optional(),
  CardCode: z.string().trim().min(1).max(15).optional(),
  SlpCode: z.coerce.number().int().optional(),
  DocNum: z.coerce.number().int().positive().optional(),
  DocDateFrom: isoDate.optional(),
  DocDateTo: isoDate.optional(),
  DocTotalMin: decimalString.optional(),
  DocTotalMax: decimalString.optional(),
  sort: sortSchema.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

export const documentListRowSchema = z.object({
  ObjType: z.string(),
  DocEntry: z.number().int(),
  DocNum: z.number().int(),
  Series: z.number().int(),
  DocStatus: z.enum(['O', 'C']),
  CANCELED: yesNoFlag,
  Draft: yesNoFlag,
  WddStatus: z.string(),
  DocDate: isoDate,
  DocDueDate: isoDate,
  CardCode: z.string(),
  CardName: z.string(),
  NumAtCard: z.string().nullable(),
  SlpCode: z.number().int(),
  SlpName: z.string().nullable(),
  BPLId: z.number().int().nullable(),
  DocCur: z.string(),
  DocTotal: decimalString,
  VatSum: decimalString,
  PaidToDate: decimalString,
  Comments: z.string().nullable(),
  version: z.number().int(),
});
export type DocumentListRow = z.infer<typeof documentListRowSchema>;

export const documentListAnswerSchema = listEnvelopeSchema(documentListRowSchema);
export type DocumentListAnswer = z.infer<typeof documentListAnswerSchema>;
