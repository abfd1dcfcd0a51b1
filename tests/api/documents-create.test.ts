import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../src/shared/documents/object-types';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('creating documents on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let customer: string;
  let supplier: string;
  let item: string;
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    supplier = await partnerOf(api, 'S');
    [item = ''] = await itemsFor(api, 1, 10);
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  it('starts from balanced books: the seed wrote an opening balance for every stocked place', async () => {
    const [row] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from inventory_ledger where trans_type = '310000001'`,
    );
    expect(row?.n).toBeGreaterThan(0);
  });

  it.each(documentTypes.map((type) => [type.objectId, type.name, type.area, type.stock] as const))(
    'creates a %s (%s) with a number from its series, priced lines and its stock effect',
    async (objectType, _name, area, stock) => {
      const whs = 'WH02';
      const was = await stockOf(api, item, whs);
      const answer = await admin.create(objectType, {
        CardCode: area === 'sales' ? customer : supplier,
        DocumentLines: [{ ItemCode: item, Quantity: '3', WarehouseCode: whs }],
      });
      const document = documentOf(answer, 201);
      expect(document).toMatchObject({ ObjType: objectType, DocStatus: 'O', CANCELED: 'N', version: 1 });
      const [line] = document.DocumentLines;
      expect(line).toMatchObject({
        ItemCode: item,
        Quantity: '3.000000',
        OpenQty: '3.000000',
        LineStatus: 'O',
      });
      expect(Number(line?.PriceBefDi)).toBeGreaterThan(0);
      const [series] = await sqlRows<{ next_number: number }>(
        api,
        `select next_number from numbering_series where series = $1`,
        [document.Series],
      );
      expect(series?.next_number).toBe(document.DocNum + 1);
      const is = await stockOf(api, item, whs);
      const moved = {
        OnHand: is.OnHand - was.OnHand,
        IsCommited: is.IsCommited - was.IsCommited,
        OnOrder: is.OnOrder - was.OnOrder,
      };
      const expected = {
        none: { OnHand: 0, IsCommited: 0, OnOrder: 0 },
        commit: { OnHand: 0, IsCommited: 3, OnOrder: 0 },
        order: { OnHand: 0, IsCommited: 0, OnOrder: 3 },
        issue: { OnHand: -3, IsCommited: 0, OnOrder: 0 },
        receive: { OnHand: 3, IsCommited: 0, OnOrder: 0 },
      }[stock];
      expect(moved).toEqual(expected);
      const read = documentOf(await admin.read(objectType, document.DocEntry));
      expect(read).toEqual(document);
    },
  );

  it('refuses a supplier on a sales document and an unknown item, naming the fields, writing nothing', async () => {
    const before = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    const wrongPartner = errorOf(
      await admin.create('17', { CardCode: supplier, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      400,
    );
    expect(wrongPartner.fields?.CardCode).toEqual([`${supplier} is not a customer`]);
    const badLine = errorOf(
      await admin.create('17', {
        CardCode: customer,
        DocumentLines: [
          { ItemCode: 'NO-SUCH', Quantity: '1' },
          { ItemCode: item, Quantity: '-2' },
        ],
      }),
      400,
    );
    expect(badLine.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(badLine.fields ?? {})).toContain('DocumentLines.1.Quantity');
    const after = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from documents');
    expect(after).toEqual(before);
  });
});
