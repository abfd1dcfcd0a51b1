import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginFailureSchema } from '../../src/shared/api/auth';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';
import { withDatabase } from '../support/test-databases-urls';

const settings = {
  lockoutThreshold: 3,
  accountAttemptLimit: 6,
  addressAttemptLimit: 1000,
  attemptsBeforeDelay: 100,
  idleTimeoutSeconds: 60,
};

describe.each(testDatabases())('lockout that cannot deny service, and sessions, on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target, settings);
  });
  afterAll(() => api.close());

  let nextAddress = 0;
  const login = (username: string, password: string, address = `10.7.0.${++nextAddress}`) =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
      remoteAddress: address,
    });
  const verify = (token: string) =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verify',
      headers: { authorization: `Bearer ${token}` },
    });
  const sql = (text: string, values: unknown[] = []) => api.database.pool.query(text, values);
  const lockByGuessing = async (username: string) => {
    for (let attempt = 0; attempt < settings.lockoutThreshold; attempt++)
      expect((await login(username, `guess ${attempt}`)).statusCode).toBe(401);
  };

  it('answers a wrong password to a locked account exactly as to an unknown name', async () => {
    await lockByGuessing('warehouse');
    const locked = await login('warehouse', 'another guess');
    const unknown = await login('nobody-at-all', 'another guess');
    const open = await login('sales', 'another guess');
    for (const answer of [locked, unknown, open]) expect(answer.statusCode).toBe(401);
    expect(locked.json()).toEqual(unknown.json());
    expect(open.json()).toEqual(unknown.json());
  });

  it('tells only the right password that the account is locked', async () => {
    const answer = await login('warehouse', demoPassword);
    expect(answer.statusCode).toBe(403);
    expect(loginFailureSchema.parse(answer.json()).statusCode).toBe(3);
  });

  it('lets a lock run out after 15 minutes under the default policy', async () => {
    await sql(`update users set locked_at = now() - interval '16 minutes' where user_code = 'warehouse'`);
    expect((await login('warehouse', demoPassword)).statusCode).toBe(200);
  });

  it("keeps the victim's open session when failed sign-ins lock the account", async () => {
    const token = await api.signIn('admin');
    await lockByGuessing('admin');
    expect((await login('admin', demoPassword)).statusCode).toBe(403);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('lets another administrator unlock an administrator, limits included', async () => {
    await sql(
      `insert into users (user_code, u_name, password_hash, superuser) values ('admin2', 'Second', $1, 1)`,
      [await hashPassword(demoPassword)],
    );
    await sql(`insert into user_group_members (user_id, group_id)
      select (select user_id from users where user_code = 'admin2'), group_id from user_group_members
      where user_id = (select user_id from users where user_code = 'admin')`);
    for (let attempt = 0; attempt < settings.accountAttemptLimit; attempt++) await login('admin', 'guess');
    expect((await login('admin', demoPassword)).statusCode).toBe(429);
    const { rows } = await sql(`select user_id from users where user_code = 'admin'`);
    const unlocked = await api.app.inject({
      method: 'POST',
      url: `/api/v1/administration/users/${rows[0]?.user_id}/unlock`,
      headers: await api.writeHeaders('admin2'),
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await login('admin', demoPassword)).statusCode).toBe(200);
  });

  it.runIf(target.name === 'postgres')('unlocks a user from the server command line', async () => {
    await lockByGuessing('sales');
    expect((await login('sales', demoPassword)).statusCode).toBe(403);
    const postgres = inject('postgresTemplate');
    const { rows } = await sql('select current_database() as name');
    if (!postgres || !rows[0]) throw new Error('no PostgreSQL database');
    const run = promisify(execFile);
    const { stdout } = await run('node_modules/.bin/tsx', ['src/server/admin-cli.ts', 'unlock', 'SALES'], {
      env: { ...process.env, DATABASE_URL: withDatabase(postgres.adminUrl, rows[0].name) },
    });
    expect(stdout).toContain('Unlocked sales');
    expect((await login('sales', demoPassword)).statusCode).toBe(200);
  });

  it('makes each failure past the free ones double the wait before the next attempt', async () => {
    const slow = await startApi(target, { attemptsBeforeDelay: 2, lockoutThreshold: 100 });
    try {
      const attempt = () =>
        slow.app.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: 'ghost', password: 'guess' },
          remoteAddress: '10.8.0.1',
        });
      const back = (seconds: number) =>
        slow.database.pool.query(
          `update sign_in_attempts set at = at - make_interval(secs => $1) where username = 'ghost'`,
          [seconds],
        );
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      const first = await attempt();
      expect(first.statusCode).toBe(429);
      expect(first.headers['retry-after']).toBe('1');
      await back(1.5);
      expect((await attempt()).statusCode).toBe(401);
      const second = await attempt();
      expect(second.statusCode).toBe(429);
      expect(second.headers['retry-after']).toBe('2');
    } finally {
      await slow.close();
    }
  });

  it('holds POST /account/password to the same limits', async () => {
    const headers = await api.writeHeaders('dispatcher');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/api/v1/account/password',
        headers,
        payload: { currentPassword: `guess ${attempt}`, password: 'a new sound password' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(
      settings.accountAttemptLimit,
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps a session used every 40 s under a 1-minute idle timeout, and ends one left for a minute', async () => {
    const token = await api.signIn('sales');
    const idle = (seconds: number) =>
      sql(`update sessions set last_seen_at = now() - make_interval(secs => $1) where ended_at is null`, [
        seconds,
      ]);
    await idle(40);
    expect((await verify(token)).statusCode).toBe(200);
    // Another 40 s go by: the use at 40 s must have been recorded.
    await sql(
      `update sessions set last_seen_at = last_seen_at - interval '40 seconds' where ended_at is null`,
    );
    expect((await verify(token)).statusCode).toBe(200);
    await idle(61);
    expect((await verify(token)).statusCode).toBe(401);
  });
});
