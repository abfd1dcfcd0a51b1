import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serialsReportAnswerSchema } from '../../src/shared/api/inventory-reports';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests } from '../support/document-requests';
import { createItem, localPartner } from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

const item = 'SRL-REPORT-1';
const keepers = 'WH01'; // one of the warehouse keeper's warehouses, with bins
const other = 'WH03'; // not one of theirs
const url = '/api/v1/inventory/reports/serial-numbers';
const serials = (...names: string[]) => names.map((InternalSerialNumber) => ({ InternalSerialNumber }));

describe.each(testDatabases())('the serial numbers report on $name', (target) => {
  let api: ApiHarness;
  let admin: Record<string, string>;
  let receipt: MarketingDocument;
  let delivery: MarketingDocument;
  const report = async (query: string, headers = admin) => {
    const reply = await api.app.inject({ method: 'GET', url: `${url}?ItemCode=${item}&${query}`, headers });
    expect(reply.statusCode, reply.body).toBe(200);
    return serialsReportAnswerSchema.parse(reply.json()).ResponseData;
  };
  const numbers = async (query: string, headers = admin) =>
    (await report(query, headers)).data.map((row) => row.DistNumber);

  beforeAll(async () => {
    api = await startApi(target);
    const headers = await api.writeHeaders('admin');
    admin = { authorization: `Bearer ${await api.signIn('admin')}` };
    await createItem(api, headers, item, { ManSerNum: 'Y' });
    const writer = documentRequests(api, headers);
    const supplier = await localPartner(api, 'S');
    receipt = documentOf(
      await writer.create('20', {
        CardCode: supplier,
        DocDate: '2026-03-02',
        DocumentLines: [
          {
            ItemCode: item,
            Quantity: '3',
            UnitPrice: '9',
            WarehouseCode: keepers,
            SerialNumbers: serials('A1', 'A2', 'A3'),
          },
          {
            ItemCode: item,
            Quantity: '1',
            UnitPrice: '9',
            WarehouseCode: other,
            SerialNumbers: serials('B1'),
          },
        ],
      }),
      201,
    );
    delivery = documentOf(
      await writer.create('15', {
        CardCode: await localPartner(api, 'C'),
        DocDate: '2026-03-20',
        DocumentLines: [
          { ItemCode: item, Quantity: '1', WarehouseCode: keepers, SerialNumbers: serials('A2') },
        ],
      }),
      201,
    );
  });
  afterAll(() => api.close());

  it('lists every serial with where it is, its receipt and, once gone, its issue', async () => {
    const page = await report('');
    expect(page.total).toBe(4);
    const [a1, a2, , b1] = page.data;
    expect(page.data.map((row) => [row.DistNumber, row.status, row.WhsCode])).toEqual([
      ['A1', 'inStock', keepers],
      ['A2', 'issued', keepers],
      ['A3', 'inStock', keepers],
      ['B1', 'inStock', other],
    ]);
    expect(a1).toMatchObject({
      ItemName: `Tracked ${item}`,
      ReceiptType: '20',
      ReceiptEntry: receipt.DocEntry,
      ReceiptNum: receipt.DocNum,
      ReceiptDate: '2026-03-02',
      IssueType: null,
      IssueDate: null,
    });
    // A bin warehouse holds every unit in a bin: a receipt naming none puts it in the default one.
    expect(a1?.BinCode).toMatch(/^WH01-/);
    expect(b1?.BinCode).toBeNull();
    expect(a2).toMatchObject({
      BinCode: null,
      IssueType: '15',
      IssueEntry: delivery.DocEntry,
      IssueNum: delivery.DocNum,
      IssueDate: '2026-03-20',
    });
  });

  it('filters by status and by the warehouse a serial is in or left, and pages by cursor', async () => {
    expect(await numbers('status=issued')).toEqual(['A2']);
    expect(await numbers('status=inStock')).toEqual(['A1', 'A3', 'B1']);
    expect(await numbers(`WhsCode=${keepers}`)).toEqual(['A1', 'A2', 'A3']);
    expect(await numbers(`WhsCode=${other}&status=issued`)).toEqual([]);
    const first = await report('per_page=3');
    expect(first.more).toBe(true);
    const next = await report(`per_page=3&count=0&after=${first.next}`);
    expect(next.data.map((row) => row.DistNumber)).toEqual(['B1']);
    expect(next.total).toBeNull();
  });

  it('shows a warehouse keeper the serials of their warehouses, those held and those that left', async () => {
    const keeper = { authorization: `Bearer ${await api.signIn('warehouse')}` };
    expect(await numbers('', keeper)).toEqual(['A1', 'A2', 'A3']);
    expect(await numbers(`WhsCode=${other}`, keeper)).toEqual([]);
  });

  it('refuses a user without serial rights with 403, and a bad filter with 400', async () => {
    const sales = { authorization: `Bearer ${await api.signIn('sales')}` };
    expect((await api.app.inject({ method: 'GET', url, headers: sales })).statusCode).toBe(403);
    for (const query of ['status=lost', 'per_page=0', 'after=nonsense', 'Colour=red'])
      expect(
        (await api.app.inject({ method: 'GET', url: `${url}?${query}`, headers: admin })).statusCode,
      ).toBe(400);
  });
});
