import { z } from 'zod';
import { resultCodeOk } from '../../shared/api/envelopes';
import { findDocumentType } from '../../shared/documents/object-types';
import type { HttpClient } from '../api/http-client';
import { documentHrefs } from '../routes/document-hrefs';

/** A document the palette names by type and number ("SO 1234"), before its number is resolved. */
export interface DocumentByNumber {
  objectId: string;
  /** The DocNum as typed: digits, leading zeros allowed. */
  number: string;
}

export type ResolvedDocument = { found: true; docEntry: number; href: string } | { found: false };

/** DocNum is a PostgreSQL integer: a longer number names no document, and is not asked about. */
const largestDocNum = 2_147_483_647;

/** Only the keys are read, so rows a user sees with fewer fields (hidden ones stripped) still parse. */
const matchesSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({
    data: z.array(z.object({ DocEntry: z.number().int(), DocNum: z.number().int() })),
    total: z.number().int(),
  }),
});

/** The DocNum a typed number stands for, or undefined when no document can carry it. */
export function docNumOf(number: string): number | undefined {
  if (!/^\d{1,20}$/.test(number)) return undefined;
  const value = Number(number);
  return value >= 1 && value <= largestDocNum ? value : undefined;
}

/**
 * The address of the document whose DocNum is the number typed: DocNum is the number on the
 * document and in the list, DocEntry the internal key of its address, and the two differ as soon
 * as series, cancelled numbering or concurrent creations interleave. Asks the document list
 * (GET /marketing/docs/{type}?DocNum=...&per_page=1) in every status, so the server's read rules
 * decide: a document the user may not read is not found, exactly like one that does not exist.
 */
export async function resolveDocumentNumber(
  http: Pick<HttpClient, 'get'>,
  target: DocumentByNumber,
  signal?: AbortSignal,
): Promise<ResolvedDocument> {
  const type = findDocumentType(target.objectId);
  const docNum = docNumOf(target.number);
  if (!type || docNum === undefined) return { found: false };
  const answer = await http.get(`marketing/docs/${encodeURIComponent(type.objectId)}`, {
    schema: matchesSchema,
    query: { isDoc: '1', page: 1, per_page: 1, DocStatus: 'all', DocNum: docNum },
    signal,
  });
  const match = answer.ResponseData.data.find((row) => row.DocNum === docNum);
  return match
    ? { found: true, docEntry: match.DocEntry, href: documentHrefs.document(type, match.DocEntry) }
    : { found: false };
}
