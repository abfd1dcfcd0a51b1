import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/** What node-postgres throws when PostgreSQL ends the session (pg_terminate_backend, a restart). */
const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe.each(testDatabases().slice(0, 1))(
  'requests that lose their database connection on $name',
  (target) => {
    let api: ApiHarness;
    const calls = { read: 0, readTwice: 0, write: 0 };
    beforeAll(async () => {
      api = await startApi(target);
      const route = { config: { public: true } };
      api.app.get('/api/v1/test-lost-once', route, async () => {
        calls.read += 1;
        if (calls.read === 1) throw terminated();
        return { answered: calls.read };
      });
      api.app.get('/api/v1/test-lost-always', route, async () => {
        calls.readTwice += 1;
        throw new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
      });
      api.app.post('/api/v1/test-lost-write', route, async () => {
        calls.write += 1;
        throw terminated();
      });
    });
    afterAll(() => api.close());

    it('runs a read once more when its connection was lost, and answers it', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/v1/test-lost-once' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ answered: 2 });
    });

    it('answers 503 SERVICE_UNAVAILABLE with Retry-After when the second run fails too', async () => {
      const response = await api.app.inject({ method: 'GET', url: '/api/v1/test-lost-always' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
      expect(errorBodySchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
      expect(response.body).not.toContain('select 1');
      expect(calls.readTwice).toBe(2);
    });

    it('never runs a write again, whose commit may or may not have happened, and answers 503', async () => {
      const response = await api.app.inject({ method: 'POST', url: '/api/v1/test-lost-write', payload: {} });
      expect(response.statusCode).toBe(503);
      expect(errorBodySchema.parse(response.json()).code).toBe('SERVICE_UNAVAILABLE');
      expect(calls.write).toBe(1);
    });
  },
);
