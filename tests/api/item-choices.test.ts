import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { itemChoicesAnswerSchema, priceQuoteAnswerSchema } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

/**
 * A fixture beside the demo data: items IC-A..IC-C with stock rows of their own in WH01 and WH02
 * (IC-C has none in WH02), so that each figure is known; partner C00007 is the demo's.
 */
const fixtureSql = `
insert into items (item_code, item_name, itms_grp_cod) values
  ('IC-A', 'Choice A', 100), ('IC-B', 'Choice B', 100), ('IC-C', 'Choice C', 100);
insert into item_prices (item_code, price_list, price, currency, ovrwritten) values
  ('IC-A', 1, 12.5, 'USD', 'N'), ('IC-B', 1, 3, 'USD', 'N'), ('IC-C', 1, 7.25, 'USD', 'N');
insert into item_warehouses (item_code, whs_code, on_hand, is_commited, on_order) values
  ('IC-A', 'WH01', 40, 15, 5), ('IC-A', 'WH02', 7, 0, 0),
  ('IC-B', 'WH01', 2, 6, 0), ('IC-B', 'WH02', 100, 10, 20),
  ('IC-C', 'WH01', 1.5, 0, 0);
`;

const rowsOf = (body: string) => itemChoicesAnswerSchema.parse(JSON.parse(body)).ResponseData;

describe.each(testDatabases())('GET /marketing/item-choices on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<string, string>();
  let warehouseGroup = 0;
  beforeAll(async () => {
    api = await startApi(target);
    await api.database.pool.query(fixtureSql);
    for (const user of ['admin', 'sales', 'warehouse']) tokens.set(user, await api.signIn(user));
    const { rows } = await api.database.pool.query<{ id: number }>(
      `select id from user_groups where code = 'warehouse'`,
    );
    warehouseGroup = rows[0]?.id ?? 0;
  });
  afterAll(() => api.close());

  const ask = (query: Record<string, string | string[]>, user = 'admin') =>
    api.app.inject({
      method: 'GET',
      url: '/api/v1/marketing/item-choices',
      query,
      headers: { authorization: `Bearer ${tokens.get(user)}` },
    });

  it('answers each item’s stock in the warehouse asked, as its item_warehouses row holds it', async () => {
    const response = await ask({ WhsCode: 'WH01', ItemCode: ['IC-A', 'IC-B', 'IC-C'] });
    expect(response.statusCode, response.body).toBe(200);
    const stock = new Map(rowsOf(response.body).map((row) => [row.ItemCode, row.Stock]));
    const { rows } = await api.database.pool.query<Record<string, string>>(
      `select item_code, on_hand::text, is_commited::text, on_order::text,
         (on_hand - is_commited + on_order)::text as available
       from item_warehouses where whs_code = 'WH01' and item_code like 'IC-%'`,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(stock.get(String(row.item_code))).toEqual({
        WhsCode: 'WH01',
        OnHand: row.on_hand,
        IsCommited: row.is_commited,
        OnOrder: row.on_order,
        Available: row.available,
      });
    expect(Number(stock.get('IC-A')?.Available)).toBe(30);
    expect(Number(stock.get('IC-B')?.Available)).toBe(-4);
  });

  it('answers no stock (0) for an item without a row in that warehouse, and other figures for another', async () => {
    const rows = rowsOf((await ask({ WhsCode: 'WH02', ItemCode: ['IC-B', 'IC-C'] })).body);
    expect(
      rows.map((row) => [row.ItemCode, Number(row.Stock?.Available), Number(row.Stock?.OnHand)]),
    ).toEqual([
      ['IC-B', 110, 100],
      ['IC-C', 0, 0],
    ]);
  });

  it('prices each item as GET /marketing/price does for the partner and date', async () => {
    const codes = ['IC-A', 'IC-B', 'I000001', 'I000002'];
    const response = await ask({
      CardCode: 'C00007',
      WhsCode: 'WH01',
      DocDate: '2026-06-01',
      ItemCode: codes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.map((row) => row.ItemCode)).toEqual(codes);
    for (const row of rows) {
      const quote = await api.app.inject({
        method: 'GET',
        url: '/api/v1/marketing/price',
        query: { CardCode: 'C00007', ItemCode: row.ItemCode, DocDate: '2026-06-01' },
        headers: { authorization: `Bearer ${tokens.get('admin')}` },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(row.Price).toEqual(priceQuoteAnswerSchema.parse(quote.json()).ResponseData);
    }
  });

  it('prices per the unit a new line takes in the document type asked: the purchasing unit in a purchase order', async () => {
    const { rows: vendors } = await api.database.pool.query<{ card_code: string }>(
      `select card_code from business_partners where card_type = 'S' order by card_code limit 1`,
    );
    const { rows: cased } = await api.database.pool.query<{ item_code: string; uom_entry: number }>(
      `select i.item_code, u.uom_entry from items i join units_of_measure u on u.uom_code = i.buy_unit_msr
       where i.buy_unit_msr = 'CS12' order by i.item_code limit 1`,
    );
    const CardCode = vendors[0]?.card_code ?? '';
    const item = cased[0];
    if (!item) throw new Error('the demo has an item bought by the case');
    const question = { CardCode, DocDate: '2026-06-01', ItemCode: item.item_code };
    const [perCase] = rowsOf((await ask({ ...question, ObjType: '22' })).body);
    expect(perCase?.UomCode).toBe('CS12');
    const quote = await api.app.inject({
      method: 'GET',
      url: '/api/v1/marketing/price',
      query: { ...question, UomEntry: String(item.uom_entry) },
      headers: { authorization: `Bearer ${tokens.get('admin')}` },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(perCase?.Price).toEqual(priceQuoteAnswerSchema.parse(quote.json()).ResponseData);
    // Without a document type, one base unit: a twelfth of the case.
    const [perUnit] = rowsOf((await ask(question)).body);
    expect(perUnit?.UomCode).toBeNull();
    expect(Number(perCase?.Price?.UnitPrice)).toBeCloseTo(Number(perUnit?.Price?.UnitPrice) * 12, 2);
    // A sales document takes the sales unit, the base unit here: nothing to say.
    const [sold] = rowsOf((await ask({ ...question, ObjType: '17' })).body);
    expect(sold?.UomCode).toBeNull();
    expect(sold?.Price).toEqual(perUnit?.Price);
  });

  it('refuses a document type that is not one with 400 naming ObjType', async () => {
    const response = await ask({ ObjType: '4', ItemCode: 'IC-A' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).fields).toHaveProperty('ObjType');
  });

  it('answers stock only without a partner, prices only without a warehouse', async () => {
    const stockOnly = rowsOf((await ask({ WhsCode: 'WH01', ItemCode: 'IC-A' })).body);
    expect(stockOnly).toEqual([expect.objectContaining({ ItemCode: 'IC-A', Price: null })]);
    expect(stockOnly[0]?.Stock).not.toBeNull();
    const priceOnly = rowsOf((await ask({ CardCode: 'C00007', ItemCode: 'IC-A' })).body);
    expect(priceOnly[0]?.Stock).toBeNull();
    expect(priceOnly[0]?.Price?.UnitPrice).toBeDefined();
  });

  it('leaves out items that do not exist', async () => {
    const rows = rowsOf((await ask({ WhsCode: 'WH01', ItemCode: ['NO-SUCH', 'IC-A', 'IC-A'] })).body);
    expect(rows.map((row) => row.ItemCode)).toEqual(['IC-A']);
  });

  it('refuses a malformed question with 400 naming the fields', async () => {
    const many = Array.from({ length: 21 }, (_, index) => `IC-${index}`);
    const response = await ask({ ItemCode: many, DocDate: '2026-13-01', extra: '1' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(response.json()).fields ?? {}).sort()).toEqual([
      'DocDate',
      'ItemCode',
      'extra',
    ]);
    const none = await ask({ WhsCode: 'WH01' });
    expect(none.statusCode).toBe(400);
    expect(errorBodySchema.parse(none.json()).fields).toHaveProperty('ItemCode');
  });

  it('refuses an unknown warehouse with 400 naming WhsCode, and an unknown partner with 404', async () => {
    const warehouse = await ask({ WhsCode: 'NOPE', ItemCode: 'IC-A' });
    expect(warehouse.statusCode).toBe(400);
    expect(errorBodySchema.parse(warehouse.json()).fields).toHaveProperty('WhsCode');
    expect((await ask({ CardCode: 'NO-SUCH', ItemCode: 'IC-A' })).statusCode).toBe(404);
  });

  it('answers 404 for a partner the caller may not read, as GET /marketing/price does', async () => {
    // sales reads only the partners of its own sales employee (SlpCode 1)
    const { rows } = await api.database.pool.query<{ card_code: string }>(
      `select card_code from business_partners where coalesce(slp_code, -1) <> 1 and card_type = 'C' limit 1`,
    );
    const other = String(rows[0]?.card_code);
    const refused = await ask({ CardCode: other, ItemCode: 'IC-A' }, 'sales');
    expect(refused.statusCode).toBe(404);
    expect(errorBodySchema.parse(refused.json()).code).toBe('NOT_FOUND');
  });

  it('leaves out the items the caller may not read, and the stock of warehouses they may not read', async () => {
    const rules = [
      { action: 'read', subject: 'Item', conditions: { ItemCode: { $in: ['IC-A', 'IC-C'] } } },
      { action: 'read', subject: ['Warehouse', 'BusinessPartner'] },
      { action: 'read', subject: 'ItemStock', conditions: { WhsCode: 'WH01' } },
    ];
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${warehouseGroup}/rules`,
      payload: { rules },
      headers: await api.writeHeaders('admin'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    tokens.set('warehouse', await api.signIn('warehouse'));
    const codes = ['IC-A', 'IC-B', 'IC-C'];
    const inOwn = rowsOf(
      (await ask({ CardCode: 'C00007', WhsCode: 'WH01', ItemCode: codes }, 'warehouse')).body,
    );
    expect(inOwn.map((row) => row.ItemCode)).toEqual(['IC-A', 'IC-C']);
    expect(inOwn.every((row) => row.Stock !== null && row.Price !== null)).toBe(true);
    const inOther = rowsOf((await ask({ WhsCode: 'WH02', ItemCode: codes }, 'warehouse')).body);
    expect(inOther.map((row) => [row.ItemCode, row.Stock])).toEqual([
      ['IC-A', null],
      ['IC-C', null],
    ]);
  });
});
