import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { healthSchema } from '../../src/shared/api/health';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('health and API conventions on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
    api.app.get('/api/v1/test-failure', { config: { public: true } }, async () => {
      throw new Error('secret connection string postgres://user:hunter2@db');
    });
    api.app.post('/api/v1/test-echo', { config: { public: true } }, async (request) => request.body);
  });
  afterAll(() => api.close());

  it('reports the database reachable with the newest schema version', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ reachable: true, kind: target.name, pendingMigrations: 0 });
    expect(health.database.schemaVersion).toMatch(/^\d{4}_/);
  });

  it('answers the next statement at once after one failed, without losing its connection', async () => {
    // The pool destroys a client whose query failed; the embedded database's socket once refused
    // the new connection while the old one closed, so the next request failed with EPIPE.
    for (let round = 0; round < 3; round += 1) {
      await expect(api.database.pool.query('select 1 / 0')).rejects.toMatchObject({ code: '22012' });
      const { rows } = await api.database.pool.query<{ ok: number }>('select 1 as ok');
      expect(rows).toEqual([{ ok: 1 }]);
    }
  });

  it('answers liveness without the database', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers 503 and says the database is unreachable when it is closed', async () => {
    const other = await startApi(target);
    await other.database.pool.end();
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(healthSchema.parse(response.json()).database.reachable).toBe(false);
    await other.app.close();
    // Closing after the pool ended still releases the database (the embedded one's thread and copy).
    await other.database.close();
  });

  it('answers an unknown API path with a 404 error body, not the client page', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });

  it('answers an unexpected failure with 500 and no internals', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/test-failure' });
    expect(response.statusCode).toBe(500);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL');
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('Error');
  });

  it('answers malformed JSON with 400 and a text/plain body with 415', async () => {
    const malformed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorBodySchema.parse(malformed.json()).code).toBe('VALIDATION_FAILED');
    const plain = await api.app.inject({
      method: 'POST',
      url: '/api/v1/test-echo',
      headers: { 'content-type': 'text/plain' },
      payload: '{"a": 1}',
    });
    expect(plain.statusCode).toBe(415);
    expect(errorBodySchema.parse(plain.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const good = await api.app.inject({ method: 'POST', url: '/api/v1/test-echo', payload: { a: 1 } });
    expect(good.json()).toEqual({ a: 1 });
  });
});
