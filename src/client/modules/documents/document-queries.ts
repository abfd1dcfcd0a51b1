import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { DocumentPdfQuery } from '../../../shared/api/document-pdf';
import { resultCodeOk } from '../../../shared/api/envelopes';
import {
  type DocumentCreate,
  type DocumentUpdate,
  documentAnswerSchema,
  type ItemChoicesQuery,
  itemChoicesAnswerSchema,
  priceQuoteAnswerSchema,
} from '../../../shared/api/marketing-docs';
import { allDocumentRightsAnswerSchema, type DocumentRights } from '../../../shared/api/rights';
import { documentListRowSchema } from '../../../shared/document-model/document-schemas';
import type { Language } from '../../../shared/locale/languages';
import type { HttpClient } from '../../api/http-client';
import { type DocumentListRequest, listRequestQuery } from './document-list-request';
import { documentPath, documentRightsPath } from './document-paths';

/** One factory of query keys for documents (CONVENTIONS.md), so invalidation stays precise. */
export const documentKeys = {
  all: ['documents'] as const,
  /** Every type's rights: one entry (documentRightsQuery). */
  rights: ['documents', 'rights'] as readonly string[],
  /** A rights question naming no type: refused before any request, apart from the real answer. */
  rightsOfNoType: ['documents', 'rights', ''] as readonly string[],
  type: (objectId: string) => [...documentKeys.all, objectId] as const,
  lists: (objectId: string) => [...documentKeys.type(objectId), 'list'] as const,
  list: (request: DocumentListRequest) =>
    [...documentKeys.lists(request.objectId), listRequestQuery(request, 1)] as const,
  document: (objectId: string, docEntry: number) =>
    [...documentKeys.type(objectId), 'document', docEntry] as const,
  openBase: (objectId: string, cardCode: string) =>
    [...documentKeys.type(objectId), 'open-for', cardCode] as const,
  price: (query: Record<string, string | undefined>) => [...documentKeys.all, 'price', query] as const,
  itemChoices: (query: ItemChoicesQuery) => [...documentKeys.all, 'item-choices', query] as const,
};

/** Thrown (and logged) before any request when a rights or model fetch names no document type. */
export class MissingObjectIdError extends Error {
  constructor(what: string) {
    super(`A ${what} request needs a document type (objectId)`);
    this.name = 'MissingObjectIdError';
  }
}

/**
 * Specification sections 4 and 5: document rights are fetched once and cached, for every type in
 * one request (GET /authorization/document-rights), so a sales order's pane and its three copy
 * targets, and every other document pane, read one cache entry. An empty objectId is refused with
 * a log entry, and nothing is sent.
 */
export const allDocumentRightsQuery = (http: HttpClient, objectId: string) => {
  const named = objectId.trim() !== '';
  return queryOptions({
    queryKey: named ? documentKeys.rights : documentKeys.rightsOfNoType,
    queryFn: ({ signal }) => {
      if (!named) {
        const error = new MissingObjectIdError('document rights');
        console.error(error.message);
        return Promise.reject(error);
      }
      return http.get(documentRightsPath, { schema: allDocumentRightsAnswerSchema, signal });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
};

/** The caller's rights on one document type, read from the one cached answer for every type. */
export const documentRightsQuery = (http: HttpClient, objectId: string) =>
  queryOptions({
    ...allDocumentRightsQuery(http, objectId),
    select: (answer): DocumentRights | undefined =>
      answer.ResponseData.data.find((entry) => entry.objectId === objectId)?.rights,
  });

export const documentQuery = (http: HttpClient, objectId: string, docEntry: number) =>
  queryOptions({
    queryKey: documentKeys.document(objectId, docEntry),
    queryFn: ({ signal }) =>
      http.get(documentPath(objectId, docEntry), { schema: documentAnswerSchema, signal }),
    select: (answer) => answer.ResponseData,
    enabled: Number.isInteger(docEntry) && docEntry > 0,
  });

export const createDocument = (http: HttpClient, objectId: string, body: DocumentCreate) =>
  http.post(documentPath(objectId), { schema: documentAnswerSchema, body });

export const updateDocument = (http: HttpClient, objectId: string, docEntry: number, body: DocumentUpdate) =>
  http.patch(documentPath(objectId, docEntry), { schema: documentAnswerSchema, body });

/** The document's PDF, labelled in `lang` (the language the user reads the screen in). */
export const downloadDocumentPdf = (http: HttpClient, objectId: string, docEntry: number, lang: Language) =>
  http.download(`${documentPath(objectId, docEntry)}/pdf`, { query: { lang } satisfies DocumentPdfQuery });

export type DocumentAction = 'close' | 'cancel';

export const runDocumentAction = (
  http: HttpClient,
  objectId: string,
  docEntry: number,
  action: DocumentAction,
  version: number,
) =>
  http.post(`${documentPath(objectId, docEntry)}/${action}`, {
    schema: documentAnswerSchema,
    body: { version },
  });

const openDocumentsAnswerSchema = z.object({
  ResultCode: z.literal(resultCodeOk),
  ResponseData: z.object({ data: z.array(documentListRowSchema), total: z.number().int() }),
});

/** The open documents of a partner of one type: what "copy from" offers. */
/** A type's open documents a new one may copy: the partner's, or every one when `cardCode` is undefined. */
export const openBaseDocumentsQuery = (http: HttpClient, objectId: string, cardCode: string | undefined) =>
  queryOptions({
    queryKey: documentKeys.openBase(objectId, cardCode ?? ''),
    queryFn: ({ signal }) =>
      http.get(documentPath(objectId), {
        schema: openDocumentsAnswerSchema,
        query: {
          isDoc: '1',
          page: 1,
          per_page: 50,
          DocStatus: 'O',
          CANCELED: 'N',
          ...(cardCode === undefined ? {} : { CardCode: cardCode }),
        },
        signal,
      }),
    select: (answer) => answer.ResponseData.data,
    enabled: cardCode !== '',
  });

export interface PriceQuestion {
  CardCode: string;
  ItemCode: string;
  Quantity: string;
  DocDate?: string;
  UomEntry?: number;
}

/** GET /marketing/price: the price a line would get, and which rule gave it. */
export const priceQuoteQuery = (http: HttpClient, question: PriceQuestion) =>
  queryOptions({
    queryKey: documentKeys.price({
      CardCode: question.CardCode,
      ItemCode: question.ItemCode,
      Quantity: question.Quantity,
      DocDate: question.DocDate,
      UomEntry: question.UomEntry === undefined ? undefined : String(question.UomEntry),
    }),
    queryFn: ({ signal }) =>
      http.get('marketing/price', {
        schema: priceQuoteAnswerSchema,
        query: { ...question },
        signal,
      }),
    select: (answer) => answer.ResponseData,
    staleTime: 60_000,
  });

/**
 * GET /marketing/item-choices: the stock in a warehouse and the partner's price of the items a
 * line's item cell offers. A newer question leaves this one without observers, and React Query
 * then aborts its request (the signal is handed to the HTTP client), so a late answer is dropped.
 */
export const itemChoicesQuery = (http: HttpClient, query: ItemChoicesQuery) =>
  queryOptions({
    queryKey: documentKeys.itemChoices(query),
    queryFn: ({ signal }) =>
      http.get('marketing/item-choices', { schema: itemChoicesAnswerSchema, query: { ...query }, signal }),
    select: (answer) => answer.ResponseData,
    enabled: query.ItemCode.length > 0,
    // Stock moves as others post: a list opened again a little later asks again.
    staleTime: 15_000,
    retry: false,
  });
