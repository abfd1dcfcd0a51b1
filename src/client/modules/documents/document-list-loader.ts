import { z } from 'zod';
import { resultCodeOk } from '../../../shared/api/envelopes';
import type { DocumentListRow } from '../../../shared/api/marketing-docs';
import { documentListRowSchema } from '../../../shared/document-model/document-schemas';
import type { HttpClient } from '../../api/http-client';
import { type DocumentListRequest, listRequestQuery, requestKeyOf } from './document-list-request';
import { documentListPath } from './document-paths';

/** The answer as it arrives, before its ResultCode is judged. */
export const rawListAnswerSchema = z.object({ ResultCode: z.number(), ResponseData: z.unknown().optional() });
export type RawListAnswer = z.infer<typeof rawListAnswerSchema>;

const listDataSchema = z.object({
  data: z.array(documentListRowSchema),
  total: z.number().int().nonnegative(),
  next: z.string().optional(),
});

export interface DocumentListPage {
  rows: DocumentListRow[];
  total: number;
  /** The cursor of the page after this one (`after`), when rows follow. */
  next?: string;
}

/** Specification sections 5 and 8: a ResultCode other than 1200 is the error 'Unexpected result code'. */
export class UnexpectedResultCodeError extends Error {
  constructor(readonly resultCode: number) {
    super('Unexpected result code');
    this.name = 'UnexpectedResultCodeError';
  }
}

/** The page a list answer carries, or the error its ResultCode means. */
export function readListAnswer(answer: RawListAnswer): DocumentListPage {
  if (answer.ResultCode !== resultCodeOk) throw new UnexpectedResultCodeError(answer.ResultCode);
  const data = listDataSchema.parse(answer.ResponseData);
  return { rows: data.data, total: data.total, ...(data.next ? { next: data.next } : {}) };
}

export type DocumentListState =
  | { status: 'loading' }
  | { status: 'error'; error: 'unexpected-result-code' | 'failed' }
  | { status: 'loaded'; total: number };

/** The list state of specification section 4, from what the grid's page fetching knows. */
export function documentListState(rowCount: number | undefined, error: unknown): DocumentListState {
  if (error)
    return {
      status: 'error',
      error: error instanceof UnexpectedResultCodeError ? 'unexpected-result-code' : 'failed',
    };
  return rowCount === undefined ? { status: 'loading' } : { status: 'loaded', total: rowCount };
}

export type RawListFetch = (
  objectId: string,
  query: Readonly<Record<string, string>>,
  signal: AbortSignal,
) => Promise<RawListAnswer>;

interface Running {
  promise: Promise<DocumentListPage>;
  controller: AbortController;
  waiters: number;
}

/**
 * Loads list pages and sends no request identical to one already running (specification
 * section 4): a second caller shares the first answer. The request is aborted only once every
 * caller waiting for it has given up.
 */
export function createDocumentListLoader(fetchRaw: RawListFetch) {
  const running = new Map<string, Running>();

  function join(entry: Running, signal: AbortSignal | undefined): Promise<DocumentListPage> {
    entry.waiters += 1;
    signal?.addEventListener(
      'abort',
      () => {
        entry.waiters -= 1;
        if (entry.waiters === 0) entry.controller.abort();
      },
      { once: true },
    );
    return entry.promise;
  }

  function load(
    objectId: string,
    query: Readonly<Record<string, string>>,
    signal?: AbortSignal,
  ): Promise<DocumentListPage> {
    const key = requestKeyOf(objectId, query);
    const current = running.get(key);
    if (current) return join(current, signal);
    const controller = new AbortController();
    const promise = fetchRaw(objectId, query, controller.signal)
      .then(readListAnswer)
      .finally(() => running.delete(key));
    const entry: Running = { promise, controller, waiters: 0 };
    running.set(key, entry);
    return join(entry, signal);
  }

  return { load, runningCount: () => running.size };
}
export type DocumentListLoader = ReturnType<typeof createDocumentListLoader>;

/** The loader over GET /marketing/docs/{objectType}, through the app's HTTP client. */
export const documentListLoaderFor = (http: HttpClient): DocumentListLoader =>
  createDocumentListLoader((objectId, query, signal) =>
    http.get(documentListPath(objectId), {
      schema: rawListAnswerSchema,
      query,
      signal,
    }),
  );

/** A list's page as the grid's windowed rows keep it: page `page` (from 0) of `pageSize` rows. */
export async function loadListPage(
  loader: DocumentListLoader,
  request: DocumentListRequest,
  page: number,
  pageSize: number,
  options: { signal?: AbortSignal; after?: string },
): Promise<DocumentListPage> {
  const query = listRequestQuery(request, page + 1, pageSize);
  const answer = await loader.load(
    request.objectId,
    options.after ? { ...query, after: options.after } : query,
    options.signal,
  );
  return { rows: answer.rows, total: answer.total, ...(answer.next ? { next: answer.next } : {}) };
}
