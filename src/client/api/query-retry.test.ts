// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HttpError, kindOfStatus } from './http-errors';
import { createQueryClient } from './query-client';
import { shouldRetryQuery, transientRetries } from './query-retry';

const answered = (status: number) => new HttpError(kindOfStatus(status), `answered ${status}`, status);

describe('which failed queries ask again', () => {
  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i answer', (status) => {
    expect(shouldRetryQuery(0, answered(status))).toBe(false);
  });

  it.each([500, 502, 503])('retries a %i answer a few times, then gives up', (status) => {
    expect(shouldRetryQuery(0, answered(status))).toBe(true);
    expect(shouldRetryQuery(transientRetries - 1, answered(status))).toBe(true);
    expect(shouldRetryQuery(transientRetries, answered(status))).toBe(false);
  });

  it('retries a dropped connection and a timeout, a few times', () => {
    for (const kind of ['network', 'timeout'] as const) {
      expect(shouldRetryQuery(0, new HttpError(kind, kind))).toBe(true);
      expect(shouldRetryQuery(transientRetries, new HttpError(kind, kind))).toBe(false);
    }
  });

  it('does not retry a cancelled request, an answer of the wrong shape or an error of the client', () => {
    expect(shouldRetryQuery(0, new HttpError('aborted', 'cancelled'))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError('bad-response', 'unexpected shape', 200))).toBe(false);
    expect(shouldRetryQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it("is the product query client's default: a screen's 404 is asked once, a 503 again", async () => {
    const client = createQueryClient();
    const settled = (key: string, queryFn: () => Promise<string>) =>
      new Promise<string>((resolve) => {
        // An observer, as useQuery is: fetchQuery alone would not retry at all.
        const observer = new QueryObserver(client, { queryKey: [key], queryFn, retryDelay: 0 });
        const stop = observer.subscribe((result) => {
          if (result.status === 'pending') return;
          stop();
          resolve(result.status);
        });
      });
    let asked = 0;
    const missing = await settled('missing', () => {
      asked += 1;
      return Promise.reject(answered(404));
    });
    expect([missing, asked]).toEqual(['error', 1]);

    let tries = 0;
    const restarting = await settled('restarting', () => {
      tries += 1;
      return tries === 1 ? Promise.reject(answered(503)) : Promise.resolve('back');
    });
    expect([restarting, tries]).toEqual(['success', 2]);
  });
});
