import { describe, expect, it } from 'vitest';
import type { DispatchOpenItem } from '../../../shared/api/dispatch';
import {
  deliveriesForLoad,
  findOpenItems,
  isRowSelected,
  keepListed,
  type OpenItemKey,
  openItemRows,
  ordersAmong,
  selectedInOrder,
  selectionAfterDeliveries,
  toggleRow,
  totalsOf,
} from './open-items-model';

const item = (
  entry: number,
  territory: string | null,
  due: string,
  weight = '1.5',
  ObjType: DispatchOpenItem['ObjType'] = '15',
): DispatchOpenItem => ({
  ObjType,
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
    expect(rows[2]).toMatchObject({
      rowKind: 'group',
      entries: ['15:4', '15:1'],
      Weight: '3',
      Volume: '0.2',
    });
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
    const selected = toggleRow(new Set(['15:3']), south);
    expect([...selected].sort()).toEqual(['15:1', '15:3', '15:4']);
    expect(isRowSelected(selected, south)).toBe(true);
    const partly = toggleRow(selected, rows[3] ?? south);
    expect(isRowSelected(partly, south)).toBe(false);
    // A heading with some of its deliveries selected selects the rest.
    expect([...toggleRow(partly, south)].sort()).toEqual(['15:1', '15:3', '15:4']);
    expect([...toggleRow(toggleRow(partly, south), south)]).toEqual(['15:3']);
  });

  it('give the selection in the order shown, and drop deliveries no longer listed', () => {
    const rows = openItemRows(items, 'territory');
    const keys: OpenItemKey[] = ['15:1', '15:2', '15:4'];
    expect(selectedInOrder(rows, new Set(keys)).map((one) => one.DocEntry)).toEqual([4, 1, 2]);
    expect([...keepListed(new Set(['15:1', '15:9', '17:1']), items)]).toEqual(['15:1']);
    expect(totalsOf(items)).toEqual({ Weight: '6', Volume: '0.4' });
  });

  it('are found by every word typed, in the customer, number or territory', () => {
    expect(findOpenItems(items, 'customer 3').map((one) => one.DocEntry)).toEqual([3]);
    expect(findOpenItems(items, 'SOUTH').map((one) => one.DocEntry)).toEqual([1, 4]);
    expect(findOpenItems(items, '102').map((one) => one.DocEntry)).toEqual([2]);
    expect(findOpenItems(items, '  ')).toHaveLength(4);
  });

  it('tell an order from a delivery of the same DocEntry, in the selection and in its territory', () => {
    const mixed = [...items, item(1, 'South', '2026-11-29', '2', '17')];
    const rows = openItemRows(mixed, 'territory');
    expect(rows[2]).toMatchObject({ rowKind: 'group', entries: ['15:4', '17:1', '15:1'] });
    const order = rows.find((row) => row.rowKind === 'item' && row.ObjType === '17');
    if (!order) throw new Error('no order row');
    const selected = toggleRow(new Set(), order);
    expect([...selected]).toEqual(['17:1']);
    expect(selectedInOrder(rows, selected).map((one) => [one.ObjType, one.DocEntry])).toEqual([['17', 1]]);
    expect(ordersAmong(mixed)).toEqual([1]);
  });

  it('hand the selected orders’ places to their new deliveries; a refused order stays selected', () => {
    const results = [
      { OrderEntry: 1, DeliveryEntry: 50, DocNum: 900 },
      { OrderEntry: 2, error: { code: 'VALIDATION_FAILED' as const, message: 'serials' } },
    ];
    const after = selectionAfterDeliveries(new Set<OpenItemKey>(['15:3', '17:1', '17:2']), results);
    expect([...after].sort()).toEqual(['15:3', '15:50', '17:2']);
    const chosen = [item(3, null, '2026-11-28'), item(1, null, '2026-11-29', '1', '17')];
    expect(deliveriesForLoad(chosen, results)).toEqual([3, 50]);
    expect(deliveriesForLoad([...chosen, item(2, null, '2026-11-30', '1', '17')], results)).toBeUndefined();
  });
});
