import { describe, expect, it } from 'vitest';
import { HttpError } from '../api/http-errors';
import { recordProblemKind } from './record-problem-kind';

describe('why a record cannot be shown', () => {
  it('calls an address that names no record, a 400 and a 404 missing', () => {
    expect(recordProblemKind(undefined)).toBe('missing');
    expect(recordProblemKind(new HttpError('bad-request', 'bad key', 400))).toBe('missing');
    expect(recordProblemKind(new HttpError('bad-request', 'Not found', 404))).toBe('missing');
  });

  it('calls a 403 forbidden, and nothing more', () => {
    expect(recordProblemKind(new HttpError('bad-request', 'Forbidden', 403))).toBe('forbidden');
  });

  it('calls a 5xx, a lost connection and an error of the client a failure worth retrying', () => {
    expect(recordProblemKind(new HttpError('bad-response', 'down', 503))).toBe('failed');
    expect(recordProblemKind(new HttpError('network', 'offline'))).toBe('failed');
    expect(recordProblemKind(new TypeError('oops'))).toBe('failed');
  });
});
