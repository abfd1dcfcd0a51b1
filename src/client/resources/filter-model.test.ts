import { describe, expect, it } from 'vitest';
import type { ColumnFilter, FieldModel } from '../../shared/api/resources';
import { emptyFilterTexts, filterOf, operatorsFor, putFilter, startingColumn, textsOf } from './filter-model';

const field = (name: string, extra: Partial<FieldModel> & Pick<FieldModel, 'kind'>): FieldModel => ({
  name,
  readable: true,
  writable: true,
  ...extra,
});

const itemName = field('ItemName', { kind: 'text' });
const onHand = field('OnHand', { kind: 'number' });
const groupCode = field('ItmsGrpCod', { kind: 'reference', valueType: 'integer' });
const priceList = field('PriceList', { kind: 'reference', valueType: 'integer' });
const updated = field('UpdateDate', { kind: 'date' });

describe('the filter model', () => {
  it('filters text with contains by default, numbers and dates with a range, then equals', () => {
    expect(operatorsFor(itemName)[0]).toBe('contains');
    expect(operatorsFor(onHand)).toEqual(['between', 'equals']);
    expect(operatorsFor(updated)).toEqual(['between', 'equals']);
  });

  it('reads the drawer’s fields into a filter and back, so reopening shows it as it is', () => {
    const cases: [FieldModel, ColumnFilter][] = [
      [itemName, { field: 'ItemName', op: 'contains', value: 'basmati' }],
      [onHand, { field: 'OnHand', op: 'between', value: { from: '5', to: undefined } }],
      [updated, { field: 'UpdateDate', op: 'between', value: { from: '2026-01-01', to: '2026-03-31' } }],
      [groupCode, { field: 'ItmsGrpCod', op: 'in', value: ['100', '105'] }],
    ];
    for (const [model, filter] of cases) {
      const again = filterOf(model, filter.op, textsOf(filter));
      expect(again && textsOf(again), filter.field).toEqual(textsOf(filter));
    }
    expect(filterOf(groupCode, 'equals', { ...emptyFilterTexts, value: ' 105 ' })).toEqual({
      field: 'ItmsGrpCod',
      op: 'equals',
      value: 105,
    });
    expect(filterOf(itemName, 'contains', { ...emptyFilterTexts, value: '  ' })).toBeUndefined();
  });

  it('keeps one filter per column and operator: the second replaces the first in its place', () => {
    const rice: ColumnFilter = { field: 'ItemName', op: 'contains', value: 'rice' };
    const atlas: ColumnFilter = { field: 'ItemName', op: 'startsWith', value: 'Atlas' };
    const stock: ColumnFilter = { field: 'OnHand', op: 'between', value: { from: '5' } };
    const basmati: ColumnFilter = { field: 'ItemName', op: 'contains', value: 'basmati' };
    const slot = { field: 'ItemName', op: 'contains' } as const;
    expect(putFilter([rice, stock], slot, basmati)).toEqual([basmati, stock]);
    // A different operator on the same column is added: both narrow, as a range's two bounds do.
    expect(putFilter([rice], { field: 'ItemName', op: 'startsWith' }, atlas)).toEqual([rice, atlas]);
    // An emptied value takes the filter away.
    expect(putFilter([rice, stock], slot, undefined)).toEqual([stock]);
    expect(putFilter([stock], slot, undefined)).toEqual([stock]);
  });

  it('opens on the column asked for, never on one the route fixes to a single value', () => {
    const fields = [priceList, itemName, onHand];
    const fixed: ColumnFilter[] = [{ field: 'PriceList', op: 'equals', value: '2' }];
    const shown = ['PriceList', 'ItemName', 'OnHand'];
    expect(startingColumn(fields, { asked: 'OnHand', shown, fixed })).toBe('OnHand');
    expect(startingColumn(fields, { asked: 'PriceList', shown, fixed })).toBe('ItemName');
    expect(startingColumn(fields, { shown, fixed })).toBe('ItemName');
    expect(startingColumn(fields, { asked: 'Nope', shown: ['OnHand'], fixed: [] })).toBe('OnHand');
  });
});
