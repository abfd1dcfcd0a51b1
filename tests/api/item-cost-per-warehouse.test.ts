import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type RecordRow, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, type Reply, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { createItem, localPartner } from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

const url = '/api/v1/resources/company-details/1';
const item = 'ICW-1';

/**
 * The company's "Manage Item Cost per Warehouse" (company.ItemCostPerWhs): one moving average per
 * item across warehouses when off, per item and warehouse when on, and switched only where no
 * stock changes value (company-details-binding.ts).
 */
describe.each(testDatabases())('moving average per item or per warehouse on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let admin: ReturnType<typeof documentRequests>;
  let supplier: string;
  let customer: string;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    supplier = await localPartner(api, 'S');
    customer = await localPartner(api, 'C');
    await createItem(api, headers, item);
  });
  afterAll(() => api.close());

  const read = async (): Promise<RecordRow> => {
    const reply = await api.app.inject({ method: 'GET', url, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const setPerWarehouse = async (value: 'Y' | 'N') => {
    const { version } = await read();
    return (await api.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ItemCostPerWhs: value, version },
    })) as Reply;
  };
  /** The item's average and each warehouse's quantity and average, as numbers. */
  const figures = async () => {
    const rows = await sqlRows<{ whs_code: string; on_hand: string; place: string; item: string }>(
      api,
      `select w.whs_code, w.on_hand::text, w.avg_price::text as place, i.avg_price::text as item
         from item_warehouses w join items i on i.item_code = w.item_code
        where w.item_code = $1 and w.whs_code in ('WH01', 'WH02') order by w.whs_code`,
      [item],
    );
    return {
      item: Number(rows[0]?.item),
      places: Object.fromEntries(
        rows.map((row) => [row.whs_code, { onHand: Number(row.on_hand), avg: Number(row.place) }]),
      ),
    };
  };
  const pricesOf = async (document: MarketingDocument) =>
    (
      await sqlRows<{ whs_code: string; price: string }>(
        api,
        `select whs_code, price::text from inventory_ledger where trans_type = $1 and created_by = $2
          order by trans_num`,
        [document.ObjType, document.DocEntry],
      )
    ).map((row) => `${row.whs_code} ${Number(row.price)}`);
  const receive = (whs: string, quantity: string, price: string) =>
    admin.create('20', {
      CardCode: supplier,
      DocumentLines: [{ ItemCode: item, Quantity: quantity, UnitPrice: price, WarehouseCode: whs }],
    });

  it('is per warehouse by default, and turns off while every stock is at its item’s average', async () => {
    expect((await read()).ItemCostPerWhs).toBe('Y');
    const off = await setPerWarehouse('N');
    expect(off.statusCode, off.body).toBe(200);
    expect((await read()).ItemCostPerWhs).toBe('N');
    const [differing] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from item_warehouses w join items i on i.item_code = w.item_code
        where w.avg_price <> i.avg_price`,
    );
    expect(differing?.n).toBe(0);
  });

  it('keeps one average per item when off: receipts move it everywhere, issues and transfers leave at it', async () => {
    documentOf(await receive('WH02', '10', '5'), 201);
    // A new item has a row in every warehouse: the one holding none reads the item's figure too.
    expect(await figures()).toEqual({
      item: 5,
      places: { WH01: { onHand: 0, avg: 5 }, WH02: { onHand: 10, avg: 5 } },
    });
    // 10 at 5 and 10 at 8 in another warehouse: one figure, 130 / 20 = 6.5, in both warehouses.
    documentOf(await receive('WH01', '10', '8'), 201);
    expect(await figures()).toEqual({
      item: 6.5,
      places: { WH01: { onHand: 10, avg: 6.5 }, WH02: { onHand: 10, avg: 6.5 } },
    });
    const delivery = documentOf(
      await admin.create('15', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: item, Quantity: '4', WarehouseCode: 'WH02' }],
      }),
      201,
    );
    expect(await pricesOf(delivery)).toEqual(['WH02 6.5']);
    const transfer = documentOf(
      await admin.create('67', {
        Filler: 'WH01',
        ToWhsCode: 'WH02',
        DocumentLines: [{ ItemCode: item, Quantity: '2' }],
      }),
      201,
    );
    expect(await pricesOf(transfer)).toEqual(['WH01 6.5', 'WH02 6.5']);
    expect(await figures()).toEqual({
      item: 6.5,
      places: { WH01: { onHand: 8, avg: 6.5 }, WH02: { onHand: 8, avg: 6.5 } },
    });
    // 16 units worth 104, and 4 at 10: 144 / 20 = 7.2; cancelled, back to 104 / 16 = 6.5.
    const dear = documentOf(await receive('WH02', '4', '10'), 201);
    expect(await figures()).toEqual({
      item: 7.2,
      places: { WH01: { onHand: 8, avg: 7.2 }, WH02: { onHand: 12, avg: 7.2 } },
    });
    documentOf(await admin.cancel(dear.ObjType, dear.DocEntry, dear.version));
    expect(await figures()).toEqual({
      item: 6.5,
      places: { WH01: { onHand: 8, avg: 6.5 }, WH02: { onHand: 8, avg: 6.5 } },
    });
    await expectStockBalanced(api.database);
  });

  it('turns on keeping every warehouse at the item’s figure, then averages per warehouse', async () => {
    const on = await setPerWarehouse('Y');
    expect(on.statusCode, on.body).toBe(200);
    expect(await figures()).toEqual({
      item: 6.5,
      places: { WH01: { onHand: 8, avg: 6.5 }, WH02: { onHand: 8, avg: 6.5 } },
    });
    // WH02: 8 at 6.5 and 4 at 10 = 92 / 12 = 7.666667; WH01 keeps 6.5; the item 144 / 20 = 7.2.
    documentOf(await receive('WH02', '4', '10'), 201);
    expect(await figures()).toEqual({
      item: 7.2,
      places: { WH01: { onHand: 8, avg: 6.5 }, WH02: { onHand: 12, avg: 7.666667 } },
    });
    const issue = documentOf(
      await admin.create('60', { DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: 'WH02' }] }),
      201,
    );
    expect(await pricesOf(issue)).toEqual(['WH02 7.666667']);
  });

  it('refuses to turn off while warehouses hold the item at different costs', async () => {
    const refused = errorOf(await setPerWarehouse('N'), 400);
    expect(refused.fields?.ItemCostPerWhs?.[0]).toMatch(
      /cannot be turned off while warehouses hold an item at different costs \(item ICW-1 in warehouse WH0[12]\)/,
    );
    expect((await read()).ItemCostPerWhs).toBe('Y');
    expect((await figures()).places.WH01).toEqual({ onHand: 8, avg: 6.5 });
  });
});
