import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import {
  averagesOf,
  batchQuantities,
  binQuantities,
  binsOfWarehouse,
  createItem,
  serialPlaces,
  trackingMismatches,
} from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

type Requests = ReturnType<typeof documentRequests>;

/** Two warehouses with bins and one without (the seed's WH01, WH04 and WH02). */
const [fromWhs, binTo, plainTo] = ['WH01', 'WH04', 'WH02'];

describe.each(testDatabases())('inventory transfers of batches, serials and bins on $name', (target) => {
  let api: ApiHarness;
  let admin: Requests;
  let headers: Record<string, string>;
  const tracked: string[] = [];
  /** Each bin warehouse's default bin and another of its bins. */
  const bins: Record<string, { dft: number; other: number }> = {};
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    for (const whs of [fromWhs, binTo]) bins[whs] = await binsOfWarehouse(api, whs);
  });
  afterEach(async () => {
    await expectStockBalanced(api.database);
    expect(await trackingMismatches(api, tracked)).toEqual([]);
  });
  afterAll(() => api.close());

  const binOf = (whs: string, which: 'dft' | 'other') => bins[whs]?.[which] ?? 0;
  const receive = (lines: object[]) => admin.create('59', { DocumentLines: lines });
  const transfer = (Filler: string, ToWhsCode: string, lines: object[]) =>
    admin.create('67', { Filler, ToWhsCode, DocumentLines: lines });
  const cancel = async (document: MarketingDocument) => {
    const current = documentOf(await admin.read(document.ObjType, document.DocEntry));
    return documentOf(await admin.cancel(document.ObjType, document.DocEntry, current.version));
  };
  const serials = (...names: string[]) => names.map((InternalSerialNumber) => ({ InternalSerialNumber }));
  /** A new tracked item received into a bin of the from-warehouse other than its default; answers that bin. */
  const receiveOnShelf = async (
    ItemCode: string,
    flag: Record<string, string>,
    line: { Quantity: string; UnitPrice: string } & Record<string, unknown>,
  ) => {
    await createItem(api, headers, ItemCode, flag);
    tracked.push(ItemCode);
    const shelf = binOf(fromWhs, 'other');
    const DocumentLinesBinAllocations = [{ BinAbsEntry: shelf, Quantity: line.Quantity }];
    documentOf(
      await receive([{ ItemCode, WarehouseCode: fromWhs, ...line, DocumentLinesBinAllocations }]),
      201,
    );
    return shelf;
  };

  it('moves a batch from a bin of one warehouse to a bin of another, FEFO when none is named, and cancelling restores all', async () => {
    const shelf = await receiveOnShelf(
      'TRF-B1',
      { ManBtchNum: 'Y' },
      {
        Quantity: '16',
        UnitPrice: '3',
        BatchNumbers: [
          { BatchNumber: 'T-A', Quantity: '10', ExpiryDate: '2027-05-01' },
          { BatchNumber: 'T-B', Quantity: '6', ExpiryDate: '2027-02-01' },
        ],
      },
    );
    const before = {
      batches: await batchQuantities(api, 'TRF-B1'),
      bins: await binQuantities(api, 'TRF-B1'),
    };
    expect(before).toEqual({ batches: { 'T-A@WH01': 10, 'T-B@WH01': 6 }, bins: { [shelf]: 16 } });

    const into = binOf(binTo, 'other');
    const named = documentOf(
      await transfer(fromWhs, binTo, [
        {
          ItemCode: 'TRF-B1',
          Quantity: '8',
          BatchNumbers: [{ BatchNumber: 'T-A', Quantity: '8' }],
          DocumentLinesBinAllocations: [
            { BinAbsEntry: shelf, Quantity: '8', BinActionType: 'batFromWarehouse' },
            { BinAbsEntry: into, Quantity: '8', BinActionType: 'batToWarehouse' },
          ],
        },
      ]),
      201,
    );
    expect(named.StockAllocations).toEqual([
      expect.objectContaining({
        WhsCode: fromWhs,
        BatchSelection: 'given',
        BatchNumbers: [expect.objectContaining({ BatchNumber: 'T-A', Quantity: '8' })],
        DocumentLinesBinAllocations: [
          { BinAbsEntry: shelf, Quantity: '8', SerialAndBatchNumbersBaseLine: 0 },
        ],
      }),
      expect.objectContaining({
        WhsCode: binTo,
        BatchNumbers: [expect.objectContaining({ BatchNumber: 'T-A', Quantity: '8' })],
        DocumentLinesBinAllocations: [{ BinAbsEntry: into, Quantity: '8', SerialAndBatchNumbersBaseLine: 0 }],
      }),
    ]);
    expect(await batchQuantities(api, 'TRF-B1')).toEqual({ 'T-A@WH01': 2, 'T-A@WH04': 8, 'T-B@WH01': 6 });
    expect(await binQuantities(api, 'TRF-B1')).toEqual({ [shelf]: 8, [into]: 8 });
    // Stock keeps its value across warehouses: it arrives at the cost it left at.
    expect((await averagesOf(api, 'TRF-B1', binTo)).place).toBe(3);

    // Naming nothing: the earliest expiry leaves the from-warehouse's bins, into the default bin.
    const fefo = documentOf(await transfer(fromWhs, binTo, [{ ItemCode: 'TRF-B1', Quantity: '3' }]), 201);
    expect(fefo.StockAllocations?.[0]).toMatchObject({
      WhsCode: fromWhs,
      BatchSelection: 'FEFO',
      BatchNumbers: [expect.objectContaining({ BatchNumber: 'T-B', Quantity: '3' })],
    });
    expect(fefo.StockAllocations?.[1]).toMatchObject({
      WhsCode: binTo,
      DocumentLinesBinAllocations: [{ BinAbsEntry: binOf(binTo, 'dft'), Quantity: '3' }],
    });
    expect(await batchQuantities(api, 'TRF-B1')).toEqual({
      'T-A@WH01': 2,
      'T-A@WH04': 8,
      'T-B@WH01': 3,
      'T-B@WH04': 3,
    });

    await cancel(fefo);
    await cancel(named);
    expect(await batchQuantities(api, 'TRF-B1')).toEqual({
      'T-A@WH01': 10,
      'T-A@WH04': 0,
      'T-B@WH01': 6,
      'T-B@WH04': 0,
    });
    expect(await binQuantities(api, 'TRF-B1')).toEqual(before.bins);
    expect(await averagesOf(api, 'TRF-B1', fromWhs)).toMatchObject({ place: 3, onHand: 16 });
    expect((await averagesOf(api, 'TRF-B1', binTo)).onHand).toBe(0);
  });

  it('transfers named serials, copied from a request too, and cancelling brings them back to their bin', async () => {
    const shelf = await receiveOnShelf(
      'TRF-S1',
      { ManSerNum: 'Y' },
      {
        Quantity: '3',
        UnitPrice: '50',
        SerialNumbers: serials('TS-1', 'TS-2', 'TS-3'),
      },
    );
    const plain = documentOf(
      await transfer(fromWhs, plainTo, [
        { ItemCode: 'TRF-S1', Quantity: '1', SerialNumbers: serials('TS-2') },
      ]),
      201,
    );
    expect(plain.StockAllocations?.map((line) => [line.WhsCode, line.SerialNumbers])).toEqual([
      [fromWhs, [{ InternalSerialNumber: 'TS-2' }]],
      [plainTo, [{ InternalSerialNumber: 'TS-2' }]],
    ]);
    expect(await serialPlaces(api, 'TRF-S1')).toEqual({ 'TS-1': fromWhs, 'TS-2': plainTo, 'TS-3': fromWhs });

    // A transfer copied from a request names its serials and the bin they go into.
    const request = documentOf(
      await admin.create('1250000001', {
        Filler: fromWhs,
        ToWhsCode: binTo,
        DocumentLines: [{ ItemCode: 'TRF-S1', Quantity: '1' }],
      }),
      201,
    );
    const into = binOf(binTo, 'other');
    const copied = documentOf(
      await admin.create('67', {
        DocumentLines: [
          {
            BaseType: '1250000001',
            BaseEntry: request.DocEntry,
            BaseLine: 0,
            Quantity: '1',
            SerialNumbers: serials('TS-3'),
            DocumentLinesBinAllocations: [
              { BinAbsEntry: into, Quantity: '1', BinActionType: 'batToWarehouse' },
            ],
          },
        ],
      }),
      201,
    );
    expect(copied).toMatchObject({ Filler: fromWhs, ToWhsCode: binTo });
    const [placed] = await sqlRows<{ whs_code: string; bin_abs: number }>(
      api,
      `select whs_code, bin_abs from serial_numbers where item_code = 'TRF-S1' and dist_number = 'TS-3'`,
    );
    expect(placed).toEqual({ whs_code: binTo, bin_abs: into });
    expect(await binQuantities(api, 'TRF-S1')).toEqual({ [shelf]: 1, [into]: 1 });

    await cancel(copied);
    await cancel(plain);
    expect(await serialPlaces(api, 'TRF-S1')).toEqual({ 'TS-1': fromWhs, 'TS-2': fromWhs, 'TS-3': fromWhs });
    const back = await sqlRows<{ bin_abs: number }>(
      api,
      `select distinct bin_abs from serial_numbers where item_code = 'TRF-S1'`,
    );
    expect(back).toEqual([{ bin_abs: shelf }]);
    expect(await binQuantities(api, 'TRF-S1')).toEqual({ [shelf]: 3 });
  });

  it('moves a batch item between two bins of one warehouse, its batches as they were, and cancelling moves it back', async () => {
    const shelf = binOf(fromWhs, 'other');
    const dft = binOf(fromWhs, 'dft');
    const before = {
      batches: await batchQuantities(api, 'TRF-B1'),
      bins: await binQuantities(api, 'TRF-B1'),
      average: await averagesOf(api, 'TRF-B1', fromWhs),
    };
    expect(before.bins).toEqual({ [shelf]: 16 });
    const move = documentOf(
      await transfer(fromWhs, fromWhs, [
        {
          ItemCode: 'TRF-B1',
          Quantity: '5',
          DocumentLinesBinAllocations: [
            { BinAbsEntry: shelf, Quantity: '5', BinActionType: 'batFromWarehouse' },
            { BinAbsEntry: dft, Quantity: '5', BinActionType: 'batToWarehouse' },
          ],
        },
      ]),
      201,
    );
    expect(move.DocumentLines[0]).toMatchObject({ FromWhsCod: fromWhs, WhsCode: fromWhs });
    expect(await binQuantities(api, 'TRF-B1')).toEqual({ [shelf]: 11, [dft]: 5 });
    expect(await batchQuantities(api, 'TRF-B1')).toEqual(before.batches);
    expect(await averagesOf(api, 'TRF-B1', fromWhs)).toEqual(before.average);
    const ledger = await sqlRows<{ in_qty: string; out_qty: string }>(
      api,
      `select in_qty::text, out_qty::text from inventory_ledger where trans_type = '67' and created_by = $1
        order by trans_num`,
      [move.DocEntry],
    );
    expect(ledger.map((row) => [Number(row.in_qty), Number(row.out_qty)])).toEqual([
      [0, 5],
      [5, 0],
    ]);
    // An edit may take units back (the bins give them back) but not add any: it names no bins.
    const more = errorOf(
      await admin.update('67', move.DocEntry, {
        version: move.version,
        DocumentLines: [{ LineNum: 0, Quantity: '6' }],
      }),
      400,
    );
    expect(more.fields?.['DocumentLines.0.DocumentLinesBinAllocations']?.[0]).toMatch(/name the bins/);
    documentOf(
      await admin.update('67', move.DocEntry, {
        version: move.version,
        DocumentLines: [{ LineNum: 0, Quantity: '3' }],
      }),
    );
    expect(await binQuantities(api, 'TRF-B1')).toEqual({ [shelf]: 13, [dft]: 3 });
    await cancel(move);
    expect(await binQuantities(api, 'TRF-B1')).toEqual(before.bins);
    expect(await batchQuantities(api, 'TRF-B1')).toEqual(before.batches);
    expect(await averagesOf(api, 'TRF-B1', fromWhs)).toEqual(before.average);
  });

  it('refuses batches, serials and bins that are not in the warehouse the stock leaves, or bins on the wrong side', async () => {
    // A batch of TRF-B1 that only WH03 holds, and a serial of TRF-S1 in WH02.
    documentOf(
      await receive([
        {
          ItemCode: 'TRF-B1',
          Quantity: '1',
          WarehouseCode: 'WH03',
          UnitPrice: '3',
          BatchNumbers: [{ BatchNumber: 'T-ELSE', Quantity: '1' }],
        },
      ]),
      201,
    );
    const moved = documentOf(
      await transfer(fromWhs, plainTo, [
        { ItemCode: 'TRF-S1', Quantity: '1', SerialNumbers: serials('TS-1') },
      ]),
      201,
    );
    const before = {
      batches: await batchQuantities(api, 'TRF-B1'),
      bins: await binQuantities(api, 'TRF-B1'),
      serials: await serialPlaces(api, 'TRF-S1'),
    };
    const field = (name: string) => `DocumentLines.0.${name}`;
    const batchLine = (extra: object) => ({ ItemCode: 'TRF-B1', Quantity: '1', ...extra });
    const refused = async (reply: Awaited<ReturnType<Requests['create']>>, name: string) =>
      errorOf(reply, 400).fields?.[field(name)]?.[0];

    const batchRefused = async (BatchNumber: string) =>
      refused(
        await transfer(fromWhs, binTo, [batchLine({ BatchNumbers: [{ BatchNumber, Quantity: '1' }] })]),
        'BatchNumbers',
      );
    expect(await batchRefused('T-ELSE')).toBe('batch T-ELSE is not in WH01');
    expect(await batchRefused('T-NONE')).toBe('batch T-NONE is not in WH01');
    const serialRefused = await transfer(fromWhs, binTo, [
      { ItemCode: 'TRF-S1', Quantity: '1', SerialNumbers: serials('TS-1') },
    ]);
    expect(await refused(serialRefused, 'SerialNumbers')).toBe('are not in WH01: TS-1');
    const binRefused = async (to: string, bin: object) =>
      refused(
        await transfer(fromWhs, to, [
          batchLine({ DocumentLinesBinAllocations: [{ Quantity: '1', ...bin }] }),
        ]),
        'DocumentLinesBinAllocations',
      );
    expect(await binRefused(binTo, { BinAbsEntry: binOf(binTo, 'dft') })).toBe(
      `bin ${binOf(binTo, 'dft')} is not a bin of WH01`,
    );
    const intoFromBin = { BinAbsEntry: binOf(fromWhs, 'dft'), BinActionType: 'batToWarehouse' };
    expect(await binRefused(binTo, intoFromBin)).toBe(`bin ${binOf(fromWhs, 'dft')} is not a bin of WH04`);
    expect(await binRefused(plainTo, intoFromBin)).toBe('warehouse WH02 has no bins');
    expect(
      await refused(
        await receive([
          batchLine({
            WarehouseCode: fromWhs,
            BatchNumbers: [{ BatchNumber: 'T-A', Quantity: '1' }],
            DocumentLinesBinAllocations: [
              { BinAbsEntry: binOf(fromWhs, 'dft'), Quantity: '1', BinActionType: 'batFromWarehouse' },
            ],
          }),
        ]),
        'DocumentLinesBinAllocations',
      ),
    ).toMatch(/marked batFromWarehouse, but the line's stock enters WH01/);
    // The shared schema refuses an action it does not know.
    const unknown = errorOf(
      await transfer(fromWhs, binTo, [
        batchLine({
          DocumentLinesBinAllocations: [
            { BinAbsEntry: binOf(fromWhs, 'dft'), Quantity: '1', BinActionType: 'x' },
          ],
        }),
      ]),
      400,
    );
    expect(Object.keys(unknown.fields ?? {})).toEqual([
      'DocumentLines.0.DocumentLinesBinAllocations.0.BinActionType',
    ]);
    // A batch the warehouse holds too little of is a conflict with the stock, not a wrong request.
    const short = errorOf(
      await transfer(fromWhs, binTo, [
        batchLine({ Quantity: '11', BatchNumbers: [{ BatchNumber: 'T-A', Quantity: '11' }] }),
      ]),
      409,
    );
    expect(short.message).toMatch(/batch T-A holds less than 11/);
    // Within one warehouse: only between bins of a bin warehouse, naming the bins it enters.
    const within = errorOf(await transfer(plainTo, plainTo, [batchLine({})]), 400);
    expect(within.fields?.ToWhsCode).toEqual(['must differ from the warehouse the stock leaves']);
    expect(
      await refused(await transfer(fromWhs, fromWhs, [batchLine({})]), 'DocumentLinesBinAllocations'),
    ).toMatch(/name the bins the stock enters/);
    // Batches named on a move between bins move with it (bin × batch stock: tests/api/batch-bin-stock.test.ts).
    const toShelf = { BinAbsEntry: binOf(fromWhs, 'other'), Quantity: '1', BinActionType: 'batToWarehouse' };
    expect(
      await refused(
        await transfer(fromWhs, fromWhs, [
          { ItemCode: 'TRF-S1', Quantity: '1', DocumentLinesBinAllocations: [toShelf] },
        ]),
        'ItemCode',
      ),
    ).toMatch(/serial numbers/);
    expect({
      batches: await batchQuantities(api, 'TRF-B1'),
      bins: await binQuantities(api, 'TRF-B1'),
      serials: await serialPlaces(api, 'TRF-S1'),
    }).toEqual(before);
    await cancel(moved);
  });
});
