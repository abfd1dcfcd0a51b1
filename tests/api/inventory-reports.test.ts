import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cumulativeAnswerSchema,
  historyAnswerSchema,
  itemDashboardAnswerSchema,
  movementsAnswerSchema,
  stockAnswerSchema,
  stockByItemAnswerSchema,
  stockWarehousesAnswerSchema,
  topItemsAnswerSchema,
  transactionAnswerSchema,
} from '../../src/shared/api/inventory-reports';
import { Decimal } from '../../src/shared/money/decimal';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, itemsFor, partnerOf, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const item = 'IRT-REPORTS-1';
const shared = 'WH01'; // one of the warehouse keeper's warehouses
const other = 'WH03'; // not one of theirs
const reports = '/api/v1/inventory/reports';

/** A copy of a demo item under a new code, with no stock: every figure below is this test's own. */
async function freshItem(api: ApiHarness): Promise<void> {
  const [model] = await itemsFor(api, 1);
  await sqlRows(
    api,
    `insert into items
     select (jsonb_populate_record(null::items, to_jsonb(i) || jsonb_build_object(
       'item_code', $2::text, 'item_name', 'Report test item', 'on_hand', 0, 'is_commited', 0, 'on_order', 0,
       'min_level', 0))).*
     from items i where i.item_code = $1`,
    [model, item],
  );
}

describe.each(testDatabases())('stock reports on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let keeper: Record<string, string>;
  const get = async (headers: Record<string, string>, path: string) =>
    api.app.inject({ method: 'GET', url: `${reports}/${path}`, headers });
  const ok = async (headers: Record<string, string>, path: string) => {
    const reply = await get(headers, path);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json();
  };
  let receiptEntry = 0;

  beforeAll(async () => {
    api = await startApi(target);
    await freshItem(api);
    admin = { authorization: `Bearer ${await api.signIn('admin')}` };
    keeper = { authorization: `Bearer ${await api.signIn('warehouse')}` };
    const writer = documentRequests(api, await api.writeHeaders('admin'));
    const supplier = await partnerOf(api, 'S');
    const customer = await partnerOf(api, 'C');
    const receipt = documentOf(
      await writer.create('20', {
        CardCode: supplier,
        DocDate: '2026-01-10',
        DocumentLines: [
          { ItemCode: item, Quantity: '10', UnitPrice: '4', WarehouseCode: shared },
          { ItemCode: item, Quantity: '6', UnitPrice: '5', WarehouseCode: other },
        ],
      }),
      201,
    );
    receiptEntry = receipt.DocEntry;
    documentOf(
      await writer.create('15', {
        CardCode: customer,
        DocDate: '2026-02-05',
        DocumentLines: [{ ItemCode: item, Quantity: '3', UnitPrice: '10', WarehouseCode: shared }],
      }),
      201,
    );
  });
  afterAll(() => api.close());

  it('lists every movement of the item with its document, newest first', async () => {
    const answer = movementsAnswerSchema.parse(await ok(admin, `movements?ItemCode=${item}`));
    const rows = answer.ResponseData.data;
    expect(answer.ResponseData.total).toBe(3);
    expect(rows.map((row) => [row.TransType, row.WhsCode, row.InQty, row.OutQty])).toEqual([
      ['15', shared, '0.000000', '3.000000'],
      ['20', other, '6.000000', '0.000000'],
      ['20', shared, '10.000000', '0.000000'],
    ]);
    expect(rows[2]?.CreatedBy).toBe(receiptEntry);
    expect(rows[2]?.DocNum).toEqual(expect.any(Number));
    // Each row carries its cost as the posting valued it.
    expect(rows.every((row) => row.Price !== undefined)).toBe(true);
    expect(rows[0]?.DocDate).toBe('2026-02-05');
    expect(rows[0]?.ItemName).toBe('Report test item');
  });

  it('filters by warehouse, type and dates, and pages by cursor', async () => {
    const path = (query: string) => `movements?ItemCode=${item}&${query}`;
    const count = async (query: string) =>
      movementsAnswerSchema.parse(await ok(admin, path(query))).ResponseData.total;
    expect(await count(`WhsCode=${shared}`)).toBe(2);
    expect(await count('TransType=15')).toBe(1);
    expect(await count('DateFrom=2026-02-01&DateTo=2026-02-28')).toBe(1);
    expect(await count('DateTo=2026-01-31')).toBe(2);
    const first = movementsAnswerSchema.parse(await ok(admin, path('per_page=2&sort=TransNum:asc')));
    expect(first.ResponseData.more).toBe(true);
    const next = movementsAnswerSchema.parse(
      await ok(admin, path(`per_page=2&sort=TransNum:asc&after=${first.ResponseData.next}&count=0`)),
    );
    expect(next.ResponseData.data.map((row) => row.TransType)).toEqual(['15']);
    expect(next.ResponseData.total).toBeNull();
    expect(next.ResponseData.more).toBeUndefined();
  });

  it("gives the item's history with the balance after each movement", async () => {
    const answer = historyAnswerSchema.parse(await ok(admin, `items/${item}/history`));
    expect(answer.ResponseData.data.map((row) => row.Balance)).toEqual([
      '10.000000',
      '16.000000',
      '13.000000',
    ]);
    const one = historyAnswerSchema.parse(await ok(admin, `items/${item}/history?WhsCode=${shared}`));
    expect(one.ResponseData.data.map((row) => row.Balance)).toEqual(['10.000000', '7.000000']);
  });

  it('sums the ledger up to a date into balances and values per warehouse', async () => {
    const at = async (date: string) =>
      cumulativeAnswerSchema
        .parse(await ok(admin, `cumulative-balances?date=${date}&ItemCode=${item}`))
        .ResponseData.data.filter((row) => row.Quantity !== '0.000000')
        .map((row) => [row.WhsCode, row.Quantity]);
    expect(await at('2026-01-31')).toEqual([
      [shared, '10.000000'],
      [other, '6.000000'],
    ]);
    expect(await at('2026-12-31')).toEqual([
      [shared, '7.000000'],
      [other, '6.000000'],
    ]);
    const january = cumulativeAnswerSchema.parse(
      await ok(admin, `cumulative-balances?date=2026-01-31&ItemCode=${item}&WhsCode=${other}`),
    );
    const [received] = movementsAnswerSchema.parse(
      await ok(admin, `movements?ItemCode=${item}&WhsCode=${other}`),
    ).ResponseData.data;
    expect(january.ResponseData.data[0]?.Value).toBe(
      Decimal.of(received?.Price ?? '')
        .times('6')
        .toFixed(6),
    );
  });

  it('reports stock by warehouse and the items sold most', async () => {
    const stock = stockAnswerSchema.parse(await ok(admin, `stock?ItemCode=${item}`)).ResponseData.data;
    expect(stock.map((row) => [row.WhsCode, row.OnHand, row.Available])).toEqual(
      expect.arrayContaining([
        [shared, '7.000000', '7.000000'],
        [other, '6.000000', '6.000000'],
      ]),
    );
    const top = topItemsAnswerSchema.parse(
      await ok(admin, 'top-items?DateFrom=2026-02-05&DateTo=2026-02-05&by=value&limit=500'),
    );
    const sold = top.ResponseData.data.find((row) => row.ItemCode === item);
    expect(sold).toMatchObject({ Quantity: '3.000000', Value: '30.000000' });
  });

  it('reports stock per item over all warehouses side by side, with totals and value at cost, paged by cursor', async () => {
    const [row] = stockByItemAnswerSchema.parse(await ok(admin, `stock-by-item?ItemCode=${item}`))
      .ResponseData.data;
    // 10 in at 4 and 3 out of WH01, 6 in at 5 into WH03: value 7 x 4 + 6 x 5.
    expect(row).toMatchObject({
      ItemCode: item,
      ItemName: 'Report test item',
      ByWarehouse: { [shared]: '7.000000', [other]: '6.000000' },
      OnHand: '13.000000',
      IsCommited: '0.000000',
      OnOrder: '0.000000',
      Available: '13.000000',
      Value: '58.000000',
    });
    const columns = stockWarehousesAnswerSchema.parse(await ok(admin, 'stock-by-item/warehouses'))
      .ResponseData.data;
    expect(columns.map((column) => column.WhsCode)).toEqual(expect.arrayContaining([shared, other]));
    // Keyset pages: the second page follows the first without a gap or a repeat, the total counts items.
    const first = stockByItemAnswerSchema.parse(await ok(admin, 'stock-by-item?per_page=3')).ResponseData;
    expect(first.data).toHaveLength(3);
    const second = stockByItemAnswerSchema.parse(
      await ok(admin, `stock-by-item?per_page=3&count=0&after=${encodeURIComponent(first.next ?? '')}`),
    ).ResponseData;
    const codes = [...first.data, ...second.data].map((entry) => entry.ItemCode);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(6);
    const [counted] = await sqlRows<{ n: number }>(
      api,
      "select count(*)::int as n from items where invnt_item = 'Y'",
    );
    expect(first.total).toBe(counted?.n);
  });

  it("answers an item's dashboard and a transaction's document rows", async () => {
    const dashboard = itemDashboardAnswerSchema.parse(
      await ok(admin, `items/${item}/dashboard`),
    ).ResponseData;
    expect(dashboard.warehouses.map((row) => row.WhsCode)).toEqual(expect.arrayContaining([shared, other]));
    expect(dashboard.movements).toHaveLength(3);
    expect(dashboard.series).toHaveLength(12);
    const [receiptRow] = movementsAnswerSchema.parse(
      await ok(admin, `movements?ItemCode=${item}&TransType=20&WhsCode=${other}`),
    ).ResponseData.data;
    const transaction = transactionAnswerSchema.parse(
      await ok(admin, `transactions/${receiptRow?.TransNum}`),
    );
    expect(transaction.ResponseData.data.map((row) => row.WhsCode)).toEqual([shared, other]);
  });

  it("shows a warehouse keeper their own warehouses' rows only", async () => {
    const movements = movementsAnswerSchema.parse(await ok(keeper, `movements?ItemCode=${item}`));
    expect(movements.ResponseData.data.map((row) => row.WhsCode)).toEqual([shared, shared]);
    expect(movements.ResponseData.total).toBe(2);
    const balances = cumulativeAnswerSchema.parse(
      await ok(keeper, `cumulative-balances?date=2026-12-31&ItemCode=${item}`),
    );
    expect(balances.ResponseData.data.every((row) => row.WhsCode !== other)).toBe(true);
    const stock = stockAnswerSchema.parse(await ok(keeper, `stock?ItemCode=${item}`)).ResponseData.data;
    expect(stock.map((row) => row.WhsCode)).not.toContain(other);
    // All warehouses is theirs only: their columns, and totals over them.
    const columns = stockWarehousesAnswerSchema.parse(await ok(keeper, 'stock-by-item/warehouses'))
      .ResponseData.data;
    expect(columns.map((column) => column.WhsCode)).toContain(shared);
    expect(columns.map((column) => column.WhsCode)).not.toContain(other);
    const [byItem] = stockByItemAnswerSchema.parse(await ok(keeper, `stock-by-item?ItemCode=${item}`))
      .ResponseData.data;
    expect(byItem).toMatchObject({
      ByWarehouse: { [shared]: '7.000000' },
      OnHand: '7.000000',
      Value: '28.000000',
    });
    expect(Object.keys(byItem?.ByWarehouse ?? {})).not.toContain(other);
    const receiptRows = movementsAnswerSchema.parse(
      await ok(admin, `movements?ItemCode=${item}&TransType=20&sort=TransNum:asc`),
    ).ResponseData.data;
    const [own, hidden] = receiptRows;
    expect((await get(keeper, `transactions/${hidden?.TransNum}`)).statusCode).toBe(404);
    const mine = transactionAnswerSchema.parse(await ok(keeper, `transactions/${own?.TransNum}`));
    expect(mine.ResponseData.data.map((row) => row.WhsCode)).toEqual([shared]);
  });

  it('refuses a user without stock rights, and bad filters with 400', async () => {
    const sales = { authorization: `Bearer ${await api.signIn('sales')}` };
    expect((await get(sales, 'movements')).statusCode).toBe(403);
    for (const bad of [
      'movements?DateFrom=2026-13-01',
      'movements?DateFrom=2026-03-01&DateTo=2026-02-01',
      'movements?TransType=abc',
      'movements?sort=ItemCode:asc',
      'movements?per_page=100000',
      'movements?after=not-a-cursor!',
      'movements?after=abc',
      'movements?unknown=1',
      'cumulative-balances',
      'top-items?by=profit',
      'stock-by-item?after=abc',
      'stock-by-item?WhsCode=WH01',
      'transactions/abc',
    ]) {
      const reply = await get(admin, bad);
      expect(reply.statusCode, `${bad}: ${reply.body}`).toBe(400);
    }
    expect((await get(admin, 'transactions/2147483000')).statusCode).toBe(404);
  });
});
