import type { ErrorBody } from '../../shared/api/envelopes';

/**
 * The failure classes of specification section 8. A 4xx answer is a bad request (the client
 * asked for something the server refuses); a 5xx, or an answer that cannot be read, is a bad
 * response.
 */
export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'bad-request' | 'bad-response';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
    /** The server's error body ({ code, message, fields }) when it sent one. */
    readonly body?: ErrorBody,
    /** The answer as the server sent it, for callers whose errors carry more (the sign-in's statusCode). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const kindOfStatus = (status: number): HttpErrorKind =>
  status >= 500 ? 'bad-response' : 'bad-request';
