import { describe, expect, it } from 'vitest';
import { type StockLine, stockChanges } from './stock-effects';

const transferLine = (change: Partial<StockLine> = {}): StockLine => ({
  ObjType: '67',
  DocEntry: 7,
  LineNum: 0,
  ItemCode: 'I1',
  WhsCode: 'WH02',
  FromWhsCod: 'WH01',
  Quantity: '4',
  OpenQty: '4',
  NumPerMsr: '1',
  LineStatus: 'O',
  BaseType: null,
  DocStatus: 'O',
  CANCELED: 'N',
  Draft: 'N',
  DocDate: '2026-11-27',
  CardCode: null,
  LineTotal: '40',
  ...change,
});

const binOfWh01 = { DocumentLinesBinAllocations: [{ BinAbsEntry: 3, Quantity: '4' }] };

describe('the stock changes of an inventory transfer line', () => {
  it('take the named bins out of the source warehouse and bring in what that side took, at its cost', () => {
    const [out, into] = stockChanges([], [transferLine({ allocation: binOfWh01 })]);
    expect(out).toMatchObject({ WhsCode: 'WH01', allocation: binOfWh01 });
    expect(out?.onHand.toString()).toBe('-4');
    expect(into).toMatchObject({ WhsCode: 'WH02', transferFrom: 'WH01' });
    expect(into?.onHand.toString()).toBe('4');
    // Neither the source's bins nor a cost of its own: it arrives at what the other side left at.
    expect(into).not.toHaveProperty('allocation');
    expect(into).not.toHaveProperty('cost');
  });

  it('give back both sides when cancelled, each at the place it moved', () => {
    const posted = transferLine();
    const changes = stockChanges([posted], [{ ...posted, CANCELED: 'Y' }]);
    expect(changes.map((change) => [change.WhsCode, change.onHand.toString(), change.reverses])).toEqual([
      ['WH01', '4', true],
      ['WH02', '-4', true],
    ]);
  });

  it('give each side its own bins: batches, serials and from-bins out, batToWarehouse bins in', () => {
    const allocation = {
      BatchNumbers: [{ BatchNumber: 'L1', Quantity: '4' }],
      DocumentLinesBinAllocations: [
        { BinAbsEntry: 3, Quantity: '4', BinActionType: 'batFromWarehouse' as const },
        { BinAbsEntry: 9, Quantity: '4', BinActionType: 'batToWarehouse' as const },
      ],
    };
    const [out, into] = stockChanges([], [transferLine({ allocation })]);
    expect(out?.allocation).toEqual({
      BatchNumbers: allocation.BatchNumbers,
      DocumentLinesBinAllocations: [allocation.DocumentLinesBinAllocations[0]],
    });
    expect(into?.allocation).toEqual({
      DocumentLinesBinAllocations: [allocation.DocumentLinesBinAllocations[1]],
    });
    expect(into).toMatchObject({ transferFrom: 'WH01' });
  });

  it('keep both sides of a move between bins of one warehouse apart, and mark them', () => {
    const within = transferLine({ WhsCode: 'WH01' });
    const changes = stockChanges([], [within]);
    expect(
      changes.map((change) => [change.WhsCode, change.onHand.toString(), change.withinWarehouse]),
    ).toEqual([
      ['WH01', '-4', true],
      ['WH01', '4', true],
    ]);
    const cancelled = stockChanges([within], [{ ...within, CANCELED: 'Y' }]);
    expect(cancelled.map((change) => [change.onHand.toString(), change.reverses])).toEqual([
      ['4', true],
      ['-4', true],
    ]);
  });
});
