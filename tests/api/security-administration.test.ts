import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultPasswordPolicy } from '../../src/server/auth/password-policy';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginFailureSchema, loginSuccessSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  connectedClientsAnswerSchema,
  ipRefusalsAnswerSchema,
  type PasswordPolicyFields,
  passwordPolicySchema,
  passwordRuleMessages,
} from '../../src/shared/api/security';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

// The defaults, whatever the policy tests before left behind.
const { version: _, ...loosePolicy } = defaultPasswordPolicy({ lockoutThreshold: 5 });

describe.each(testDatabases())('security administration on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target, { accountAttemptLimit: 50, addressAttemptLimit: 500 });
    admin = await api.writeHeaders('admin');
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    api.app.inject({ method, url: `/api/v1/${url}`, headers, payload, remoteAddress: '127.0.0.1' });
  const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
    api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username, password },
      remoteAddress,
      headers: { 'user-agent': 'security-test' },
    });

  async function setPolicy(changes: Partial<PasswordPolicyFields>) {
    const current = passwordPolicySchema.parse((await call('GET', 'administration/password-policy')).json());
    const saved = await call('PUT', 'administration/password-policy', admin, {
      ...loosePolicy,
      ...changes,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    return passwordPolicySchema.parse(saved.json());
  }

  async function resetTokenFor(username: string, email: string) {
    await api.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { username },
      remoteAddress: '10.9.0.1',
    });
    const { rows } = await api.database.pool.query<{ body: string }>(
      'select body from mail_outbox where recipient = $1 order by id desc limit 1',
      [email],
    );
    return /token=([\w-]+)/.exec(rows[0]?.body ?? '')?.[1] ?? '';
  }

  describe('password policy', () => {
    beforeEach(() => setPolicy({}));

    it('starts from defaults that keep the demo password signing in', async () => {
      await api.database.pool.query('delete from password_policy');
      const policy = passwordPolicySchema.parse((await call('GET', 'administration/password-policy')).json());
      expect(policy).toMatchObject({ minLength: 10, maxAgeDays: 0, historyCount: 0, version: 1 });
      const answer = loginSuccessSchema.parse((await login('sales', demoPassword)).json());
      expect(answer.mustChangePassword).toBeUndefined();
    });

    it('refuses a save made from an older version with 409', async () => {
      const saved = await setPolicy({ minLength: 12 });
      const stale = await call('PUT', 'administration/password-policy', admin, {
        ...loosePolicy,
        version: saved.version - 1,
      });
      expect(stale.statusCode).toBe(409);
      const bad = await call('PUT', 'administration/password-policy', admin, {
        ...loosePolicy,
        minLength: 3,
        version: saved.version,
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(errorBodySchema.parse(bad.json()).fields ?? {})).toEqual(['minLength']);
    });

    it('holds registration to the character classes it requires', async () => {
      await setPolicy({ requireUppercase: true, requireDigit: true, requireSymbol: true });
      const register = (password: string) =>
        api.app.inject({
          method: 'POST',
          url: '/api/v1/register',
          payload: { username: 'policyclerk', name: 'Clerk', email: 'pc@example.com', password },
          remoteAddress: '10.8.0.1',
        });
      const refused = await register('only lower case');
      expect(refused.statusCode).toBe(400);
      expect(errorBodySchema.parse(refused.json()).fields?.password).toEqual([
        passwordRuleMessages.needsUppercase,
        passwordRuleMessages.needsDigit,
      ]);
      const accepted = await register('Sound pass 42');
      expect(accepted.statusCode).toBe(201);
    });

    it('refuses a reset or a change to a recent password, and takes a new one', async () => {
      await setPolicy({ historyCount: 3, requireDigit: true });
      const token = await resetTokenFor('dispatcher', 'dispatch@meridian.example');
      const weak = await api.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token, password: 'no digits in here' },
        remoteAddress: '10.9.0.1',
      });
      expect(errorBodySchema.parse(weak.json()).fields?.password).toEqual([passwordRuleMessages.needsDigit]);
      const first = await api.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: { token, password: 'first password 1' },
        remoteAddress: '10.9.0.1',
      });
      expect(first.statusCode).toBe(200);

      const headers = await (async () => {
        const response = await login('dispatcher', 'first password 1');
        const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1] ?? '';
        return {
          authorization: `Bearer ${loginSuccessSchema.parse(response.json()).access_token}`,
          'x-xsrf-token': xsrf,
        };
      })();
      const change = (currentPassword: string, password: string) =>
        call('POST', 'account/password', headers, { currentPassword, password });
      expect(errorBodySchema.parse((await change('wrong one', 'second password 2')).json()).fields).toEqual({
        currentPassword: [passwordRuleMessages.wrongCurrent],
      });
      expect((await change('first password 1', 'second password 2')).statusCode).toBe(200);
      const reused = await change('second password 2', 'first password 1');
      expect(reused.statusCode).toBe(400);
      expect(errorBodySchema.parse(reused.json()).fields?.password).toEqual([passwordRuleMessages.reused]);
      expect((await change('second password 2', 'third password 3')).statusCode).toBe(200);
      expect((await login('dispatcher', 'third password 3')).statusCode).toBe(200);
    });

    it('signs in with an expired password but says it must change', async () => {
      await setPolicy({ maxAgeDays: 30 });
      await api.database.pool.query(
        `update users set password_changed_at = now() - interval '31 days' where user_code = 'warehouse'`,
      );
      const answer = loginSuccessSchema.parse((await login('warehouse', demoPassword)).json());
      expect(answer.mustChangePassword).toBe(true);
      expect(
        loginSuccessSchema.parse((await login('sales', demoPassword)).json()).mustChangePassword,
      ).toBeUndefined();
    });

    it('locks after the policy number of failures, for the policy minutes', async () => {
      await setPolicy({ lockoutThreshold: 2, lockoutMinutes: 15 });
      expect((await login('sales', 'wrong password')).statusCode).toBe(401);
      expect((await login('sales', 'wrong password')).statusCode).toBe(401);
      const locked = await login('sales', demoPassword);
      expect(locked.statusCode).toBe(403);
      expect(loginFailureSchema.parse(locked.json()).statusCode).toBe(3);
      await api.database.pool.query(
        `update users set locked_at = now() - interval '16 minutes' where user_code = 'sales'`,
      );
      expect((await login('sales', demoPassword)).statusCode).toBe(200);
    });

    it('is for administrators only', async () => {
      const sales = await api.writeHeaders('sales');
      expect((await call('GET', 'administration/password-policy', sales)).statusCode).toBe(403);
      expect(
        (await call('PUT', 'administration/password-policy', sales, { ...loosePolicy, version: 1 }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('allowed address ranges', () => {
    it('refuses a user signing in from outside its ranges, whatever the password, and logs it', async () => {
      const created = await call('POST', 'resources/ip-ranges', admin, {
        UserCode: 'DISPATCHER',
        IpRange: '10.20.0.0/16',
        Remarks: 'depot network',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().ResponseData).toMatchObject({ UserCode: 'dispatcher', IpRange: '10.20.0.0/16' });
      const right = await login('dispatcher', 'third password 3', '192.0.2.7');
      const wrong = await login('dispatcher', 'not it', '192.0.2.7');
      for (const response of [right, wrong]) {
        expect(response.statusCode).toBe(403);
        expect(loginFailureSchema.parse(response.json()).statusCode).toBe(5);
      }
      expect(right.json()).toEqual(wrong.json());
      expect((await login('dispatcher', 'third password 3', '10.20.4.5')).statusCode).toBe(200);
      expect((await login('sales', demoPassword, '192.0.2.7')).statusCode).toBe(200);

      const logs = ipRefusalsAnswerSchema.parse((await call('GET', 'administration/ip-config/logs')).json());
      expect(logs.data[0]).toMatchObject({ username: 'dispatcher', address: '192.0.2.7' });
      expect(logs.total).toBeGreaterThanOrEqual(2);
    });

    it("applies a group's ranges to its members, IPv6 included", async () => {
      const created = await call('POST', 'resources/ip-ranges', admin, {
        GroupCode: 'warehouse',
        IpRange: '2001:db8::/32',
      });
      expect(created.statusCode).toBe(201);
      expect((await login('warehouse', demoPassword, '2001:db8:1::9')).statusCode).toBe(200);
      expect((await login('warehouse', demoPassword, '::ffff:10.1.1.1')).statusCode).toBe(403);
    });

    it('refuses a range that is not CIDR, and a range for both or neither owner', async () => {
      const bad = await call('POST', 'resources/ip-ranges', admin, {
        UserCode: 'sales',
        IpRange: '10.0.0.300',
      });
      expect(Object.keys(errorBodySchema.parse(bad.json()).fields ?? {})).toEqual(['IpRange']);
      const both = await call('POST', 'resources/ip-ranges', admin, {
        UserCode: 'sales',
        GroupCode: 'sales',
        IpRange: '10.0.0.1',
      });
      expect(both.statusCode).toBe(400);
      const nobody = await call('POST', 'resources/ip-ranges', admin, {
        UserCode: 'nobody',
        IpRange: '10.0.0.1',
      });
      expect(errorBodySchema.parse(nobody.json()).fields).toEqual({ UserCode: ['is not a user'] });
    });

    it('imports nothing when any row is wrong, naming each wrong row', async () => {
      const count = async () =>
        Number((await api.database.pool.query('select count(*) as n from ip_ranges')).rows[0].n);
      const before = await count();
      const refused = await call('POST', 'administration/ip-config/import', admin, {
        csv: 'user,group,range,description\nsales,,10.30.0.0/16,office\n,nogroup,10.31.0.0/16,\nsales,,not-an-address,x\n',
      });
      expect(refused.statusCode).toBe(400);
      const fields = errorBodySchema.parse(refused.json()).fields ?? {};
      expect(Object.keys(fields)).toEqual(['row.3', 'row.4']);
      expect(fields['row.3']).toEqual(['group: is not a user group']);
      expect(await count()).toBe(before);

      const header = await call('POST', 'administration/ip-config/import', admin, {
        csv: 'name,cidr\nsales,10.0.0.1',
      });
      expect(Object.keys(errorBodySchema.parse(header.json()).fields ?? {})).toEqual(['row.1']);

      const imported = await call('POST', 'administration/ip-config/import', admin, {
        csv: 'user,group,range,description\r\nsales,,10.30.0.0/16,"office, first floor"\r\n,sales,127.0.0.1,loopback\r\n',
      });
      expect(imported.json()).toEqual({ statusCode: 0, imported: 2 });
      expect(await count()).toBe(before + 2);
      expect((await login('sales', demoPassword, '10.30.1.1')).statusCode).toBe(200);
    });

    it('is for administrators only', async () => {
      const sales = await api.writeHeaders('sales');
      expect((await call('GET', 'administration/ip-config/logs', sales)).statusCode).toBe(403);
      expect(
        (
          await call('POST', 'administration/ip-config/import', sales, {
            csv: 'user,group,range,description',
          })
        ).statusCode,
      ).toBe(403);
      expect((await call('GET', 'resources/ip-ranges', sales)).statusCode).toBe(403);
    });
  });

  describe('connected clients', () => {
    it('lists live sessions and ends one, which signs out that client only', async () => {
      const first = loginSuccessSchema.parse(
        (await login('admin', demoPassword, '10.0.0.1')).json(),
      ).access_token;
      const second = loginSuccessSchema.parse(
        (await login('admin', demoPassword, '10.0.0.2')).json(),
      ).access_token;
      const list = connectedClientsAnswerSchema.parse(
        (await call('GET', 'administration/connected-clients')).json(),
      );
      const target = list.data.find((client) => client.address === '10.0.0.1');
      expect(target).toMatchObject({ userCode: 'admin', userAgent: 'security-test', current: false });
      expect(list.data.filter((client) => client.current)).toHaveLength(1);

      const ended = await call('DELETE', `administration/connected-clients/${target?.id}`);
      expect(ended.statusCode).toBe(200);
      const verify = (token: string) =>
        api.app.inject({
          method: 'GET',
          url: '/api/v1/auth/verify',
          headers: { authorization: `Bearer ${token}` },
        });
      const refused = await verify(first);
      expect(refused.statusCode).toBe(401);
      expect(errorBodySchema.parse(refused.json()).message).toContain('An administrator ended this session');
      expect((await verify(second)).statusCode).toBe(200);
      expect((await call('DELETE', `administration/connected-clients/${target?.id}`)).statusCode).toBe(404);
    });

    it('is for administrators only', async () => {
      const sales = await api.writeHeaders('sales');
      expect((await call('GET', 'administration/connected-clients', sales)).statusCode).toBe(403);
      expect(
        (await call('DELETE', `administration/connected-clients/${'0'.repeat(64)}`, sales)).statusCode,
      ).toBe(403);
    });
  });
});
