import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DispatchNote,
  dispatchDashboardAnswerSchema,
  dispatchNoteAnswerSchema,
  dispatchNoteListAnswerSchema,
  dispatchOpenItemsAnswerSchema,
  dispatchScanCode,
} from '../../src/shared/api/dispatch';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
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

  const { send, forget } = requestsUnder(() => api, 'dispatch', 'dispatcher');
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

  const create = (payload: object, user = 'dispatcher', harness = api) =>
    send('POST', 'notes', payload, user, harness);

  it('refuses a load beyond the vehicle capacity, with the figures, and accepts it with a reason', async () => {
    // VAN01 carries 1,400 kg (setup-data.ts): 600 units of 2.5 kg are 1,500 kg.
    const entries = await deliveries(['600']);
    const payload = { DocDate: '2030-01-08', VehicleCode: 'VAN01', DriverCode: 2, Stops: stops(entries) };
    const refused = errorOf(await create(payload), 409);
    expect(refused.code).toBe('CAPACITY_EXCEEDED');
    expect(refused.fields?.Weight?.[0]).toContain('1500.000');
    expect(refused.fields?.Weight?.[0]).toContain('1400.000');
    expect(refused.fields?.Volume).toBeUndefined();
    const note = noteOf(
      await create({ ...payload, OverrideReason: 'Second trip merged: agreed with the driver' }),
      201,
    );
    expect(note.OverrideReason).toBe('Second trip merged: agreed with the driver');
    expect(Number(note.Weight)).toBe(1500);
    expect(Number(note.CapacityKg)).toBe(1400);
  });

  it('answers 409 for a delivery already on an active note, naming the stop', async () => {
    const [held, free] = await deliveries(['1', '1']);
    noteOf(
      await create({ DocDate: '2030-01-09', VehicleCode: 'TRK01', DriverCode: 1, Stops: stops([held ?? 0]) }),
      201,
    );
    const refused = errorOf(
      await create({
        DocDate: '2030-01-09',
        VehicleCode: 'VAN02',
        DriverCode: 2,
        Stops: stops([free ?? 0, held ?? 0]),
      }),
      409,
    );
    expect(refused.code).toBe('ALREADY_EXISTS');
    expect(Object.keys(refused.fields ?? {})).toEqual(['Stops.1.DeliveryEntry']);
    const [number] = await sqlRows<{ doc_num: number }>(
      api,
      `select doc_num from documents where obj_type = '15' and doc_entry = $1`,
      [held],
    );
    expect(refused.message).toBe(`Delivery ${number?.doc_num} is already on an active dispatch note.`);
    // Nothing of the refused note was kept: its other delivery is still open.
    expect((await openItems()).data.some((row) => row.DocEntry === free)).toBe(true);
  });

  it('lets exactly one of two dispatchers assigning the same delivery at once have it', async () => {
    // On PostgreSQL the second dispatcher is on another API server, as behind a load balancer.
    const elsewhere = target.name === 'postgres' ? await api.startAnotherServer() : api;
    const entries = await deliveries(['2', '2', '2', '2', '2']);
    for (const [index, entry] of entries.entries()) {
      const DocDate = `2030-02-${String(index + 1).padStart(2, '0')}`;
      const replies = await Promise.all([
        create({ DocDate, VehicleCode: 'TRK01', DriverCode: 1, Stops: stops([entry]) }),
        create(
          { DocDate, VehicleCode: 'VAN02', DriverCode: 2, Stops: stops([entry]) },
          'dispatcher',
          elsewhere,
        ),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
      const refused = replies.find((reply) => reply.statusCode === 409);
      expect(refused && errorOf(refused, 409).fields).toHaveProperty(['Stops.0.DeliveryEntry']);
    }
    const held = await sqlRows<{ delivery_entry: number; notes: number }>(
      api,
      `select delivery_entry, count(*)::int as notes from dispatch_stops
       where delivery_entry = any($1::int[]) and active = 'Y' group by delivery_entry order by delivery_entry`,
      [entries],
    );
    expect(held.map((row) => row.notes)).toEqual([1, 1, 1, 1, 1]);
    // The same two deliveries in opposite orders: one load gets both, the other none (no deadlock).
    const [first, second] = await deliveries(['1', '1']);
    const crossed = await Promise.all([
      create({
        DocDate: '2030-02-09',
        VehicleCode: 'TRK01',
        DriverCode: 1,
        Stops: stops([first ?? 0, second ?? 0]),
      }),
      create(
        {
          DocDate: '2030-02-09',
          VehicleCode: 'VAN02',
          DriverCode: 2,
          Stops: stops([second ?? 0, first ?? 0]),
        },
        'dispatcher',
        elsewhere,
      ),
    ]);
    expect(crossed.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
  });

  it('answers 409 when the vehicle or the driver already has a load that day', async () => {
    noteOf(await create({ DocDate: '2030-01-11', VehicleCode: 'VAN03', DriverCode: 3 }), 201);
    const vehicle = errorOf(
      await create({ DocDate: '2030-01-11', VehicleCode: 'VAN03', DriverCode: 4 }),
      409,
    );
    expect(Object.keys(vehicle.fields ?? {})).toEqual(['VehicleCode']);
    const driver = errorOf(await create({ DocDate: '2030-01-11', VehicleCode: 'TRK02', DriverCode: 3 }), 409);
    expect(Object.keys(driver.fields ?? {})).toEqual(['DriverCode']);
    // Another day they are free.
    noteOf(await create({ DocDate: '2030-01-12', VehicleCode: 'VAN03', DriverCode: 3 }), 201);
  });

  it('reorders a planned note by its version and refuses a stale one', async () => {
    const entries = await deliveries(['3', '4', '5']);
    const note = noteOf(
      await create({ DocDate: '2030-01-14', VehicleCode: 'TRK01', DriverCode: 1, Stops: stops(entries) }),
      201,
    );
    const reversed = [...entries].reverse();
    const moved = noteOf(
      await send('PATCH', `notes/${note.DocEntry}`, { version: note.version, Stops: stops(reversed) }),
    );
    expect(moved.Stops.map((stop) => stop.DeliveryEntry)).toEqual(reversed);
    expect(moved.version).toBe(note.version + 1);
    const stale = errorOf(
      await send('PATCH', `notes/${note.DocEntry}`, { version: note.version, Stops: stops(entries) }),
      409,
    );
    expect(stale.code).toBe('VERSION_CONFLICT');
    // Leaving a stop out releases its delivery.
    const shorter = noteOf(
      await send('PATCH', `notes/${note.DocEntry}`, {
        version: moved.version,
        Stops: stops(reversed.slice(1)),
      }),
    );
    expect(shorter.StopCount).toBe(2);
    expect(Number(shorter.Weight)).toBe(17.5);
    expect((await openItems()).data.some((row) => row.DocEntry === reversed[0])).toBe(true);
  });

  it('loads and sends a note on the road; it completes only once every stop is recorded', async () => {
    const entries = await deliveries(['6']);
    const note = noteOf(
      await create({ DocDate: '2030-01-15', VehicleCode: 'TRK01', DriverCode: 1, Stops: stops(entries) }),
      201,
    );
    const loaded = noteOf(await send('POST', `notes/${note.DocEntry}/load`, { version: note.version }));
    expect(loaded.Status).toBe('L');
    expect(loaded.LoadedAt).not.toBeNull();
    const changed = errorOf(
      await send('PATCH', `notes/${note.DocEntry}`, { version: loaded.version, Comments: 'x' }),
      409,
    );
    expect(changed.code).toBe('INVALID_STATE');
    const onRoad = noteOf(await send('POST', `notes/${note.DocEntry}/depart`, { version: loaded.version }));
    expect(onRoad.Status).toBe('R');
    expect(onRoad.DepartedAt).not.toBeNull();
    const early = errorOf(
      await send('POST', `notes/${note.DocEntry}/complete`, { version: onRoad.version }),
      409,
    );
    expect(early.code).toBe('INVALID_STATE');
    expect(
      errorOf(await send('POST', `notes/${note.DocEntry}/cancel`, { version: onRoad.version }), 409).code,
    ).toBe('INVALID_STATE');
    const listed = await send('GET', `notes?Status=R&DeliveryEntry=${entries[0]}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      dispatchNoteListAnswerSchema.parse(listed.json()).ResponseData.data.map((row) => row.DocEntry),
    ).toEqual([note.DocEntry]);
  });

  it('cancels a planned note: its delivery is an open item again and the vehicle is free', async () => {
    const entries = await deliveries(['7']);
    const note = noteOf(
      await create({ DocDate: '2030-01-16', VehicleCode: 'TRK01', DriverCode: 1, Stops: stops(entries) }),
      201,
    );
    const cancelled = noteOf(await send('POST', `notes/${note.DocEntry}/cancel`, { version: note.version }));
    expect(cancelled.Status).toBe('X');
    expect(cancelled.CancelledAt).not.toBeNull();
    expect((await openItems()).data.some((row) => row.DocEntry === entries[0])).toBe(true);
    noteOf(
      await create({ DocDate: '2030-01-16', VehicleCode: 'TRK01', DriverCode: 1, Stops: stops(entries) }),
      201,
    );
  });

  it('lets the sales user plan nothing and the warehouse user read notes but not create them', async () => {
    const payload = { DocDate: '2030-01-17', VehicleCode: 'TRK01', DriverCode: 1 };
    expect(errorOf(await create(payload, 'sales'), 403).code).toBe('FORBIDDEN');
    expect(errorOf(await create(payload, 'warehouse'), 403).code).toBe('FORBIDDEN');
    const listed = await send('GET', 'notes?Top=5', undefined, 'warehouse');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(dispatchNoteListAnswerSchema.parse(listed.json()).ResponseData.total).toBeGreaterThan(0);
    expect((await send('GET', 'notes', undefined, 'sales')).statusCode).toBe(403);
    // Open items are the deliveries their rules let them read: those of their own warehouses.
    const theirs = await send('GET', 'open-items', undefined, 'warehouse');
    expect(theirs.statusCode, theirs.body).toBe(200);
    const warehouses = dispatchOpenItemsAnswerSchema
      .parse(theirs.json())
      .ResponseData.data.flatMap((row) => row.Warehouses);
    expect(warehouses).toContain('WH01');
    expect(warehouses).not.toContain(whs);
  });

  it('answers 400 with field errors for bad input', async () => {
    const missing = errorOf(await create({ VehicleCode: '', DriverCode: 'one', Stops: [{}] }), 400);
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(
      ['DocDate', 'DriverCode', 'Stops.0.DeliveryEntry', 'VehicleCode'].sort(),
    );
    const unknown = errorOf(
      await create({
        DocDate: '2030-01-18',
        VehicleCode: 'NOPE',
        DriverCode: 99,
        Stops: [{ DeliveryEntry: 999999 }],
      }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {}).sort()).toEqual(['DriverCode', 'VehicleCode']);
    const [entry] = await deliveries(['1']);
    const twice = errorOf(
      await create({
        DocDate: '2030-01-18',
        VehicleCode: 'TRK01',
        DriverCode: 1,
        Stops: stops([entry ?? 0, entry ?? 0]),
      }),
      400,
    );
    expect(Object.keys(twice.fields ?? {})).toEqual(['Stops.1.DeliveryEntry']);
    const notDelivery = errorOf(
      await create({
        DocDate: '2030-01-18',
        VehicleCode: 'TRK01',
        DriverCode: 1,
        Stops: [{ DeliveryEntry: 999999 }],
      }),
      400,
    );
    expect(Object.keys(notDelivery.fields ?? {})).toEqual(['Stops.0.DeliveryEntry']);
    expect((await send('GET', 'notes?Status=Q')).statusCode).toBe(400);
    expect((await send('GET', 'notes/999999')).statusCode).toBe(404);
  });

  it('shows the day on the dashboard: notes by status and each vehicle against its capacity', async () => {
    const reply = await send('GET', 'dashboard?Date=2030-01-08');
    expect(reply.statusCode, reply.body).toBe(200);
    const board = dispatchDashboardAnswerSchema.parse(reply.json()).ResponseData;
    expect(board.today.P).toBe(1);
    expect(board.week.map((day) => day.Date)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(board.week[0]?.counts.P).toBe(1);
    const van = board.vehicleUse.find((row) => row.VehicleCode === 'VAN01');
    expect(van).toMatchObject({ Notes: 1 });
    expect(Number(van?.Weight)).toBe(1500);
    expect(board.openItemsByAge.reduce((sum, bucket) => sum + bucket.count, 0)).toBeGreaterThan(0);
  });

  it('finds the seeded desk: open items, today’s loads and last week’s completed stops', async () => {
    const open = await openItems('');
    expect(open.total).toBeGreaterThan(10);
    const reply = await send('GET', 'dashboard');
    expect(reply.statusCode, reply.body).toBe(200);
    const board = dispatchDashboardAnswerSchema.parse(reply.json()).ResponseData;
    expect(board.today).toMatchObject({ P: 1, L: 1 });
    // Six stops handed over last week: on time or late depending on how long ago the seed's history ended.
    expect(board.onTime.onTime + board.onTime.late).toBe(6);
    const seeded = await send('GET', 'notes?Status=C,X');
    const notes = dispatchNoteListAnswerSchema.parse(seeded.json()).ResponseData.data;
    expect(
      notes.filter((note) => note.DocEntry <= 6).map((note) => [note.DocNum, note.Status, note.ScanCode]),
    ).toEqual([
      [3, 'X', dispatchScanCode(3)],
      [2, 'C', dispatchScanCode(2)],
      [1, 'C', dispatchScanCode(1)],
    ]);
    // Pages follow one another by keyset, newest date first, none twice.
    const pages: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 3; page += 1) {
      const reply = await send('GET', `notes?Top=2${after ? `&after=${after}` : ''}`);
      const answer = dispatchNoteListAnswerSchema.parse(reply.json()).ResponseData;
      pages.push(...answer.data.map((note) => note.DocEntry));
      after = answer.next;
    }
    const all = dispatchNoteListAnswerSchema.parse((await send('GET', 'notes?Top=6')).json()).ResponseData
      .data;
    expect(pages).toEqual(all.map((note) => note.DocEntry));
    // The cancelled load's delivery waits among the open items again.
    const cancelled = noteOf(await send('GET', 'notes/3'));
    expect(open.data.some((row) => row.DocEntry === cancelled.Stops[0]?.DeliveryEntry)).toBe(true);
  });

  // Last: it rewrites the warehouse group's rules.
  it('lists and reads only the notes a conditional rule allows', async () => {
    const [group] = await sqlRows<{ id: number }>(api, `select id from user_groups where code = 'warehouse'`);
    const saved = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/administration/user-groups/${group?.id}/rules`,
      payload: { rules: [{ action: 'read', subject: 'Dispatch', conditions: { VehicleCode: 'VAN01' } }] },
      headers: await api.writeHeaders('admin'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    forget('warehouse');
    const listed = await send('GET', 'notes?Top=500', undefined, 'warehouse');
    expect(listed.statusCode, listed.body).toBe(200);
    const { data, total } = dispatchNoteListAnswerSchema.parse(listed.json()).ResponseData;
    expect(total).toBeGreaterThan(0);
    expect(new Set(data.map((note) => note.VehicleCode))).toEqual(new Set(['VAN01']));
    const [other] = await sqlRows<{ doc_entry: number }>(
      api,
      `select doc_entry from dispatch_notes where vehicle_code <> 'VAN01' order by doc_entry limit 1`,
    );
    expect((await send('GET', `notes/${other?.doc_entry}`, undefined, 'warehouse')).statusCode).toBe(404);
    expect((await send('GET', `notes/${data[0]?.DocEntry}`, undefined, 'warehouse')).statusCode).toBe(200);
  });
});
