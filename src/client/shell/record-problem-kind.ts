import { HttpError } from '../api/http-errors';

/** Why a screen cannot show the record it was opened on. */
export type RecordProblemKind = 'missing' | 'forbidden' | 'failed';

/**
 * What a failed read of one record means. No error at all is an address that names no record
 * (`/sales/doc/17/abc`), as is a 400 (the server could not read the address as a key) and a 404.
 * A 403 says only that the user may not read it, as the server does. Anything else may pass
 * (the server or the connection failed), so the screen offers to try again.
 */
export function recordProblemKind(error: unknown): RecordProblemKind {
  if (error === undefined) return 'missing';
  if (!(error instanceof HttpError)) return 'failed';
  if (error.status === 404 || error.status === 400) return 'missing';
  if (error.status === 403) return 'forbidden';
  return 'failed';
}
