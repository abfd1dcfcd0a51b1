import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { resourceListAnswerSchema, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { salesTargetReportAnswerSchema } from '../../src/shared/api/sales-targets';
import { Decimal, sumOf } from '../../src/shared/money/decimal';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  partnerOf,
  plusDays,
  type Reply,
  sqlRows,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/** A sales employee of the test's own, so that only the documents the test posts count. */
const rep = 901;

describe.each(testDatabases())('sales targets on $name', (target) => {
  let api: ApiHarness;
  const headersOf: Record<string, Record<string, string>> = {};
  const today = new Date().toISOString().slice(0, 10);
  let items: { item_code: string; itms_grp_cod: number }[] = [];

  beforeAll(async () => {
    api = await startApi(target);
    for (const user of ['admin', 'sales']) headersOf[user] = await api.writeHeaders(user);
    await sqlRows(api, `insert into sales_employees (slp_code, slp_name) values (${rep}, 'Target Test Rep')`);
    // Two items in stock at WH01, neither batch nor serial managed, for the invoices.
    items = await sqlRows(
      api,
      `select i.item_code, i.itms_grp_cod from items i join item_warehouses w on w.item_code = i.item_code
       where w.whs_code = 'WH01' and w.on_hand - w.is_commited > 50 and i.sell_item = 'Y' and i.valid_for = 'Y'
         and i.frozen_for = 'N' and i.man_btch_num = 'N' and i.man_ser_num = 'N'
       order by i.item_code limit 2`,
    );
  });
  afterAll(() => api.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, user = 'admin') =>
    api.app.inject({ method, url: `/api/v1${url}`, headers: headersOf[user], payload }) as Promise<Reply>;
  const createTarget = (body: object) => call('POST', '/resources/sales-targets', body);
  const report = async (query: string, user = 'admin') => {
    const reply = await call('GET', `/logistics-hub/sales-targets/report${query}`, undefined, user);
    expect(reply.statusCode, reply.body).toBe(200);
    return salesTargetReportAnswerSchema.parse(reply.json()).ResponseData.data;
  };

  it('compares targets with what the employee invoiced, less credit memos, in the period', async () => {
    const [first, second] = items;
    if (!first || !second) throw new Error('the demo company has no two items in stock');
    const from = plusDays(today, -5);
    const to = plusDays(today, 5);
    const value = await createTarget({
      SlpCode: rep,
      FromDate: from,
      ToDate: to,
      TargetKind: 'V',
      Target: '200',
    });
    expect(value.statusCode, value.body).toBe(201);
    const quantity = await createTarget({
      SlpCode: rep,
      ItmsGrpCod: first.itms_grp_cod,
      FromDate: from,
      ToDate: to,
      TargetKind: 'Q',
      Target: '8',
    });
    expect(quantity.statusCode, quantity.body).toBe(201);

    const documents = documentRequests(api, headersOf.admin ?? {});
    const customer = await partnerOf(api, 'C');
    const line = (ItemCode: string, Quantity: string, UnitPrice: string) => ({
      ItemCode,
      Quantity,
      UnitPrice,
      WarehouseCode: 'WH01',
    });
    const invoice = documentOf(
      await documents.create('13', {
        CardCode: customer,
        SlpCode: rep,
        DocumentLines: [line(first.item_code, '3', '10'), line(second.item_code, '2', '5')],
      }),
      201,
    );
    const memo = documentOf(
      await documents.create('14', {
        CardCode: customer,
        SlpCode: rep,
        DocumentLines: [line(first.item_code, '1', '10')],
      }),
      201,
    );
    // A quotation is not invoiced: it must not count.
    documentOf(
      await documents.create('23', {
        CardCode: customer,
        SlpCode: rep,
        DocumentLines: [line(first.item_code, '7', '10')],
      }),
      201,
    );

    // By hand from the posted documents: net line totals (no header discount), invoice minus memo.
    const invoiced = sumOf(invoice.DocumentLines.map((one) => one.LineTotal));
    const credited = sumOf(memo.DocumentLines.map((one) => one.LineTotal));
    const actualValue = invoiced.minus(credited);
    const inGroup = (lines: typeof invoice.DocumentLines) =>
      sumOf(
        lines
          .filter(
            (one) =>
              items.find((item) => item.item_code === one.ItemCode)?.itms_grp_cod === first.itms_grp_cod,
          )
          .map((one) => Decimal.of(one.Quantity).times(String(one.NumPerMsr))),
      );
    const actualQuantity = inGroup(invoice.DocumentLines).minus(inGroup(memo.DocumentLines));

    const rows = await report(`?SlpCode=${rep}`);
    expect(rows.map((row) => row.TargetKind).sort()).toEqual(['Q', 'V']);
    const valueRow = rows.find((row) => row.TargetKind === 'V');
    const quantityRow = rows.find((row) => row.TargetKind === 'Q');
    expect(Decimal.of(valueRow?.Actual ?? 'x').equals(actualValue)).toBe(true);
    expect(Decimal.of(valueRow?.Gap ?? 'x').equals(Decimal.of('200').minus(actualValue))).toBe(true);
    expect(valueRow?.Percent).toBe(actualValue.times('100').dividedBy('200', 2).toFixed(2));
    expect(valueRow).toMatchObject({ SlpName: 'Target Test Rep', FromDate: from, ToDate: to });
    expect(Decimal.of(quantityRow?.Actual ?? 'x').equals(actualQuantity)).toBe(true);
    expect(quantityRow?.ItmsGrpCod).toBe(first.itms_grp_cod);

    // A period that ended before the documents counts none of them.
    const earlier = await createTarget({
      SlpCode: rep,
      FromDate: plusDays(today, -40),
      ToDate: plusDays(today, -30),
      Target: '100',
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const [old] = await report(`?SlpCode=${rep}&DateTo=${plusDays(today, -20)}`);
    expect(old).toMatchObject({ Actual: '0', Gap: '100', Percent: '0.00' });
  });

  it('refuses two targets of one key that overlap, and a period that does not run forwards', async () => {
    const key = { SlpCode: rep, Territory: null, TargetKind: 'V', Target: '10' };
    const start = plusDays(today, 100);
    const first = await createTarget({ ...key, FromDate: start, ToDate: plusDays(start, 30) });
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await createTarget({
      ...key,
      FromDate: plusDays(start, 30),
      ToDate: plusDays(start, 60),
    });
    expect(overlapping.statusCode, overlapping.body).toBe(409);
    // The day after is free; so is the same period in quantity, or for one item group.
    const next = await createTarget({ ...key, FromDate: plusDays(start, 31), ToDate: plusDays(start, 60) });
    expect(next.statusCode, next.body).toBe(201);
    const inQuantity = await createTarget({
      ...key,
      TargetKind: 'Q',
      FromDate: start,
      ToDate: plusDays(start, 30),
    });
    expect(inQuantity.statusCode, inQuantity.body).toBe(201);
    // Moving the second target back over the first is refused as well.
    const moved = resourceRecordAnswerSchema.parse(next.json()).ResponseData;
    const back = await call('PATCH', `/resources/sales-targets/${String(moved.TargetId)}`, {
      FromDate: plusDays(start, 10),
      version: moved.version,
    });
    expect(back.statusCode, back.body).toBe(409);

    const backwards = await createTarget({
      ...key,
      FromDate: plusDays(start, 200),
      ToDate: plusDays(start, 199),
    });
    expect(backwards.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(backwards.json()).fields ?? {})).toContain('ToDate');
    const endless = await createTarget({ ...key, FromDate: plusDays(start, 300) });
    expect(endless.statusCode).toBe(400);
    expect(Object.keys(errorBodySchema.parse(endless.json()).fields ?? {})).toContain('ToDate');
  });

  it('shows sales staff their own targets only, and lets them change none', async () => {
    const listed = await call('GET', '/resources/sales-targets?per_page=500', undefined, 'sales');
    expect(listed.statusCode, listed.body).toBe(200);
    const records = resourceListAnswerSchema.parse(listed.json()).ResponseData.data;
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.SlpCode))).toEqual(new Set([1]));
    const rows = await report('', 'sales');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.SlpCode === 1)).toBe(true);
    expect((await report(`?SlpCode=${rep}`, 'sales')).length).toBe(0);
    const made = await call(
      'POST',
      '/resources/sales-targets',
      { SlpCode: 1, FromDate: plusDays(today, 400), ToDate: plusDays(today, 430), Target: '5' },
      'sales',
    );
    expect(made.statusCode).toBe(403);
  });
});
