import type { ErrorBody, ErrorCode } from '../../shared/api/envelopes';

/** An error the server means to answer with: thrown anywhere, mapped to HTTP in one place. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const validationFailed = (fields: Record<string, string[]>) =>
  new AppError(400, 'VALIDATION_FAILED', 'The request has invalid fields.', fields);

export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
