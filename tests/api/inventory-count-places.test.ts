import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CountSheet,
  countAnswerSchema,
  countSheetAnswerSchema,
} from '../../src/shared/api/inventory-counts';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import {
  batchQuantities,
  binQuantities,
  createItem,
  pairQuantities,
  serialPlaces,
  trackingMismatches,
} from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

const whs = 'WH01';
const batchItem = 'CNT-B1';
const serialItem = 'CNT-S1';
const plainItem = 'CNT-N1';

/** Counting per bin, batch and serial (issue 21): the sheet's places and the exact receipt and issue a count posts. */
describe.each(testDatabases())('counting by bin, batch and serial on $name', (target) => {
  let api: ApiHarness;
  let headers: Record<string, string>;
  let keeper: ReturnType<typeof documentRequests>;
  let dft = 0;
  let second = 0;

  beforeAll(async () => {
    api = await startApi(target);
    const admin = await api.writeHeaders('admin');
    await createItem(api, admin, batchItem, { ManBtchNum: 'Y' });
    await createItem(api, admin, serialItem, { ManSerNum: 'Y' });
    await createItem(api, admin, plainItem);
    headers = await api.writeHeaders('warehouse');
    keeper = documentRequests(api, headers);
    const [warehouse] = await sqlRows<{ dft_bin_abs: number }>(
      api,
      'select dft_bin_abs from warehouses where whs_code = $1',
      [whs],
    );
    dft = warehouse?.dft_bin_abs ?? 0;
    const [other] = await sqlRows<{ abs_entry: number }>(
      api,
      'select abs_entry from bin_locations where whs_code = $1 and abs_entry <> $2 order by abs_entry limit 1',
      [whs, dft],
    );
    second = other?.abs_entry ?? 0;
  });
  afterEach(async () => {
    await expectStockBalanced(api.database);
    expect(await trackingMismatches(api, [batchItem, serialItem, plainItem])).toEqual([]);
  });
  afterAll(() => api.close());

  const sheetOf = async (): Promise<CountSheet> => {
    const reply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/counts/sheet?WhsCode=${whs}&ItmsGrpCod=103`,
      headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return countSheetAnswerSchema.parse(reply.json()).ResponseData;
  };
  const post = (payload: object) =>
    api.app.inject({ method: 'POST', url: '/api/v1/inventory/counts', headers, payload });
  const placesOf = (sheet: CountSheet, item: string) =>
    sheet.Lines.filter((line) => line.ItemCode === item).map((line) => ({
      bin: line.BinAbs,
      batch: line.BatchNumber,
      serial: line.SerialNumber,
      onHand: Number(line.OnHand),
    }));
  const ledgerOf = (objType: string, entry: number) =>
    sqlRows<{ item_code: string; in_qty: string; out_qty: string }>(
      api,
      `select item_code, in_qty::text, out_qty::text from inventory_ledger
        where trans_type = $1 and created_by = $2 order by trans_num`,
      [objType, entry],
    );
  const allocationsOf = (objType: string, entry: number) =>
    sqlRows<{ kind: string; name: string; quantity: string }>(
      api,
      `select a.kind, coalesce(b.dist_number, s.dist_number, a.bin_abs::text) as name, a.quantity::text
         from stock_allocations a left join batches b on b.abs_entry = a.batch_abs
         left join serial_numbers s on s.abs_entry = a.serial_abs
        where a.trans_type = $1 and a.created_by = $2 order by a.kind, name`,
      [objType, entry],
    );

  it('counts a batch item per bin and batch and posts the exact batches and bins, both adding up', async () => {
    documentOf(
      await keeper.create('59', {
        DocumentLines: [
          {
            ItemCode: batchItem,
            Quantity: '10',
            WarehouseCode: whs,
            UnitPrice: '4',
            BatchNumbers: [
              { BatchNumber: 'L1', Quantity: '6', ExpiryDate: '2027-01-01' },
              { BatchNumber: 'L2', Quantity: '4', ExpiryDate: '2027-06-01' },
            ],
            DocumentLinesBinAllocations: [
              { BinAbsEntry: dft, Quantity: '7' },
              { BinAbsEntry: second, Quantity: '3' },
            ],
          },
        ],
      }),
      201,
    );
    const sheet = await sheetOf();
    expect(sheet).toMatchObject({ Bins: true, DftBinAbs: dft });
    expect(sheet.Items.find((item) => item.ItemCode === batchItem)).toMatchObject({
      Managed: 'B',
      OnHand: '10',
    });
    // Each batch in each bin as the receipt paired them (in the order named, each bin filled first).
    expect(placesOf(sheet, batchItem)).toEqual(
      expect.arrayContaining([
        { bin: dft, batch: 'L1', serial: null, onHand: 6 },
        { bin: dft, batch: 'L2', serial: null, onHand: 1 },
        { bin: second, batch: 'L2', serial: null, onHand: 3 },
      ]),
    );
    expect(placesOf(sheet, batchItem)).toHaveLength(3);
    const reply = await post({
      WhsCode: whs,
      AsOf: sheet.AsOf,
      Lines: [
        { ItemCode: batchItem, BinAbs: dft, BatchNumber: 'L1', Counted: '5' },
        { ItemCode: batchItem, BinAbs: dft, BatchNumber: 'L2', Counted: '1' },
        { ItemCode: batchItem, BinAbs: second, BatchNumber: 'L2', Counted: '5' },
        // A batch found that the system does not have there.
        { ItemCode: batchItem, BinAbs: second, BatchNumber: 'L3', Counted: '2', ExpiryDate: '2027-09-30' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = countAnswerSchema.parse(reply.json()).ResponseData;
    expect(answer.Lines.map((line) => [line.OnHand, line.Difference])).toEqual([
      ['6', '-1'],
      ['1', '0'],
      ['3', '2'],
      ['0', '2'],
    ]);
    const receipt = answer.Receipt?.DocEntry ?? 0;
    const issue = answer.Issue?.DocEntry ?? 0;
    expect(await ledgerOf('59', receipt)).toEqual([
      { item_code: batchItem, in_qty: '4.000000', out_qty: '0.000000' },
    ]);
    expect(await ledgerOf('60', issue)).toEqual([
      { item_code: batchItem, in_qty: '0.000000', out_qty: '1.000000' },
    ]);
    const [l3] = await sqlRows<{ exp_date: string }>(
      api,
      `select exp_date::text from batches where item_code = $1 and dist_number = 'L3'`,
      [batchItem],
    );
    expect(l3?.exp_date).toBe('2027-09-30');
    expect(await pairQuantities(api, batchItem)).toEqual({
      [`L1@${dft}`]: 5,
      [`L2@${dft}`]: 1,
      [`L2@${second}`]: 5,
      [`L3@${second}`]: 2,
    });
    expect(await allocationsOf('59', receipt)).toEqual([
      { kind: 'B', name: 'L2', quantity: '2.000000' },
      { kind: 'B', name: 'L3', quantity: '2.000000' },
      { kind: 'L', name: String(second), quantity: '4.000000' },
    ]);
    expect(await allocationsOf('60', issue)).toEqual([
      { kind: 'B', name: 'L1', quantity: '-1.000000' },
      { kind: 'L', name: String(dft), quantity: '-1.000000' },
    ]);
    expect(await batchQuantities(api, batchItem)).toMatchObject({
      [`L1@${whs}`]: 5,
      [`L2@${whs}`]: 6,
      [`L3@${whs}`]: 2,
    });
    expect(await binQuantities(api, batchItem)).toEqual({ [dft]: 6, [second]: 7 });
  });

  it('moves a batch from one bin to another when that is what was counted', async () => {
    const sheet = await sheetOf();
    const l3 = placesOf(sheet, batchItem).find((place) => place.batch === 'L3');
    expect(l3).toMatchObject({ bin: second, onHand: 2 });
    const reply = await post({
      WhsCode: whs,
      AsOf: sheet.AsOf,
      Lines: [
        { ItemCode: batchItem, BinAbs: second, BatchNumber: 'L3', Counted: '0' },
        { ItemCode: batchItem, BinAbs: dft, BatchNumber: 'L3', Counted: '2' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = countAnswerSchema.parse(reply.json()).ResponseData;
    // Out of one bin and into the other: batch L3's quantity in the warehouse is unchanged.
    expect(await ledgerOf('59', answer.Receipt?.DocEntry ?? 0)).toEqual([
      { item_code: batchItem, in_qty: '2.000000', out_qty: '0.000000' },
    ]);
    expect(await ledgerOf('60', answer.Issue?.DocEntry ?? 0)).toEqual([
      { item_code: batchItem, in_qty: '0.000000', out_qty: '2.000000' },
    ]);
    expect(await batchQuantities(api, batchItem)).toMatchObject({ [`L3@${whs}`]: 2 });
    expect(await binQuantities(api, batchItem)).toEqual({ [dft]: 8, [second]: 5 });
    expect(await pairQuantities(api, batchItem)).toMatchObject({ [`L3@${dft}`]: 2 });
    expect(await pairQuantities(api, batchItem)).not.toHaveProperty(`L3@${second}`);
  });

  it('counts a serial item serial by serial: a missing serial is issued from its bin, a found one received', async () => {
    const serials = (...names: string[]) => names.map((InternalSerialNumber) => ({ InternalSerialNumber }));
    documentOf(
      await keeper.create('59', {
        DocumentLines: [
          {
            ItemCode: serialItem,
            Quantity: '3',
            WarehouseCode: whs,
            UnitPrice: '50',
            SerialNumbers: serials('S-1', 'S-2', 'S-3'),
            DocumentLinesBinAllocations: [{ BinAbsEntry: second, Quantity: '3' }],
          },
        ],
      }),
      201,
    );
    const sheet = await sheetOf();
    expect(sheet.Items.find((item) => item.ItemCode === serialItem)).toMatchObject({
      Managed: 'S',
      OnHand: '3',
    });
    expect(placesOf(sheet, serialItem)).toEqual(
      ['S-1', 'S-2', 'S-3'].map((serial) => ({ bin: second, batch: null, serial, onHand: 1 })),
    );
    const reply = await post({
      WhsCode: whs,
      AsOf: sheet.AsOf,
      Lines: [
        { ItemCode: serialItem, SerialNumber: 'S-1', Counted: '1' },
        { ItemCode: serialItem, SerialNumber: 'S-2', Counted: '0' },
        { ItemCode: serialItem, SerialNumber: 'S-9', BinAbs: dft, Counted: '1' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = countAnswerSchema.parse(reply.json()).ResponseData;
    expect(answer.Lines.map((line) => line.Difference)).toEqual(['0', '-1', '1']);
    expect(await allocationsOf('60', answer.Issue?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(second), quantity: '-1.000000' },
      { kind: 'S', name: 'S-2', quantity: '-1.000000' },
    ]);
    expect(await allocationsOf('59', answer.Receipt?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(dft), quantity: '1.000000' },
      { kind: 'S', name: 'S-9', quantity: '1.000000' },
    ]);
    expect(await serialPlaces(api, serialItem)).toEqual({ 'S-1': whs, 'S-2': '', 'S-3': whs, 'S-9': whs });
    const [found] = await sqlRows<{ bin_abs: number }>(
      api,
      `select bin_abs from serial_numbers where item_code = $1 and dist_number = 'S-9'`,
      [serialItem],
    );
    expect(found?.bin_abs).toBe(dft);
    expect(await binQuantities(api, serialItem)).toEqual({ [dft]: 1, [second]: 2 });

    // S-1 found in the default bin, not in the bin the system has it in: moved there, not received twice.
    const again = await sheetOf();
    const moved = await post({
      WhsCode: whs,
      AsOf: again.AsOf,
      Lines: [{ ItemCode: serialItem, SerialNumber: 'S-1', BinAbs: dft, Counted: '1' }],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const movedAnswer = countAnswerSchema.parse(moved.json()).ResponseData;
    expect(movedAnswer.Lines.map((line) => line.Difference)).toEqual(['0']);
    expect(await allocationsOf('60', movedAnswer.Issue?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(second), quantity: '-1.000000' },
      { kind: 'S', name: 'S-1', quantity: '-1.000000' },
    ]);
    expect(await allocationsOf('59', movedAnswer.Receipt?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(dft), quantity: '1.000000' },
      { kind: 'S', name: 'S-1', quantity: '1.000000' },
    ]);
    expect(await serialPlaces(api, serialItem)).toEqual({ 'S-1': whs, 'S-2': '', 'S-3': whs, 'S-9': whs });
    expect(await binQuantities(api, serialItem)).toEqual({ [dft]: 2, [second]: 1 });
  });

  it('counts a plain item per bin, a bin the system has none in included, and moves it between bins', async () => {
    const empty = await sheetOf();
    // Held in no bin: the default bin is its place; a batch item held nowhere has none (batches found are added).
    expect(placesOf(empty, plainItem)).toEqual([{ bin: dft, batch: null, serial: null, onHand: 0 }]);
    documentOf(
      await keeper.create('59', {
        DocumentLines: [
          {
            ItemCode: plainItem,
            Quantity: '5',
            WarehouseCode: whs,
            UnitPrice: '3',
            DocumentLinesBinAllocations: [{ BinAbsEntry: second, Quantity: '5' }],
          },
        ],
      }),
      201,
    );
    const sheet = await sheetOf();
    expect(placesOf(sheet, plainItem)).toEqual([{ bin: second, batch: null, serial: null, onHand: 5 }]);
    const reply = await post({
      WhsCode: whs,
      AsOf: sheet.AsOf,
      Lines: [
        { ItemCode: plainItem, BinAbs: second, Counted: '3' },
        { ItemCode: plainItem, BinAbs: dft, Counted: '2' },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const answer = countAnswerSchema.parse(reply.json()).ResponseData;
    expect(await allocationsOf('59', answer.Receipt?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(dft), quantity: '2.000000' },
    ]);
    expect(await allocationsOf('60', answer.Issue?.DocEntry ?? 0)).toEqual([
      { kind: 'L', name: String(second), quantity: '-2.000000' },
    ]);
    expect(await binQuantities(api, plainItem)).toEqual({ [dft]: 2, [second]: 3 });
  });

  it('refuses counts whose places the item or warehouse does not keep (400)', async () => {
    const sheet = await sheetOf();
    const cases: [object, string][] = [
      [{ ItemCode: serialItem, Counted: '3' }, 'Lines.0.SerialNumber'],
      [{ ItemCode: serialItem, SerialNumber: 'S-1', Counted: '2' }, 'Lines.0.Counted'],
      [
        { ItemCode: batchItem, BinAbs: dft, SerialNumber: 'X', BatchNumber: 'L1', Counted: '1' },
        'Lines.0.SerialNumber',
      ],
      [{ ItemCode: batchItem, BatchNumber: 'L1', Counted: '1' }, 'Lines.0.BinAbs'],
      [{ ItemCode: batchItem, BinAbs: dft, Counted: '1' }, 'Lines.0.BatchNumber'],
      [{ ItemCode: batchItem, BinAbs: 999999, BatchNumber: 'L1', Counted: '1' }, 'Lines.0.BinAbs'],
    ];
    for (const [line, field] of cases) {
      const error = errorOf(await post({ WhsCode: whs, AsOf: sheet.AsOf, Lines: [line] }), 400);
      expect(Object.keys(error.fields ?? {}), JSON.stringify(line)).toContain(field);
    }
    const mixed = errorOf(
      await post({
        WhsCode: whs,
        AsOf: sheet.AsOf,
        Lines: [
          { ItemCode: batchItem, Counted: '1' },
          { ItemCode: batchItem, BinAbs: dft, BatchNumber: 'L1', Counted: '1' },
        ],
      }),
      400,
    );
    expect(Object.keys(mixed.fields ?? {})).toContain('Lines.0.ItemCode');
  });

  it('refuses (409 STOCK_MOVED) naming only the counted item that moved, and writes nothing', async () => {
    const sheet = await sheetOf();
    documentOf(
      await keeper.create('59', {
        DocumentLines: [
          {
            ItemCode: serialItem,
            Quantity: '1',
            WarehouseCode: whs,
            UnitPrice: '50',
            SerialNumbers: [{ InternalSerialNumber: 'S-10' }],
          },
        ],
      }),
      201,
    );
    const [before] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    const error = errorOf(
      await post({
        WhsCode: whs,
        AsOf: sheet.AsOf,
        Lines: [
          { ItemCode: batchItem, BinAbs: dft, BatchNumber: 'L1', Counted: '0' },
          { ItemCode: serialItem, SerialNumber: 'S-1', Counted: '0' },
        ],
      }),
      409,
    );
    expect(error.code).toBe('STOCK_MOVED');
    expect(error.fields).toEqual({ [`Moved.${serialItem}`]: ['1'] });
    const [after] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from inventory_ledger');
    expect(after?.n).toBe(before?.n);
    const again = await sheetOf();
    expect(placesOf(again, serialItem).map((place) => place.serial)).toEqual(['S-1', 'S-10', 'S-3', 'S-9']);
  });
});
