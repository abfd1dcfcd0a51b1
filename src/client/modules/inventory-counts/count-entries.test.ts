import { describe, expect, it } from 'vitest';
import { countDifference, countedLines, movedItems } from './count-entries';

const sheet = {
  WhsCode: 'WH01',
  AsOf: 7,
  Truncated: false,
  Lines: [
    { ItemCode: 'A', ItemName: null, OnHand: '10' },
    { ItemCode: 'B', ItemName: null, OnHand: '4' },
  ],
};

describe('count entries', () => {
  it('reads blank as not counted and a quantity as counted', () => {
    expect(countDifference('10', '')).toBeUndefined();
    expect(countDifference('10', '7,5')).toBe('-2.5');
    expect(countedLines(sheet, { A: ' 12 ' })).toEqual([{ ItemCode: 'A', Counted: '12' }]);
    expect(countedLines(sheet, { A: '12', B: 'x' })).toBe('invalid');
  });

  it('names what moved from a STOCK_MOVED refusal only', () => {
    expect(
      movedItems({ code: 'STOCK_MOVED', message: 'x', fields: { 'Moved.A': ['5'], 'Moved.B': ['-2'] } }),
    ).toBe('A +5, B -2');
    expect(movedItems({ code: 'INSUFFICIENT_STOCK', message: 'x' })).toBeUndefined();
  });
});
