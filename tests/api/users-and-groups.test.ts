import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { resourceListAnswerSchema, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const resources = '/api/v1/resources';
const administration = '/api/v1/administration';
const goodPassword = 'a long enough password';

describe.each(testDatabases())('users and user groups on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    admin = await api.writeHeaders('admin');
  });
  afterAll(() => api.close());

  async function sqlValues<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    return (await api.database.pool.query<Row>(text, values)).rows;
  }
  const post = (url: string, payload: object, headers = admin) =>
    api.app.inject({ method: 'POST', url, payload, headers });
  const put = (url: string, payload: object, headers = admin) =>
    api.app.inject({ method: 'PUT', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = admin) =>
    api.app.inject({ method: 'GET', url, headers });

  async function createGroup(code: string, rules: object[]): Promise<number> {
    const created = await post(`${resources}/user-groups`, { code, name: `Group ${code}` });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(resourceRecordAnswerSchema.parse(created.json()).ResponseData.id);
    expect((await put(`${administration}/user-groups/${id}/rules`, { rules })).statusCode).toBe(200);
    return id;
  }
  async function createUser(code: string, extra: object = {}): Promise<number> {
    const created = await post(`${resources}/users`, {
      USER_CODE: code,
      U_NAME: `User ${code}`,
      Password: goodPassword,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return Number(resourceRecordAnswerSchema.parse(created.json()).ResponseData.USERID);
  }
  async function signIn(code: string) {
    const response = await post('/api/v1/login', { username: code, password: goodPassword }, {});
    expect(response.statusCode, response.body).toBe(200);
    return { authorization: `Bearer ${loginSuccessSchema.parse(response.json()).access_token}` };
  }

  it('refuses a new user whose password breaks the policy, and never answers a password hash', async () => {
    const refused = await post(`${resources}/users`, {
      USER_CODE: 'weak',
      U_NAME: 'Weak',
      Password: 'short',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).fields?.Password?.length).toBeGreaterThan(0);
    expect(await sqlValues(`select 1 from users where user_code = 'weak'`)).toHaveLength(0);

    await createUser('strong');
    const [stored] = await sqlValues<{ password_hash: string }>(
      `select password_hash from users where user_code = 'strong'`,
    );
    expect(stored?.password_hash.length).toBeGreaterThan(20);
    const record = await get(`${resources}/users/strong`);
    expect(record.body).not.toContain(stored?.password_hash ?? 'none');
    expect(resourceRecordAnswerSchema.parse(record.json()).ResponseData).toMatchObject({
      Password: '',
      SUPERUSER: 'N',
      Active: 'Y',
    });
    const list = await get(`${resources}/users?per_page=200`);
    expect(list.body).not.toContain(stored?.password_hash ?? 'none');
  });

  it('shows a locked user as locked until the unlock action', async () => {
    const userId = await createUser('locked');
    const locked = async () =>
      resourceRecordAnswerSchema.parse((await get(`${resources}/users/locked`)).json()).ResponseData.Locked;
    expect(await locked()).not.toBe('Y');
    await sqlValues(`update users set locked_at = now() where user_code = 'locked'`);
    expect(await locked()).toBe('Y');
    expect((await post(`${administration}/users/${userId}/unlock`, {})).statusCode).toBe(200);
    expect(await locked()).not.toBe('Y');
  });

  it('gives a user what their groups allow once their membership changes', async () => {
    const group = await createGroup('customers-only', [
      { action: 'read', subject: 'BusinessPartner', conditions: { CardType: 'C' } },
    ]);
    const userId = await createUser('reader');
    const reader = await signIn('reader');
    const partners = () => get(`${resources}/business-partners?per_page=200`, reader);
    expect((await partners()).statusCode).toBe(403);

    const saved = await put(`${administration}/users/${userId}/groups`, { groupIds: [group] });
    expect(saved.statusCode, saved.body).toBe(200);
    const memberships = await get(`${administration}/users/${userId}/groups`);
    expect(memberships.json().groups).toContainEqual(expect.objectContaining({ id: group, member: true }));
    const members = await get(`${administration}/user-groups/${group}/members`);
    expect(members.json().members).toEqual([expect.objectContaining({ USER_CODE: 'reader' })]);

    const allowed = await partners();
    expect(allowed.statusCode).toBe(200);
    const rows = resourceListAnswerSchema.parse(allowed.json()).ResponseData.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.CardType))).toEqual(new Set(['C']));
    expect((await get(`${resources}/items`, reader)).statusCode).toBe(403);

    expect((await put(`${administration}/users/${userId}/groups`, { groupIds: [] })).statusCode).toBe(200);
    expect((await partners()).statusCode).toBe(403);
  });

  it("refuses an administrator's own demotion or deactivation, and allows another user's", async () => {
    const record = resourceRecordAnswerSchema.parse(
      (await get(`${resources}/users/admin`)).json(),
    ).ResponseData;
    const patch = (code: string, payload: object) =>
      api.app.inject({ method: 'PATCH', url: `${resources}/users/${code}`, payload, headers: admin });
    const demoted = await patch('admin', { SUPERUSER: 'N', version: record.version });
    expect(demoted.statusCode).toBe(409);
    expect(errorBodySchema.parse(demoted.json()).fields?.SUPERUSER?.[0]).toMatch(/own superuser/);
    const deactivated = await patch('admin', { Active: 'N', version: record.version });
    expect(deactivated.statusCode).toBe(409);
    expect(errorBodySchema.parse(deactivated.json()).message).toMatch(/deactivate yourself/);
    const [still] = await sqlValues<{ superuser: number; active: boolean }>(
      `select superuser, active from users where user_code = 'admin'`,
    );
    expect(still).toEqual({ superuser: 1, active: true });

    const before = (await sqlValues<{ version: number }>('select version from access_state'))[0]?.version;
    const other = resourceRecordAnswerSchema.parse((await get(`${resources}/users/dispatcher`)).json());
    const promoted = await patch('dispatcher', { SUPERUSER: 'Y', version: other.ResponseData.version });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const after = (await sqlValues<{ version: number }>('select version from access_state'))[0]?.version;
    expect(after).toBeGreaterThan(before ?? 0);
  });

  it('refuses a rule with a bad condition, the message on its conditions field, and saves nothing', async () => {
    const group = await createGroup('bad-rules', [{ action: 'read', subject: 'Item' }]);
    const refused = await put(`${administration}/user-groups/${group}/rules`, {
      rules: [
        { action: 'read', subject: 'Item' },
        { action: 'read', subject: 'BusinessPartner', conditions: { CardType: { $in: 'C' } } },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).fields).toEqual({
      'rules.1.conditions': ['"in" expects value to be an array'],
    });
    const stored = await get(`${administration}/user-groups/${group}/rules`);
    expect(stored.json().rules).toEqual([{ action: 'read', subject: 'Item' }]);
  });

  it("narrows a group's document rules to the user's own documents by data ownership", async () => {
    const [owner] = await sqlValues<{ slp_code: number }>(
      `select slp_code from documents where obj_type = '17' and slp_code is not null
       group by slp_code order by count(*) desc limit 1`,
    );
    const slpCode = owner?.slp_code ?? 0;
    const group = await createGroup('orders-reader', [{ action: 'read', subject: ['SalesOrder', 'Item'] }]);
    const userId = await createUser('orders', { SlpCode: slpCode });
    expect((await put(`${administration}/users/${userId}/groups`, { groupIds: [group] })).statusCode).toBe(
      200,
    );
    const orders = await signIn('orders');
    const total = async () =>
      documentListAnswerSchema.parse((await get('/api/v1/marketing/docs/17?per_page=1', orders)).json())
        .ResponseData.total;
    const everything = await total();

    const ownership = `${administration}/user-groups/${group}/data-ownerships`;
    const saved = await put(ownership, { levels: [{ objectType: '17', level: 'own' }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(ownership)).json()).toEqual({ levels: [{ objectType: '17', level: 'own' }] });
    const [own] = await sqlValues<{ n: number }>(
      `select count(*)::int as n from documents where obj_type = '17' and slp_code = $1`,
      [slpCode],
    );
    expect(await total()).toBe(own?.n);
    expect(own?.n).toBeLessThan(everything);
    // The group's other subject stays as it was.
    expect((await get(`${resources}/items?per_page=1`, orders)).statusCode).toBe(200);

    expect((await put(ownership, { levels: [{ objectType: '99', level: 'own' }] })).statusCode).toBe(400);
    expect((await put(ownership, { levels: [{ objectType: '17', level: 'all' }] })).statusCode).toBe(200);
    expect(await total()).toBe(everything);
  });
});
