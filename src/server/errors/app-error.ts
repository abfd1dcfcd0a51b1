import type { TFunction } from 'i18next';
import type { ErrorBody, ErrorCode } from '../../shared/api/envelopes';
import { type LocalText, said, type Text, worded } from './local-text';

/** Field texts by a field's path on the wire ("DocumentLines.2.Quantity"); "_" for the whole. */
export type FieldTexts = Record<string, Text[]>;

/** Field texts worded in a language (English by default). */
export const wordedFields = (fields: FieldTexts, t?: TFunction): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, texts]) => [field, texts.map((text) => worded(text, t))]),
  );

/**
 * An error the server means to answer with: thrown anywhere, mapped to HTTP in one place, and
 * worded there in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly text: Text,
    readonly fields?: FieldTexts,
  ) {
    super(worded(text));
  }

  toBody(t?: TFunction): ErrorBody {
    const message = worded(this.text, t);
    if (!this.fields) return { code: this.code, message };
    return { code: this.code, message, fields: wordedFields(this.fields, t) };
  }
}

export const validationFailed = (fields: FieldTexts) =>
  new AppError(400, 'VALIDATION_FAILED', said('invalidFields'), fields);

/** 404 with what was looked for: `said('userNotFound')`. */
export const notFound = (text: Text) =>
  new AppError(404, 'NOT_FOUND', typeof text === 'string' ? `${text} was not found.` : text);

export type { LocalText };
