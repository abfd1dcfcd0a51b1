import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import {
  historyAnswerSchema,
  resourceListAnswerSchema,
  resourceRecordAnswerSchema,
} from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const base = '/api/v1/resources';
const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];
type Query = Record<string, string>;

interface Reply {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** The sales employee of the demo user `sales` (src/server/seed/demo-access.ts). */
const salesSlpCode = 1;
/** The warehouses of the demo users `dispatcher` and `warehouse`. */
const ownWarehouses = ['WH01', 'WH02'];

describe.each(testDatabases())('resource access by the demo groups on $name', (target) => {
  let api: ApiHarness;
  const headers = new Map<DemoUser, Record<string, string>>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) headers.set(user, await api.writeHeaders(user));
  });
  afterAll(() => api.close());

  const get = (user: DemoUser, url: string, query: Query = {}): Promise<Reply> =>
    api.app.inject({ method: 'GET', url, query, headers: headers.get(user) });
  const write = (
    user: DemoUser,
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    query: Query = {},
  ): Promise<Reply> => api.app.inject({ method, url, payload, query, headers: headers.get(user) });

  async function list(user: DemoUser, resource: string, query: Query = {}) {
    const response = await get(user, `${base}/${resource}`, query);
    expect(response.statusCode, response.body).toBe(200);
    return resourceListAnswerSchema.parse(response.json()).ResponseData;
  }

  async function record(user: DemoUser, path: string) {
    const response = await get(user, `${base}/${path}`);
    expect(response.statusCode, response.body).toBe(200);
    return resourceRecordAnswerSchema.parse(response.json()).ResponseData;
  }

  function forbidden(response: Reply) {
    expect(response.statusCode, response.body).toBe(403);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('FORBIDDEN');
    return body;
  }

  async function sqlValues<Row extends Record<string, unknown>>(text: string, values: unknown[] = []) {
    const { rows } = await api.database.pool.query<Row>(text, values);
    return rows;
  }

  /** A customer of another sales employee than the sales user's. */
  async function someoneElsesPartner(): Promise<string> {
    const [row] = await sqlValues<{ card_code: string }>(
      `select card_code from business_partners where card_type = 'C' and slp_code <> $1 order by card_code limit 1`,
      [salesSlpCode],
    );
    return row?.card_code ?? '';
  }

  async function ownPartner(): Promise<string> {
    const [row] = await sqlValues<{ card_code: string }>(
      `select card_code from business_partners where slp_code = $1 order by card_code limit 1`,
      [salesSlpCode],
    );
    return row?.card_code ?? '';
  }

  describe('sales staff', () => {
    it('list only the partners and dealers of their own sales employee, in rows and total', async () => {
      for (const resource of ['business-partners', 'dealers']) {
        const own = await list('sales', resource, { per_page: '500' });
        const all = await list('admin', resource, { per_page: '1' });
        expect(own.total, resource).toBeGreaterThan(0);
        expect(own.total, resource).toBeLessThan(all.total ?? 0);
        expect(own.data.length, resource).toBe(own.total);
        for (const row of own.data) expect(row.SlpCode, resource).toBe(salesSlpCode);
      }
      const [counted] = await sqlValues<{ n: number }>(
        'select count(*)::int as n from business_partners where slp_code = $1',
        [salesSlpCode],
      );
      expect((await list('sales', 'business-partners', { per_page: '1' })).total).toBe(counted?.n);
      const elsewhere = await list('sales', 'business-partners', {
        filters: JSON.stringify([{ field: 'SlpCode', op: 'equals', value: 2 }]),
      });
      expect(elsewhere.total).toBe(0);
    });

    it("are refused another sales employee's partner with 403, and its history too", async () => {
      const code = await someoneElsesPartner();
      forbidden(await get('sales', `${base}/business-partners/${code}`));
      forbidden(await get('sales', `${base}/business-partners/${code}/history`));
      const own = await ownPartner();
      expect((await record('sales', `business-partners/${own}`)).CardCode).toBe(own);
    });

    it("are refused the history of another sales employee's partner after it was deleted", async () => {
      const created = await write('admin', 'POST', `${base}/business-partners`, {
        CardCode: 'A-GONE',
        CardName: 'Deleted customer of someone else',
        GroupCode: 100,
        SlpCode: 2,
        CreditLine: '5000',
      });
      expect(created.statusCode, created.body).toBe(201);
      const removed = await write('admin', 'DELETE', `${base}/business-partners/A-GONE`, undefined, {
        version: '1',
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect((await get('admin', `${base}/business-partners/A-GONE/history`)).statusCode).toBe(200);
      forbidden(await get('sales', `${base}/business-partners/A-GONE/history`));
    });

    it('may not move their partner to another sales employee, and the partner stays theirs', async () => {
      const code = await ownPartner();
      const before = await record('sales', `business-partners/${code}`);
      forbidden(
        await write('sales', 'PATCH', `${base}/business-partners/${code}`, {
          SlpCode: 2,
          version: before.version,
        }),
      );
      expect(await record('sales', `business-partners/${code}`)).toEqual(before);
      const renamed = await write('sales', 'PATCH', `${base}/business-partners/${code}`, {
        Phone1: '+44 20 0000 0000',
        version: before.version,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const other = await someoneElsesPartner();
      const [stored] = await sqlValues<{ version: number }>(
        'select version from business_partners where card_code = $1',
        [other],
      );
      forbidden(
        await write('sales', 'PATCH', `${base}/business-partners/${other}`, {
          SlpCode: salesSlpCode,
          version: stored?.version,
        }),
      );
    });

    it('may create a partner for their own sales employee only', async () => {
      const partner = { CardName: 'Access test customer', GroupCode: 100 };
      forbidden(
        await write('sales', 'POST', `${base}/business-partners`, {
          ...partner,
          CardCode: 'A-OTHER',
          SlpCode: 2,
        }),
      );
      forbidden(
        await write('sales', 'POST', `${base}/dealers`, {
          ...partner,
          GroupCode: 102,
          CardCode: 'A-ODEAL',
          SlpCode: 2,
        }),
      );
      const [none] = await sqlValues<{ n: number }>(
        `select count(*)::int as n from business_partners where card_code in ('A-OTHER', 'A-ODEAL')`,
      );
      expect(none?.n).toBe(0);
      const created = await write('sales', 'POST', `${base}/business-partners`, {
        ...partner,
        CardCode: 'A-MINE',
        SlpCode: salesSlpCode,
      });
      expect(created.statusCode, created.body).toBe(201);
    });

    it('may not delete a partner, even their own', async () => {
      const code = await ownPartner();
      const before = await record('admin', `business-partners/${code}`);
      forbidden(
        await write('sales', 'DELETE', `${base}/business-partners/${code}`, undefined, {
          version: String(before.version),
        }),
      );
      expect(await record('admin', `business-partners/${code}`)).toEqual(before);
    });

    it('read items and their stock without cost prices, and may not sort or filter by them', async () => {
      const items = await list('sales', 'items', { per_page: '50' });
      expect(items.data.length).toBe(50);
      for (const row of items.data) {
        expect(row).toHaveProperty('ItemName');
        expect(row).not.toHaveProperty('AvgPrice');
        expect(row).not.toHaveProperty('LastPurPrc');
      }
      const one = await record('sales', 'items/I000001');
      expect(one).not.toHaveProperty('AvgPrice');
      expect(one).not.toHaveProperty('LastPurPrc');
      const stock = await list('sales', 'item-stock', { per_page: '10' });
      for (const row of stock.data) expect(row).not.toHaveProperty('AvgPrice');
      forbidden(await get('sales', `${base}/items`, { sort: 'AvgPrice:desc' }));
      forbidden(
        await get('sales', `${base}/items`, {
          filters: JSON.stringify([{ field: 'LastPurPrc', op: 'between', value: { from: '100' } }]),
        }),
      );
      forbidden(await get('sales', `${base}/items.csv`, { sort: 'AvgPrice:asc' }));
      const admin = await get('admin', `${base}/items`, { sort: 'AvgPrice:desc', per_page: '1' });
      expect(admin.statusCode).toBe(200);
    });

    it('do not see cost prices in the history of an item either', async () => {
      const created = await write('admin', 'POST', `${base}/items`, {
        ItemCode: 'A-HISTORY',
        ItemName: 'History item',
        ItmsGrpCod: 100,
      });
      expect(created.statusCode, created.body).toBe(201);
      const fieldsSeen = async (user: DemoUser) => {
        const response = await get(user, `${base}/items/A-HISTORY/history`);
        expect(response.statusCode, response.body).toBe(200);
        const [entry] = historyAnswerSchema.parse(response.json()).ResponseData.data;
        return entry?.changes.map((change) => change.field) ?? [];
      };
      expect(await fieldsSeen('admin')).toContain('AvgPrice');
      const seen = await fieldsSeen('sales');
      expect(seen).toContain('ItemName');
      expect(seen).not.toContain('AvgPrice');
      expect(seen).not.toContain('LastPurPrc');
    });
  });

  describe('dispatchers', () => {
    it('read partners and dealers without their credit figures', async () => {
      for (const resource of ['business-partners', 'dealers']) {
        const answer = await list('dispatcher', resource, { per_page: '20' });
        const all = await list('admin', resource, { per_page: '1' });
        expect(answer.total, resource).toBe(all.total);
        for (const row of answer.data) {
          expect(row).toHaveProperty('CardName');
          expect(row).not.toHaveProperty('CreditLine');
          expect(row).not.toHaveProperty('Balance');
        }
      }
      const one = await record('dispatcher', 'business-partners/C00001');
      expect(one).not.toHaveProperty('CreditLine');
      forbidden(await get('dispatcher', `${base}/business-partners`, { sort: 'Balance:desc' }));
    });

    it('may not change an item or delete a partner', async () => {
      const item = await record('admin', 'items/I000001');
      forbidden(
        await write('dispatcher', 'PATCH', `${base}/items/I000001`, {
          ItemName: 'No',
          version: item.version,
        }),
      );
      const partner = await record('admin', 'business-partners/C00001');
      forbidden(
        await write('dispatcher', 'DELETE', `${base}/business-partners/C00001`, undefined, {
          version: String(partner.version),
        }),
      );
      expect(await record('admin', 'items/I000001')).toEqual(item);
      expect(await record('admin', 'business-partners/C00001')).toEqual(partner);
    });
  });

  describe('warehouse staff', () => {
    it('list and read only their own warehouses', async () => {
      const answer = await list('warehouse', 'warehouses');
      expect(answer.data.map((row) => row.WhsCode)).toEqual(ownWarehouses);
      expect(answer.total).toBe(ownWarehouses.length);
      expect((await record('warehouse', 'warehouses/WH01')).WhsCode).toBe('WH01');
      forbidden(await get('warehouse', `${base}/warehouses/WH03`));
    });

    it('read items with the fields of their rule only', async () => {
      const answer = await list('warehouse', 'items', { per_page: '5' });
      for (const row of answer.data)
        expect(Object.keys(row).sort()).toEqual(
          [
            'ItemCode',
            'ItemName',
            'FrgnName',
            'ItmsGrpCod',
            'CodeBars',
            'InvntryUom',
            'ManBtchNum',
            'ManSerNum',
            'OnHand',
            'IsCommited',
            'OnOrder',
            'version',
          ].sort(),
        );
      forbidden(await get('warehouse', `${base}/items`, { sort: 'ItmsGrpNam:asc' }));
    });

    it('read the stock of their own warehouses only', async () => {
      const answer = await list('warehouse', 'item-stock', {
        filters: JSON.stringify([{ field: 'ItemCode', op: 'equals', value: 'I000001' }]),
      });
      expect(answer.data.map((row) => row.WhsCode)).toEqual(ownWarehouses);
      for (const row of answer.data) expect(row).toHaveProperty('OnHand');
      forbidden(await get('warehouse', `${base}/item-stock/I000001/WH03`));
    });
  });

  describe('users without a rule for a subject', () => {
    it('are refused its list, export, records and doc model with 403', async () => {
      const cases: [DemoUser, string, string][] = [
        ['warehouse', 'item-prices', 'item-prices/1/I000001'],
        ['warehouse', 'business-partners', 'business-partners/C00001'],
        ['dispatcher', 'manufacturers', 'manufacturers/1'],
        ['dispatcher', 'item-prices', 'item-prices/1/I000001'],
      ];
      for (const [user, resource, path] of cases) {
        forbidden(await get(user, `${base}/${resource}`));
        forbidden(await get(user, `${base}/${resource}.csv`));
        forbidden(await get(user, `${base}/${path}`));
        forbidden(await get(user, `${base}/${path}/history`));
        forbidden(await get(user, `/api/v1/doc_model/${resource}`));
      }
      const body = forbidden(await get('warehouse', `${base}/item-prices`));
      expect(body.message).toBe('You may not read ItemPrice records.');
    });

    it('are refused a create, an update and a delete with 403, and nothing changes', async () => {
      forbidden(await write('warehouse', 'POST', `${base}/item-groups`, { ItmsGrpNam: 'Not allowed' }));
      forbidden(
        await write('sales', 'POST', `${base}/items`, { ItemCode: 'A-NO', ItemName: 'No', ItmsGrpCod: 100 }),
      );
      const group = await record('admin', 'item-groups/100');
      forbidden(
        await write('sales', 'PATCH', `${base}/item-groups/100`, {
          ItmsGrpNam: 'Renamed',
          version: group.version,
        }),
      );
      forbidden(
        await write('warehouse', 'DELETE', `${base}/item-groups/100`, undefined, {
          version: String(group.version),
        }),
      );
      const price = await record('admin', 'item-prices/2/I000001');
      forbidden(
        await write('sales', 'PATCH', `${base}/item-prices/2/I000001`, {
          Price: '1',
          version: price.version,
        }),
      );
      expect(await record('admin', 'item-groups/100')).toEqual(group);
      expect(await record('admin', 'item-prices/2/I000001')).toEqual(price);
      const [created] = await sqlValues<{ n: number }>(
        `select count(*)::int as n from item_groups where itms_grp_nam = 'Not allowed'`,
      );
      expect(created?.n).toBe(0);
    });
  });

  describe('callers without a session', () => {
    it('are refused every resource route with 401', async () => {
      const requests: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
        { method: 'GET', url: `${base}/items` },
        { method: 'GET', url: `${base}/items.csv` },
        { method: 'GET', url: `${base}/items/I000001` },
        { method: 'GET', url: `${base}/items/I000001/history` },
        {
          method: 'POST',
          url: `${base}/items`,
          payload: { ItemCode: 'A-ANON', ItemName: 'x', ItmsGrpCod: 100 },
        },
        { method: 'PATCH', url: `${base}/items/I000001`, payload: { ItemName: 'x', version: 1 } },
        { method: 'DELETE', url: `${base}/items/I000001?version=1` },
        { method: 'GET', url: '/api/v1/doc_model/4' },
      ];
      for (const request of requests) {
        const response = await api.app.inject(request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
      }
    });
  });
});
