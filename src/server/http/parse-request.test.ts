import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translatorFor } from '../../shared/i18n/translator';
import { AppError } from '../errors/app-error';
import { parseRequest } from './parse-request';

const schema = z.strictObject({
  page: z.coerce.number().int().min(1),
  lines: z.array(z.object({ Quantity: z.string().regex(/^\d+$/, 'must be a whole number') })).optional(),
});

function failure(value: unknown): AppError {
  try {
    parseRequest(schema, value);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseRequest', () => {
  it('returns the parsed value', () => {
    expect(parseRequest(schema, { page: '3' })).toEqual({ page: 3 });
  });

  it('refuses with 400 VALIDATION_FAILED and a message per field path', () => {
    const error = failure({ page: '0', lines: [{ Quantity: '1' }, { Quantity: 'x' }] });
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['lines.1.Quantity', 'page']);
    // Worded as the forms word the rule, never in zod's English; the schema's own message (English)
    // to an English request only.
    expect(error.toBody().fields).toEqual({
      page: ['At least 1'],
      'lines.1.Quantity': ['must be a whole number'],
    });
    const fr = translatorFor('fr');
    expect(error.toBody(fr).fields).toEqual({
      page: ['Au moins 1'],
      'lines.1.Quantity': [fr('forms.rules.invalid')],
    });
  });

  it('names each unknown key as its own field', () => {
    expect(failure({ page: '1', pgae: '2', extra: 'x' }).toBody().fields).toEqual({
      pgae: ['is not a known parameter'],
      extra: ['is not a known parameter'],
    });
  });

  it('treats a missing value as an empty object', () => {
    expect(Object.keys(failure(undefined).fields ?? {})).toEqual(['page']);
  });
});
