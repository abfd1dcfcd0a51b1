import { describe, expect, it } from 'vitest';
import { documentTypes } from '../../../shared/documents/object-types';
import { lineAllocationSchema } from '../../../shared/documents/stock-allocations';
import { emptyLine } from './line-editing';
import {
  addSerial,
  allocationOf,
  emptyBatchPick,
  fefoProposal,
  heldInBins,
  picksOf,
  placesOf,
} from './stock-picks';

describe('the stock picker', () => {
  it('proposes the earliest expiry first, batches without one last, up to the line quantity', () => {
    const held = [
      { DistNumber: 'L-A', ExpDate: '2027-03-01', Quantity: '6' },
      { DistNumber: 'L-N', ExpDate: null, Quantity: '9' },
      { DistNumber: 'L-B', ExpDate: '2027-01-15', Quantity: '4' },
    ];
    expect(fefoProposal(held, '5').map((pick) => [pick.BatchNumber, pick.Quantity])).toEqual([
      ['L-B', '4'],
      ['L-A', '1'],
    ]);
    expect(fefoProposal(held, '12').map((pick) => pick.BatchNumber)).toEqual(['L-B', 'L-A', 'L-N']);
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
