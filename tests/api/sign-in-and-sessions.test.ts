import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginFailureSchema, loginSuccessSchema, verifyAnswerSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type ApiHarness, startApi, testAuthSettings } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('sign-in, tokens and sessions on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target, { lockoutThreshold: 3, accountAttemptLimit: 5, addressAttemptLimit: 50 });
  });
  afterAll(() => api.close());

  const login = (username: string, password: string, address = '127.0.0.1') =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
      remoteAddress: address,
      headers: { 'user-agent': 'api-test' },
    });
  const get = (url: string, token?: string) =>
    api.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers a good sign-in with statusCode 0, the user, branches, rules and a token', async () => {
    const response = await login('admin', demoPassword);
    expect(response.statusCode).toBe(200);
    const answer = loginSuccessSchema.parse(response.json());
    expect(answer.user).toMatchObject({ USER_CODE: 'admin', SUPERUSER: 1 });
    expect(answer.user.oadm).toEqual({
      SumDec: 2,
      DBSumDec: 2,
      PriceDec: 3,
      MainCurncy: 'USD',
      SysCurrncy: 'USD',
    });
    expect(answer.branches.map((branch) => branch.BPLName)).toContain('London Head Office');
    expect(answer.userdata.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(answer.userdata.profile.groups).toEqual([{ code: 'administrators', name: 'Administrators' }]);
    expect(answer.access_token.split('.')).toHaveLength(3);
  });

  it("gives a sales user SUPERUSER 0 and rules that carry that user's own sales employee", async () => {
    const answer = loginSuccessSchema.parse((await login('SALES', demoPassword)).json());
    expect(answer.user.SUPERUSER).toBe(0);
    const own = answer.userdata.userAbilityRules.filter((rule) => rule.conditions?.SlpCode !== undefined);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((rule) => rule.conditions?.SlpCode === answer.userdata.profile.SlpCode)).toBe(true);
    expect(
      answer.userdata.userAbilityRules.some((rule) => rule.inverted && rule.fields?.includes('AvgPrice')),
    ).toBe(true);
  });

  it('signs in with the e-mail address as well as the user code', async () => {
    expect((await login('Warehouse@Meridian.example', demoPassword)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike: a non-zero statusCode and a message', async () => {
    const wrong = await login('dispatcher', 'not-the-password');
    const unknown = await login('nobody', 'not-the-password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(loginFailureSchema.parse(response.json())).toEqual({
        statusCode: 1,
        code: 'UNAUTHENTICATED',
        message: 'The user name or the password is not right.',
      });
    }
  });

  it('refuses a sign-in without a user name or password with the fields named', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: ' ' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(response.json()).fields ?? {}).sort()).toEqual([
      'password',
      'username',
    ]);
  });

  it('opens protected routes to a token, and to nothing else', async () => {
    const token = loginSuccessSchema.parse((await login('admin', demoPassword)).json()).access_token;
    expect((await get('/api/v1/marketing/docs/17', token)).statusCode).toBe(200);
    expect((await get('/api/v1/marketing/docs/17')).statusCode).toBe(401);
    expect((await get('/api/v1/marketing/docs/17', 'not.a.token')).statusCode).toBe(401);
    const [, payload] = token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another secret, just as long as the real one is'));
    expect((await get('/api/v1/marketing/docs/17', forged)).statusCode).toBe(401);
    const unsigned = new UnsecuredJWT(
      JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
    ).encode();
    expect((await get('/api/v1/marketing/docs/17', unsigned)).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    // The server's clock for tokens, moved past the token's life instead of sleeping through it.
    let now = Date.now();
    const shortLived = await startApi(target, { tokenTtlSeconds: 4, now: () => new Date(now) });
    const verify = async (token: string) =>
      (
        await shortLived.app.inject({
          method: 'GET',
          url: '/api/v1/auth/verify',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode;
    try {
      const token = loginSuccessSchema.parse(
        (
          await shortLived.app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { username: 'admin', password: demoPassword },
          })
        ).json(),
      ).access_token;
      now += 3_000;
      expect(await verify(token)).toBe(200);
      now += 1_200;
      expect(await verify(token)).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('verifies a live token and answers its user', async () => {
    const token = await api.signIn('admin');
    const response = await get('/api/v1/auth/verify', token);
    expect(response.statusCode).toBe(200);
    expect(verifyAnswerSchema.parse(response.json()).user.USER_CODE).toBe('admin');
  });

  it('refuses the token after logout, while other sessions of the same user go on', async () => {
    const first = await api.signIn('admin');
    const second = await api.signIn('admin');
    const logout = await get('/api/v1/logout', first);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ statusCode: 0, message: 'Signed out.' });
    expect((await get('/api/v1/auth/verify', first)).statusCode).toBe(401);
    expect((await get('/api/v1/marketing/docs/17', first)).statusCode).toBe(401);
    expect((await get('/api/v1/auth/verify', second)).statusCode).toBe(200);
  });

  it('records each session with its address and user agent', async () => {
    await login('admin', demoPassword, '10.20.30.40');
    const { rows } = await api.database.pool.query<{ address: string; user_agent: string }>(
      `select address, user_agent from sessions where address = '10.20.30.40'`,
    );
    expect(rows).toEqual([{ address: '10.20.30.40', user_agent: 'api-test' }]);
  });

  it('ends a session left idle too long', async () => {
    const token = await api.signIn('admin');
    await api.database.pool.query(
      `update sessions set last_seen_at = now() - interval '3 hours' where ended_at is null`,
    );
    expect((await get('/api/v1/auth/verify', token)).statusCode).toBe(401);
  });

  it('locks an account after repeated wrong passwords until it is unlocked', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await login('sales', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const locked = await login('sales', demoPassword, '10.0.0.1');
    expect(locked.statusCode).toBe(403);
    expect(loginFailureSchema.parse(locked.json()).statusCode).toBe(3);
    await api.database.pool.query(
      `update users set locked_at = null, failed_sign_ins = 0 where user_code = 'sales'`,
    );
    expect((await login('sales', demoPassword, '10.0.0.1')).statusCode).toBe(200);
  });

  it('ends the sessions of an account made inactive at their next request', async () => {
    const token = await api.signIn('dispatcher');
    await api.database.pool.query(`update users set active = false where user_code = 'dispatcher'`);
    expect((await get('/api/v1/auth/verify', token)).statusCode).toBe(401);
    await api.database.pool.query(`update users set active = true where user_code = 'dispatcher'`);
  });

  it('answers 429 with a retry time after too many failures for one account, even to the right password', async () => {
    const address = '10.0.0.2';
    // The account limit is 5 failures; the lockout of 3 does not apply to an unknown account.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login('ghost', 'wrong', address)).statusCode).toBe(401);
    const limited = await login('ghost', 'wrong', address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const body = loginFailureSchema.parse(limited.json());
    expect(body).toMatchObject({ statusCode: 4, code: 'RATE_LIMITED' });
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(testAuthSettings.attemptWindowSeconds);
  });

  it('answers 429 after too many failures from one address, whatever the account', async () => {
    const strict = await startApi(target, { addressAttemptLimit: 3 });
    try {
      const attempt = (username: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username, password: 'x' },
          remoteAddress: '10.9.9.9',
        });
      for (const username of ['a1', 'a2', 'a3']) expect((await attempt(username)).statusCode).toBe(401);
      expect((await attempt('admin')).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('refuses an account that is not active yet, but only once the password is right', async () => {
    const passwordHash = await hashPassword('newcomer-password');
    await api.database.pool.query(
      `insert into users (user_code, u_name, password_hash, active) values ('newcomer', 'New Comer', $1, false)`,
      [passwordHash],
    );
    expect((await login('newcomer', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    const inactive = await login('newcomer', 'newcomer-password', '10.0.0.3');
    expect(inactive.statusCode).toBe(403);
    expect(loginFailureSchema.parse(inactive.json()).statusCode).toBe(2);
  });
});
