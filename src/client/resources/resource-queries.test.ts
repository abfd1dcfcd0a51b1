import { describe, expect, it } from 'vitest';
import { exportPath, type ListView } from './resource-queries';

const view: ListView = {
  sort: [{ field: 'ItemName', direction: 'desc' }],
  filters: [{ field: 'ItmsGrpCod', op: 'equals', value: 103 }],
  search: ' rice ',
};

describe('exportPath', () => {
  it('exports the view the grid shows with its visible columns, in their order', () => {
    const url = new URL(exportPath('items', view, ['ItemName', 'ItemCode', 'OnHand']), 'http://erp.invalid/');
    expect(url.pathname).toBe('/resources/items.csv');
    expect(url.searchParams.get('columns')).toBe('ItemName,ItemCode,OnHand');
    expect(url.searchParams.get('sort')).toBe('ItemName:desc');
    expect(url.searchParams.get('search')).toBe('rice');
    expect(JSON.parse(url.searchParams.get('filters') ?? '[]')).toEqual(view.filters);
  });

  it('leaves the columns to the server when the grid has none yet', () => {
    expect(exportPath('items', { sort: [], filters: [], search: '' }, [])).toBe('resources/items.csv');
  });
});
