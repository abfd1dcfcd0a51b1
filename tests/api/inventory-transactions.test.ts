import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows, stockOf } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import { postgresOnly, testDatabases } from '../support/test-databases';

type LedgerRow = {
  whs_code: string;
  in_qty: string;
  out_qty: string;
  price: string;
  doc_line_num: number;
};

describe.each(testDatabases())('inventory transactions on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let clerk: ReturnType<typeof documentRequests>;
  let item: string;
  // The warehouse clerk's own warehouses, and one that is not theirs.
  const [mine, alsoMine, theirs] = ['WH01', 'WH02', 'WH03'];

  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    clerk = documentRequests(api, await api.writeHeaders('warehouse'));
    // An inventory item that may not go below zero, in a company and warehouses that forbid it.
    const [row] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where invnt_item = 'Y' and valid_for = 'Y' and frozen_for = 'N'
         and allow_neg_stk = 'N' order by item_code limit 1`,
    );
    item = row?.item_code ?? '';
    await api.database.pool.query(`update doc_settings set allow_neg_stk = 'N'`);
    await api.database.pool.query(`update warehouses set allow_neg_stk = 'N'`);
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  const itemOnHand = async () => {
    const [row] = await sqlRows<{ on_hand: string }>(
      api,
      `select on_hand::text from items where item_code = $1`,
      [item],
    );
    return Number(row?.on_hand);
  };
  const ledgerOf = (document: MarketingDocument) =>
    sqlRows<LedgerRow>(
      api,
      `select whs_code, in_qty::text, out_qty::text, price::text, doc_line_num from inventory_ledger
        where trans_type = $1 and created_by = $2 order by trans_num`,
      [document.ObjType, document.DocEntry],
    );
  const avgPriceAt = async (whsCode: string) => {
    const [row] = await sqlRows<{ avg_price: string }>(
      api,
      `select avg_price::text from item_warehouses where item_code = $1 and whs_code = $2`,
      [item, whsCode],
    );
    return Number(row?.avg_price);
  };
  const figures = async () => ({
    mine: (await stockOf(api, item, mine)).OnHand,
    alsoMine: (await stockOf(api, item, alsoMine)).OnHand,
    item: await itemOnHand(),
  });
  const cancel = async (document: MarketingDocument) => {
    const current = documentOf(await clerk.read(document.ObjType, document.DocEntry));
    return documentOf(await clerk.cancel(document.ObjType, document.DocEntry, current.version));
  };

  it('receives, requests, transfers in part and issues, each exact in the ledger and the stock, and cancelling unwinds all', async () => {
    const start = await figures();
    const receipt = documentOf(
      await clerk.create('59', {
        DocumentLines: [{ ItemCode: item, Quantity: '10', WarehouseCode: mine, UnitPrice: '7.5' }],
      }),
      201,
    );
    expect(receipt).toMatchObject({ ObjType: '59', CardCode: null, DocStatus: 'O' });
    expect(receipt.DocNum).toBeGreaterThan(0);
    expect(await ledgerOf(receipt)).toEqual([
      { whs_code: mine, in_qty: '10.000000', out_qty: '0.000000', price: '7.500000', doc_line_num: 0 },
    ]);
    expect(await figures()).toEqual({ ...start, mine: start.mine + 10, item: start.item + 10 });

    const request = documentOf(
      await clerk.create('1250000001', {
        Filler: mine,
        ToWhsCode: alsoMine,
        DocumentLines: [{ ItemCode: item, Quantity: '6' }],
      }),
      201,
    );
    expect(request.DocumentLines[0]).toMatchObject({
      WhsCode: alsoMine,
      FromWhsCod: mine,
      OpenQty: '6.000000',
    });
    expect(await ledgerOf(request)).toEqual([]);
    expect(await figures()).toEqual({ ...start, mine: start.mine + 10, item: start.item + 10 });

    // Stock leaves at its warehouse's moving average and arrives at that cost (stock-posting.ts).
    const cost = await avgPriceAt(mine);
    const link = { BaseType: '1250000001', BaseEntry: request.DocEntry, BaseLine: 0 };
    const first = documentOf(await clerk.create('67', { DocumentLines: [{ ...link, Quantity: '4' }] }), 201);
    expect(first).toMatchObject({ Filler: mine, ToWhsCode: alsoMine });
    expect(first.DocumentLines[0]).toMatchObject({
      WhsCode: alsoMine,
      FromWhsCod: mine,
      Quantity: '4.000000',
    });
    const moved = await ledgerOf(first);
    expect(moved.map(({ price: _, ...row }) => row)).toEqual([
      { whs_code: mine, in_qty: '0.000000', out_qty: '4.000000', doc_line_num: 0 },
      { whs_code: alsoMine, in_qty: '4.000000', out_qty: '0.000000', doc_line_num: 0 },
    ]);
    expect(moved.map((row) => Number(row.price))).toEqual([cost, cost]);
    expect(await figures()).toEqual({
      mine: start.mine + 6,
      alsoMine: start.alsoMine + 4,
      item: start.item + 10,
    });
    const partly = documentOf(await clerk.read('1250000001', request.DocEntry));
    expect(partly).toMatchObject({ DocStatus: 'O' });
    expect(partly.DocumentLines[0]).toMatchObject({ OpenQty: '2.000000', LineStatus: 'O' });

    const second = documentOf(await clerk.create('67', { DocumentLines: [{ ...link, Quantity: '2' }] }), 201);
    expect(documentOf(await clerk.read('1250000001', request.DocEntry))).toMatchObject({ DocStatus: 'C' });
    errorOf(await clerk.create('67', { DocumentLines: [{ ...link, Quantity: '1' }] }), 409);
    expect(await figures()).toEqual({
      mine: start.mine + 4,
      alsoMine: start.alsoMine + 6,
      item: start.item + 10,
    });

    const issue = documentOf(
      await clerk.create('60', {
        DocumentLines: [{ ItemCode: item, Quantity: '3', WarehouseCode: alsoMine }],
      }),
      201,
    );
    const issued = await ledgerOf(issue);
    expect(issued.map(({ price: _, ...row }) => row)).toEqual([
      { whs_code: alsoMine, in_qty: '0.000000', out_qty: '3.000000', doc_line_num: 0 },
    ]);
    expect(await figures()).toEqual({
      mine: start.mine + 4,
      alsoMine: start.alsoMine + 3,
      item: start.item + 7,
    });

    // Cancelling writes opposite rows and gives each step back, the request reopening.
    await cancel(issue);
    expect((await ledgerOf(issue)).map((row) => [row.in_qty, row.out_qty])).toEqual([
      ['0.000000', '3.000000'],
      ['3.000000', '0.000000'],
    ]);
    expect(await figures()).toEqual({
      mine: start.mine + 4,
      alsoMine: start.alsoMine + 6,
      item: start.item + 10,
    });
    await cancel(second);
    const reopened = documentOf(await clerk.read('1250000001', request.DocEntry));
    expect(reopened).toMatchObject({ DocStatus: 'O' });
    expect(reopened.DocumentLines[0]).toMatchObject({ OpenQty: '2.000000', LineStatus: 'O' });
    await cancel(first);
    expect(await figures()).toEqual({ ...start, mine: start.mine + 10, item: start.item + 10 });
    await cancel(receipt);
    expect(await figures()).toEqual(start);
  });

  it('moves a transfer by the difference when its lines are edited', async () => {
    const start = await figures();
    const transfer = documentOf(
      await clerk.create('67', {
        Filler: mine,
        ToWhsCode: alsoMine,
        DocumentLines: [{ ItemCode: item, Quantity: '3' }],
      }),
      201,
    );
    expect(await figures()).toEqual({ ...start, mine: start.mine - 3, alsoMine: start.alsoMine + 3 });
    const edited = documentOf(
      await clerk.update('67', transfer.DocEntry, {
        version: transfer.version,
        DocumentLines: [{ LineNum: 0, Quantity: '1' }],
      }),
    );
    expect(edited.DocumentLines[0]).toMatchObject({
      FromWhsCod: mine,
      WhsCode: alsoMine,
      Quantity: '1.000000',
    });
    expect(await figures()).toEqual({ ...start, mine: start.mine - 1, alsoMine: start.alsoMine + 1 });
    await cancel(edited);
    expect(await figures()).toEqual(start);
  });

  it('holds a large goods issue for approval, and posts it once approved', async () => {
    const call = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
      const reply = await api.app.inject({
        method,
        url: `/api/v1/${url}`,
        headers: await api.writeHeaders('admin'),
        payload,
      });
      expect(reply.statusCode, reply.body).toBeLessThan(300);
      return (reply.json() as { ResponseData: Record<string, number> }).ResponseData;
    };
    const stage = await call('POST', 'resources/approval-stages', {
      Name: 'Stock keepers',
      Authorizers: 'admin',
      MaxReqr: 1,
      MaxRejReqr: 1,
    });
    const template = await call('POST', 'resources/approval-templates', {
      Name: 'Large goods issues',
      Active: 'Y',
      Originators: 'warehouse',
      DocTypes: '60',
      Stages: String(stage.WstCode),
      Conditions: 'quantity > 50',
    });
    const receipt = documentOf(
      await clerk.create('59', {
        DocumentLines: [{ ItemCode: item, Quantity: '100', WarehouseCode: alsoMine }],
      }),
      201,
    );
    const before = await figures();
    const held = documentOf(
      await clerk.create('60', {
        DocumentLines: [{ ItemCode: item, Quantity: '60', WarehouseCode: alsoMine }],
      }),
      202,
    );
    expect(held).toMatchObject({ Draft: 'Y' });
    expect(await ledgerOf(held)).toEqual([]);
    expect(await figures()).toEqual(before);
    const [request] = await sqlRows<{ wdd_code: number }>(
      api,
      `select wdd_code from approval_requests where obj_type = '60' and doc_entry = $1`,
      [held.DocEntry],
    );
    await call('POST', `approval/requests/${request?.wdd_code}/approve`, {});
    // Approved, the draft is posted by its originator, the clerk.
    const posting = await api.app.inject({
      method: 'POST',
      url: `/api/v1/approval/requests/${request?.wdd_code}/post`,
      headers: await api.writeHeaders('warehouse'),
      payload: {},
    });
    expect(posting.statusCode, posting.body).toBe(201);
    const posted = documentOf(await clerk.read('60', held.DocEntry));
    expect(posted).toMatchObject({ Draft: 'N' });
    expect(await figures()).toEqual({ ...before, alsoMine: before.alsoMine - 60, item: before.item - 60 });
    await call('PATCH', `resources/approval-templates/${template.WtmCode}`, {
      Active: 'N',
      version: template.version,
    });
    await cancel(posted);
    await cancel(receipt);
  });

  it('refuses an issue or a transfer that would take stock below zero, writing nothing', async () => {
    const before = await figures();
    const count = async () =>
      (
        await sqlRows<{ documents: number; ledger: number }>(
          api,
          `select (select count(*)::int from documents where obj_type in ('60', '67')) as documents,
            (select count(*)::int from inventory_ledger) as ledger`,
        )
      )[0];
    const written = await count();
    const tooMany = String(before.alsoMine + 1000);
    const issue = errorOf(
      await clerk.create('60', {
        DocumentLines: [{ ItemCode: item, Quantity: tooMany, WarehouseCode: alsoMine }],
      }),
      409,
    );
    expect(issue.code).toBe('INSUFFICIENT_STOCK');
    const transfer = errorOf(
      await clerk.create('67', {
        Filler: alsoMine,
        ToWhsCode: mine,
        DocumentLines: [{ ItemCode: item, Quantity: tooMany }],
      }),
      409,
    );
    expect(transfer.code).toBe('INSUFFICIENT_STOCK');
    expect(await count()).toEqual(written);
    expect(await figures()).toEqual(before);
  });

  it('refuses a transfer without its two warehouses, or into the one it leaves when that keeps no bins', async () => {
    const missing = errorOf(
      await clerk.create('67', { DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      400,
    );
    expect(missing.fields).toMatchObject({ Filler: expect.any(Array), ToWhsCode: expect.any(Array) });
    // WH02 keeps no bins: between two bins of WH01 is a move of its own (stock-transfers.test.ts).
    const same = errorOf(
      await clerk.create('67', {
        Filler: alsoMine,
        ToWhsCode: alsoMine,
        DocumentLines: [{ ItemCode: item, Quantity: '1' }],
      }),
      400,
    );
    expect(same.fields).toHaveProperty('ToWhsCode');
    const receiptWithWarehouses = errorOf(
      await clerk.create('59', { Filler: mine, DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      400,
    );
    expect(receiptWithWarehouses.fields).toHaveProperty('Filler');
    const orderWithWarehouses = errorOf(
      await admin.create('17', {
        CardCode: 'C00001',
        ToWhsCode: mine,
        DocumentLines: [{ ItemCode: item, Quantity: '1', FromWarehouseCode: alsoMine }],
      }),
      400,
    );
    expect(orderWithWarehouses.fields).toHaveProperty('ToWhsCode');
    const partnerless = errorOf(
      await admin.create('17', { DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      400,
    );
    expect(partnerless.fields).toHaveProperty('CardCode');
  });

  it('prints a transfer with its two warehouses in English, French and Arabic', async () => {
    const receipt = documentOf(
      await clerk.create('59', { DocumentLines: [{ ItemCode: item, Quantity: '2', WarehouseCode: mine }] }),
      201,
    );
    const transfer = documentOf(
      await clerk.create('67', {
        Filler: mine,
        ToWhsCode: alsoMine,
        DocumentLines: [{ ItemCode: item, Quantity: '1' }],
      }),
      201,
    );
    const headers = await api.writeHeaders('warehouse');
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const reply = await api.app.inject({
        method: 'GET',
        url: `/api/v1/marketing/docs/67/${transfer.DocEntry}/pdf?lang=${lang}`,
        headers,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      const pdf = inspectPdf(reply.rawPayload);
      expect(pdf.problems).toEqual([]);
      const text = pagesOf(pdf)
        .flatMap((page) => textRunsOf(pdf, page))
        .join(' ');
      expect(text).toContain(alsoMine);
      expect(text).toContain(mine);
      if (lang !== 'ar') expect(text).toContain(catalogues[lang].documents.fields.ToWarehouse);
    }
    await cancel(transfer);
    await cancel(receipt);
  });

  it('tells a warehouse clerk whether an item keeps batches or serials, which their stock picker asks by', async () => {
    const [batchItem] = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where man_btch_num = 'Y' order by item_code limit 1`,
    );
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/resources/items/${batchItem?.item_code}`,
      headers: await api.writeHeaders('warehouse'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().ResponseData).toMatchObject({ ManBtchNum: 'Y', ManSerNum: 'N' });
  });

  it('keeps a warehouse clerk to documents wholly inside their warehouses', async () => {
    // Theirs is not the clerk's to name: refused as a warehouse that does not exist for them.
    errorOf(
      await clerk.create('59', { DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: theirs }] }),
      400,
    );
    const elsewhere = documentOf(
      await admin.create('59', { DocumentLines: [{ ItemCode: item, Quantity: '5', WarehouseCode: theirs }] }),
      201,
    );
    const across = documentOf(
      await admin.create('67', {
        Filler: theirs,
        ToWhsCode: mine,
        DocumentLines: [{ ItemCode: item, Quantity: '2' }],
      }),
      201,
    );
    const own = documentOf(
      await clerk.create('59', { DocumentLines: [{ ItemCode: item, Quantity: '1', WarehouseCode: mine }] }),
      201,
    );
    errorOf(await clerk.read('59', elsewhere.DocEntry), 404);
    errorOf(await clerk.read('67', across.DocEntry), 404);
    errorOf(await clerk.cancel('67', across.DocEntry, across.version), 404);
    const listed = async (objectType: string) => {
      const reply = await api.app.inject({
        method: 'GET',
        url: `/api/v1/marketing/docs/${objectType}?per_page=500`,
        headers: await api.writeHeaders('warehouse'),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return (reply.json() as { ResponseData: { data: { DocEntry: number }[] } }).ResponseData.data.map(
        (row) => row.DocEntry,
      );
    };
    const receipts = await listed('59');
    expect(receipts).toContain(own.DocEntry);
    expect(receipts).not.toContain(elsewhere.DocEntry);
    expect(await listed('67')).not.toContain(across.DocEntry);
    // A document of another kind stays out of their reach altogether.
    errorOf(
      await clerk.create('17', { CardCode: 'C00001', DocumentLines: [{ ItemCode: item, Quantity: '1' }] }),
      403,
    );
    for (const document of [own, across, elsewhere])
      documentOf(
        await admin.cancel(
          document.ObjType,
          document.DocEntry,
          documentOf(await admin.read(document.ObjType, document.DocEntry)).version,
        ),
      );
  });
});

// PGlite runs one query at a time (PITFALLS.md): the race exists only on PostgreSQL.
describe.each(postgresOnly('inventory transfers under concurrency'))(
  'inventory transfers under concurrency on $name',
  (target) => {
    let api: ApiHarness;
    beforeAll(async () => {
      api = await startApi(target);
    });
    afterEach(() => expectStockBalanced(api.database));
    afterAll(() => api.close());

    it('moves exactly the stock there is when twenty transfers race for five units', async () => {
      const clerk = documentRequests(api, await api.writeHeaders('warehouse'));
      const [row] = await sqlRows<{ item_code: string }>(
        api,
        `select item_code from items where invnt_item = 'Y' and valid_for = 'Y' and frozen_for = 'N'
           and allow_neg_stk = 'N' and man_btch_num = 'N' and man_ser_num = 'N'
         order by item_code desc limit 1`,
      );
      const item = row?.item_code ?? '';
      await api.database.pool.query(`update doc_settings set allow_neg_stk = 'N'`);
      await api.database.pool.query(`update warehouses set allow_neg_stk = 'N'`);
      // Down to nothing in WH02, then five received: what the transfers race for.
      const held = (await stockOf(api, item, 'WH02')).OnHand;
      if (held > 0)
        documentOf(
          await clerk.create('60', {
            DocumentLines: [{ ItemCode: item, Quantity: String(held), WarehouseCode: 'WH02' }],
          }),
          201,
        );
      documentOf(
        await clerk.create('59', {
          DocumentLines: [{ ItemCode: item, Quantity: '5', WarehouseCode: 'WH02' }],
        }),
        201,
      );
      const before = (await stockOf(api, item, 'WH01')).OnHand;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          clerk.create('67', {
            Filler: 'WH02',
            ToWhsCode: 'WH01',
            DocumentLines: [{ ItemCode: item, Quantity: '1' }],
          }),
        ),
      );
      const statuses = replies.map((reply) => reply.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(15);
      expect((await stockOf(api, item, 'WH02')).OnHand).toBe(0);
      expect((await stockOf(api, item, 'WH01')).OnHand).toBe(before + 5);
    });
  },
);
