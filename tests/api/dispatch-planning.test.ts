import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DispatchNote,
  dispatchDashboardAnswerSchema,
  dispatchNoteAnswerSchema,
  dispatchNoteListAnswerSchema,
  dispatchOpenItemsAnswerSchema,
  dispatchScanCode,
} from '../../src/shared/api/dispatch';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, type Reply, sqlRows } from '../support/document-requests';
import { testDatabases } from '../support/test-databases';

/**
 * Dispatch planning (issue 23): open items, planned notes and their status moves, with the
 * database deciding who holds a delivery, a vehicle and a driver. Each test plans on a date of
 * its own (far from the seeded notes) so vehicles and drivers are free for it.
 */
describe.each(testDatabases())('dispatch planning on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let item: string;
  const whs = 'DSPT';
  /** Three fresh deliveries per call, of one customer, from the test's warehouse. */
  let deliveries: (quantities: string[]) => Promise<number[]>;

  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: whs, WhsName: 'Dispatch test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [first] = await sqlRows<{ item_code: string; card_code: string }>(
      api,
      `select i.item_code, (select card_code from business_partners where card_type = 'C' and valid_for = 'Y'
          and frozen_for = 'N' order by card_code limit 1) as card_code
       from items i where invnt_item = 'Y' and sell_item = 'Y' and prchse_item = 'Y' and valid_for = 'Y'
         and frozen_for = 'N' and man_btch_num = 'N' and man_ser_num = 'N' order by item_code limit 1`,
    );
    if (!first) throw new Error('no stocked item');
    item = first.item_code;
    customer = first.card_code;
    // 2.5 kg and 0.004 m³ per inventory unit: figures the test can multiply by hand.
    await sqlRows(api, `update items set s_weight1 = 2.5, s_volume = 0.004 where item_code = $1`, [item]);
    documentOf(
      await docs.create('59', {
        DocumentLines: [
          { ItemCode: item, Quantity: '5000', UnitPrice: '10', VatGroup: 'I0', WarehouseCode: whs },
        ],
      }),
      201,
    );
    deliveries = async (quantities) => {
      const entries: number[] = [];
      for (const Quantity of quantities) {
        const delivery = documentOf(
          await docs.create('15', {
            CardCode: customer,
            DocDueDate: '2027-03-01',
            DocumentLines: [
              { ItemCode: item, Quantity, UnitPrice: '10', VatGroup: 'O1', WarehouseCode: whs },
            ],
          }),
          201,
        );
        entries.push(delivery.DocEntry);
      }
      return entries;
    };
  });
  afterAll(() => api.close());

  const signedIn = new Map<string, Promise<Record<string, string>>>();
  const headersOf = (user: string) => {
    const known = signedIn.get(user) ?? api.writeHeaders(user);
    signedIn.set(user, known);
    return known;
  };
  const send = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
    user = 'dispatcher',
    harness = api,
  ): Promise<Reply> =>
    harness.app.inject({
      method,
      url: `/api/v1/dispatch/${url}`,
      headers: await headersOf(user),
      ...(payload ? { payload } : {}),
    });
  const noteOf = (reply: Reply, status = 200): DispatchNote => {
    expect(reply.statusCode, reply.body).toBe(status);
    return dispatchNoteAnswerSchema.parse(reply.json()).ResponseData;
  };
  const openItems = async (query = `WhsCode=${whs}`) => {
    const reply = await send('GET', `open-items?${query}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return dispatchOpenItemsAnswerSchema.parse(reply.json()).ResponseData;
  };
  const stops = (entries: number[]) => entries.map((DeliveryEntry) => ({ DeliveryEntry }));

  it('lists an open delivery with its weight and volume from the item and quantity', async () => {
    const [entry] = await deliveries(['12']);
    const open = await openItems();
    const row = open.data.find((item) => item.DocEntry === entry);
    expect(row).toMatchObject({
      CardCode: customer,
      Warehouses: [whs],
      LineCount: 1,
      DocDueDate: '2027-03-01',
    });
    expect(Number(row?.Weight)).toBe(30);
    expect(Number(row?.Volume)).toBe(0.048);
    expect(row?.AgeDays).toBe(0);
  });

  it('creates a planned note with three stops, numbered, with its scan code and load', async () => {
    const entries = await deliveries(['10', '20', '30']);
    const note = noteOf(
      await send('POST', 'notes', {
        DocDate: '2030-01-07',
        VehicleCode: 'TRK01',
        DriverCode: 1,
        Stops: stops(entries),
      }),
      201,
    );
    expect(note).toMatchObject({ Status: 'P', VehicleCode: 'TRK01', DriverCode: 1, StopCount: 3 });
    expect(note.DocNum).toBeGreaterThan(0);
    expect(note.ScanCode).toBe(dispatchScanCode(note.DocNum));
    expect(note.Stops.map((stop) => stop.DeliveryEntry)).toEqual(entries);
    expect(note.Stops.map((stop) => stop.StopNum)).toEqual([1, 2, 3]);
    expect(Number(note.Weight)).toBe(150);
    expect(Number(note.Volume)).toBe(0.24);
    expect(note.Stops[1]?.Lines).toMatchObject([
      { LineNum: 0, ItemCode: item, WhsCode: whs, DeliveredQty: null },
    ]);
    expect(Number(note.Stops[1]?.Lines[0]?.Quantity)).toBe(20);
    const open = await openItems();
    expect(open.data.filter((row) => entries.includes(row.DocEntry))).toEqual([]);
  });
});
