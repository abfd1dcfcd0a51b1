import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPdf, pagesOf, readRightToLeft, textRunsOf } from '../../src/server/pdf/pdf-inspection';
import {
  type DispatchNote,
  type DispatchReturn,
  dispatchNoteAnswerSchema,
  dispatchReturnAnswerSchema,
  dispatchReturnListAnswerSchema,
} from '../../src/shared/api/dispatch';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, requestsUnder, startApi } from '../support/api-app';
import {
  documentOf,
  documentRequests,
  errorOf,
  itemsFor,
  partnerOf,
  type Reply,
  sqlRows,
  stockOf,
} from '../support/document-requests';
import { batchQuantities, createItem, serialPlaces } from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

/**
 * After a load leaves (issue 23): a stop's proof of delivery, the dispatch return its shortfall
 * makes, that return posted as a return (16) on the posting core, and the printed note. Notes and
 * stops are written here as fixtures (their planning is the notes API's); the deliveries and
 * orders are real documents, so stock and open quantities are the core's own.
 */
describe.each(testDatabases())('dispatch proof of delivery and returns on $name', (target) => {
  let api: ApiHarness;
  let docs: ReturnType<typeof documentRequests>;
  let customer: string;
  let items: string[];
  let series: number;
  const whs = 'DSPT';
  let fixtures = 0;

  beforeAll(async () => {
    api = await startApi(target);
    docs = documentRequests(api, await api.writeHeaders('admin'));
    customer = await partnerOf(api, 'C');
    items = await itemsFor(api, 2);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/v1/resources/warehouses',
      headers: await api.writeHeaders('admin'),
      payload: { WhsCode: whs, WhsName: 'Dispatch test', BPLId: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    documentOf(
      await docs.create('59', {
        DocumentLines: [whs, 'WH01'].flatMap((WarehouseCode) =>
          items.map((ItemCode) => ({ ItemCode, Quantity: '500', UnitPrice: '10', WarehouseCode })),
        ),
      }),
      201,
    );
    const [row] = await sqlRows<{ series: number }>(
      api,
      'select series from numbering_series order by series limit 1',
    );
    if (!row) throw new Error('no numbering series');
    series = row.series;
  });
  afterAll(() => api.close());

  const { headersOf, send, forget } = requestsUnder(() => api, 'dispatch', 'dispatcher');
  const noteOf = (reply: Reply): DispatchNote => {
    expect(reply.statusCode, reply.body).toBe(200);
    return dispatchNoteAnswerSchema.parse(reply.json()).ResponseData;
  };
  const returnOf = (reply: Reply): DispatchReturn => {
    expect(reply.statusCode, reply.body).toBe(200);
    return dispatchReturnAnswerSchema.parse(reply.json()).ResponseData;
  };
  const lineOf = async (ObjType: string, DocEntry: number, LineNum: number) => {
    const [row] = await sqlRows<{ open_qty: string; line_status: string }>(
      api,
      'select open_qty::text, line_status from document_lines where obj_type = $1 and doc_entry = $2 and line_num = $3',
      [ObjType, DocEntry, LineNum],
    );
    return { OpenQty: Number(row?.open_qty), LineStatus: row?.line_status };
  };
  const statusOf = async (ObjType: string, DocEntry: number) =>
    (
      await sqlRows<{ doc_status: string }>(
        api,
        'select doc_status from documents where obj_type = $1 and doc_entry = $2',
        [ObjType, DocEntry],
      )
    )[0]?.doc_status;
  const itemCommitted = async (item: string) =>
    Number(
      (
        await sqlRows<{ is_commited: string }>(
          api,
          'select is_commited::text from items where item_code = $1',
          [item],
        )
      )[0]?.is_commited,
    );

  /** A line ordered and delivered in full; `delivered` adds what the delivery line names (serials). */
  interface OrderedLine {
    ItemCode: string;
    Quantity: string;
    delivered?: object;
  }

  /**
   * A sales order of 10 and 5 (or `lines`) delivered in full, on a note on the road (status R) as its only
   * stop, with its own vehicle and driver.
   */
  async function loadOnTheRoad(status: 'R' | 'L' = 'R', warehouse = whs, lines?: OrderedLine[]) {
    fixtures += 1;
    const ordered = lines ?? [
      { ItemCode: items[0] ?? '', Quantity: '10' },
      { ItemCode: items[1] ?? '', Quantity: '5' },
    ];
    const order = documentOf(
      await docs.create('17', {
        CardCode: customer,
        DocumentLines: ordered.map(({ ItemCode, Quantity }) => ({
          ItemCode,
          Quantity,
          UnitPrice: '20',
          WarehouseCode: warehouse,
        })),
      }),
      201,
    );
    const delivery = documentOf(
      await docs.create('15', {
        CardCode: customer,
        DocumentLines: ordered.map(({ Quantity, delivered }, BaseLine) => ({
          BaseType: '17',
          BaseEntry: order.DocEntry,
          BaseLine,
          Quantity,
          ...delivered,
        })),
      }),
      201,
    );
    const code = `DSPV${fixtures}`;
    const driver = 9100 + fixtures;
    await sqlRows(
      api,
      `insert into vehicles (vehicle_code, descr, plate_num, capacity_kg) values ($1, $2, $3, 2000)`,
      [code, `Van ${fixtures}`, `PL-${fixtures}-DSP`],
    );
    await sqlRows(api, `insert into drivers (driver_code, driver_name) values ($1, $2)`, [
      driver,
      `Driver ${fixtures}`,
    ]);
    const [note] = await sqlRows<{ doc_entry: number }>(
      api,
      `insert into dispatch_notes (doc_num, series, doc_date, status, vehicle_code, driver_code, scan_code)
       values ($1, $2, current_date, $3, $4, $5, $6) returning doc_entry`,
      [80000 + fixtures, series, status, code, driver, `DSP-${80000 + fixtures}`],
    );
    if (!note) throw new Error('no note');
    await sqlRows(
      api,
      `insert into dispatch_stops (doc_entry, stop_num, delivery_entry, card_code) values ($1, 1, $2, $3)`,
      [note.doc_entry, delivery.DocEntry, customer],
    );
    await sqlRows(
      api,
      `insert into dispatch_stop_lines (doc_entry, stop_num, line_num, quantity)
       select $1, 1, line_num, quantity from document_lines where obj_type = '15' and doc_entry = $2`,
      [note.doc_entry, delivery.DocEntry],
    );
    return { order, delivery, DocEntry: note.doc_entry };
  }
  const versionOf = async (DocEntry: number) =>
    (
      await sqlRows<{ version: number }>(api, 'select version from dispatch_notes where doc_entry = $1', [
        DocEntry,
      ])
    )[0]?.version ?? 0;
  const deliver = async (DocEntry: number, body: object, user = 'dispatcher') =>
    send('POST', `notes/${DocEntry}/stops/1/delivery`, { version: await versionOf(DocEntry), ...body }, user);
  const returnOfStop = (note: DispatchNote) => {
    const entry = note.Stops[0]?.ReturnEntry;
    if (entry == null) throw new Error('the stop made no return');
    return entry;
  };

  it('records a partial stop and makes its return with exactly the missing quantities', async () => {
    const load = await loadOnTheRoad();
    const note = noteOf(
      await deliver(load.DocEntry, {
        ReceiverName: 'R. Haddad',
        DeliveredAt: '2026-11-28T09:15:00+01:00',
        Note: 'Three cartons damaged',
        Lines: [{ LineNum: 0, DeliveredQty: '7' }],
      }),
    );
    const stop = note.Stops[0];
    expect(stop?.Outcome).toBe('partial');
    expect(stop?.ReceiverName).toBe('R. Haddad');
    expect(stop?.DeliveredAt).toBe('2026-11-28T08:15:00Z');
    expect(
      stop?.Lines.map((line) => [line.LineNum, Number(line.DeliveredQty), Number(line.ReturnQty)]),
    ).toEqual([
      [0, 7, 3],
      [1, 5, 0],
    ]);
    const made = returnOf(await send('GET', `returns/${returnOfStop(note)}`));
    expect(made).toMatchObject({
      Status: 'O',
      DispatchEntry: load.DocEntry,
      StopNum: 1,
      DeliveryEntry: load.delivery.DocEntry,
      DeliveryNum: load.delivery.DocNum,
      CardCode: customer,
      Reason: 'Three cartons damaged',
      SalesReturnEntry: null,
    });
    expect(
      made.Lines.map((line) => [line.LineNum, line.ItemCode, Number(line.Quantity), line.OrderEntry]),
    ).toEqual([[0, items[0], 3, load.order.DocEntry]]);
    const list = dispatchReturnListAnswerSchema.parse(
      (await send('GET', `returns?DispatchEntry=${load.DocEntry}&Status=O`)).json(),
    ).ResponseData;
    expect(list.data.map((row) => row.ReturnEntry)).toEqual([made.ReturnEntry]);
  });

  it('rewrites the stop’s open return when the proof is recorded again, and drops it once all was delivered', async () => {
    const load = await loadOnTheRoad();
    const first = returnOfStop(
      noteOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 0, DeliveredQty: '9' }] })),
    );
    const second = noteOf(
      await deliver(load.DocEntry, {
        Lines: [
          { LineNum: 0, DeliveredQty: '8' },
          { LineNum: 1, DeliveredQty: '4.5' },
        ],
      }),
    );
    expect(returnOfStop(second)).toBe(first);
    const rewritten = returnOf(await send('GET', `returns/${first}`));
    expect(rewritten.Lines.map((line) => [line.LineNum, Number(line.Quantity)])).toEqual([
      [0, 2],
      [1, 0.5],
    ]);
    const full = noteOf(await deliver(load.DocEntry, {}));
    expect(full.Stops[0]?.Outcome).toBe('delivered');
    expect(full.Stops[0]?.ReturnEntry).toBeNull();
    errorOf(await send('GET', `returns/${first}`), 404);
  });

  it('records a refused stop: every line comes back', async () => {
    const load = await loadOnTheRoad();
    const note = noteOf(
      await deliver(load.DocEntry, {
        Note: 'Shop closed',
        Lines: [
          { LineNum: 0, DeliveredQty: '0' },
          { LineNum: 1, DeliveredQty: '0' },
        ],
      }),
    );
    expect(note.Stops[0]?.Outcome).toBe('refused');
    const made = returnOf(await send('GET', `returns/${returnOfStop(note)}`));
    expect(made.Lines.map((line) => [line.LineNum, Number(line.Quantity)])).toEqual([
      [0, 10],
      [1, 5],
    ]);
  });

  it('refuses a proof of delivery off the road, stale, for lines the stop lacks or above their quantity, or without the right', async () => {
    const loaded = await loadOnTheRoad('L');
    expect(errorOf(await deliver(loaded.DocEntry, {}), 409).code).toBe('INVALID_STATE');
    const load = await loadOnTheRoad();
    const stale = await send('POST', `notes/${load.DocEntry}/stops/1/delivery`, {
      version: (await versionOf(load.DocEntry)) + 5,
    });
    expect(errorOf(stale, 409).code).toBe('VERSION_CONFLICT');
    const unknown = errorOf(
      await deliver(load.DocEntry, { Lines: [{ LineNum: 7, DeliveredQty: '1' }] }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['Lines.0.LineNum']);
    const above = errorOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 1, DeliveredQty: '6' }] }), 400);
    expect(Object.keys(above.fields ?? {})).toEqual(['Lines.0.DeliveredQty']);
    errorOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 1, DeliveredQty: '-1' }] }), 400);
    errorOf(
      await send('POST', `notes/${load.DocEntry}/stops/9/delivery`, {
        version: await versionOf(load.DocEntry),
      }),
      404,
    );
    errorOf(await deliver(load.DocEntry, {}, 'sales'), 403);
    // Warehouse staff read the load but record no proof of delivery.
    errorOf(await deliver(load.DocEntry, {}, 'warehouse'), 403);
  });

  it('posts the return: stock back, the delivery’s open quantity down, the order reopened only for redelivered lines', async () => {
    const load = await loadOnTheRoad();
    const note = noteOf(
      await deliver(load.DocEntry, {
        Lines: [
          { LineNum: 0, DeliveredQty: '7' },
          { LineNum: 1, DeliveredQty: '3' },
        ],
      }),
    );
    const entry = returnOfStop(note);
    expect(await statusOf('17', load.order.DocEntry)).toBe('C');
    const before = [await stockOf(api, items[0] ?? '', whs), await stockOf(api, items[1] ?? '', whs)];
    const committedBefore = await itemCommitted(items[0] ?? '');
    const posted = returnOf(
      await send('POST', `returns/${entry}/post`, { Lines: [{ LineNum: 0, Redeliver: 'Y' }] }),
    );
    expect(posted.Status).toBe('C');
    expect(posted.SalesReturnEntry).not.toBeNull();
    expect(posted.Lines.map((line) => [line.LineNum, line.Redelivered])).toEqual([
      [0, 'Y'],
      [1, 'N'],
    ]);
    const salesReturn: MarketingDocument = documentOf(await docs.read('16', posted.SalesReturnEntry ?? 0));
    expect(salesReturn.DocNum).toBe(posted.SalesReturnNum);
    expect(
      salesReturn.DocumentLines.map((line) => [
        line.BaseType,
        line.BaseEntry,
        line.BaseLine,
        Number(line.Quantity),
      ]),
    ).toEqual([
      ['15', load.delivery.DocEntry, 0, 3],
      ['15', load.delivery.DocEntry, 1, 2],
    ]);
    const after = [await stockOf(api, items[0] ?? '', whs), await stockOf(api, items[1] ?? '', whs)];
    // Line 0 comes back (3) and is committed again for the order; line 1 comes back (2) only.
    expect(after[0]).toEqual({
      ...before[0],
      OnHand: (before[0]?.OnHand ?? 0) + 3,
      IsCommited: (before[0]?.IsCommited ?? 0) + 3,
    });
    expect(after[1]).toEqual({ ...before[1], OnHand: (before[1]?.OnHand ?? 0) + 2 });
    expect(await itemCommitted(items[0] ?? '')).toBe(committedBefore + 3);
    expect(await lineOf('15', load.delivery.DocEntry, 0)).toEqual({ OpenQty: 7, LineStatus: 'O' });
    expect(await lineOf('15', load.delivery.DocEntry, 1)).toEqual({ OpenQty: 3, LineStatus: 'O' });
    expect(await lineOf('17', load.order.DocEntry, 0)).toEqual({ OpenQty: 3, LineStatus: 'O' });
    expect(await lineOf('17', load.order.DocEntry, 1)).toEqual({ OpenQty: 0, LineStatus: 'C' });
    expect(await statusOf('17', load.order.DocEntry)).toBe('O');
    // Posted once: a second post, and a new proof of delivery of that stop, are refused.
    expect(errorOf(await send('POST', `returns/${entry}/post`, {}), 409).code).toBe('INVALID_STATE');
    expect(errorOf(await deliver(load.DocEntry, {}), 409).code).toBe('INVALID_STATE');
  });

  it('posts back the batches and serials the delivery issued', async () => {
    const headers = await api.writeHeaders('admin');
    await createItem(api, headers, 'DSP-BATCH', { ManBtchNum: 'Y' });
    await createItem(api, headers, 'DSP-SERIAL', { ManSerNum: 'Y' });
    const serials = ['DSP-S1', 'DSP-S2', 'DSP-S3', 'DSP-S4'];
    documentOf(
      await docs.create('59', {
        DocumentLines: [
          {
            ItemCode: 'DSP-BATCH',
            Quantity: '8',
            UnitPrice: '10',
            WarehouseCode: whs,
            BatchNumbers: [
              { BatchNumber: 'DSP-LOT-A', Quantity: '4', ExpiryDate: '2027-01-31' },
              { BatchNumber: 'DSP-LOT-B', Quantity: '4', ExpiryDate: '2027-06-30' },
            ],
          },
          {
            ItemCode: 'DSP-SERIAL',
            Quantity: '4',
            UnitPrice: '50',
            WarehouseCode: whs,
            SerialNumbers: serials.map((InternalSerialNumber) => ({ InternalSerialNumber })),
          },
        ],
      }),
      201,
    );
    const load = await loadOnTheRoad('R', whs, [
      { ItemCode: 'DSP-BATCH', Quantity: '6' },
      {
        ItemCode: 'DSP-SERIAL',
        Quantity: '3',
        delivered: {
          SerialNumbers: serials.slice(0, 3).map((InternalSerialNumber) => ({ InternalSerialNumber })),
        },
      },
    ]);
    // The delivery took lot A (first to expire) and 2 of lot B, and serials 1 to 3.
    expect(await batchQuantities(api, 'DSP-BATCH')).toEqual({ 'DSP-LOT-A@DSPT': 0, 'DSP-LOT-B@DSPT': 2 });
    const entry = returnOfStop(
      noteOf(
        await deliver(load.DocEntry, {
          Lines: [
            { LineNum: 0, DeliveredQty: '3' },
            { LineNum: 1, DeliveredQty: '2' },
          ],
        }),
      ),
    );
    returnOf(await send('POST', `returns/${entry}/post`, {}));
    // Three units back into lots the delivery took; one of its serials back in the warehouse.
    const lots = await batchQuantities(api, 'DSP-BATCH');
    expect((lots['DSP-LOT-A@DSPT'] ?? 0) + (lots['DSP-LOT-B@DSPT'] ?? 0)).toBe(5);
    const places = await serialPlaces(api, 'DSP-SERIAL');
    expect(serials.filter((serial) => places[serial] === whs)).toHaveLength(2);
    expect(places['DSP-S4']).toBe(whs);
  });

  it('carries a load from its assignment to a posted return, stock, open quantities and statuses exact at each step', async () => {
    const order = documentOf(
      await docs.create('17', {
        CardCode: customer,
        DocumentLines: [{ ItemCode: items[0], Quantity: '12', UnitPrice: '20', WarehouseCode: whs }],
      }),
      201,
    );
    const start = await stockOf(api, items[0] ?? '', whs);
    const delivery = documentOf(
      await docs.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '12' }],
      }),
      201,
    );
    expect(await stockOf(api, items[0] ?? '', whs)).toEqual({
      ...start,
      OnHand: start.OnHand - 12,
      IsCommited: start.IsCommited - 12,
    });
    await sqlRows(
      api,
      `insert into vehicles (vehicle_code, descr, plate_num) values ('DSP-FLOW', 'Flow van', 'FLOW-1')`,
    );
    await sqlRows(api, `insert into drivers (driver_code, driver_name) values (9099, 'Flow driver')`);
    const created = await send('POST', 'notes', {
      DocDate: new Date().toISOString().slice(0, 10),
      VehicleCode: 'DSP-FLOW',
      DriverCode: 9099,
      Stops: [{ DeliveryEntry: delivery.DocEntry }],
    });
    expect(created.statusCode, created.body).toBe(201);
    let note = dispatchNoteAnswerSchema.parse(created.json()).ResponseData;
    expect(note.Status).toBe('P');
    for (const [action, status] of [
      ['load', 'L'],
      ['depart', 'R'],
    ] as const) {
      note = noteOf(await send('POST', `notes/${note.DocEntry}/${action}`, { version: note.version }));
      expect(note.Status).toBe(status);
    }
    note = noteOf(
      await send('POST', `notes/${note.DocEntry}/stops/1/delivery`, {
        version: note.version,
        ReceiverName: 'Gate keeper',
        Lines: [{ LineNum: 0, DeliveredQty: '9' }],
      }),
    );
    expect(note.Stops[0]?.Outcome).toBe('partial');
    note = noteOf(await send('POST', `notes/${note.DocEntry}/complete`, { version: note.version }));
    expect(note.Status).toBe('C');
    // The goods are still on the van until the return is posted.
    expect((await stockOf(api, items[0] ?? '', whs)).OnHand).toBe(start.OnHand - 12);
    const posted = returnOf(
      await send('POST', `returns/${returnOfStop(note)}/post`, { Lines: [{ LineNum: 0, Redeliver: 'Y' }] }),
    );
    expect(posted.Status).toBe('C');
    expect(await stockOf(api, items[0] ?? '', whs)).toEqual({
      ...start,
      OnHand: start.OnHand - 9,
      IsCommited: start.IsCommited - 9,
    });
    expect(await lineOf('15', delivery.DocEntry, 0)).toEqual({ OpenQty: 9, LineStatus: 'O' });
    expect(await lineOf('17', order.DocEntry, 0)).toEqual({ OpenQty: 3, LineStatus: 'O' });
    expect(await statusOf('17', order.DocEntry)).toBe('O');
    // The three units are an open item again once delivered anew.
    documentOf(
      await docs.create('15', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '17', BaseEntry: order.DocEntry, BaseLine: 0, Quantity: '3' }],
      }),
      201,
    );
    expect(await statusOf('17', order.DocEntry)).toBe('C');
  });

  it('lets one of two posts of the same return at once win; the other is told it is posted', async () => {
    const load = await loadOnTheRoad();
    const entry = returnOfStop(
      noteOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 0, DeliveredQty: '6' }] })),
    );
    const onHand = (await stockOf(api, items[0] ?? '', whs)).OnHand;
    const other = target.name === 'postgres' ? await api.startAnotherServer() : api;
    const otherHeaders = await other.writeHeaders('dispatcher');
    const replies = await Promise.all([
      send('POST', `returns/${entry}/post`, {}),
      other.app.inject({
        method: 'POST',
        url: `/api/v1/dispatch/returns/${entry}/post`,
        headers: otherHeaders,
        payload: {},
      }),
    ]);
    if (other !== api) await other.close();
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect((await stockOf(api, items[0] ?? '', whs)).OnHand).toBe(onHand + 4);
    const returns = await sqlRows<{ count: number }>(
      api,
      `select count(distinct doc_entry)::int as count from document_lines where obj_type = '16' and base_type = '15' and base_entry = $1`,
      [load.delivery.DocEntry],
    );
    expect(returns[0]?.count).toBe(1);
  });

  it('lets warehouse staff read the returns, and post one once given the rules that allow it', async () => {
    const load = await loadOnTheRoad('R', 'WH01');
    const entry = returnOfStop(
      noteOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 1, DeliveredQty: '1' }] })),
    );
    expect(returnOf(await send('GET', `returns/${entry}`, undefined, 'warehouse')).Status).toBe('O');
    errorOf(await send('POST', `returns/${entry}/post`, {}, 'warehouse'), 403);
    // What an administrator would add for them (docs/decisions.md): a return's update, the return
    // document, and the customer's name it names; a note itself stays out of their reach.
    await sqlRows(
      api,
      `insert into group_rules (group_id, position, action, subject, conditions, fields)
       select g.id, (select max(position) from group_rules where group_id = g.id) + n, a, s, c, f
       from user_groups g, (values
         (1, array['update'], array['Dispatch'], '{"Kind": "return"}'::jsonb, null::text[]),
         (2, array['create'], array['SalesReturn'], null, null),
         (3, array['read'], array['BusinessPartner'], null, array['CardCode', 'CardName', 'CardType'])
       ) as r (n, a, s, c, f)
       where g.code = 'warehouse'`,
    );
    await sqlRows(api, 'update access_state set version = version + 1');
    forget('warehouse');
    errorOf(await deliver(load.DocEntry, {}, 'warehouse'), 403);
    const onHand = (await stockOf(api, items[1] ?? '', 'WH01')).OnHand;
    const posted = returnOf(await send('POST', `returns/${entry}/post`, {}, 'warehouse'));
    expect(posted.Status).toBe('C');
    expect((await stockOf(api, items[1] ?? '', 'WH01')).OnHand).toBe(onHand + 4);
  });

  it('refuses a post without the rights or with lines the return lacks', async () => {
    const load = await loadOnTheRoad();
    const entry = returnOfStop(
      noteOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 1, DeliveredQty: '4' }] })),
    );
    errorOf(await send('POST', `returns/${entry}/post`, {}, 'sales'), 403);
    const unknown = errorOf(
      await send('POST', `returns/${entry}/post`, { Lines: [{ LineNum: 0, Redeliver: 'Y' }] }),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual(['Lines.0.LineNum']);
    errorOf(
      await send('POST', `returns/${entry}/post`, { Lines: [{ LineNum: 1, Redeliver: 'maybe' }] }),
      400,
    );
    errorOf(await send('POST', 'returns/999999/post', {}), 404);
    // Update on Dispatch alone does not post: the return (16) needs its own create right.
    await sqlRows(
      api,
      `delete from group_rules r using user_groups g where g.id = r.group_id and g.code = 'dispatchers'
        and r.action = array['create'] and r.subject = array['SalesReturn']`,
    );
    await sqlRows(api, 'update access_state set version = version + 1');
    forget('dispatcher');
    const refused = errorOf(await send('POST', `returns/${entry}/post`, {}), 403);
    expect(refused.message).toContain('SalesReturn');
    expect(returnOf(await send('GET', `returns/${entry}`)).Status).toBe('O');
  });

  it('prints the note in three languages with its stops, signature boxes and the QR of its scan code', async () => {
    const load = await loadOnTheRoad();
    noteOf(await deliver(load.DocEntry, { Lines: [{ LineNum: 0, DeliveredQty: '7' }] }));
    const expected = {
      en: ['Dispatch note 8', 'Stop 1', 'Driver', 'Received by (name, signature, time)'],
      fr: ['Bon d’expédition 8', 'Arrêt 1', 'Chauffeur', 'Reçu par (nom, signature, heure)'],
      ar: ['إذن الشحن', 'المحطة 1', 'السائق', 'استلمه'],
    } as const;
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const reply = await api.app.inject({
        method: 'GET',
        url: `/api/v1/dispatch/notes/${load.DocEntry}/pdf?lang=${lang}`,
        headers: await headersOf('dispatcher'),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers['content-type']).toBe('application/pdf');
      expect(reply.headers['content-language']).toBe(lang);
      const pdf = inspectPdf(reply.rawPayload);
      expect(pdf.problems).toEqual([]);
      const [page] = pagesOf(pdf);
      if (!page) throw new Error('no page');
      const runs = textRunsOf(pdf, page);
      // Arabic runs are drawn in visual order; the item codes in them stay left to right.
      const text = (lang === 'ar' ? [...runs.map(readRightToLeft), ...runs] : runs).join('\n');
      for (const words of expected[lang]) expect(text).toContain(words);
      expect(text).toContain(items[0]);
      const content =
        pdf.objects.get(Number(/\/Contents (\d+) 0 R/.exec(page.body)?.[1]))?.stream?.toString('latin1') ??
        '';
      // The QR code: many filled squares in black (re f), the finder patterns among them.
      expect((content.match(/0 g [\d. ]+ re f/g) ?? []).length).toBeGreaterThan(60);
    }
    errorOf(await send('GET', `notes/${load.DocEntry}/pdf?lang=de`), 400);
    errorOf(await send('GET', 'notes/999999/pdf'), 404);
  });

  it('leaves out of its answers and its printout the fields the reader’s rules hide', async () => {
    const load = await loadOnTheRoad();
    const entry = returnOfStop(
      noteOf(
        await deliver(load.DocEntry, { Note: 'Pallet wet', Lines: [{ LineNum: 0, DeliveredQty: '8' }] }),
      ),
    );
    await sqlRows(
      api,
      `insert into group_rules (group_id, position, action, subject, fields, inverted, reason)
       select g.id, (select max(position) from group_rules where group_id = g.id) + 1, array['read'],
         array['Dispatch'], array['Reason', 'DriverName'], true, 'Kept by dispatch'
       from user_groups g where g.code = 'warehouse'`,
    );
    await sqlRows(api, 'update access_state set version = version + 1');
    forget('warehouse');
    const seen = (await send('GET', `returns/${entry}`, undefined, 'warehouse')).json() as {
      ResponseData: Record<string, unknown>;
    };
    expect(seen.ResponseData).not.toHaveProperty('Reason');
    expect(seen.ResponseData).toHaveProperty('CardCode', customer);
    expect(returnOf(await send('GET', `returns/${entry}`)).Reason).toBe('Pallet wet');
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/dispatch/notes/${load.DocEntry}/pdf?lang=en`,
      headers: await headersOf('warehouse'),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const pdf = inspectPdf(reply.rawPayload);
    const text = pagesOf(pdf)
      .flatMap((page) => textRunsOf(pdf, page))
      .join('\n');
    expect(text).toContain(`DSP-${80000 + fixtures}`);
    expect(text).not.toContain(`Driver ${fixtures}`);
  });
});
