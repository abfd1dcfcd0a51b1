import { describe, expect, it } from 'vitest';
import { HttpError, kindOfStatus } from './http-errors';

describe('kindOfStatus', () => {
  it('calls every 4xx a bad request', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429, 499])
      expect(kindOfStatus(status)).toBe('bad-request');
  });

  it('calls every 5xx and any other failed status a bad response', () => {
    for (const status of [500, 502, 503, 504, 304, 399]) expect(kindOfStatus(status)).toBe('bad-response');
  });
});

describe('HttpError', () => {
  it('is an Error that carries its kind, status, error body and cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new HttpError('bad-request', 'Not here.', {
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Not here.' },
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'HttpError',
      kind: 'bad-request',
      status: 404,
      message: 'Not here.',
    });
    expect(error.body?.code).toBe('NOT_FOUND');
    expect(error.cause).toBe(cause);
  });

  it('leaves status and body unset when no answer arrived', () => {
    const error = new HttpError('network', 'The server could not be reached.');
    expect(error.status).toBeUndefined();
    expect(error.body).toBeUndefined();
  });
});
