import { HttpError } from './http-errors';

/**
 * Attempts after the first for a failure that may pass: a dropped connection, a timeout, a 5xx
 * while the database reconnects. Two, with TanStack Query's backoff (1 s, then 2 s), ride out a
 * restart without keeping a screen waiting long on a server that is really down.
 */
export const transientRetries = 2;

/**
 * Whether a query asks again after `error`. A 4xx is the server's answer, not an accident (the
 * record does not exist, the user may not read it, the input is wrong, too many requests): asking
 * again gives the same answer seconds later, so the screen says so at once. An answer of the
 * wrong shape, a cancelled request and an error thrown in the client itself will not change either.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return failureCount < transientRetries;
  const status = error.status ?? 0;
  return status >= 500 && failureCount < transientRetries;
}
