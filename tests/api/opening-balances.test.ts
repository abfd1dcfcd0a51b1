import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countAnswerSchema, countSheetAnswerSchema } from '../../src/shared/api/inventory-counts';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

type LedgerRow = { item_code: string; whs_code: string; in_qty: string; out_qty: string; price: string };

describe.each(testDatabases())('opening balances and counting on $name', (target) => {
  let api: ApiHarness;
  let clerk: ReturnType<typeof documentRequests>;
  let headers: Record<string, string>;
  let items: string[];
  // The warehouse clerk's own warehouse, and one that is not theirs.
  const [mine, theirs] = ['WH01', 'WH03'];

  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('warehouse');
    clerk = documentRequests(api, headers);
    items = await itemsFor(api, 3, 40);
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  const ledgerOf = (objType: string, entry: number) =>
    sqlRows<LedgerRow>(
      api,
      `select item_code, whs_code, in_qty::text, out_qty::text, price::text from inventory_ledger
        where trans_type = $1 and created_by = $2 order by trans_num`,
      [objType, entry],
    );
  const avgAt = async (item: string, whs: string) => {
    const [row] = await sqlRows<{ avg_price: string }>(
      api,
      'select avg_price::text from item_warehouses where item_code = $1 and whs_code = $2',
      [item, whs],
    );
    return row?.avg_price ?? '0';
  };
  const ledgerCount = async () => {
    const [row] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    return row?.n ?? 0;
  };
  const sheet = async (whs: string) =>
    api.app.inject({ method: 'GET', url: `/api/v1/inventory/counts/sheet?WhsCode=${whs}`, headers });
  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/inventory/counts', headers, payload });
  const sheetOf = async (whs: string) => {
    const reply = await sheet(whs);
    expect(reply.statusCode, reply.body).toBe(200);
    return countSheetAnswerSchema.parse(reply.json()).ResponseData;
  };
  const onHandIn = (counted: Awaited<ReturnType<typeof sheetOf>>, item: string) =>
    counted.Items.find((line) => line.ItemCode === item)?.OnHand ?? '0';

  it('posts an opening balance as a receipt at its cost: ledger, stock and moving average exact', async () => {
    const [item = ''] = items;
    const before = await stockOf(api, item, mine);
    const avgBefore = Number(await avgAt(item, mine));
    const balance = documentOf(
      await clerk.create('310000001', {
        DocumentLines: [{ ItemCode: item, Quantity: '4', WarehouseCode: mine, UnitPrice: '12.5' }],
      }),
      201,
    );
    expect(balance).toMatchObject({ ObjType: '310000001', CardCode: null, DocStatus: 'O' });
    // The seeded opening balance holds entry 1: an entered one never shares it.
    expect(balance.DocEntry).toBeGreaterThan(1);
    expect(balance.DocNum).toBeGreaterThan(0);
    expect(await ledgerOf('310000001', balance.DocEntry)).toEqual([
      { item_code: item, whs_code: mine, in_qty: '4.000000', out_qty: '0.000000', price: '12.500000' },
    ]);
    expect((await stockOf(api, item, mine)).OnHand).toBe(before.OnHand + 4);
    const expected = before.OnHand > 0 ? (before.OnHand * avgBefore + 4 * 12.5) / (before.OnHand + 4) : 12.5;
    expect(Number(await avgAt(item, mine))).toBeCloseTo(expected, 5);
  });

  it('posts exactly the differences of a count, a receipt and an issue at the average, in one go', async () => {
    const [up = '', down = '', same = ''] = items;
    const counted = await sheetOf(mine);
    const upOnHand = Number(onHandIn(counted, up));
    const downOnHand = Number(onHandIn(counted, down));
    expect(downOnHand).toBeGreaterThan(1);
    const [upAvg, downAvg] = [await avgAt(up, mine), await avgAt(down, mine)];
    const reply = await post({
      WhsCode: mine,
      AsOf: counted.AsOf,
      Lines: [
        { ItemCode: up, Counted: String(upOnHand + 3) },
        { ItemCode: down, Counted: String(downOnHand - 2) },
        { ItemCode: same, Counted: onHandIn(counted, same) },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = countAnswerSchema.parse(reply.json()).ResponseData;
    expect(answer.Lines.map((line) => Number(line.Difference))).toEqual([3, -2, 0]);
    const receipt = answer.Receipt;
    const issue = answer.Issue;
    expect(receipt?.ObjType).toBe('59');
    expect(issue?.ObjType).toBe('60');
    const receiptRows = await ledgerOf('59', receipt?.DocEntry ?? 0);
    expect(receiptRows).toHaveLength(1);
    expect(receiptRows[0]).toMatchObject({ item_code: up, whs_code: mine, in_qty: '3.000000' });
    expect(Number(receiptRows[0]?.price)).toBeCloseTo(Number(upAvg), 2);
    const issueRows = await ledgerOf('60', issue?.DocEntry ?? 0);
    expect(issueRows).toEqual([
      { item_code: down, whs_code: mine, in_qty: '0.000000', out_qty: '2.000000', price: downAvg },
    ]);
    expect((await stockOf(api, up, mine)).OnHand).toBe(upOnHand + 3);
    expect((await stockOf(api, down, mine)).OnHand).toBe(downOnHand - 2);
    expect(await avgAt(down, mine)).toBe(downAvg);
  });

  it('posts nothing when every count equals the stock', async () => {
    const counted = await sheetOf(mine);
    const rows = await ledgerCount();
    const reply = await post({
      WhsCode: mine,
      AsOf: counted.AsOf,
      Lines: items.map((item) => ({ ItemCode: item, Counted: onHandIn(counted, item) })),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(countAnswerSchema.parse(reply.json()).ResponseData).toMatchObject({ Receipt: null, Issue: null });
    expect(await ledgerCount()).toBe(rows);
  });

  it('refuses a count of a stock that moved since the sheet was read (409), naming what moved, and writes nothing', async () => {
    const [item = ''] = items;
    const counted = await sheetOf(mine);
    documentOf(
      await clerk.create('59', {
        DocumentLines: [{ ItemCode: item, Quantity: '5', WarehouseCode: mine, UnitPrice: '3' }],
      }),
      201,
    );
    const rows = await ledgerCount();
    const error = errorOf(
      await post({ WhsCode: mine, AsOf: counted.AsOf, Lines: [{ ItemCode: item, Counted: '0' }] }),
      409,
    );
    expect(error.code).toBe('STOCK_MOVED');
    expect(error.fields).toEqual({ [`Moved.${item}`]: ['5'] });
    expect(await ledgerCount()).toBe(rows);
    // Read again, the sheet shows the stock as it now is and the count posts against it.
    const again = await sheetOf(mine);
    expect(Number(onHandIn(again, item))).toBe(Number(onHandIn(counted, item)) + 5);
    const reply = await post({
      WhsCode: mine,
      AsOf: again.AsOf,
      Lines: [{ ItemCode: item, Counted: onHandIn(again, item) }],
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });

  it('refuses invalid counts (400) and writes nothing', async () => {
    const counted = await sheetOf(mine);
    const rows = await ledgerCount();
    const cases: [object, string][] = [
      [{ WhsCode: mine, AsOf: counted.AsOf, Lines: [] }, 'Lines'],
      [
        { WhsCode: mine, AsOf: counted.AsOf, Lines: [{ ItemCode: items[0], Counted: '-1' }] },
        'Lines.0.Counted',
      ],
      [
        {
          WhsCode: mine,
          AsOf: counted.AsOf,
          Lines: [
            { ItemCode: items[0], Counted: '1' },
            { ItemCode: items[0], Counted: '2' },
          ],
        },
        'Lines',
      ],
      [
        { WhsCode: mine, AsOf: counted.AsOf, Lines: [{ ItemCode: 'NO-SUCH-ITEM', Counted: '1' }] },
        'Lines.0.ItemCode',
      ],
      [
        { WhsCode: mine, AsOf: counted.AsOf + 1_000_000, Lines: [{ ItemCode: items[0], Counted: '1' }] },
        'AsOf',
      ],
    ];
    for (const [payload, field] of cases) {
      const error = errorOf(await post(payload), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    expect(await ledgerCount()).toBe(rows);
  });

  it("does not let a warehouse keeper read or count another warehouse's stock", async () => {
    expect((await sheet(theirs)).statusCode).toBe(403);
    const rows = await ledgerCount();
    errorOf(await post({ WhsCode: theirs, AsOf: 0, Lines: [{ ItemCode: items[0], Counted: '0' }] }), 403);
    expect(await ledgerCount()).toBe(rows);
  });
});
