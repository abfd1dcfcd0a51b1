import type { ErrorBody } from '../../shared/api/envelopes';

/**
 * The failure classes of specification section 8. A 4xx answer is a bad request (the client
 * asked for something the server refuses); a 5xx, or an answer that cannot be read, is a bad
 * response.
 */
export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'bad-request' | 'bad-response';

export interface HttpErrorDetails {
  status?: number;
  /** The server's error body ({ code, message, fields }) when it sent one. */
  body?: ErrorBody;
  /** The answer as the server sent it, for callers whose errors carry more (the sign-in's statusCode). */
  details?: unknown;
  cause?: unknown;
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly body?: ErrorBody;
  readonly details?: unknown;

  constructor(kind: HttpErrorKind, message: string, extra: HttpErrorDetails = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.status = extra.status;
    this.body = extra.body;
    this.details = extra.details;
  }
}

/**
 * Only 4xx means the request itself was refused; any other status that is not a success (a 5xx,
 * or a stray 1xx/3xx that fetch did not resolve) is the server failing to answer properly.
 */
export const kindOfStatus = (status: number): HttpErrorKind =>
  status >= 400 && status < 500 ? 'bad-request' : 'bad-response';
