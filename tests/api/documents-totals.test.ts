import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

describe.each(testDatabases())('document totals on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let customer: string;
  let items: string[];
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    items = await itemsFor(api, 2, 20);
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  /**
   * By hand: line 1 = 3 x 19.99 less 10% = 3 x 17.991 = 53.973 -> 53.97 at 15%; line 2 = 2.5 x 7.35
   * = 18.375 -> 18.38 (half away from zero) at 5%. Lines 72.35; header discount 5% = 3.6175 -> 3.62,
   * shared 2.70 / 0.92 in proportion; VAT 15% of 51.27 = 7.6905 -> 7.69 and 5% of 17.46 = 0.873 ->
   * 0.87, together 8.56; total 72.35 - 3.62 + 8.56 = 77.29.
   */
  const lines = () => [
    {
      ItemCode: items[0],
      Quantity: '3',
      UnitPrice: '19.99',
      DiscountPercent: '10',
      VatGroup: 'O1',
      WarehouseCode: 'WH01',
    },
    { ItemCode: items[1], Quantity: '2.5', UnitPrice: '7.35', VatGroup: 'O2', WarehouseCode: 'WH01' },
  ];

  it('computes lines, header discount, tax and total exactly as by hand', async () => {
    const document = documentOf(
      await admin.create('23', { CardCode: customer, DocCur: 'USD', DiscPrcnt: '5', DocumentLines: lines() }),
      201,
    );
    expect(
      document.DocumentLines.map((line) => [line.Price, line.LineTotal, line.VatPrcnt, line.VatSum]),
    ).toEqual([
      ['17.991000', '53.970000', '15.000000', '7.690000'],
      ['7.350000', '18.380000', '5.000000', '0.870000'],
    ]);
    expect(document).toMatchObject({
      DocRate: '1.000000',
      DiscSum: '3.620000',
      VatSum: '8.560000',
      DocTotal: '77.290000',
      DocTotalFC: '77.290000',
    });
    expect(document.DocumentLines.every((line) => line.PriceSource === 'manual')).toBe(true);
  });

  it('converts to the local currency with the rate of the posting date', async () => {
    const document = documentOf(
      await admin.create('23', {
        CardCode: customer,
        DocCur: 'EUR',
        DocDate: '2026-11-01',
        DiscPrcnt: '5',
        DocumentLines: lines(),
      }),
      201,
    );
    // 53.97 x 1.085 = 58.55745 -> 58.56; 18.38 x 1.085 = 19.9423 -> 19.94; discount 3.62 x 1.085 =
    // 3.9277 -> 3.93; VAT 7.69 x 1.085 = 8.34365 -> 8.34 and 0.87 x 1.085 = 0.94395 -> 0.94.
    expect(document).toMatchObject({ DocCur: 'EUR', DocRate: '1.085000', DocTotalFC: '77.290000' });
    expect(document.DocumentLines.map((line) => [line.TotalFrgn, line.LineTotal, line.VatSum])).toEqual([
      ['53.970000', '58.560000', '8.340000'],
      ['18.380000', '19.940000', '0.940000'],
    ]);
    expect(document).toMatchObject({ DiscSum: '3.930000', VatSum: '9.280000', DocTotal: '83.850000' });
  });

  it('keeps a typed price with more decimals than the price decimals rounded, so price x quantity is the total', async () => {
    // The demo company's PriceDec is 3: 234.3249 is kept as 234.325, and 5 x 234.325 = 1,171.625
    // -> 1,171.63. 19.9949 is kept as 19.995; less 10 % it is 17.9955 -> 17.996, and 3 x 17.996
    // = 53.988 -> 53.99.
    const document = documentOf(
      await admin.create('17', {
        CardCode: customer,
        DocCur: 'USD',
        DocumentLines: [
          { ItemCode: items[0], Quantity: '5', UnitPrice: '234.3249', VatGroup: 'O0', WarehouseCode: 'WH01' },
          {
            ItemCode: items[1],
            Quantity: '3',
            UnitPrice: '19.9949',
            DiscountPercent: '10',
            VatGroup: 'O0',
            WarehouseCode: 'WH01',
          },
        ],
      }),
      201,
    );
    expect(
      document.DocumentLines.map((line) => [line.PriceBefDi, line.Price, line.TotalFrgn, line.LineTotal]),
    ).toEqual([
      ['234.325000', '234.325000', '1171.630000', '1171.630000'],
      ['19.995000', '17.996000', '53.990000', '53.990000'],
    ]);
    for (const line of document.DocumentLines)
      expect(Decimal.of(line.Price).times(line.Quantity).toFixed(2)).toBe(
        Decimal.of(line.TotalFrgn).toFixed(2),
      );
    expect(document.DocTotal).toBe('1225.620000');
    const [stored] = await sqlRows<{ prices: string[] }>(
      api,
      `select array_agg(price_bef_di::text order by line_num) as prices from document_lines
        where obj_type = '17' and doc_entry = $1`,
      [document.DocEntry],
    );
    expect(stored?.prices).toEqual(['234.325000', '19.995000']);
  });

  it('rounds the price of an edited line to the price decimals too', async () => {
    const order = documentOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: items[0], Quantity: '2', UnitPrice: '7.1', WarehouseCode: 'WH01' }],
      }),
      201,
    );
    const edited = documentOf(
      await admin.update('17', order.DocEntry, {
        version: order.version,
        DocumentLines: [{ LineNum: 0, ItemCode: items[0], Quantity: '2', UnitPrice: '7.12345' }],
      }),
    );
    expect(edited.DocumentLines[0]).toMatchObject({ PriceBefDi: '7.123000', TotalFrgn: '14.250000' });
  });

  it('refuses a currency without a rate on the posting date, writing nothing', async () => {
    const [before] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    const refused = errorOf(
      await admin.create('23', {
        CardCode: customer,
        DocCur: 'EUR',
        DocDate: '2026-10-02',
        DocumentLines: lines(),
      }),
      400,
    );
    expect(refused.fields?.DocCur).toEqual(['EUR has no exchange rate on 2026-10-02']);
    const [after] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    expect(after).toEqual(before);
  });
});
