import { describe, expect, it } from 'vitest';
import type { DispatchOpenItem } from '../../../shared/api/dispatch';
import {
  findOpenItems,
  isRowSelected,
  keepListed,
  openItemRows,
  selectedInOrder,
  toggleRow,
  totalsOf,
} from './open-items-model';

const item = (entry: number, territory: string | null, due: string, weight = '1.5'): DispatchOpenItem => ({
  DocEntry: entry,
  DocNum: 100 + entry,
  DocDate: '2026-11-20',
  DocDueDate: due,
  CardCode: `C${entry}`,
  CardName: `Customer ${entry}`,
  ShipToCode: null,
  Address2: null,
  Territory: territory === null ? null : territory.length,
  TerritoryName: territory,
  Warehouses: ['WH01'],
  LineCount: 1,
  Weight: weight,
  Volume: '0.1',
  DocTotal: '10',
  DocCurrency: 'EUR',
  AgeDays: 8,
});

const items = [
  item(1, 'South', '2026-11-30'),
  item(2, null, '2026-11-29'),
  item(3, 'North', '2026-12-02'),
  item(4, 'South', '2026-11-28'),
];

describe('the open items', () => {
  it('group by territory in name order, no territory last, each by requested date', () => {
    const rows = openItemRows(items, 'territory');
    expect(rows.map((row) => (row.rowKind === 'group' ? `[${row.TerritoryName}]` : row.DocEntry))).toEqual([
      '[North]',
      3,
      '[South]',
      4,
      1,
      '[null]',
      2,
    ]);
    expect(rows[2]).toMatchObject({ rowKind: 'group', entries: [4, 1], Weight: '3', Volume: '0.2' });
  });

  it('keep the server order ungrouped', () => {
    expect(openItemRows(items, 'none').map((row) => row.rowKind === 'item' && row.DocEntry)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('select a delivery, or a whole territory from its heading, and unselect it again', () => {
    const rows = openItemRows(items, 'territory');
    const south = rows[2];
    if (!south) throw new Error('no South heading');
    const selected = toggleRow(new Set([3]), south);
    expect([...selected].sort()).toEqual([1, 3, 4]);
    expect(isRowSelected(selected, south)).toBe(true);
    const partly = toggleRow(selected, rows[3] ?? south);
    expect(isRowSelected(partly, south)).toBe(false);
    // A heading with some of its deliveries selected selects the rest.
    expect([...toggleRow(partly, south)].sort()).toEqual([1, 3, 4]);
    expect([...toggleRow(toggleRow(partly, south), south)]).toEqual([3]);
  });

  it('give the selection in the order shown, and drop deliveries no longer listed', () => {
    const rows = openItemRows(items, 'territory');
    expect(selectedInOrder(rows, new Set([1, 2, 4])).map((one) => one.DocEntry)).toEqual([4, 1, 2]);
    expect([...keepListed(new Set([1, 9]), items)]).toEqual([1]);
    expect(totalsOf(items)).toEqual({ Weight: '6', Volume: '0.4' });
  });

  it('are found by every word typed, in the customer, number or territory', () => {
    expect(findOpenItems(items, 'customer 3').map((one) => one.DocEntry)).toEqual([3]);
    expect(findOpenItems(items, 'SOUTH').map((one) => one.DocEntry)).toEqual([1, 4]);
    expect(findOpenItems(items, '102').map((one) => one.DocEntry)).toEqual([2]);
    expect(findOpenItems(items, '  ')).toHaveLength(4);
  });
});
