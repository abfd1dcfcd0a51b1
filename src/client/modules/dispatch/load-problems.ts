import { HttpError } from '../../api/http-errors';

/**
 * What a refused save or action means to the dispatcher. The server's 409s say which delivery,
 * vehicle or driver is taken in the request's language (said() texts); the stale version and the
 * capacity have their own handling (reload, or the override dialog).
 */
export type LoadProblem =
  | { kind: 'capacity' }
  | { kind: 'stale' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; message: string; fields: string[] }
  | { kind: 'failed' };

export function loadProblemOf(error: unknown): LoadProblem {
  if (!(error instanceof HttpError) || error.status === undefined || error.status >= 500)
    return { kind: 'failed' };
  const code: string | undefined = error.body?.code;
  if (code === 'CAPACITY_EXCEEDED') return { kind: 'capacity' };
  if (code === 'VERSION_CONFLICT') return { kind: 'stale' };
  const message = error.body?.message ?? error.message;
  if (error.status === 400)
    return {
      kind: 'invalid',
      message,
      fields: Object.entries(error.body?.fields ?? {}).flatMap(([field, texts]) =>
        texts.map((text) => `${field}: ${text}`),
      ),
    };
  return { kind: 'conflict', message };
}
