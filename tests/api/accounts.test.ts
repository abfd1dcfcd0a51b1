import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAnswerSchema, loginFailureSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { mailOutboxAnswerSchema } from '../../src/shared/api/security';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('registration and password resets on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
    api.app.inject({ method: 'POST', url: `/api/v1/${url}`, payload, remoteAddress });

  async function lastMailTo(recipient: string): Promise<string> {
    const { rows } = await api.database.pool.query<{ body: string }>(
      'select body from mail_outbox where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    return rows[0]?.body ?? '';
  }

  it('registers a user who cannot sign in until an administrator activates them', async () => {
    const registered = await post('register', {
      username: 'newclerk',
      name: 'New Clerk',
      email: 'clerk@example.com',
      password: 'a sound password',
    });
    expect(registered.statusCode).toBe(201);
    expect(accountAnswerSchema.parse(registered.json()).message).toContain('administrator must activate');
    const blocked = await post('login', { username: 'newclerk', password: 'a sound password' });
    expect(blocked.statusCode).toBe(403);
    expect(loginFailureSchema.parse(blocked.json()).statusCode).toBe(2);
    await api.database.pool.query(`update users set active = true where user_code = 'newclerk'`);
    expect((await post('login', { username: 'newclerk', password: 'a sound password' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a taken user name or e-mail, and a weak or malformed registration', async () => {
    const taken = await post('register', {
      username: 'SALES',
      name: 'X',
      email: 'x@example.com',
      password: 'a sound password',
    });
    expect(taken.statusCode).toBe(409);
    expect(errorBodySchema.parse(taken.json()).code).toBe('ALREADY_EXISTS');
    const invalid = await post('register', {
      username: 'a b',
      name: '',
      email: 'not-mail',
      password: 'short',
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(invalid.json()).fields ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
      'username',
    ]);
  });

  it('answers a reset request the same whether the account exists or not', async () => {
    const known = await post('forgot-password', { username: 'dispatcher' });
    const unknown = await post('forgot-password', { username: 'nobody-at-all' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await lastMailTo('dispatch@meridian.example')).toContain('/reset-password?token=');
  });

  it('resets the password once with the mailed token and ends the old sessions', async () => {
    const session = await api.signIn('warehouse');
    await post('forgot-password', { username: 'warehouse@meridian.example' });
    const token = /token=([\w-]+)/.exec(await lastMailTo('warehouse@meridian.example'))?.[1] ?? '';
    expect(token).toHaveLength(43);
    const reset = await post('reset-password', { token, password: 'a brand new password' });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await api.app.inject({
          method: 'GET',
          url: '/api/v1/auth/verify',
          headers: { authorization: `Bearer ${session}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await post('login', { username: 'warehouse', password: 'demo1234' })).statusCode).toBe(401);
    expect(
      (await post('login', { username: 'warehouse', password: 'a brand new password' })).statusCode,
    ).toBe(200);
    const again = await post('reset-password', { token, password: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(errorBodySchema.parse(again.json()).fields).toEqual({ token: ['is invalid, used or expired'] });
  });

  it('refuses an expired token', async () => {
    await post('forgot-password', { username: 'sales' });
    const token = /token=([\w-]+)/.exec(await lastMailTo('sales@meridian.example'))?.[1] ?? '';
    await api.database.pool.query(`update password_resets set expires_at = now() - interval '1 minute'`);
    expect((await post('reset-password', { token, password: 'a brand new password' })).statusCode).toBe(400);
  });

  it('lets administrators, and only them, read the outbox', async () => {
    const admin = await api.signIn('admin');
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/v1/administration/mail-outbox',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    // The answer is what the OpenAPI document declares: times as ISO text, a waiting mail unsent.
    const outbox = mailOutboxAnswerSchema.parse(response.json()).ResponseData;
    expect(outbox.length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(outbox[0]?.createdAt ?? ''))).toBe(false);
  });

  it('limits how often one address may ask for resets', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await post('forgot-password', { username: 'x' }, '10.7.7.7')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
