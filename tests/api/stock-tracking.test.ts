import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { postStockChanges, type StockChange } from '../../src/server/posting/stock-posting';
import { approvalDetailAnswerSchema } from '../../src/shared/api/approval';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { resourceListAnswerSchema } from '../../src/shared/api/resources';
import { Decimal } from '../../src/shared/money/decimal';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import {
  averagesOf,
  batchQuantities,
  binQuantities,
  createItem,
  localPartner,
  serialPlaces,
  trackingMismatches,
} from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

type Requests = ReturnType<typeof documentRequests>;

const plainWhs = 'WH02';
const binWhs = 'WH01';

describe.each(testDatabases())('batches, serials, bins and moving average on $name', (target) => {
  let api: ApiHarness;
  let admin: Requests;
  let headers: Record<string, string>;
  let supplier: string;
  let customer: string;
  const tracked: string[] = [];
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    supplier = await localPartner(api, 'S');
    customer = await localPartner(api, 'C');
  });
  afterEach(async () => {
    await expectStockBalanced(api.database);
    expect(await trackingMismatches(api, tracked)).toEqual([]);
  });
  afterAll(() => api.close());

  async function newItem(code: string, extra: Record<string, string> = {}) {
    await createItem(api, headers, code, extra);
    tracked.push(code);
  }

  const receive = (lines: object[]) => admin.create('20', { CardCode: supplier, DocumentLines: lines });
  const deliver = (lines: object[]) => admin.create('15', { CardCode: customer, DocumentLines: lines });
  const cancel = (document: MarketingDocument) =>
    admin.cancel(document.ObjType, document.DocEntry, document.version);

  it('receives named batches with their dates, and refuses a receipt that names none or too few', async () => {
    await newItem('TRK-B1', { ManBtchNum: 'Y' });
    const line = { ItemCode: 'TRK-B1', Quantity: '10', WarehouseCode: plainWhs, UnitPrice: '5' };
    const none = errorOf(await receive([line]), 400);
    expect(none.fields?.['DocumentLines.0.BatchNumbers']?.[0]).toMatch(/name the batches/);
    const short = errorOf(
      await receive([{ ...line, BatchNumbers: [{ BatchNumber: 'L-A', Quantity: '4' }] }]),
      400,
    );
    expect(short.fields?.['DocumentLines.0.BatchNumbers']?.[0]).toMatch(/add up to the line's 10/);
    const receipt = documentOf(
      await receive([
        {
          ...line,
          BatchNumbers: [
            { BatchNumber: 'L-A', Quantity: '6', ExpiryDate: '2027-03-01', ManufacturingDate: '2026-10-01' },
            { BatchNumber: 'L-B', Quantity: '4', ExpiryDate: '2027-01-15' },
          ],
        },
      ]),
      201,
    );
    expect(receipt.StockAllocations?.[0]).toMatchObject({
      LineNum: 0,
      BatchSelection: 'given',
      BatchNumbers: [
        { BatchNumber: 'L-A', Quantity: '6', ExpiryDate: '2027-03-01' },
        { BatchNumber: 'L-B', Quantity: '4', ExpiryDate: '2027-01-15' },
      ],
    });
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({ [`L-A@${plainWhs}`]: 6, [`L-B@${plainWhs}`]: 4 });
    const [dates] = await sqlRows<{ mnf_date: string }>(
      api,
      `select mnf_date::text from batches where item_code = 'TRK-B1' and dist_number = 'L-A'`,
    );
    expect(dates?.mnf_date).toBe('2026-10-01');
  });

  it('issues the earliest expiry first when a delivery names no batch, says so, and gives it back on cancel', async () => {
    const delivery = documentOf(
      await deliver([{ ItemCode: 'TRK-B1', Quantity: '5', WarehouseCode: plainWhs }]),
      201,
    );
    expect(delivery.StockAllocations?.[0]).toMatchObject({
      BatchSelection: 'FEFO',
      BatchNumbers: [
        { BatchNumber: 'L-B', Quantity: '4' },
        { BatchNumber: 'L-A', Quantity: '1' },
      ],
    });
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({ [`L-A@${plainWhs}`]: 5, [`L-B@${plainWhs}`]: 0 });
    const named = documentOf(
      await deliver([
        {
          ItemCode: 'TRK-B1',
          Quantity: '2',
          WarehouseCode: plainWhs,
          BatchNumbers: [{ BatchNumber: 'L-A', Quantity: '2' }],
        },
      ]),
      201,
    );
    expect(named.StockAllocations?.[0]?.BatchSelection).toBe('given');
    const tooMuch = errorOf(
      await deliver([
        {
          ItemCode: 'TRK-B1',
          Quantity: '1',
          WarehouseCode: plainWhs,
          BatchNumbers: [{ BatchNumber: 'L-B', Quantity: '1' }],
        },
      ]),
      409,
    );
    expect(tooMuch.message).toMatch(/batch L-B holds less than 1/);
    documentOf(await cancel(delivery));
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({ [`L-A@${plainWhs}`]: 4, [`L-B@${plainWhs}`]: 4 });
    const history = await sqlRows<{ n: number }>(
      api,
      `select count(*)::int as n from stock_allocations where item_code = 'TRK-B1' and kind = 'B'`,
    );
    // Two batches received, two issued, one named, two given back: rows are only ever added.
    expect(history[0]?.n).toBe(7);
  });

  it('returns into the batches and serials its delivery took when the return names none', async () => {
    const delivery = documentOf(
      await deliver([{ ItemCode: 'TRK-B1', Quantity: '6', WarehouseCode: plainWhs }]),
      201,
    );
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({ [`L-A@${plainWhs}`]: 2, [`L-B@${plainWhs}`]: 0 });
    const returned = documentOf(
      await admin.create('16', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '15', BaseEntry: delivery.DocEntry, BaseLine: 0, Quantity: '6' }],
      }),
      201,
    );
    expect(returned.StockAllocations?.[0]).toMatchObject({
      BatchSelection: 'base',
      BatchNumbers: [
        { BatchNumber: 'L-A', Quantity: '2' },
        { BatchNumber: 'L-B', Quantity: '4' },
      ],
    });
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({ [`L-A@${plainWhs}`]: 4, [`L-B@${plainWhs}`]: 4 });
  });

  it('receives on the other side of a transfer the very batches its issuing side took, as a new document type posts it', async () => {
    // The inventory transfer (67) is another helper's: its two sides, as the posting core takes them.
    const side = (WhsCode: string, onHand: string, extra: Partial<StockChange> = {}): StockChange => ({
      ItemCode: 'TRK-B1',
      WhsCode,
      onHand: Decimal.of(onHand),
      committed: Decimal.zero,
      ordered: Decimal.zero,
      TransType: '67',
      CreatedBy: 990_001,
      DocLineNum: 0,
      DocDate: '2026-11-27',
      CardCode: '',
      ...extra,
    });
    const [admin] = await sqlRows<{ user_id: number }>(
      api,
      `select user_id from users where user_code = 'admin'`,
    );
    const posted = await api.database.db.transaction((tx) =>
      postStockChanges(
        tx,
        [side('WH03', '5', { transferFrom: plainWhs }), side(plainWhs, '-5')],
        admin?.user_id ?? 0,
      ),
    );
    expect(await batchQuantities(api, 'TRK-B1')).toEqual({
      [`L-A@${plainWhs}`]: 3,
      [`L-B@${plainWhs}`]: 0,
      'L-A@WH03': 1,
      'L-B@WH03': 4,
    });
    expect(posted.allocations.find((line) => line.WhsCode === 'WH03')?.BatchSelection).toBe('base');
  });

  it('keeps an item managed by batches while it holds stock, and lets one without stock change', async () => {
    const [item] = await sqlRows<{ version: number }>(
      api,
      `select version from items where item_code = 'TRK-B1'`,
    );
    const refused = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/resources/items/TRK-B1',
      headers,
      payload: { version: item?.version, ManBtchNum: 'N' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      fields: { ManBtchNum: ['cannot change once the item holds stock'] },
    });
    await createItem(api, headers, 'TRK-FREE');
    const changed = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/resources/items/TRK-FREE',
      headers,
      payload: { version: 1, ManSerNum: 'Y' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const both = await api.app.inject({
      method: 'PATCH',
      url: '/api/v1/resources/items/TRK-FREE',
      headers,
      payload: { version: 2, ManBtchNum: 'Y' },
    });
    expect(both.statusCode, both.body).toBe(400);
  });

  it('receives one serial per unit, issues only named serials in stock, and never holds one twice', async () => {
    await newItem('TRK-S1', { ManSerNum: 'Y' });
    const line = { ItemCode: 'TRK-S1', Quantity: '3', WarehouseCode: plainWhs, UnitPrice: '100' };
    const serials = (...names: string[]) => names.map((InternalSerialNumber) => ({ InternalSerialNumber }));
    errorOf(await receive([line]), 400);
    errorOf(await receive([{ ...line, SerialNumbers: serials('SN-1', 'SN-1', 'SN-2') }]), 400);
    documentOf(await receive([{ ...line, SerialNumbers: serials('SN-1', 'SN-2', 'SN-3') }]), 201);
    const again = errorOf(await receive([{ ...line, Quantity: '1', SerialNumbers: serials('SN-2') }]), 409);
    expect(again.message).toMatch(/already in stock: SN-2/);
    errorOf(await deliver([{ ItemCode: 'TRK-S1', Quantity: '1', WarehouseCode: plainWhs }]), 400);
    const delivery = documentOf(
      await deliver([
        { ItemCode: 'TRK-S1', Quantity: '1', WarehouseCode: plainWhs, SerialNumbers: serials('SN-2') },
      ]),
      201,
    );
    expect(delivery.StockAllocations?.[0]?.SerialNumbers).toEqual([{ InternalSerialNumber: 'SN-2' }]);
    expect(await serialPlaces(api, 'TRK-S1')).toEqual({ 'SN-1': plainWhs, 'SN-2': '', 'SN-3': plainWhs });
    const twice = errorOf(
      await deliver([
        { ItemCode: 'TRK-S1', Quantity: '1', WarehouseCode: plainWhs, SerialNumbers: serials('SN-2') },
      ]),
      409,
    );
    expect(twice.message).toMatch(/not in stock in WH02: SN-2/);
    documentOf(await cancel(delivery));
    expect(await serialPlaces(api, 'TRK-S1')).toEqual({
      'SN-1': plainWhs,
      'SN-2': plainWhs,
      'SN-3': plainWhs,
    });
    const third = documentOf(
      await deliver([
        { ItemCode: 'TRK-S1', Quantity: '1', WarehouseCode: plainWhs, SerialNumbers: serials('SN-3') },
      ]),
      201,
    );
    const returned = documentOf(
      await admin.create('16', {
        CardCode: customer,
        DocumentLines: [{ BaseType: '15', BaseEntry: third.DocEntry, BaseLine: 0, Quantity: '1' }],
      }),
      201,
    );
    expect(returned.StockAllocations?.[0]?.SerialNumbers).toEqual([{ InternalSerialNumber: 'SN-3' }]);
    expect((await serialPlaces(api, 'TRK-S1'))['SN-3']).toBe(plainWhs);
  });

  it('puts receipts into the default bin or the named one and takes issues from bins, default first', async () => {
    await newItem('TRK-L1');
    const [warehouse] = await sqlRows<{ dft_bin_abs: number }>(
      api,
      'select dft_bin_abs from warehouses where whs_code = $1',
      [binWhs],
    );
    const dft = warehouse?.dft_bin_abs ?? 0;
    const [other] = await sqlRows<{ abs_entry: number }>(
      api,
      'select abs_entry from bin_locations where whs_code = $1 and abs_entry <> $2 order by abs_entry limit 1',
      [binWhs, dft],
    );
    const [foreign] = await sqlRows<{ abs_entry: number }>(
      api,
      'select abs_entry from bin_locations where whs_code <> $1 order by abs_entry limit 1',
      [binWhs],
    );
    const second = other?.abs_entry ?? 0;
    const line = { ItemCode: 'TRK-L1', WarehouseCode: binWhs, UnitPrice: '2' };
    documentOf(await receive([{ ...line, Quantity: '10' }]), 201);
    const named = documentOf(
      await receive([
        { ...line, Quantity: '5', DocumentLinesBinAllocations: [{ BinAbsEntry: second, Quantity: '5' }] },
      ]),
      201,
    );
    expect(named.StockAllocations?.[0]?.DocumentLinesBinAllocations).toEqual([
      { BinAbsEntry: second, Quantity: '5' },
    ]);
    const wrongBin = errorOf(
      await receive([
        {
          ...line,
          Quantity: '1',
          DocumentLinesBinAllocations: [{ BinAbsEntry: foreign?.abs_entry, Quantity: '1' }],
        },
      ]),
      400,
    );
    expect(wrongBin.fields?.['DocumentLines.0.DocumentLinesBinAllocations']?.[0]).toMatch(
      /is not a bin of WH01/,
    );
    expect(await binQuantities(api, 'TRK-L1')).toEqual({ [dft]: 10, [second]: 5 });
    const delivery = documentOf(
      await deliver([{ ItemCode: 'TRK-L1', Quantity: '12', WarehouseCode: binWhs }]),
      201,
    );
    expect(delivery.StockAllocations?.[0]?.DocumentLinesBinAllocations).toEqual([
      { BinAbsEntry: dft, Quantity: '10' },
      { BinAbsEntry: second, Quantity: '2' },
    ]);
    expect(await binQuantities(api, 'TRK-L1')).toEqual({ [second]: 3 });
    documentOf(await cancel(delivery));
    expect(await binQuantities(api, 'TRK-L1')).toEqual({ [dft]: 10, [second]: 5 });
    const noBins = errorOf(
      await receive([
        {
          ...line,
          Quantity: '1',
          WarehouseCode: plainWhs,
          DocumentLinesBinAllocations: [{ BinAbsEntry: dft, Quantity: '1' }],
        },
      ]),
      400,
    );
    expect(noBins.fields?.['DocumentLines.0.DocumentLinesBinAllocations']).toEqual([
      'warehouse WH02 has no bins',
    ]);
  });

  it('moves the average cost with receipts at their cost, issues at it, and gives it back on cancel', async () => {
    await newItem('TRK-AV');
    const line = { ItemCode: 'TRK-AV', WarehouseCode: plainWhs };
    const first = documentOf(await receive([{ ...line, Quantity: '10', UnitPrice: '5' }]), 201);
    expect(first.DocumentLines[0]?.LineTotal).toMatch(/^50(\.0+)?$/);
    expect(await averagesOf(api, 'TRK-AV', plainWhs)).toEqual({ place: 5, item: 5, onHand: 10 });
    const second = documentOf(await receive([{ ...line, Quantity: '10', UnitPrice: '8' }]), 201);
    expect(await averagesOf(api, 'TRK-AV', plainWhs)).toEqual({ place: 6.5, item: 6.5, onHand: 20 });
    const delivery = documentOf(await deliver([{ ...line, Quantity: '4' }]), 201);
    const [issued] = await sqlRows<{ price: string }>(
      api,
      `select price::text from inventory_ledger where trans_type = '15' and created_by = $1`,
      [delivery.DocEntry],
    );
    expect(Number(issued?.price)).toBe(6.5);
    expect(await averagesOf(api, 'TRK-AV', plainWhs)).toEqual({ place: 6.5, item: 6.5, onHand: 16 });
    // 16 units worth 104, less the 10 received at 8: 6 units worth 24.
    documentOf(await cancel(second));
    expect(await averagesOf(api, 'TRK-AV', plainWhs)).toEqual({ place: 4, item: 4, onHand: 6 });
    // The 4 delivered come back at the 6.5 they left at: 10 units worth 50.
    documentOf(await cancel(delivery));
    expect(await averagesOf(api, 'TRK-AV', plainWhs)).toEqual({ place: 5, item: 5, onHand: 10 });
    const value = await sqlRows<{ value: string }>(
      api,
      `select sum((in_qty - out_qty) * price)::text as value from inventory_ledger where item_code = 'TRK-AV'`,
    );
    expect(Number(value[0]?.value)).toBe(50);
  });

  it('lists batches and serials where they are, to warehouse staff for their warehouses only, with their movements', async () => {
    await newItem('TRK-LIST', { ManBtchNum: 'Y' });
    const lot = (whs: string, BatchNumber: string) => ({
      ItemCode: 'TRK-LIST',
      Quantity: '3',
      WarehouseCode: whs,
      UnitPrice: '1',
      BatchNumbers: [{ BatchNumber, Quantity: '3', ExpiryDate: '2027-02-01' }],
    });
    documentOf(await receive([lot(plainWhs, 'LST-1'), lot('WH03', 'LST-2')]), 201);
    const warehouseHeaders = await api.writeHeaders('warehouse');
    const list = async (as: Record<string, string>, resource: string, item: string) => {
      const reply = await api.app.inject({
        method: 'GET',
        url: `/api/v1/resources/${resource}`,
        headers: as,
        query: { filters: JSON.stringify([{ field: 'ItemCode', op: 'equals', value: item }]) },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return resourceListAnswerSchema.parse(reply.json()).ResponseData.data;
    };
    const all = await list(headers, 'batch-numbers', 'TRK-LIST');
    expect(all.map((row) => [row.DistNumber, row.WhsCode, Number(row.Quantity), row.ExpDate])).toEqual([
      ['LST-1', plainWhs, 3, '2027-02-01'],
      ['LST-2', 'WH03', 3, '2027-02-01'],
    ]);
    const theirs = await list(warehouseHeaders, 'batch-numbers', 'TRK-LIST');
    expect(theirs.map((row) => row.DistNumber)).toEqual(['LST-1']);
    const movements = (as: Record<string, string>, path: string) =>
      api.app.inject({ method: 'GET', url: `/api/v1/inventory/${path}/movements`, headers: as });
    const own = await movements(warehouseHeaders, `batch-numbers/${String(theirs[0]?.AbsEntry)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      ResponseData: {
        total: 1,
        data: [{ TransType: '20', WhsCode: plainWhs, Quantity: expect.stringMatching(/^3/) }],
      },
    });
    const other = all.find((row) => row.WhsCode === 'WH03');
    expect((await movements(warehouseHeaders, `batch-numbers/${String(other?.AbsEntry)}`)).statusCode).toBe(
      404,
    );
    expect((await movements(headers, `batch-numbers/${String(other?.AbsEntry)}`)).statusCode).toBe(200);
    const serials = await list(headers, 'serial-numbers', 'TRK-S1');
    expect(serials.map((row) => [row.DistNumber, row.WhsCode, row.InStock])).toEqual([
      ['SN-1', plainWhs, 'Y'],
      ['SN-2', plainWhs, 'Y'],
      ['SN-3', plainWhs, 'Y'],
    ]);
    const history = await movements(headers, `serial-numbers/${String(serials[1]?.AbsEntry)}`);
    // Received, delivered, given back by the cancellation: newest first.
    expect(
      (
        history.json() as { ResponseData: { data: { TransType: string; Quantity: string }[] } }
      ).ResponseData.data.map((row) => [row.TransType, Number(row.Quantity)]),
    ).toEqual([
      ['15', 1],
      ['15', -1],
      ['20', 1],
    ]);
  });

  it('posts a delivery held for approval with the serial numbers it named when it was entered', async () => {
    const call = (
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      as: Record<string, string>,
      payload?: object,
    ) => api.app.inject({ method, url: `/api/v1/${url}`, headers: as, ...(payload ? { payload } : {}) });
    const warehouseHeaders = await api.writeHeaders('warehouse');
    const stage = await call('POST', 'resources/approval-stages', headers, {
      Name: 'Serial deliveries',
      Authorizers: 'warehouse',
      MaxReqr: 1,
      MaxRejReqr: 1,
    });
    expect(stage.statusCode, stage.body).toBe(201);
    const WstCode = (stage.json() as { ResponseData: { WstCode: number } }).ResponseData.WstCode;
    const template = await call('POST', 'resources/approval-templates', headers, {
      Name: 'Every delivery by the administrator',
      Active: 'Y',
      Originators: 'admin',
      DocTypes: '15',
      Stages: String(WstCode),
      Conditions: 'quantity > 0',
    });
    expect(template.statusCode, template.body).toBe(201);
    const held = documentOf(
      await deliver([
        {
          ItemCode: 'TRK-S1',
          Quantity: '1',
          WarehouseCode: plainWhs,
          SerialNumbers: [{ InternalSerialNumber: 'SN-1' }],
        },
      ]),
      202,
    );
    expect((await serialPlaces(api, 'TRK-S1'))['SN-1']).toBe(plainWhs);
    const request = await call('GET', `approval/documents/15/${held.DocEntry}`, headers);
    const { WddCode } = approvalDetailAnswerSchema.parse(request.json()).ResponseData;
    expect(
      (await call('POST', `approval/requests/${WddCode}/approve`, warehouseHeaders, {})).statusCode,
    ).toBe(200);
    documentOf(await call('POST', `approval/requests/${WddCode}/post`, headers), 201);
    expect((await serialPlaces(api, 'TRK-S1'))['SN-1']).toBe('');
    const { WtmCode, version } = (template.json() as { ResponseData: { WtmCode: number; version: number } })
      .ResponseData;
    await call('PATCH', `resources/approval-templates/${WtmCode}`, headers, { Active: 'N', version });
  });
});
