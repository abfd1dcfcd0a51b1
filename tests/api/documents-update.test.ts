import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiHarness, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  partnerOf,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { testDatabases } from '../support/test-databases';

describe.each(testDatabases())('editing documents and who may on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let sales: ReturnType<typeof documentRequests>;
  let ownCustomer: string;
  let otherCustomer: string;
  let item: string;
  const whs = 'WH02';
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    sales = documentRequests(api, await api.writeHeaders('sales'));
    ownCustomer = await partnerOf(api, 'C', 1);
    otherCustomer = await partnerOf(api, 'C', 2);
    const [row] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from item_warehouses where whs_code = $1 and on_hand >= 100 order by item_code limit 1`,
      [whs],
    );
    item = row?.item_code ?? '';
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  it('changes quantities, adds and removes lines, moving stock by the difference', async () => {
    const start = await stockOf(api, item, whs);
    const order = documentOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [
          { ItemCode: item, Quantity: '5', WarehouseCode: whs, UnitPrice: '10' },
          { ItemCode: item, Quantity: '2', WarehouseCode: whs, UnitPrice: '10' },
        ],
      }),
      201,
    );
    expect(await stockOf(api, item, whs)).toEqual({ ...start, IsCommited: start.IsCommited + 7 });
    const edited = documentOf(
      await admin.update('17', order.DocEntry, {
        version: order.version,
        Comments: 'Two more',
        DocumentLines: [
          { LineNum: 0, ItemCode: item, Quantity: '8' },
          { ItemCode: item, Quantity: '1', WarehouseCode: whs },
        ],
      }),
    );
    expect(edited.version).toBe(order.version + 1);
    expect(edited.Comments).toBe('Two more');
    expect(edited.DocumentLines.map((line) => [line.LineNum, line.Quantity, line.PriceBefDi])).toEqual([
      [0, '8.000000', '10.000000'],
      [2, '1.000000', edited.DocumentLines[1]?.PriceBefDi],
    ]);
    expect(edited.DocumentLines[1]?.PriceSource).not.toBe('manual');
    expect(edited.DocTotal).not.toBe(order.DocTotal);
    expect(await stockOf(api, item, whs)).toEqual({ ...start, IsCommited: start.IsCommited + 9 });
    const [audit] = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from audit_log where resource = 'marketing-docs' and record_key = $1`,
      [`17/${order.DocEntry}`],
    );
    expect(audit?.n).toBe(2);
  });

  it('keeps the item of a line sent with its LineNum and no ItemCode, and requires one on a new line', async () => {
    const order = documentOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [{ ItemCode: item, Quantity: '2', WarehouseCode: whs, UnitPrice: '10' }],
      }),
      201,
    );
    const edited = documentOf(
      await admin.update('17', order.DocEntry, {
        version: order.version,
        DocumentLines: [{ LineNum: 0, Quantity: '3' }],
      }),
    );
    expect(
      edited.DocumentLines.map((line) => [line.LineNum, line.ItemCode, line.Quantity, line.PriceBefDi]),
    ).toEqual([[0, item, '3.000000', '10.000000']]);
    const newLine = errorOf(
      await admin.update('17', order.DocEntry, {
        version: edited.version,
        DocumentLines: [{ LineNum: 0, Quantity: '3' }, { Quantity: '1' }],
      }),
      400,
    );
    expect(Object.keys(newLine.fields ?? {})).toEqual(['DocumentLines.1.ItemCode']);
    expect(documentOf(await admin.read('17', order.DocEntry)).version).toBe(edited.version);
  });

  it('names the line of a pricing error: DocumentLines.<n>.UomEntry, not UomEntry', async () => {
    const created = errorOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [
          { ItemCode: item, Quantity: '1' },
          { ItemCode: item, Quantity: '1' },
          { ItemCode: item, Quantity: '1', UomEntry: 999_999 },
        ],
      }),
      400,
    );
    expect(created.fields).toEqual({
      'DocumentLines.2.UomEntry': [`999999 is not a unit of ${item}'s UoM group`],
    });
    const order = documentOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [{ ItemCode: item, Quantity: '2', WarehouseCode: whs }],
      }),
      201,
    );
    // A kept line given another unit is priced again, with its own item.
    const badUnit = errorOf(
      await admin.update('17', order.DocEntry, {
        version: order.version,
        DocumentLines: [
          { ItemCode: item, Quantity: '1' },
          { LineNum: 0, Quantity: '3', UomEntry: 999_999 },
        ],
      }),
      400,
    );
    expect(badUnit.fields).toEqual({
      'DocumentLines.1.UomEntry': [`999999 is not a unit of ${item}'s UoM group`],
    });
  });

  it('lets one of two edits of the same version through and answers the other 409', async () => {
    const order = documentOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
      }),
      201,
    );
    const replies = await Promise.all(
      ['first', 'second'].map((comment) =>
        admin.update('17', order.DocEntry, { version: order.version, Comments: comment }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const conflict = replies.find((reply) => reply.statusCode === 409);
    expect(conflict && errorOf(conflict, 409).code).toBe('VERSION_CONFLICT');
    expect(documentOf(await admin.read('17', order.DocEntry)).version).toBe(order.version + 1);
  });

  it('refuses to shrink a line below what was copied from it, or to edit a closed document', async () => {
    const order = documentOf(
      await admin.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [{ ItemCode: item, Quantity: '5', WarehouseCode: whs }],
      }),
      201,
    );
    documentOf(
      await admin.create('15', {
        CardCode: ownCustomer,
        DocumentLines: [{ BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '3' }],
      }),
      201,
    );
    const current = documentOf(await admin.read('17', order.DocEntry));
    const shrink = errorOf(
      await admin.update('17', order.DocEntry, {
        version: current.version,
        DocumentLines: [{ LineNum: 0, ItemCode: item, Quantity: '2' }],
      }),
      409,
    );
    expect(shrink.code).toBe('INVALID_STATE');
    const grown = documentOf(
      await admin.update('17', order.DocEntry, {
        version: current.version,
        DocumentLines: [{ LineNum: 0, ItemCode: item, Quantity: '4' }],
      }),
    );
    expect(grown.DocumentLines[0]).toMatchObject({ Quantity: '4.000000', OpenQty: '1.000000' });
    const closed = documentOf(await admin.close('17', order.DocEntry, grown.version));
    const refused = errorOf(
      await admin.update('17', order.DocEntry, { version: closed.version, Comments: 'late' }),
      409,
    );
    expect(refused.code).toBe('INVALID_STATE');
  });

  it('shows a sales user their own documents only, without cost and profit', async () => {
    const [others] = await sqlRows<{ doc_entry: number }>(
      api,
      `select doc_entry from documents where obj_type = '17' and slp_code <> 1 and draft = 'N' limit 1`,
    );
    expect(errorOf(await sales.read('17', others?.doc_entry ?? 0), 404).code).toBe('NOT_FOUND');
    const own = documentOf(
      await sales.create('17', {
        CardCode: ownCustomer,
        DocumentLines: [{ ItemCode: item, Quantity: '2', WarehouseCode: whs }],
      }),
      201,
    );
    expect(own.SlpCode).toBe(1);
    const body = (await sales.read('17', own.DocEntry)).json() as {
      ResponseData: { DocumentLines: object[] };
    };
    expect(body.ResponseData.DocumentLines[0]).not.toHaveProperty('StockPrice');
    expect(body.ResponseData.DocumentLines[0]).not.toHaveProperty('GrssProfit');
    const full = documentOf(await admin.read('17', own.DocEntry));
    expect(full.DocumentLines[0]?.StockPrice).toBeDefined();
    expect(full.DocumentLines[0]?.GrssProfit).toBeDefined();
  });

  it("refuses a sales user another employee's documents, and cancelling a closed order", async () => {
    // Another employee's customer does not exist for them; their own, given to another employee, is refused.
    const foreign = await sales.create('17', {
      CardCode: otherCustomer,
      SlpCode: 2,
      DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
    });
    expect(errorOf(foreign, 400).fields).toEqual({ CardCode: [`${otherCustomer} does not exist`] });
    const givenAway = await sales.create('17', {
      CardCode: ownCustomer,
      SlpCode: 2,
      DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
    });
    expect(errorOf(givenAway, 403).code).toBe('FORBIDDEN');
    const theirs = documentOf(
      await admin.create('17', {
        CardCode: otherCustomer,
        SlpCode: 2,
        DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
      }),
      201,
    );
    expect(
      errorOf(
        await sales.update('17', theirs.DocEntry, { version: theirs.version, Comments: 'mine now' }),
        404,
      ).code,
    ).toBe('NOT_FOUND');
    const moved = await sales.create('17', {
      CardCode: ownCustomer,
      DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }],
    });
    const mine = documentOf(moved, 201);
    expect(
      errorOf(await sales.update('17', mine.DocEntry, { version: mine.version, SlpCode: 2 }), 403).code,
    ).toBe('FORBIDDEN');
    const closed = documentOf(await sales.close('17', mine.DocEntry, mine.version));
    expect(errorOf(await sales.cancel('17', mine.DocEntry, closed.version), 403).code).toBe('FORBIDDEN');
    expect(documentOf(await admin.cancel('17', mine.DocEntry, closed.version))).toMatchObject({
      CANCELED: 'Y',
    });
  });
});
