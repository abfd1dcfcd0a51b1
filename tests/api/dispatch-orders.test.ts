import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dispatchOpenItemsAnswerSchema,
  type OpenItemDeliveryResult,
  openItemDeliveriesAnswerSchema,
} from '../../src/shared/api/dispatch';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, type Reply, sqlRows } from '../support/document-requests';
import { createItem } from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

/**
 * Sales orders marked ready to dispatch among the open items (issue 23), and their deliveries made
 * from there: listed with what is still open, filtered and ruled as deliveries are, each turned
 * into a delivery in its own transaction, with the database deciding under concurrency.
 */
describe.each(testDatabases())('orders ready to dispatch on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let item: string;
  let serialItem: string;
  const whs = 'DSPO';

  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: whs, WhsName: 'Dispatch orders test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [first] = await sqlRows<{ item_code: string; card_code: string }>(
      api,
      `select i.item_code, (select card_code from business_partners where card_type = 'C' and valid_for = 'Y'
          and frozen_for = 'N' and slp_code = 1 order by card_code limit 1) as card_code
       from items i where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y' and valid_for = 'Y'
         and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N' order by item_code offset 1 limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    item = first.item_code;
    customer = first.card_code;
    serialItem = 'DSPO-SERIAL';
    // 2 kg and 0.01 m³ per inventory unit: figures the test can multiply by hand.
    await sqlRows(api, `update items set s_weight1 = 2, s_volume = 0.01 where item_code = $1`, [item]);
    await createItem(api, await api.writeHeaders('admin'), serialItem, { ManSerNum: 'Y' });
    documentOf(
      await docs.create('59', {
        DocumentLines: [
          { ItemCode: item, Quantity: '5000', UnitPrice: '10', VatGroup: 'I0', WarehouseCode: whs },
          {
            ItemCode: serialItem,
            Quantity: '2',
            UnitPrice: '10',
            VatGroup: 'I0',
            WarehouseCode: whs,
            SerialNumbers: [{ InternalSerialNumber: 'DSPO-S1' }, { InternalSerialNumber: 'DSPO-S2' }],
          },
        ],
      }),
      201,
    );
  });
  afterAll(() => api.close());

  const { send, forget } = requestsUnder(() => api, 'dispatch', 'dispatcher');
  /** A posted sales order of the test's customer and warehouse, marked ready unless told otherwise. */
  const order = async (
    quantities: string[],
    { ready = 'Y', due = '2027-05-03', itemCode = item, slpCode = 1 } = {},
  ) =>
    documentOf(
      await docs.create('17', {
        CardCode: customer,
        DocDueDate: due,
        SlpCode: slpCode,
        U_ReadyToDispatch: ready,
        DocumentLines: quantities.map((Quantity) => ({
          ItemCode: itemCode,
          Quantity,
          UnitPrice: '10',
          VatGroup: 'O1',
          WarehouseCode: whs,
        })),
      }),
      201,
    );
  const openItems = async (query = '', user = 'dispatcher') => {
    const reply = await send('GET', `open-items?WhsCode=${whs}${query}`, undefined, user);
    expect(reply.statusCode, reply.body).toBe(200);
    return dispatchOpenItemsAnswerSchema.parse(reply.json()).ResponseData.data;
  };
  const listedOrders = async (query = '', user = 'dispatcher') =>
    (await openItems(query, user)).filter((row) => row.ObjType === '17').map((row) => row.DocEntry);
  const resultsOf = (reply: Reply): OpenItemDeliveryResult[] => {
    expect(reply.statusCode, reply.body).toBe(200);
    return openItemDeliveriesAnswerSchema.parse(reply.json()).ResponseData.results;
  };
  const deliver = (Orders: number[], user = 'dispatcher', harness = api) =>
    send('POST', 'open-items/deliveries', { Orders }, user, harness);
  const openQuantities = async (entry: number) =>
    (
      await sqlRows<{ open_qty: string }>(
        api,
        `select open_qty::text from document_lines where obj_type = '17' and doc_entry = $1 order by line_num`,
        [entry],
      )
    ).map((row) => Number(row.open_qty));

  it('lists a marked order with the weight and volume of its open quantities, beside deliveries', async () => {
    const marked = await order(['10', '5']);
    const listed = (await openItems()).find(
      (row) => row.ObjType === '17' && row.DocEntry === marked.DocEntry,
    );
    expect(listed).toMatchObject({
      DocNum: marked.DocNum,
      CardCode: customer,
      LineCount: 2,
      Warehouses: [whs],
    });
    expect(Number(listed?.Weight)).toBe(30);
    expect(Number(listed?.Volume)).toBe(0.15);
    // Partly delivered by hand: what is left is what the open item weighs.
    documentOf(
      await docs.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '17', BaseEntry: marked.DocEntry, BaseLine: 0, Quantity: '4' }],
      }),
      201,
    );
    const after = (await openItems()).find((row) => row.ObjType === '17' && row.DocEntry === marked.DocEntry);
    expect(Number(after?.Weight)).toBe(22);
    // The delivery made by hand is an open item of its own, and not marked (a delivery has no such mark).
    const [delivery] = await sqlRows<{ u_ready_to_dispatch: string }>(
      api,
      `select u_ready_to_dispatch from documents where obj_type = '15' and doc_entry =
        (select max(doc_entry) from documents where obj_type = '15')`,
    );
    expect(delivery?.u_ready_to_dispatch).toBe('N');
    expect(await listedOrders('&Documents=deliveries')).toEqual([]);
    expect((await openItems('&Documents=orders')).every((row) => row.ObjType === '17')).toBe(true);
  });

  it('finds the demo’s orders ready to dispatch, due within four days, and delivers every one', async () => {
    const reply = await send('GET', 'open-items?Documents=orders');
    const seeded = dispatchOpenItemsAnswerSchema
      .parse(reply.json())
      .ResponseData.data.filter((row) => row.Warehouses.every((code) => code !== whs));
    expect(seeded).toHaveLength(8);
    const today = new Date().toISOString().slice(0, 10);
    const inFour = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    for (const row of seeded) {
      expect(row.DocDueDate >= today && row.DocDueDate < inFour, row.DocDueDate).toBe(true);
      expect(Number(row.Weight)).toBeGreaterThan(0);
    }
    const results = resultsOf(await deliver(seeded.map((row) => row.DocEntry)));
    expect(results.filter((result) => result.error)).toEqual([]);
  });

  it('leaves out orders not marked, drafts, cancelled and closed ones', async () => {
    const unmarked = await order(['1'], { ready: 'N' });
    const drafted = await order(['1']);
    await sqlRows(api, `update documents set draft = 'Y' where obj_type = '17' and doc_entry = $1`, [
      drafted.DocEntry,
    ]);
    const cancelled = await order(['1']);
    documentOf(await docs.cancel('17', cancelled.DocEntry, cancelled.version));
    const closed = await order(['1']);
    documentOf(await docs.close('17', closed.DocEntry, closed.version));
    const listed = await listedOrders();
    for (const left of [unmarked, drafted, cancelled, closed]) expect(listed).not.toContain(left.DocEntry);
  });

  it('marks and unmarks a posted open order through its edit, and refuses the mark on a delivery', async () => {
    const later = await order(['2'], { ready: 'N' });
    const marked = documentOf(
      await docs.update('17', later.DocEntry, { version: later.version, U_ReadyToDispatch: 'Y' }),
    );
    expect(marked.U_ReadyToDispatch).toBe('Y');
    expect(await listedOrders()).toContain(later.DocEntry);
    documentOf(await docs.update('17', later.DocEntry, { version: marked.version, U_ReadyToDispatch: 'N' }));
    expect(await listedOrders()).not.toContain(later.DocEntry);
    const refused = errorOf(
      await docs.create('15', {
        CardCode: customer,
        U_ReadyToDispatch: 'Y',
        DocumentLines: [
          { ItemCode: item, Quantity: '1', UnitPrice: '1', VatGroup: 'O1', WarehouseCode: whs },
        ],
      }),
      400,
    );
    expect(refused.fields).toEqual({ U_ReadyToDispatch: ['is only for sales orders'] });
  });

  it('filters orders by requested date as deliveries are', async () => {
    const early = await order(['1'], { due: '2027-06-01' });
    const late = await order(['1'], { due: '2027-06-20' });
    const listed = await listedOrders('&DateFrom=2027-06-10&DateTo=2027-06-30');
    expect(listed).toContain(late.DocEntry);
    expect(listed).not.toContain(early.DocEntry);
    expect(await listedOrders('&CardCode=NOSUCH')).toEqual([]);
  });

  it('makes one delivery per order from its open lines; a fully delivered order leaves the list', async () => {
    const first = await order(['6', '3']);
    const second = await order(['2']);
    const results = resultsOf(await deliver([first.DocEntry, second.DocEntry]));
    expect(results.map((result) => result.error)).toEqual([undefined, undefined]);
    expect(results.map((result) => result.OrderEntry)).toEqual([first.DocEntry, second.DocEntry]);
    const delivery = documentOf(await docs.read('15', results[0]?.DeliveryEntry ?? 0));
    expect(delivery.DocNum).toBe(results[0]?.DocNum);
    expect(delivery.DocDueDate).toBe('2027-05-03');
    expect(delivery.U_ReadyToDispatch).toBe('N');
    expect(
      delivery.DocumentLines.map((line) => [line.BaseEntry, line.BaseLine, Number(line.Quantity)]),
    ).toEqual([
      [first.DocEntry, 0, 6],
      [first.DocEntry, 1, 3],
    ]);
    expect(await openQuantities(first.DocEntry)).toEqual([0, 0]);
    const listed = await openItems();
    expect(listed.some((row) => row.ObjType === '17' && row.DocEntry === first.DocEntry)).toBe(false);
    // The new deliveries wait among the open items, for a load.
    expect(listed.filter((row) => row.ObjType === '15').map((row) => row.DocEntry)).toEqual(
      expect.arrayContaining(results.map((result) => result.DeliveryEntry)),
    );
  });

  it('refuses a serial-managed order with the core’s message and delivers the others', async () => {
    const plain = await order(['1']);
    const serial = await order(['1'], { itemCode: serialItem });
    const results = resultsOf(await deliver([serial.DocEntry, plain.DocEntry, 999_999]));
    expect(results[0]?.DeliveryEntry).toBeUndefined();
    expect(results[0]?.error?.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(results[0]?.error?.fields)).toMatch(/serial/i);
    expect(results[1]?.DeliveryEntry).toBeGreaterThan(0);
    expect(results[2]?.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(await openQuantities(serial.DocEntry)).toEqual([1]);
  });

  it('never delivers more than an order holds open when two dispatchers deliver it at once', async () => {
    const elsewhere = target.name === 'postgres' ? await api.startAnotherServer() : api;
    for (let round = 0; round < 3; round++) {
      const contested = await order(['4', '2']);
      const replies = await Promise.all([
        deliver([contested.DocEntry]),
        deliver([contested.DocEntry], 'dispatcher', elsewhere),
      ]);
      const results = replies.flatMap(resultsOf);
      expect(results.filter((result) => result.DeliveryEntry !== undefined)).toHaveLength(1);
      expect(results.find((result) => result.error)?.error?.code).toMatch(/CONFLICT|INVALID_STATE|NOT_FOUND/);
      const [delivered] = await sqlRows<{ quantity: string }>(
        api,
        `select coalesce(sum(quantity), 0)::text as quantity from document_lines
         where obj_type = '15' and base_type = '17' and base_entry = $1`,
        [contested.DocEntry],
      );
      expect(Number(delivered?.quantity)).toBe(6);
      expect(await openQuantities(contested.DocEntry)).toEqual([0, 0]);
    }
  });

  it('refuses the caller who may not create deliveries, and bad input', async () => {
    const marked = await order(['1']);
    expect((await deliver([marked.DocEntry], 'warehouse')).statusCode).toBe(403);
    expect(errorOf(await send('POST', 'open-items/deliveries', { Orders: [] }), 400).fields).toHaveProperty(
      'Orders',
    );
    expect(
      errorOf(
        await send('POST', 'open-items/deliveries', { Orders: [marked.DocEntry, marked.DocEntry] }),
        400,
      ).code,
    ).toBe('VALIDATION_FAILED');
    expect(errorOf(await send('GET', `open-items?Documents=invoices`), 400).fields).toHaveProperty(
      'Documents',
    );
  });

  // Last: it rewrites the sales group's rules.
  it('lists to a sales user only their own orders, and makes deliveries of none of another’s', async () => {
    const [group] = await sqlRows<{ id: number }>(api, `select id from user_groups where code = 'sales'`);
    // The rules' placeholder for the signed-in user's sales employee, not a template of this file.
    const own = { SlpCode: ['$', '{user.SlpCode}'].join('') };
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${group?.id}/rules`,
      payload: {
        rules: [
          { action: 'read', subject: 'Dispatch' },
          { action: 'read', subject: ['SalesOrder', 'Delivery'], conditions: own },
          { action: 'create', subject: 'Delivery', conditions: own },
          { action: 'read', subject: ['Item', 'Warehouse', 'BusinessPartner', 'TaxGroup'] },
        ],
      },
      headers: await api.writeHeaders('admin'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    forget('sales');
    const [other] = await sqlRows<{ slp_code: number }>(
      api,
      `select slp_code from sales_employees where slp_code > 1 order by slp_code limit 1`,
    );
    const mine = await order(['1']);
    const theirs = await order(['1'], { slpCode: other?.slp_code ?? 2 });
    const listed = await listedOrders('', 'sales');
    expect(listed).toContain(mine.DocEntry);
    expect(listed).not.toContain(theirs.DocEntry);
    expect(await listedOrders('', 'dispatcher')).toEqual(
      expect.arrayContaining([mine.DocEntry, theirs.DocEntry]),
    );
    const [refused] = resultsOf(await deliver([theirs.DocEntry], 'sales'));
    expect(refused?.error?.code).toBe('NOT_FOUND');
    expect(await openQuantities(theirs.DocEntry)).toEqual([1]);
  });
});
