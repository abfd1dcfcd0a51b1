import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentTypes } from '../../src/shared/documents/object-types';
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

// Inventory transactions name warehouses, not partners: tests/api/inventory-transactions.test.ts.
const edges = documentTypes
  .filter((type) => type.area !== 'inventory')
  .flatMap((type) => type.copiesTo.map((target) => [type.objectId, target, type.area] as const));

describe.each(testDatabases())('copying, closing and cancelling documents on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let customer: string;
  let supplier: string;
  let item: string;
  const whs = 'WH01';
  beforeAll(async () => {
    api = await startApi(target);
    admin = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    supplier = await partnerOf(api, 'S');
    const [row] = await sqlRows<{ item_code: string }>(
      api,
      `select w.item_code from item_warehouses w join items i on i.item_code = w.item_code
        where w.whs_code = $1 and w.on_hand >= 200 and i.sell_item = 'Y' and i.prchse_item = 'Y'
        order by w.item_code limit 1`,
      [whs],
    );
    item = row?.item_code ?? '';
  });
  afterEach(() => expectStockBalanced(api.database));
  afterAll(() => api.close());

  const partnerFor = (area: string) => (area === 'sales' ? customer : supplier);
  const create = async (objectType: string, area: string, lines: object[]) =>
    documentOf(await admin.create(objectType, { CardCode: partnerFor(area), DocumentLines: lines }), 201);
  const read = async (objectType: string, entry: number) => documentOf(await admin.read(objectType, entry));

  it.each(edges)(
    'copies part of a %s to a %s: the base line keeps the rest open',
    async (base, copy, area) => {
      const source = await create(base, area, [
        { ItemCode: item, Quantity: '5', WarehouseCode: whs, UnitPrice: '12.5' },
      ]);
      const copied = await create(copy, area, [
        { BaseType: base, BaseEntry: source.DocEntry, BaseLine: 0, Quantity: '2' },
      ]);
      expect(copied.DocumentLines[0]).toMatchObject({
        ItemCode: item,
        Quantity: '2.000000',
        PriceBefDi: '12.500000',
        PriceSource: 'base-document',
        WhsCode: whs,
        BaseType: base,
        BaseEntry: source.DocEntry,
        BaseLine: 0,
      });
      const after = await read(base, source.DocEntry);
      expect(after.DocumentLines[0]).toMatchObject({ OpenQty: '3.000000', LineStatus: 'O' });
      expect(after).toMatchObject({ DocStatus: 'O', version: 2 });
    },
  );

  it('takes no more than a base line holds open when copies of it are posted at once, on two servers where there are two', async () => {
    const order = await create('17', 'sales', [{ ItemCode: item, Quantity: '5', WarehouseCode: whs }]);
    const link = { BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0 };
    const elsewhere = target.name === 'postgres' ? await api.startAnotherServer() : api;
    const other = documentRequests(elsewhere, await elsewhere.writeHeaders('admin'));
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        (index % 2 ? other : admin).create('15', {
          CardCode: customer,
          DocumentLines: [{ ...link, Quantity: '1' }],
        }),
      ),
    );
    if (elsewhere !== api) await elsewhere.close();
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(
      statuses.filter((status) => status !== 201).every((status) => status === 409 || status === 400),
    ).toBe(true);
    const after = await read('17', order.DocEntry);
    expect(after.DocumentLines[0]).toMatchObject({ OpenQty: '0.000000', LineStatus: 'C' });
    const [taken] = await sqlRows<{ quantity: string }>(
      api,
      `select coalesce(sum(quantity), 0)::text as quantity from document_lines
        where obj_type = '15' and base_type = '17' and base_entry = $1`,
      [order.DocEntry],
    );
    expect(Number(taken?.quantity)).toBe(5);
  });

  it('follows a sales order through deliveries and an invoice, then unwinds it by cancelling', async () => {
    const start = await stockOf(api, item, whs);
    const order = await create('17', 'sales', [{ ItemCode: item, Quantity: '10', WarehouseCode: whs }]);
    expect(await stockOf(api, item, whs)).toEqual({ ...start, IsCommited: start.IsCommited + 10 });
    const link = { BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0 };
    const first = await create('15', 'sales', [{ ...link, Quantity: '4' }]);
    expect(await stockOf(api, item, whs)).toEqual({
      ...start,
      OnHand: start.OnHand - 4,
      IsCommited: start.IsCommited + 6,
    });
    const tooMuch = errorOf(
      await admin.create('15', { CardCode: customer, DocumentLines: [{ ...link, Quantity: '7' }] }),
      409,
    );
    expect(tooMuch.code).toBe('INVALID_STATE');
    expect(tooMuch.message).toContain(`17/${order.DocEntry} line 0`);
    const second = await create('15', 'sales', [{ ...link, Quantity: '6' }]);
    const closed = await read('17', order.DocEntry);
    expect(closed).toMatchObject({ DocStatus: 'C', CANCELED: 'N' });
    expect(closed.DocumentLines[0]).toMatchObject({
      OpenQty: '0.000000',
      LineStatus: 'C',
      TargetType: '15',
      TrgetEntry: second.DocEntry,
    });
    expect(await stockOf(api, item, whs)).toEqual({ ...start, OnHand: start.OnHand - 10 });
    const closedBase = errorOf(
      await admin.create('15', { CardCode: customer, DocumentLines: [{ ...link, Quantity: '1' }] }),
      409,
    );
    expect(closedBase.code).toBe('INVALID_STATE');

    const invoice = await create('13', 'sales', [
      { BaseType: '15', BaseEntry: first.DocEntry, BaseLine: 0, Quantity: '4' },
    ]);
    expect(await stockOf(api, item, whs)).toEqual({ ...start, OnHand: start.OnHand - 10 });
    const ledgerRows = await sqlRows(
      api,
      `select 1 from inventory_ledger where trans_type = '13' and created_by = $1`,
      [invoice.DocEntry],
    );
    expect(ledgerRows).toEqual([]);

    const delivery = await read('15', first.DocEntry);
    const refused = errorOf(await admin.cancel('15', first.DocEntry, delivery.version), 409);
    expect(refused.code).toBe('INVALID_STATE');
    expect(refused.message).toContain('cancel those first');

    const cancelledInvoice = documentOf(await admin.cancel('13', invoice.DocEntry, invoice.version));
    expect(cancelledInvoice).toMatchObject({ CANCELED: 'Y', DocStatus: 'C' });
    const reopenedDelivery = await read('15', first.DocEntry);
    expect(reopenedDelivery).toMatchObject({ DocStatus: 'O' });
    expect(reopenedDelivery.DocumentLines[0]).toMatchObject({ OpenQty: '4.000000', LineStatus: 'O' });

    const ledgerBefore = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    const cancelled = documentOf(await admin.cancel('15', first.DocEntry, reopenedDelivery.version));
    expect(cancelled).toMatchObject({ CANCELED: 'Y', DocStatus: 'C' });
    const ledgerAfter = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    expect(ledgerAfter[0]?.n).toBe((ledgerBefore[0]?.n ?? 0) + 1);
    const reversal = await sqlRows<{ in_qty: string; out_qty: string }>(
      api,
      `select in_qty::text, out_qty::text from inventory_ledger where trans_type = '15' and created_by = $1 order by trans_num`,
      [first.DocEntry],
    );
    expect(reversal).toEqual([
      { in_qty: '0.000000', out_qty: '4.000000' },
      { in_qty: '4.000000', out_qty: '0.000000' },
    ]);
    const reopened = await read('17', order.DocEntry);
    expect(reopened).toMatchObject({ DocStatus: 'O' });
    expect(reopened.DocumentLines[0]).toMatchObject({ OpenQty: '4.000000', LineStatus: 'O' });
    expect(await stockOf(api, item, whs)).toEqual({
      ...start,
      OnHand: start.OnHand - 6,
      IsCommited: start.IsCommited + 4,
    });

    const closedOrder = documentOf(await admin.close('17', order.DocEntry, reopened.version));
    expect(closedOrder.DocumentLines[0]).toMatchObject({ LineStatus: 'C' });
    expect(await stockOf(api, item, whs)).toEqual({ ...start, OnHand: start.OnHand - 6 });
    expect(errorOf(await admin.close('17', order.DocEntry, closedOrder.version), 409).code).toBe(
      'INVALID_STATE',
    );
    // A delivery copied from an order closed by hand gives its quantity back, but the order stays closed.
    const last = await read('15', second.DocEntry);
    documentOf(await admin.cancel('15', second.DocEntry, last.version));
    expect(await read('17', order.DocEntry)).toMatchObject({ DocStatus: 'C' });
    expect(await stockOf(api, item, whs)).toEqual(start);
  });

  it('follows a purchase order through a goods receipt, a return and invoices', async () => {
    const start = await stockOf(api, item, whs);
    const order = await create('22', 'purchasing', [{ ItemCode: item, Quantity: '10', WarehouseCode: whs }]);
    expect(await stockOf(api, item, whs)).toEqual({ ...start, OnOrder: start.OnOrder + 10 });
    const receipt = await create('20', 'purchasing', [
      { BaseType: '22', BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '7' },
    ]);
    expect(await stockOf(api, item, whs)).toEqual({
      ...start,
      OnHand: start.OnHand + 7,
      OnOrder: start.OnOrder + 3,
    });
    const goodsReturn = await create('21', 'purchasing', [
      { BaseType: '20', BaseEntry: receipt.DocEntry, BaseLine: 0, Quantity: '2' },
    ]);
    await create('19', 'purchasing', [
      { BaseType: '21', BaseEntry: goodsReturn.DocEntry, BaseLine: 0, Quantity: '2' },
    ]);
    await create('18', 'purchasing', [
      { BaseType: '20', BaseEntry: receipt.DocEntry, BaseLine: 0, Quantity: '5' },
    ]);
    expect(await stockOf(api, item, whs)).toEqual({
      ...start,
      OnHand: start.OnHand + 5,
      OnOrder: start.OnOrder + 3,
    });
    expect(await read('20', receipt.DocEntry)).toMatchObject({ DocStatus: 'C' });
    const direct = await create('18', 'purchasing', [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }]);
    expect(direct.DocumentLines[0]?.BaseType).toBeNull();
    expect(await stockOf(api, item, whs)).toEqual({
      ...start,
      OnHand: start.OnHand + 6,
      OnOrder: start.OnOrder + 3,
    });
  });

  it('refuses to copy to a type outside the chain or from another partner', async () => {
    const quotation = await create('23', 'sales', [{ ItemCode: item, Quantity: '1', WarehouseCode: whs }]);
    const wrongType = errorOf(
      await admin.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '23', BaseEntry: quotation.DocEntry, BaseLine: 0, Quantity: '1' }],
      }),
      400,
    );
    expect(wrongType.fields?.['DocumentLines.0.BaseType']).toBeDefined();
    const [other] = await sqlRows<{ card_code: string }>(
      api,
      `select card_code from business_partners where card_type = 'C' and card_code <> $1 and valid_for = 'Y' and frozen_for = 'N' limit 1`,
      [customer],
    );
    const wrongPartner = errorOf(
      await admin.create('17', {
        CardCode: other?.card_code,
        DocumentLines: [{ BaseType: '23', BaseEntry: quotation.DocEntry, BaseLine: 0, Quantity: '1' }],
      }),
      400,
    );
    expect(wrongPartner.fields?.['DocumentLines.0.BaseEntry']?.[0]).toContain('another partner');
  });
});
