import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../../shared/documents/object-types';
import { lineAllocationSchema } from '../../../shared/documents/stock-allocations';
import { emptyLine } from './line-editing';
import {
  addSerial,
  allocationOf,
  emptyBatchPick,
  fefoPairProposal,
  fefoProposal,
  heldInBins,
  picksOf,
  placesOf,
} from './stock-picks';

describe('the stock picker', () => {
  it('proposes the earliest expiry first, batches without one last, up to the line quantity', () => {
    const held = [
      { DistNumber: 'L-A', ExpDate: '2027-03-01', InDate: '2026-01-01', BatchAbs: 1, Quantity: '6' },
      { DistNumber: 'L-N', ExpDate: null, InDate: '2026-01-01', BatchAbs: 2, Quantity: '9' },
      { DistNumber: 'L-B', ExpDate: '2027-01-15', InDate: '2026-01-01', BatchAbs: 3, Quantity: '4' },
    ];
    expect(fefoProposal(held, '5').map((pick) => [pick.BatchNumber, pick.Quantity])).toEqual([
      ['L-B', '4'],
      ['L-A', '1'],
    ]);
    expect(fefoProposal(held, '12').map((pick) => pick.BatchNumber)).toEqual(['L-B', 'L-A', 'L-N']);
  });

  it('proposes in a bin warehouse the FEFO batches and the bins holding each, default bin first, linked to their batch', () => {
    const pairs = [
      {
        AbsEntry: 30,
        BatchNumber: 'L-LATE',
        ExpDate: '2027-09-01',
        InDate: '2026-01-02',
        BatchAbs: 7,
        OnHandQty: '6',
      },
      {
        AbsEntry: 31,
        BatchNumber: 'L-SOON',
        ExpDate: '2027-02-01',
        InDate: '2026-01-02',
        BatchAbs: 8,
        OnHandQty: '1',
      },
      {
        AbsEntry: 20,
        BatchNumber: 'L-SOON',
        ExpDate: '2027-02-01',
        InDate: '2026-01-02',
        BatchAbs: 8,
        OnHandQty: '3',
      },
      { AbsEntry: 20, BatchNumber: null, OnHandQty: '40' },
    ];
    const proposal = fefoPairProposal(pairs, '5', 20);
    expect(proposal.batches.map((pick) => [pick.BatchNumber, pick.Quantity])).toEqual([
      ['L-SOON', '4'],
      ['L-LATE', '1'],
    ]);
    expect(proposal.bins).toEqual([
      { BinAbsEntry: 20, Quantity: '3', BatchNumber: 'L-SOON' },
      { BinAbsEntry: 31, Quantity: '1', BatchNumber: 'L-SOON' },
      { BinAbsEntry: 30, Quantity: '1', BatchNumber: 'L-LATE' },
    ]);
    // Sent, each bin names its batch by its index among the batches (SerialAndBatchNumbersBaseLine).
    const made = allocationOf({ ...proposal, serials: [] }, '5');
    expect(made.problems).toEqual({});
    expect(lineAllocationSchema.parse(made.allocation).DocumentLinesBinAllocations).toEqual([
      { BinAbsEntry: 20, Quantity: '3', SerialAndBatchNumbersBaseLine: 0 },
      { BinAbsEntry: 31, Quantity: '1', SerialAndBatchNumbersBaseLine: 0 },
      { BinAbsEntry: 30, Quantity: '1', SerialAndBatchNumbersBaseLine: 1 },
    ]);
    // Opened again, the bins keep their batches.
    expect(picksOf(made.allocation).bins).toEqual(proposal.bins);
  });

  it("refuses bins of a batch that do not add up to the batch's quantity, or of a batch not picked", () => {
    const batch = (BatchNumber: string, Quantity: string) => ({ ...emptyBatchPick(), BatchNumber, Quantity });
    const batches = [batch('L-A', '2'), batch('L-B', '1')];
    const pairs = (bins: { BinAbsEntry: number; Quantity: string; BatchNumber: string }[]) =>
      allocationOf({ batches, serials: [], bins }, '3').problems.bins;
    expect(
      pairs([
        { BinAbsEntry: 1, Quantity: '1', BatchNumber: 'L-A' },
        { BinAbsEntry: 2, Quantity: '2', BatchNumber: 'L-B' },
      ]),
    ).toBe('pairs');
    expect(
      pairs([
        { BinAbsEntry: 1, Quantity: '2', BatchNumber: 'L-A' },
        { BinAbsEntry: 2, Quantity: '1', BatchNumber: 'L-C' },
      ]),
    ).toBe('pairs');
    expect(
      pairs([
        { BinAbsEntry: 1, Quantity: '2', BatchNumber: 'L-A' },
        { BinAbsEntry: 2, Quantity: '1', BatchNumber: 'L-B' },
      ]),
    ).toBeUndefined();
  });

  it('adds a scanned serial once, up to one per unit, and only one in stock for an issue', () => {
    expect(addSerial([], ' SN-1 ', { units: 2 })).toEqual({ ok: true, serials: ['SN-1'] });
    expect(addSerial(['SN-1'], 'SN-1', { units: 2 })).toEqual({ ok: false, problem: 'duplicate' });
    expect(addSerial(['SN-1', 'SN-2'], 'SN-3', { units: 2 })).toEqual({ ok: false, problem: 'full' });
    expect(addSerial([], 'SN-9', { units: 1, inStock: new Set(['SN-1']) })).toEqual({
      ok: false,
      problem: 'unknown',
    });
  });

  it('makes the line allocation from the rows, refusing totals that are not the line quantity', () => {
    const batch = (BatchNumber: string, Quantity: string) => ({ ...emptyBatchPick(), BatchNumber, Quantity });
    const good = allocationOf(
      { batches: [batch('L-A', '2'), batch('L-B', '1,5')], serials: [], bins: [] },
      '3.5',
    );
    expect(good.problems).toEqual({});
    expect(good.allocation.BatchNumbers?.map((pick) => pick.Quantity)).toEqual(['2', '1.5']);
    expect(allocationOf({ batches: [batch('L-A', '2')], serials: [], bins: [] }, '3').problems).toEqual({
      batches: 'total',
    });
    expect(allocationOf({ batches: [batch('', '3')], serials: [], bins: [] }, '3').problems.batches).toBe(
      'number',
    );
    expect(allocationOf({ batches: [], serials: ['S1'], bins: [] }, '2').problems.serials).toBe('count');
    expect(
      allocationOf({ batches: [], serials: [], bins: [{ BinAbsEntry: 1, Quantity: '2' }] }, '2').allocation,
    ).toEqual({ DocumentLinesBinAllocations: [{ BinAbsEntry: 1, Quantity: '2' }] });
    expect(allocationOf({ batches: [], serials: [], bins: [] }, '2').allocation).toEqual({});
    expect(picksOf(good.allocation).batches[1]?.Quantity).toBe('1.5');
  });

  it("marks a transfer's bins by side, checks each side against the line, and reads them back apart", () => {
    const made = allocationOf(
      {
        batches: [],
        serials: [],
        bins: [{ BinAbsEntry: 1, Quantity: '2' }],
        toBins: [
          { BinAbsEntry: 7, Quantity: '1' },
          { BinAbsEntry: 8, Quantity: '1' },
        ],
      },
      '2',
      true,
    );
    expect(made).toEqual({
      problems: {},
      allocation: {
        DocumentLinesBinAllocations: [
          { BinAbsEntry: 1, Quantity: '2', BinActionType: 'batFromWarehouse' },
          { BinAbsEntry: 7, Quantity: '1', BinActionType: 'batToWarehouse' },
          { BinAbsEntry: 8, Quantity: '1', BinActionType: 'batToWarehouse' },
        ],
      },
    });
    expect(lineAllocationSchema.safeParse(made.allocation).success).toBe(true);
    const again = picksOf(made.allocation);
    expect(again.bins).toEqual([{ BinAbsEntry: 1, Quantity: '2' }]);
    expect(again.toBins?.map((bin) => bin.BinAbsEntry)).toEqual([7, 8]);
    expect(picksOf(undefined).toBins).toBeUndefined();
    expect(
      allocationOf(
        { batches: [], serials: [], bins: [], toBins: [{ BinAbsEntry: 7, Quantity: '1' }] },
        '2',
        true,
      ).problems,
    ).toEqual({ toBins: 'total' });
    // Outside a transfer, bins carry no side and receiving bins are not sent.
    expect(
      allocationOf({ batches: [], serials: [], bins: [], toBins: [{ BinAbsEntry: 7, Quantity: '2' }] }, '2')
        .allocation,
    ).toEqual({});
  });

  it("picks a transfer line where the server posts it: its own warehouses, else the header's", () => {
    const typeOf = (id: string) => documentTypes.find((type) => type.objectId === id);
    const transfer = typeOf('67');
    const issue = typeOf('60');
    if (!transfer || !issue) throw new Error('types 67 and 60 are declared');
    const header = { Filler: 'wh01', ToWhsCode: 'WH04' };
    const line = { ...emptyLine(), ItemCode: 'A', WhsCode: null };
    expect(placesOf(transfer, line, header)).toEqual({ at: 'WH01', into: 'WH04' });
    expect(placesOf(transfer, { ...line, FromWhsCod: 'WH02', WhsCode: 'WH03' }, header)).toEqual({
      at: 'WH02',
      into: 'WH03',
    });
    expect(placesOf(issue, { ...line, WhsCode: 'WH02' }, header)).toEqual({ at: 'WH02' });
  });
});

describe('heldInBins', () => {
  const pairs = [
    { AbsEntry: 1, BatchNumber: 'L1', OnHandQty: '4' },
    { AbsEntry: 1, BatchNumber: 'L2', OnHandQty: '2' },
    { AbsEntry: 2, BatchNumber: 'L2', OnHandQty: '3' },
    { AbsEntry: 3, BatchNumber: 'L1', OnHandQty: '0' },
  ];
  it('answers what each bin holds of the batches picked, exactly, and of all batches while none is', () => {
    expect(heldInBins(pairs, [])).toEqual(
      new Map([
        [1, '6'],
        [2, '3'],
      ]),
    );
    expect(heldInBins(pairs, [{ ...emptyBatchPick(), BatchNumber: 'L2', Quantity: '4' }])).toEqual(
      new Map([
        [1, '2'],
        [2, '3'],
      ]),
    );
    expect(heldInBins(pairs, [{ ...emptyBatchPick(), BatchNumber: 'L1', Quantity: '1' }])).toEqual(
      new Map([[1, '4']]),
    );
  });
});
