import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecordRow, resourceRecordAnswerSchema } from '../../src/shared/api/resources';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  type Reply,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

const url = '/api/v1/resources/doc-settings/1';

/** A calendar date `days` before today (UTC), as the server counts them. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('document settings on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    docs = documentRequests(api, headers);
    [item = ''] = await itemsFor(api, 1, 20);
    const [partner] = await sqlRows<{ card_code: string }>(
      api,
      `select card_code from business_partners where card_type = 'C' and valid_for = 'Y' and frozen_for = 'N'
        order by card_code desc limit 1`,
    );
    customer = partner?.card_code ?? '';
    // In the local currency (a past posting date needs no exchange rate) and with no credit line.
    await sqlRows(
      api,
      `update business_partners set currency = (select main_curncy from company limit 1), credit_line = 0,
         balance = 0 where card_code = $1`,
      [customer],
    );
  });
  afterAll(() => api.close());

  const read = async (): Promise<RecordRow> => {
    const reply = await api.app.inject({ method: 'GET', url, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return resourceRecordAnswerSchema.parse(reply.json()).ResponseData;
  };
  const change = async (values: object) => {
    const { version } = await read();
    const reply = (await api.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { ...values, version },
    })) as Reply;
    expect(reply.statusCode, reply.body).toBe(200);
  };
  const order = (lines: object[], extra: object = {}) =>
    docs.create('17', { CardCode: customer, DocumentLines: lines, ...extra });

  it('is one record, refused to who may not change it', async () => {
    expect(await read()).toMatchObject({
      Code: 1,
      AllowNegStk: 'N',
      MaxBackdays: null,
      CreditCheck: 'I',
      ExceedBase: 'N',
    });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/doc-settings',
      headers,
      payload: { AllowNegStk: 'Y' },
    });
    expect(created.statusCode).toBe(404);
    const sales = await api.writeHeaders('sales');
    const refused = await api.app.inject({
      method: 'PATCH',
      url,
      headers: sales,
      payload: { AllowNegStk: 'Y', version: (await read()).version },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses negative stock, then allows it once the settings do', async () => {
    await sqlRows(api, `update items set allow_neg_stk = 'N' where item_code = $1`, [item]);
    await sqlRows(api, `update warehouses set allow_neg_stk = 'N' where whs_code = 'WH02'`);
    const onHand = (await stockOf(api, item, 'WH02')).OnHand;
    const delivery = () =>
      docs.create('15', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: item, Quantity: String(onHand + 5), WarehouseCode: 'WH02' }],
      });
    expect(errorOf(await delivery(), 409).code).toBe('INSUFFICIENT_STOCK');
    await change({ AllowNegStk: 'Y' });
    documentOf(await delivery(), 201);
    expect((await stockOf(api, item, 'WH02')).OnHand).toBe(-5);
    await change({ AllowNegStk: 'N' });
  });

  it('refuses a posting date further back than the settings allow', async () => {
    const line = { ItemCode: item, Quantity: '1', WarehouseCode: 'WH01' };
    documentOf(await order([line], { DocDate: daysAgo(30) }), 201);
    await change({ MaxBackdays: 7 });
    const refused = errorOf(await order([line], { DocDate: daysAgo(30) }), 400);
    expect(refused.fields?.DocDate?.[0]).toMatch(/7 days/);
    documentOf(await order([line], { DocDate: daysAgo(3) }), 201);
    await change({ MaxBackdays: null });
    documentOf(await order([line], { DocDate: daysAgo(30) }), 201);
  });

  it("blocks a sales order beyond the partner's credit line when the settings say so", async () => {
    // The credit figure is the balance plus open orders and deliveries (finance/credit-exposure.ts):
    // with none open, the line leaves 100 above the balance.
    await sqlRows(
      api,
      `update documents set doc_status = 'C' where card_code = $1 and obj_type in ('17', '15')`,
      [customer],
    );
    await sqlRows(api, `update business_partners set credit_line = balance + 100 where card_code = $1`, [
      customer,
    ]);
    const big = [{ ItemCode: item, Quantity: '50', UnitPrice: '10', WarehouseCode: 'WH01' }];
    const small = [{ ItemCode: item, Quantity: '1', UnitPrice: '10', WarehouseCode: 'WH01' }];
    // Ignored by default.
    const allowed = documentOf(await order(big), 201);
    await sqlRows(api, `update documents set doc_status = 'C' where doc_entry = $1 and obj_type = '17'`, [
      allowed.DocEntry,
    ]);
    await change({ CreditCheck: 'B' });
    const blocked = errorOf(await order(big), 409);
    expect(blocked.message).toMatch(/credit line/);
    documentOf(await order(small), 201);
    // The open orders count: another small one still fits, ten more do not.
    const many = [{ ItemCode: item, Quantity: '10', UnitPrice: '10', WarehouseCode: 'WH01' }];
    expect(errorOf(await order(many), 409).message).toMatch(/credit line/);
    // Only sales orders are checked.
    documentOf(await docs.create('23', { CardCode: customer, DocumentLines: big }), 201);
    await change({ CreditCheck: 'I' });
  });

  it('lets a delivery take more than the order has open once the settings allow it', async () => {
    const ordered = documentOf(
      await order([{ ItemCode: item, Quantity: '2', UnitPrice: '1', WarehouseCode: 'WH01' }]),
      201,
    );
    const delivery = () =>
      docs.create('15', {
        CardCode: customer,
        DocumentLines: [
          { BaseType: '17', BaseEntry: ordered.DocEntry, BaseLine: 0, Quantity: '3', WarehouseCode: 'WH01' },
        ],
      });
    const refused = errorOf(await delivery(), 409);
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.message).toMatch(/only 2 open/);
    await change({ ExceedBase: 'Y' });
    const delivered = documentOf(await delivery(), 201);
    const closed = documentOf(await docs.read('17', ordered.DocEntry));
    expect(closed).toMatchObject({ DocStatus: 'C' });
    expect(closed.DocumentLines[0]).toMatchObject({ LineStatus: 'C' });
    // Cancelling the delivery gives the order back exactly what it had open.
    documentOf(await docs.cancel('15', delivered.DocEntry, delivered.version));
    const reopened = documentOf(await docs.read('17', ordered.DocEntry));
    expect(reopened).toMatchObject({ DocStatus: 'O' });
    expect(Number(reopened.DocumentLines[0]?.OpenQty)).toBe(2);
    await change({ ExceedBase: 'N' });
  });

  it('refuses settings out of range', async () => {
    const { version } = await read();
    const reply = await api.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { CreditCheck: 'W', MaxBackdays: -1, version },
    });
    expect(reply.statusCode).toBe(400);
    const fields = errorOf(reply as Reply, 400).fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['CreditCheck', 'MaxBackdays']);
  });
});

describe.each(testDatabases())('item defaults on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
  });
  afterAll(() => api.close());

  it('are created where a company has none, once', async () => {
    const post = () =>
      api.app.inject({
        method: 'POST',
        url: '/api/v1/resources/item-defaults',
        headers,
        payload: { DfltWhs: 'WH02', InvntItem: 'Y' },
      });
    expect((await post()).statusCode).toBe(409);
    await sqlRows(api, 'delete from item_defaults');
    const created = await post();
    expect(created.statusCode, created.body).toBe(201);
    expect(resourceRecordAnswerSchema.parse(created.json()).ResponseData).toMatchObject({
      Code: 1,
      DfltWhs: 'WH02',
    });
    expect((await post()).statusCode).toBe(409);
  });
});
