import { describe, expect, it } from 'vitest';
import {
  type CountSheet,
  type CountSheetItem,
  type CountSheetLine,
  countPlaceKey,
} from '../../../shared/api/inventory-counts';
import { press } from '../../keyboard/key-press-test-kit';
import { KeyQueue } from '../../keyboard/key-queue';
import {
  addFound,
  cellOrder,
  countDifference,
  countedLines,
  movedItems,
  noEntries,
  replayKeys,
  rowsOf,
} from './count-entries';

const line = (ItemCode: string, rest: Partial<CountSheetLine> & { OnHand: string }): CountSheetLine => ({
  ItemCode,
  BinAbs: null,
  BinCode: null,
  BatchNumber: null,
  SerialNumber: null,
  ...rest,
});

const sheet: CountSheet = {
  WhsCode: 'WH01',
  Bins: true,
  DftBinAbs: 1,
  AsOf: 7,
  Truncated: false,
  Items: [
    { ItemCode: 'A', ItemName: null, Managed: 'N', OnHand: '10' },
    { ItemCode: 'B', ItemName: null, Managed: 'B', OnHand: '4' },
    { ItemCode: 'S', ItemName: null, Managed: 'S', OnHand: '2' },
  ],
  Lines: [
    line('A', { BinAbs: 1, BinCode: 'WH01-A', OnHand: '10' }),
    line('B', { BinAbs: 1, BinCode: 'WH01-A', BatchNumber: 'L1', OnHand: '3' }),
    line('B', { BinAbs: 2, BinCode: 'WH01-B', BatchNumber: 'L1', OnHand: '1' }),
    line('S', { BinAbs: 2, BinCode: 'WH01-B', SerialNumber: 'S-1', OnHand: '1' }),
    line('S', { BinAbs: 2, BinCode: 'WH01-B', SerialNumber: 'S-2', OnHand: '1' }),
  ],
};
const [a, b1, b2, s1, s2] = sheet.Lines.map(countPlaceKey) as [string, string, string, string, string];

describe('count entries', () => {
  it('reads blank as not counted and a quantity as counted', () => {
    expect(countDifference('10', '')).toBeUndefined();
    expect(countDifference('10', '7,5')).toBe('-2.5');
    expect(countedLines(sheet, { ...noEntries, counted: { [a]: ' 12 ' } })).toEqual([
      { ItemCode: 'A', BinAbs: 1, Counted: '12' },
    ]);
    expect(countedLines(sheet, { ...noEntries, counted: { [a]: '12', [b1]: 'x' } })).toBe('invalid');
  });

  it('names each place by its bin and batch, a serial by itself alone, and takes 0 or 1 for a serial', () => {
    expect(countedLines(sheet, { ...noEntries, counted: { [b2]: '2', [s1]: '1', [s2]: '0' } })).toEqual([
      { ItemCode: 'B', BinAbs: 2, BatchNumber: 'L1', Counted: '2' },
      { ItemCode: 'S', SerialNumber: 'S-1', Counted: '1' },
      { ItemCode: 'S', SerialNumber: 'S-2', Counted: '0' },
    ]);
    expect(countedLines(sheet, { ...noEntries, counted: { [s1]: '2' } })).toBe('invalid');
  });

  it('adds a serial found once per item, into the default bin or the one chosen, and marks a listed one present', () => {
    const [, batchItem, serialItem] = sheet.Items as [CountSheetItem, CountSheetItem, CountSheetItem];
    const added = addFound(sheet, noEntries, serialItem, ' S-9 ');
    if (added.kind !== 'added') throw new Error(added.kind);
    expect(rowsOf(sheet, added.entries, 'S').map((row) => row.SerialNumber)).toEqual(['S-1', 'S-2', 'S-9']);
    expect(countedLines(sheet, added.entries)).toEqual([
      { ItemCode: 'S', BinAbs: 1, SerialNumber: 'S-9', Counted: '1' },
    ]);
    expect(addFound(sheet, added.entries, serialItem, 'S-9').kind).toBe('duplicate');
    expect(addFound(sheet, added.entries, serialItem, '  ').kind).toBe('blank');
    const marked = addFound(sheet, added.entries, serialItem, 'S-2');
    expect(marked).toMatchObject({ kind: 'marked', key: s2 });
    if (marked.kind === 'marked') expect(marked.entries.counted[s2]).toBe('1');
    const inBin = addFound(sheet, added.entries, serialItem, 'S-10', { abs: 2, code: 'WH01-B' });
    if (inBin.kind !== 'added') throw new Error(inBin.kind);
    expect(rowsOf(sheet, inBin.entries, 'S').at(-1)).toMatchObject({ BinAbs: 2, BinCode: 'WH01-B' });
    // The same number under a batch item is a batch, counted once typed.
    const batch = addFound(sheet, added.entries, batchItem, 'S-9', { abs: 2, code: 'WH01-B' });
    if (batch.kind !== 'added') throw new Error(batch.kind);
    expect(cellOrder(sheet, batch.entries)).toEqual([a, b1, b2, batch.key, s1, s2, added.key]);
    expect(countedLines(sheet, { ...batch.entries, counted: { [batch.key]: '4' } })).toEqual([
      { ItemCode: 'B', BinAbs: 2, BatchNumber: 'S-9', Counted: '4' },
    ]);
    // A batch new here takes the expiry date typed for it.
    expect(
      countedLines(sheet, {
        ...batch.entries,
        counted: { [batch.key]: '4' },
        expiry: { [batch.key]: '2028-01-31' },
      }),
    ).toEqual([{ ItemCode: 'B', BinAbs: 2, BatchNumber: 'S-9', Counted: '4', ExpiryDate: '2028-01-31' }]);
    // A batch the sheet has in that bin is the place to count, not a new one.
    expect(addFound(sheet, noEntries, batchItem, 'L1', { abs: 2, code: 'WH01-B' })).toEqual({
      kind: 'listed',
      key: b2,
    });
  });

  it('adds a bin where a plain item was found, only in a warehouse with bins', () => {
    const [plainItem] = sheet.Items as [CountSheetItem];
    const found = addFound(sheet, noEntries, plainItem, '', { abs: 2, code: 'WH01-B' });
    if (found.kind !== 'added') throw new Error(found.kind);
    expect(rowsOf(sheet, found.entries, 'A').map((row) => row.BinCode)).toEqual(['WH01-A', 'WH01-B']);
    expect(countedLines(sheet, { ...found.entries, counted: { [found.key]: '3' } })).toEqual([
      { ItemCode: 'A', BinAbs: 2, Counted: '3' },
    ]);
    expect(addFound(sheet, found.entries, plainItem, '', { abs: 2, code: 'WH01-B' })).toEqual({
      kind: 'listed',
      key: found.key,
    });
    expect(addFound(sheet, noEntries, plainItem, '', { abs: 1, code: 'WH01-A' })).toEqual({
      kind: 'listed',
      key: a,
    });
    expect(addFound({ ...sheet, Bins: false }, noEntries, plainItem, 'x').kind).toBe('blank');
  });

  it('applies keys typed while the sheet was read from its first counted cell, Enter going down', () => {
    const typed = new KeyQueue();
    for (const key of ['1', '2', 'Enter', '4', 'Backspace', '3', 'Tab', 'Shift', '1', 'Tab', 'Escape'])
      typed.hold(press(key));
    expect(typed.hold(press('s', { ctrlKey: true }))).toBe(false);
    const { entries, at } = replayKeys(cellOrder(sheet, noEntries), noEntries, typed);
    expect(entries.counted).toEqual({ [a]: '12', [b1]: '3', [b2]: '1' });
    expect(at).toBe(3);
    expect(typed.size).toBe(0);
  });

  it('names what moved from a STOCK_MOVED refusal only', () => {
    expect(
      movedItems({ code: 'STOCK_MOVED', message: 'x', fields: { 'Moved.A': ['5'], 'Moved.B': ['-2'] } }),
    ).toBe('A +5, B -2');
    expect(movedItems({ code: 'INSUFFICIENT_STOCK', message: 'x' })).toBeUndefined();
  });
});
