import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http-errors';
import { documentRefusal } from './document-errors';

const t = ((key: string) => key) as unknown as TFunction;

describe('what a refused document request tells the user', () => {
  it('names a version conflict, so the editor keeps the input and says why', () => {
    const error = new HttpError('bad-request', 'stale', 409, { code: 'VERSION_CONFLICT', message: 'stale' });
    expect(documentRefusal(error, t)).toEqual({
      message: 'documents.errors.conflict',
      fields: {},
      conflict: true,
    });
  });

  it('hands the field messages of a 400 over, with one sentence for the whole', () => {
    const error = new HttpError('bad-request', 'invalid', 400, {
      code: 'VALIDATION_FAILED',
      message: 'invalid',
      fields: { 'DocumentLines.1.Quantity': ['must be more than zero'] },
    });
    expect(documentRefusal(error, t)).toEqual({
      message: 'documents.errors.checkFields',
      fields: { 'DocumentLines.1.Quantity': ['must be more than zero'] },
      conflict: false,
    });
  });

  it('translates stock and state refusals by their code, and anything else by its failure class', () => {
    const stock = new HttpError('bad-request', 'x', 409, { code: 'INSUFFICIENT_STOCK', message: 'x' });
    expect(documentRefusal(stock, t).message).toBe('documents.errors.insufficientStock');
    expect(documentRefusal(new HttpError('network', 'down'), t).message).toBe('httpErrors.network');
    expect(documentRefusal(new Error('?'), t).message).toBe('httpErrors.bad-response');
  });

  it('says a document refused while the database was unavailable may have been saved, to check before saving again', () => {
    const lost = new HttpError('bad-response', 'x', 503, { code: 'SERVICE_UNAVAILABLE', message: 'x' });
    expect(documentRefusal(lost, t).message).toBe('documents.errors.unavailable');
  });
});
