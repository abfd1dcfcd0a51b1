import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allocationOf, fefoPairProposal } from '../../src/client/modules/documents/stock-picks';
import { countAnswerSchema, countSheetAnswerSchema } from '../../src/shared/api/inventory-counts';
import { binStockAnswerSchema } from '../../src/shared/api/inventory-reports';
import type { MarketingDocument } from '../../src/shared/api/marketing-docs';
import { type ApiHarness, startApi } from '../support/api-app';
import { documentOf, documentRequests, errorOf, sqlRows } from '../support/document-requests';
import { expectStockBalanced } from '../support/stock-invariants';
import {
  batchQuantities,
  binsOfWarehouse,
  createItem,
  pairQuantities,
  trackingMismatches,
} from '../support/stock-tracking';
import { testDatabases } from '../support/test-databases';

const item = 'OBBQ-B1';
/** The picker's item: batches of one expiry in several bins. */
const picked = 'OBBQ-B2';
/** Two warehouses with bins (the seed's WH01 and WH04). */
const [home, away] = ['WH01', 'WH04'];

/**
 * What each batch holds in each bin (SAP's OBBQ, batch_bin_stock, issue 21): exact after every
 * movement that takes a batch from a bin or puts one into it, and given back by cancelling.
 */
describe.each(testDatabases())('batches in bins on $name', (target) => {
  let api: ApiHarness;
  let admin: ReturnType<typeof documentRequests>;
  let headers: Record<string, string>;
  const bins: Record<string, { dft: number; other: number }> = {};
  beforeAll(async () => {
    api = await startApi(target);
    headers = await api.writeHeaders('admin');
    admin = documentRequests(api, headers);
    await createItem(api, headers, item, { ManBtchNum: 'Y' });
    await createItem(api, headers, picked, { ManBtchNum: 'Y' });
    for (const whs of [home, away]) bins[whs] = await binsOfWarehouse(api, whs);
  });
  afterEach(async () => {
    await expectStockBalanced(api.database);
    // Over its bins each batch adds up to its quantity, and over its batches each bin to the bin's.
    expect(await trackingMismatches(api, [item, picked])).toEqual([]);
  });
  afterAll(() => api.close());

  const bin = (whs: string, which: 'dft' | 'other') => bins[whs]?.[which] ?? 0;
  const cancel = async (document: { ObjType: string; DocEntry: number }) => {
    const current = documentOf(await admin.read(document.ObjType, document.DocEntry));
    documentOf(await admin.cancel(document.ObjType, document.DocEntry, current.version), 200);
  };

  it('keeps the seeded batches in the bins holding them: every batch item adds up both ways', async () => {
    const items = await sqlRows<{ item_code: string }>(
      api,
      `select item_code from items where man_btch_num = 'Y' and on_hand > 0`,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(
      await trackingMismatches(
        api,
        items.map((row) => row.item_code),
      ),
    ).toEqual([]);
    const [pairs] = await sqlRows<{ n: number }>(api, 'select count(*)::int as n from batch_bin_stock');
    expect(pairs?.n).toBeGreaterThan(0);
  });

  it('receives two batches into two bins, moves, issues and counts them exactly, and cancelling restores each step', async () => {
    const [dft, other] = [bin(home, 'dft'), bin(home, 'other')];
    const [awayDft] = [bin(away, 'dft')];
    const steps: { document: MarketingDocument; before: object }[] = [];
    const state = async () => ({
      pairs: await pairQuantities(api, item),
      batches: Object.fromEntries(
        Object.entries(await batchQuantities(api, item)).filter(([, qty]) => qty !== 0),
      ),
    });
    const step = async (document: MarketingDocument, before: object) => {
      steps.push({ document, before });
      expect(await trackingMismatches(api, [item])).toEqual([]);
    };

    // Receipt: each bin linked to its batch (SerialAndBatchNumbersBaseLine).
    let before = await state();
    const receipt = documentOf(
      await admin.create('59', {
        DocumentLines: [
          {
            ItemCode: item,
            WarehouseCode: home,
            Quantity: '10',
            UnitPrice: '2',
            BatchNumbers: [
              { BatchNumber: 'P-LATE', Quantity: '6', ExpiryDate: '2027-09-01' },
              { BatchNumber: 'P-SOON', Quantity: '4', ExpiryDate: '2027-02-01' },
            ],
            DocumentLinesBinAllocations: [
              { BinAbsEntry: other, Quantity: '4', SerialAndBatchNumbersBaseLine: 1 },
              { BinAbsEntry: dft, Quantity: '6', SerialAndBatchNumbersBaseLine: 0 },
            ],
          },
        ],
      }),
      201,
    );
    expect(await pairQuantities(api, item)).toEqual({ [`P-LATE@${dft}`]: 6, [`P-SOON@${other}`]: 4 });
    // The bin report reads the same rows: each batch in its bin with its expiry.
    const report = await api.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/reports/bin-stock?ItemCode=${item}`,
      headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(
      binStockAnswerSchema
        .parse(report.json())
        .ResponseData.data.map((row) => [row.AbsEntry, row.BatchNumber, row.ExpDate, Number(row.OnHandQty)]),
    ).toEqual(
      expect.arrayContaining([
        [dft, 'P-LATE', '2027-09-01', 6],
        [other, 'P-SOON', '2027-02-01', 4],
      ]),
    );
    await step(receipt, before);

    // Goods issue naming nothing: earliest expiry first, from the bin that holds that batch.
    before = await state();
    const issue = documentOf(
      await admin.create('60', { DocumentLines: [{ ItemCode: item, WarehouseCode: home, Quantity: '3' }] }),
      201,
    );
    expect(issue.StockAllocations).toEqual([
      expect.objectContaining({
        BatchSelection: 'FEFO',
        BatchNumbers: [expect.objectContaining({ BatchNumber: 'P-SOON', Quantity: '3' })],
        DocumentLinesBinAllocations: [
          { BinAbsEntry: other, Quantity: '3', SerialAndBatchNumbersBaseLine: 0 },
        ],
      }),
    ]);
    expect(await pairQuantities(api, item)).toEqual({ [`P-LATE@${dft}`]: 6, [`P-SOON@${other}`]: 1 });
    await step(issue, before);

    // Bin to bin in one warehouse, naming the batch: only that batch moves between the bins.
    before = await state();
    const move = documentOf(
      await admin.create('67', {
        Filler: home,
        ToWhsCode: home,
        DocumentLines: [
          {
            ItemCode: item,
            Quantity: '2',
            BatchNumbers: [{ BatchNumber: 'P-LATE', Quantity: '2' }],
            DocumentLinesBinAllocations: [
              { BinAbsEntry: dft, Quantity: '2', BinActionType: 'batFromWarehouse' },
              { BinAbsEntry: other, Quantity: '2', BinActionType: 'batToWarehouse' },
            ],
          },
        ],
      }),
      201,
    );
    expect(await pairQuantities(api, item)).toEqual({
      [`P-LATE@${dft}`]: 4,
      [`P-LATE@${other}`]: 2,
      [`P-SOON@${other}`]: 1,
    });
    expect(await batchQuantities(api, item)).toEqual({ [`P-LATE@${home}`]: 6, [`P-SOON@${home}`]: 1 });
    await step(move, before);

    // Transfer naming nothing: FEFO (P-SOON from its bin), then P-LATE default bin first; into WH04's default bin.
    before = await state();
    const transfer = documentOf(
      await admin.create('67', {
        Filler: home,
        ToWhsCode: away,
        DocumentLines: [{ ItemCode: item, Quantity: '3' }],
      }),
      201,
    );
    expect(await pairQuantities(api, item)).toEqual({
      [`P-LATE@${dft}`]: 2,
      [`P-LATE@${other}`]: 2,
      [`P-LATE@${awayDft}`]: 2,
      [`P-SOON@${awayDft}`]: 1,
    });
    await step(transfer, before);

    // A named bin and batch that do not meet: 409, nothing moved.
    const refused = await admin.create('60', {
      DocumentLines: [
        {
          ItemCode: item,
          WarehouseCode: away,
          Quantity: '2',
          BatchNumbers: [{ BatchNumber: 'P-SOON', Quantity: '2' }],
        },
      ],
    });
    expect(refused.statusCode, refused.body).toBe(409);

    // The count sheet reads each batch in each bin; counting one moves exactly that place.
    before = await state();
    const sheetReply = await api.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/counts/sheet?WhsCode=${home}&ItmsGrpCod=103`,
      headers,
    });
    expect(sheetReply.statusCode, sheetReply.body).toBe(200);
    const sheet = countSheetAnswerSchema.parse(sheetReply.json()).ResponseData;
    expect(
      sheet.Lines.filter((line) => line.ItemCode === item).map((line) => [
        line.BatchNumber,
        line.BinAbs,
        Number(line.OnHand),
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['P-LATE', dft, 2],
        ['P-LATE', other, 2],
      ]),
    );
    const counted = await api.app.inject({
      method: 'POST',
      url: '/api/v1/inventory/counts',
      headers,
      payload: {
        WhsCode: home,
        AsOf: sheet.AsOf,
        Lines: [
          { ItemCode: item, BinAbs: dft, BatchNumber: 'P-LATE', Counted: '1' },
          { ItemCode: item, BinAbs: other, BatchNumber: 'P-LATE', Counted: '2' },
          { ItemCode: item, BinAbs: dft, BatchNumber: 'P-NEW', Counted: '5', ExpiryDate: '2028-01-31' },
        ],
      },
    });
    expect(counted.statusCode, counted.body).toBe(200);
    const answer = countAnswerSchema.parse(counted.json()).ResponseData;
    expect(await pairQuantities(api, item)).toEqual({
      [`P-LATE@${dft}`]: 1,
      [`P-LATE@${other}`]: 2,
      [`P-NEW@${dft}`]: 5,
      [`P-LATE@${awayDft}`]: 2,
      [`P-SOON@${awayDft}`]: 1,
    });
    const [found] = await sqlRows<{ exp_date: string }>(
      api,
      `select exp_date::text from batches where item_code = $1 and dist_number = 'P-NEW'`,
      [item],
    );
    expect(found?.exp_date).toBe('2028-01-31');
    // The count's receipt and issue cancelled in turn give back their places.
    if (!answer.Issue || !answer.Receipt) throw new Error('the count posts an issue and a receipt');
    await cancel(answer.Receipt);
    expect(await state()).toEqual({
      pairs: { ...before.pairs, [`P-LATE@${dft}`]: 1 },
      batches: { ...before.batches, [`P-LATE@${home}`]: 3 },
    });
    await cancel(answer.Issue);
    expect(await state()).toEqual(before);

    // Cancel every other step, last first: each restores the bin × batch rows as they were before it.
    for (const { document, before: was } of steps.reverse()) {
      await cancel(document);
      expect(await state()).toEqual(was);
      expect(await trackingMismatches(api, [item])).toEqual([]);
    }
    expect(await state()).toEqual({ pairs: {}, batches: {} });
  });

  it('proposes in the picker exactly what the server takes, and checks typed batch × bin choices: 400 when not there, 409 when too little', async () => {
    const [dft, other] = [bin(home, 'dft'), bin(home, 'other')];
    const line = (extra: object) => ({ ItemCode: picked, WarehouseCode: home, Quantity: '4', ...extra });
    const receive = async (BatchNumbers: object[], bins: object[], Quantity: string) =>
      documentOf(
        await admin.create('59', {
          DocumentLines: [
            { ...line({ BatchNumbers, DocumentLinesBinAllocations: bins }), Quantity, UnitPrice: '1' },
          ],
        }),
        201,
      );
    // Q-Z is received before Q-A with the same expiry: FEFO takes it first (then oldest entry), and
    // of its two bins the default bin first. Q-E expires earlier than both.
    const receipts = [
      await receive(
        [{ BatchNumber: 'Q-Z', Quantity: '4', ExpiryDate: '2027-05-01' }],
        [
          { BinAbsEntry: other, Quantity: '3', SerialAndBatchNumbersBaseLine: 0 },
          { BinAbsEntry: dft, Quantity: '1', SerialAndBatchNumbersBaseLine: 0 },
        ],
        '4',
      ),
      await receive(
        [
          { BatchNumber: 'Q-A', Quantity: '5', ExpiryDate: '2027-05-01' },
          { BatchNumber: 'Q-E', Quantity: '1', ExpiryDate: '2027-04-01' },
        ],
        [
          { BinAbsEntry: dft, Quantity: '5', SerialAndBatchNumbersBaseLine: 0 },
          { BinAbsEntry: other, Quantity: '1', SerialAndBatchNumbersBaseLine: 1 },
        ],
        '6',
      ),
    ];
    const received = await pairQuantities(api, picked);

    // The picker reads the bin report's rows and proposes batches with their bins, each bin linked to its batch.
    const report = await api.app.inject({
      method: 'GET',
      url: `/api/v1/inventory/reports/bin-stock?ItemCode=${picked}&WhsCode=${home}&per_page=500`,
      headers,
    });
    expect(report.statusCode, report.body).toBe(200);
    const proposal = fefoPairProposal(binStockAnswerSchema.parse(report.json()).ResponseData.data, '4', dft);
    expect(proposal.bins.map((pick) => [pick.BatchNumber, pick.BinAbsEntry, pick.Quantity])).toEqual([
      ['Q-E', other, '1'],
      ['Q-Z', dft, '1'],
      ['Q-Z', other, '2'],
    ]);
    const { allocation, problems } = allocationOf({ ...proposal, serials: [] }, '4');
    expect(problems).toEqual({});

    // The server, given nothing, takes the same pairs; given the proposal, exactly those.
    const byServer = documentOf(await admin.create('60', { DocumentLines: [line({})] }), 201);
    // Its answer names the same batches, and each bin with its batch, as the proposal sent.
    const answered = byServer.StockAllocations?.[0];
    expect(answered?.BatchSelection).toBe('FEFO');
    expect(answered?.BatchNumbers.map((batch) => [batch.BatchNumber, batch.Quantity])).toEqual(
      allocation.BatchNumbers?.map((batch) => [batch.BatchNumber, batch.Quantity]),
    );
    expect(answered?.DocumentLinesBinAllocations).toEqual(allocation.DocumentLinesBinAllocations);
    const takenByServer = await pairQuantities(api, picked);
    await cancel(byServer);
    expect(await pairQuantities(api, picked)).toEqual(received);
    const byPicker = documentOf(await admin.create('60', { DocumentLines: [line(allocation)] }), 201);
    expect(byPicker.StockAllocations?.[0]?.BatchSelection).toBe('given');
    expect(await pairQuantities(api, picked)).toEqual(takenByServer);
    expect(takenByServer).toEqual({ [`Q-A@${dft}`]: 5, [`Q-Z@${other}`]: 1 });

    // Typed choices are checked against batch × bin stock, and a refusal moves nothing.
    const issue = async (BatchNumbers: object[], DocumentLinesBinAllocations: object[], Quantity = '1') =>
      admin.create('60', { DocumentLines: [line({ Quantity, BatchNumbers, DocumentLinesBinAllocations })] });
    const binsField = 'DocumentLines.0.DocumentLinesBinAllocations';
    const notThere = async (reply: Awaited<ReturnType<typeof issue>>) =>
      errorOf(reply, 400).fields?.[binsField];
    expect(
      await notThere(
        await issue(
          [{ BatchNumber: 'Q-A', Quantity: '1' }],
          [{ BinAbsEntry: other, Quantity: '1', SerialAndBatchNumbersBaseLine: 0 }],
        ),
      ),
    ).toEqual([`batch Q-A is not in bin ${other}`]);
    expect(
      await notThere(
        await issue([{ BatchNumber: 'Q-A', Quantity: '1' }], [{ BinAbsEntry: other, Quantity: '1' }]),
      ),
    ).toEqual(['batch Q-A is not in any of the bins named']);
    expect(
      await notThere(
        await issue(
          [{ BatchNumber: 'Q-A', Quantity: '1' }],
          [{ BinAbsEntry: dft, Quantity: '1', SerialAndBatchNumbersBaseLine: 1 }],
        ),
      ),
    ).toEqual([`bin ${dft} names batch line 1, which the line does not name`]);
    // There but too little: Q-Z holds 1 in the other bin; Q-E was there and the picker's issue emptied it.
    expect(
      (
        await issue(
          [{ BatchNumber: 'Q-Z', Quantity: '2' }],
          [{ BinAbsEntry: other, Quantity: '2', SerialAndBatchNumbersBaseLine: 0 }],
          '2',
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await issue(
          [{ BatchNumber: 'Q-E', Quantity: '1' }],
          [{ BinAbsEntry: other, Quantity: '1', SerialAndBatchNumbersBaseLine: 0 }],
        )
      ).statusCode,
    ).toBe(409);
    expect(await pairQuantities(api, picked)).toEqual(takenByServer);

    await cancel(byPicker);
    for (const receipt of receipts.reverse()) await cancel(receipt);
    expect(await pairQuantities(api, picked)).toEqual({});
  });
});
