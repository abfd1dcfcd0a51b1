import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/demo-access';
import { resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/**
 * The session cache (auth/session-cache.ts) turned on for a whole minute, with a clock the test
 * moves: what this server changes is seen by the very next request however long the cache would
 * keep the session; what only the database knows (another server's write) once the entry runs out.
 */
describe.each(testDatabases())('validated sessions cached on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let clock = Date.now();
  let salesGroup = 0;
  beforeAll(async () => {
    api = await startApi(target, { sessionCacheSeconds: 60, now: () => new Date(clock) });
    admin = await api.writeHeaders('admin');
    const { rows } = await api.database.pool.query<{ id: number }>(
      `select id from user_groups where code = 'sales'`,
    );
    salesGroup = rows[0]?.id ?? 0;
  });
  afterAll(() => api.close());

  const get = (url: string, token: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const verify = (token: string) => get('/api/v1/auth/verify', token);

  it('refuses a signed-out token at the next request on this server', async () => {
    const token = await api.signIn('sales');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(200);
    expect((await get('/api/v1/logout', token)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(401);
    expect((await get('/api/v1/marketing/docs/17', token)).statusCode).toBe(401);
  });

  it('refuses a user an administrator deactivates (locks out) at once, and lets them back once reactivated', async () => {
    const token = await api.signIn('dispatcher');
    expect((await verify(token)).statusCode).toBe(200);
    const path = '/api/v1/resources/users/dispatcher';
    const read = await api.app.inject({ method: 'GET', url: path, headers: admin });
    const record = resourceRecordAnswerSchema.parse(read.json());
    const patch = (payload: object) =>
      api.app.inject({ method: 'PATCH', url: path, payload, headers: admin });
    const deactivated = await patch({ Active: 'N', version: record.ResponseData.version });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await verify(token)).statusCode).toBe(401);
    const version = resourceRecordAnswerSchema.parse(deactivated.json()).ResponseData.version;
    expect((await patch({ Active: 'Y', version })).statusCode).toBe(200);
  });

  it('ends the other sessions of a user who changes their password at their next request', async () => {
    const other = await api.signIn('warehouse');
    expect((await verify(other)).statusCode).toBe(200);
    const headers = await api.writeHeaders('warehouse');
    const changed = await api.app.inject({
      method: 'POST',
      url: '/api/v1/account/password',
      headers,
      payload: { currentPassword: demoPassword, password: 'a new sound password 1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await verify(other)).statusCode).toBe(401);
  });

  it("sees a change only the database knows (another server's) once the cached session runs out", async () => {
    const token = await api.signIn('sales');
    expect((await verify(token)).statusCode).toBe(200);
    await api.database.pool.query(`update sessions set ended_at = now() where ended_at is null and user_id =
      (select user_id from users where user_code = 'sales')`);
    // Within the minute this server still holds the session it checked...
    clock += 30_000;
    expect((await verify(token)).statusCode).toBe(200);
    // ...and past it, asks the database again.
    clock += 31_000;
    expect((await verify(token)).statusCode).toBe(401);
  });
  // Last: it leaves the sales group able to read items only.
  it('applies a rule change to a cached session at its next request', async () => {
    const token = await api.signIn('sales');
    const list = () => get('/api/v1/marketing/docs/17?per_page=1', token);
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${salesGroup}/rules`,
      payload: { rules: [{ action: 'read', subject: 'Item' }] },
      headers: admin,
    });
    expect(saved.statusCode).toBe(200);
    expect((await list()).statusCode).toBe(403);
  });
});
