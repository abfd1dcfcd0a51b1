import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/** Specification section 5: each malformed condition and the error its field shows. */
const malformed: [object, string][] = [
  [{ ObjType: { $in: '17' } }, '"in" expects value to be an array'],
  [{ $or: [] }, '"or" expects to have at least one element in array'],
  [{ $and: [] }, '"and" expects to have at least one element in array'],
  [{ $nor: [] }, '"nor" expects to have at least one element in array'],
  [{ tags: { $size: 'two' } }, '"size" expects value to be a "number"'],
  [{ NumAtCard: { $exists: 'yes' } }, '"exists" expects value to be a "boolean"'],
  [{ DocNum: { $mod: [2] } }, '"mod" expects an array with 2 numeric elements'],
  [{ DocTotal: { $gt: [1] } }, '"gt" expects value to be comparable (i.e., string, number or date)'],
  [
    { CardName: { $regex: 5 } },
    '"regex" expects value to be a regular expression or a string that represents regular expression',
  ],
  [
    { CardName: { $not: 5 } },
    '"not" expects to receive either regular expression or object of field operators',
  ],
  [
    { DocumentLines: { $elemMatch: 5 } },
    '"elemMatch" expects to receive an object with nested query or field level operators',
  ],
  [{ DocTotal: { $between: [1, 2] } }, 'Unsupported operator "$between"'],
];

describe.each(testDatabases())('administering access on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let salesGroup = 0;
  beforeAll(async () => {
    api = await startApi(target);
    admin = await api.writeHeaders('admin');
    const { rows } = await api.database.pool.query<{ id: number }>(
      `select id from user_groups where code = 'sales'`,
    );
    salesGroup = rows[0]?.id ?? 0;
  });
  afterAll(() => api.close());

  const saveRules = (rules: object[], headers = admin) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${salesGroup}/rules`,
      payload: { rules },
      headers,
    });
  const ruleCount = async () =>
    (
      await api.database.pool.query<{ n: number }>(
        'select count(*)::int as n from group_rules where group_id = $1',
        [salesGroup],
      )
    ).rows[0]?.n;

  it("refuses each malformed condition with its message on the rule's field, and saves nothing", async () => {
    const before = await ruleCount();
    for (const [conditions, message] of malformed) {
      const response = await saveRules([
        { action: 'read', subject: 'Item' },
        { action: 'read', subject: 'SalesOrder', conditions },
      ]);
      expect(response.statusCode, message).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toEqual({ 'rules.1.conditions': [message] });
    }
    const emptyFields = await saveRules([{ action: 'read', subject: 'Item', fields: [] }]);
    expect(errorBodySchema.parse(emptyFields.json()).fields).toHaveProperty(['rules.0.fields']);
    expect(await ruleCount()).toBe(before);
  });

  it('applies new rules at the next request of sessions already open', async () => {
    const sales = { authorization: `Bearer ${await api.signIn('sales')}` };
    const list = async () =>
      documentListAnswerSchema.parse(
        (
          await api.app.inject({ method: 'GET', url: '/api/v1/marketing/docs/17?per_page=1', headers: sales })
        ).json(),
      ).ResponseData.total;
    const own = await list();
    expect((await saveRules([{ action: 'read', subject: 'SalesOrder' }])).statusCode).toBe(200);
    const everything = await list();
    expect(everything).toBeGreaterThan(own);
    expect((await saveRules([{ action: 'read', subject: 'Item' }])).statusCode).toBe(200);
    const refused = await api.app.inject({ method: 'GET', url: '/api/v1/marketing/docs/17', headers: sales });
    expect(refused.statusCode).toBe(403);
  });

  it('lets only administrators change rules', async () => {
    const response = await saveRules(
      [{ action: 'manage', subject: 'all' }],
      await api.writeHeaders('dispatcher'),
    );
    expect(response.statusCode).toBe(403);
  });

  it('unlocks a locked user and activates a registered one', async () => {
    await api.database.pool.query(
      `update users set locked_at = now(), failed_sign_ins = 5 where user_code = 'dispatcher'`,
    );
    const id = (
      await api.database.pool.query<{ user_id: number }>(
        `select user_id from users where user_code = 'dispatcher'`,
      )
    ).rows[0]?.user_id;
    const login = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { username: 'dispatcher', password: 'demo1234' },
      });
    expect((await login()).statusCode).toBe(403);
    const unlocked = await api.app.inject({
      method: 'POST',
      url: `/api/v1/administration/users/${id}/unlock`,
      payload: {},
      headers: admin,
    });
    expect(unlocked.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);

    await api.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        username: 'pending',
        name: 'Pending Person',
        email: 'pending@example.com',
        password: 'a sound password',
      },
    });
    const pending = (
      await api.database.pool.query<{ user_id: number }>(
        `select user_id from users where user_code = 'pending'`,
      )
    ).rows[0]?.user_id;
    const activated = await api.app.inject({
      method: 'POST',
      url: `/api/v1/administration/users/${pending}/activate`,
      payload: {},
      headers: admin,
    });
    expect(activated.statusCode).toBe(200);
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { username: 'pending', password: 'a sound password' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
