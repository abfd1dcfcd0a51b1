import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { type SearchResults, searchAnswerSchema } from '../../src/shared/api/search';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];

/**
 * The expected matches, worked out without LIKE (so a pattern bug cannot hide in both): code
 * starts with the text or name contains it, ignoring case; code-prefix matches first, then by code.
 */
const expectedItemsSql = `
  select item_code as code from items
  where valid_for = 'Y' and (starts_with(lower(item_code), lower($1)) or strpos(lower(item_name), lower($1)) > 0)
  order by starts_with(lower(item_code), lower($1)) desc, item_code
  limit $2`;
const expectedPartnersSql = `
  select card_code as code from business_partners
  where valid_for = 'Y' and ($3::int is null or slp_code = $3)
    and (starts_with(lower(card_code), lower($1)) or strpos(lower(card_name), lower($1)) > 0)
  order by starts_with(lower(card_code), lower($1)) desc, card_code
  limit $2`;

describe.each(testDatabases())('GET /api/v1/search on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<DemoUser, string>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) tokens.set(user, await api.signIn(user));
  });
  afterAll(() => api.close());

  const get = (user: DemoUser, url: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(user)}` } });

  async function search(user: DemoUser, q: string, limit?: number): Promise<SearchResults> {
    const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
    const response = await get(user, `/api/v1/search?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return searchAnswerSchema.parse(response.json()).ResponseData;
  }

  async function codes(sql: string, params: unknown[]): Promise<string[]> {
    const { rows } = await api.database.pool.query<{ code: string }>(sql, params);
    return rows.map((row) => row.code);
  }
  const expectedItems = (q: string, limit = 8) => codes(expectedItemsSql, [q, limit]);
  const expectedPartners = (q: string, limit = 8, slpCode: number | null = null) =>
    codes(expectedPartnersSql, [q, limit, slpCode]);

  const itemCodes = (results: SearchResults) => results.items?.map((item) => item.ItemCode);
  const partnerCodes = (results: SearchResults) =>
    results.businessPartners?.map((partner) => partner.CardCode);

  it('refuses a caller without a session', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/search?q=a' });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a missing, blank or over-long text and a limit outside 1 to 20, naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['q=a&limit=0', 'limit'],
      ['q=a&limit=21', 'limit'],
      ['q=a&limit=many', 'limit'],
    ];
    for (const [query, field] of cases) {
      const response = await get('admin', `/api/v1/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields, query).toHaveProperty([field]);
    }
    expect((await get('admin', `/api/v1/search?q=${'x'.repeat(100)}`)).statusCode).toBe(200);
    expect((await get('admin', `/api/v1/search?q=${'x'.repeat(99)}%20%20`)).statusCode).toBe(200);
  });

  it('finds an item by a prefix of its code, typed in any case, first', async () => {
    for (const q of ['662E', '662e', ' 662e4 ']) {
      const results = await search('admin', q);
      expect(results.items?.[0], q).toEqual({ ItemCode: '662E41', ItemName: expect.any(String) });
      expect(itemCodes(results), q).toEqual(await expectedItems(q.trim()));
    }
  });

  it('ranks code-prefix matches before name matches, then orders by code', async () => {
    // "Nova Orange Juice" (000123) matches "i" by its name and sorts before every I… code.
    expect(itemCodes(await search('admin', 'juice', 20))).toContain('000123');
    const items = itemCodes(await search('admin', 'i', 20)) ?? [];
    expect(items).toHaveLength(20);
    expect(items.every((code) => code?.startsWith('I'))).toBe(true);
    expect(items).toEqual([...items].sort());
    expect(items).toEqual(await expectedItems('i', 20));
    const partners = await search('admin', 's', 20);
    expect(partnerCodes(partners)?.every((code) => code?.startsWith('S'))).toBe(true);
    expect(partnerCodes(partners)).toEqual(await expectedPartners('s', 20));
  });

  it('finds business partners by a fragment of their name, in any case', async () => {
    const results = await search('admin', 'NORTHW', 20);
    const partners = results.businessPartners ?? [];
    expect(partners.length).toBeGreaterThan(0);
    for (const partner of partners) {
      expect(partner.CardName).toContain('Northwind');
      expect(['C', 'S', 'L']).toContain(partner.CardType);
    }
    expect(partnerCodes(results)).toEqual(await expectedPartners('NORTHW', 20));
    expect(results.items).toEqual([]);
  });

  it('takes percent, underscore and backslash literally rather than as wildcards', async () => {
    for (const q of ['%', '_', '\\', 'a%', '_o']) {
      const results = await search('admin', q, 20);
      expect(results, q).toEqual({ items: [], businessPartners: [] });
    }
    await api.database.pool.query(
      `update items set item_name = 'Promo 50%_off\\ pack' where item_code = 'I000007'`,
    );
    expect(itemCodes(await search('admin', '50%_off\\'))).toEqual(['I000007']);
    expect(itemCodes(await search('admin', '50__off'))).toEqual([]);
  });

  it('gives a sales user only the partners of their own sales employee', async () => {
    const results = await search('sales', 'a', 20);
    const own = partnerCodes(results) ?? [];
    expect(own.length).toBeGreaterThan(0);
    expect(own).toEqual(await expectedPartners('a', 20, 1));
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from business_partners where card_code = any($1) and slp_code is distinct from 1`,
      [own],
    );
    expect(rows[0]?.n).toBe(0);
    expect(partnerCodes(await search('admin', 'a', 20))).not.toEqual(own);
    expect(itemCodes(results)).toEqual(await expectedItems('a', 20));
  });

  it('leaves out the subject a group may not read, and answers the ones it may', async () => {
    const warehouse = await search('warehouse', 'a');
    expect(warehouse).not.toHaveProperty('businessPartners');
    expect(itemCodes(warehouse)).toEqual(await expectedItems('a'));
    const dispatcher = await search('dispatcher', 'a');
    expect(partnerCodes(dispatcher)).toEqual(await expectedPartners('a'));
    expect(Object.keys(dispatcher.businessPartners?.[0] ?? {}).sort()).toEqual([
      'CardCode',
      'CardName',
      'CardType',
    ]);
  });

  it('answers at most the limit of each subject, 8 unless asked', async () => {
    const three = await search('admin', 'i', 3);
    expect(three.items).toHaveLength(3);
    expect(three.businessPartners).toHaveLength(3);
    expect((await search('admin', 'i')).items).toHaveLength(8);
    expect((await search('admin', 'i', 20)).items).toHaveLength(20);
  });

  it('no longer offers an item that is not valid any more', async () => {
    await api.database.pool.query(`update items set valid_for = 'N' where item_code = '662E41'`);
    expect(itemCodes(await search('admin', '662E'))).toEqual([]);
  });

  describe('when an administrator narrows the warehouse group', () => {
    let warehouseGroup = 0;
    beforeAll(async () => {
      const { rows } = await api.database.pool.query<{ id: number }>(
        `select id from user_groups where code = 'warehouse'`,
      );
      warehouseGroup = rows[0]?.id ?? 0;
    });

    const saveWarehouseRules = async (rules: object[]) => {
      const response = await api.app.inject({
        method: 'PUT',
        url: `/api/v1/administration/user-groups/${warehouseGroup}/rules`,
        payload: { rules },
        headers: await api.writeHeaders('admin'),
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    it('neither matches on nor answers a field the group may not read', async () => {
      await saveWarehouseRules([{ action: 'read', subject: 'Item', fields: ['ItemCode'] }]);
      const byName = await search('warehouse', 'juice', 20);
      expect(byName.items).toEqual([]);
      const byCode = await search('warehouse', 'I00001');
      expect(byCode.items?.[0]).toEqual({ ItemCode: 'I000010' });
    });

    it('leaves out a subject whose read rules have no SQL form instead of failing', async () => {
      await saveWarehouseRules([
        { action: 'read', subject: 'Item' },
        { action: 'read', subject: 'BusinessPartner', conditions: { CardName: { $regex: '^North' } } },
      ]);
      const results = await search('warehouse', 'north');
      expect(results).not.toHaveProperty('businessPartners');
      expect(results.items).toEqual([]);
    });
  });
});
