import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockChange } from '../../src/server/posting/stock-posting';
import { postStockChanges } from '../../src/server/posting/stock-posting';
import { Decimal } from '../../src/shared/money/decimal';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  sqlRows,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

// The embedded database answered a row-IN list of more than about 1,100 places with no rows and
// no error, so the negative-stock check was skipped and such a posting committed (PITFALLS.md).
// These suites post far more places than that, through the API and straight to the posting.

const orderWhs = 'WH01';
const deliveryWhs = 'WH02';

interface Place {
  item: string;
  whs: string;
  onHand: string;
  committed: string;
}

async function placesOf(api: ApiHarness, items: string[], whsCodes: string[]): Promise<Map<string, Place>> {
  const rows = await sqlRows<{ item_code: string; whs_code: string; on_hand: string; is_commited: string }>(
    api,
    `select i.item_code, k.whs_code, coalesce(w.on_hand, 0)::text as on_hand,
       coalesce(w.is_commited, 0)::text as is_commited
     from unnest($1::text[]) as i(item_code) cross join unnest($2::text[]) as k(whs_code)
     left join item_warehouses w on w.item_code = i.item_code and w.whs_code = k.whs_code`,
    [items, whsCodes],
  );
  return new Map(
    rows.map((row) => [
      `${row.item_code}/${row.whs_code}`,
      {
        item: row.item_code,
        whs: row.whs_code,
        onHand: Decimal.of(row.on_hand).toString(),
        committed: Decimal.of(row.is_commited).toString(),
      },
    ]),
  );
}

const ledgerRows = async (api: ApiHarness) =>
  Number((await sqlRows<{ n: string }>(api, 'select count(*)::text as n from inventory_ledger'))[0]?.n);

describe.each(testDatabases())('postings that touch thousands of stock places on $name', (target) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi(target);
  });
  afterAll(() => api.close());

  it('refuses, then posts, a 1000-line delivery a sales user copies from an order into another warehouse', async () => {
    const admin = documentRequests(api, await api.writeHeaders('admin'));
    const sales = documentRequests(api, await api.writeHeaders('sales'));
    const customer = await partnerOf(api, 'C', 1);
    const supplier = await partnerOf(api, 'S');
    const items = await itemsFor(api, 1000);
    expect(items).toHaveLength(1000);
    const short = items[items.length - 1] ?? '';
    const receiving = await placesOf(api, items, [deliveryWhs]);
    // Every delivered place holds at least one unit, except the last item's, which holds none.
    const receipt = items
      .map((item) => ({ item, held: Decimal.of(receiving.get(`${item}/${deliveryWhs}`)?.onHand ?? '0') }))
      .filter(({ item, held }) => (item === short ? held.isPositive() : held.compare('1') < 0))
      .map(({ item, held }) => ({
        ItemCode: item,
        Quantity: item === short ? held.toString() : Decimal.of('1').minus(held).toString(),
        WarehouseCode: deliveryWhs,
      }));
    const receiptOf = (lines: object[], objectType: string) =>
      admin.create(objectType, { CardCode: supplier, DocumentLines: lines });
    const filling = receipt.filter((line) => line.ItemCode !== short);
    if (filling.length > 0) documentOf(await receiptOf(filling, '20'), 201);
    const emptying = receipt.find((line) => line.ItemCode === short);
    if (emptying)
      documentOf(await admin.create('15', { CardCode: customer, DocumentLines: [emptying] }), 201);

    const order = documentOf(
      await sales.create('17', {
        CardCode: customer,
        DocumentLines: items.map((item) => ({ ItemCode: item, Quantity: '1', WarehouseCode: orderWhs })),
      }),
      201,
    );
    const delivery = {
      CardCode: customer,
      DocumentLines: order.DocumentLines.map((line) => ({
        BaseType: '17',
        BaseEntry: order.DocEntry,
        BaseLine: line.LineNum,
        Quantity: '1',
        WarehouseCode: deliveryWhs,
      })),
    };
    const before = await placesOf(api, items, [orderWhs, deliveryWhs]);
    const ledgerBefore = await ledgerRows(api);

    const refusal = errorOf(await sales.create('15', delivery), 409);
    expect(refusal.code).toBe('INSUFFICIENT_STOCK');
    expect(refusal.message).toContain(`item ${short} in warehouse ${deliveryWhs}: 0 on hand, 1 required`);
    expect(await placesOf(api, items, [orderWhs, deliveryWhs])).toEqual(before);
    expect(await ledgerRows(api)).toBe(ledgerBefore);
    await expectStockBalanced(api.database);

    documentOf(await receiptOf([{ ItemCode: short, Quantity: '1', WarehouseCode: deliveryWhs }], '20'), 201);
    const delivered = documentOf(await sales.create('15', delivery), 201);
    expect(delivered.DocumentLines).toHaveLength(1000);
    const after = await placesOf(api, items, [orderWhs, deliveryWhs]);
    for (const item of items) {
      const was = (whs: string) => before.get(`${item}/${whs}`);
      const is = (whs: string) => after.get(`${item}/${whs}`);
      const received = item === short ? 1 : 0;
      expect(is(deliveryWhs)?.onHand, item).toBe(
        Decimal.of(was(deliveryWhs)?.onHand ?? '')
          .plus(String(received - 1))
          .toString(),
      );
      expect(is(orderWhs)?.committed, item).toBe(
        Decimal.of(was(orderWhs)?.committed ?? '')
          .minus('1')
          .toString(),
      );
    }
    expect(await ledgerRows(api)).toBe(ledgerBefore + 1 + 1000);
    await expectStockBalanced(api.database);
    const closed = documentOf(await sales.read('17', order.DocEntry));
    expect(closed.DocStatus).toBe('C');
  });

  it('refuses a posting of 10,000 places when one would go negative, and posts it when none would', async () => {
    const whsCodes = ['WH01', 'WH02', 'WH03', 'WH04'];
    const items = await itemsFor(api, 2500);
    expect(items).toHaveLength(2500);
    const [user] = await sqlRows<{ user_id: number }>(
      api,
      `select user_id from users where user_code = 'admin'`,
    );
    const userId = user?.user_id ?? 0;
    const change = (item: string, whs: string, onHand: Decimal, line: number): StockChange => ({
      ItemCode: item,
      WhsCode: whs,
      onHand,
      committed: Decimal.zero,
      ordered: Decimal.zero,
      TransType: '59',
      CreatedBy: 900_000,
      DocLineNum: line,
      DocDate: '2026-11-26',
      CardCode: '',
    });
    const post = (changes: StockChange[]) =>
      api.database.db.transaction((tx) => postStockChanges(tx, changes, userId));
    const places = items.flatMap((item) => whsCodes.map((whs) => ({ item, whs })));
    expect(places).toHaveLength(10_000);

    // Two units more in each place, so that every place holds at least two.
    await post(places.map(({ item, whs }, line) => change(item, whs, Decimal.of('2'), line)));
    const stocked = await placesOf(api, items, whsCodes);
    await expectStockBalanced(api.database);

    // The last place in lock order is asked for one unit more than it holds.
    const last = places[places.length - 1] ?? { item: '', whs: '' };
    const lastHeld = Decimal.of(stocked.get(`${last.item}/${last.whs}`)?.onHand ?? '');
    const ledgerBefore = await ledgerRows(api);
    await expect(
      post(
        places.map(({ item, whs }, line) =>
          change(
            item,
            whs,
            item === last.item && whs === last.whs ? lastHeld.plus('1').negated() : Decimal.of('-1'),
            line,
          ),
        ),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    expect(await placesOf(api, items, whsCodes)).toEqual(stocked);
    expect(await ledgerRows(api)).toBe(ledgerBefore);

    await post(places.map(({ item, whs }, line) => change(item, whs, Decimal.of('-1'), line)));
    const after = await placesOf(api, items, whsCodes);
    for (const [key, place] of stocked)
      expect(after.get(key)?.onHand, key).toBe(Decimal.of(place.onHand).minus('1').toString());
    expect(await ledgerRows(api)).toBe(ledgerBefore + 10_000);
    await expectStockBalanced(api.database);
  });
});
