import { describe, expect, it } from 'vitest';
import type { ColumnFilter } from '../../shared/api/resources';
import { parseSearch, stringifySearch } from '../routes/search-params';
import { hrefWithoutView, paneViewOf, viewSearchOf, withPaneView } from './pane-view-search';

const filters: ColumnFilter[] = [
  { field: 'ItemName', op: 'contains', value: 'basmati' },
  { field: 'ItemName', op: 'startsWith', value: '[Atlas & co] 50%' },
  { field: 'OnHand', op: 'between', value: { from: '5' } },
  { field: 'UpdateDate', op: 'between', value: { from: '2026-01-01', to: '2026-03-31' } },
  { field: 'ItemType', op: 'in', value: ['I', 'L'] },
  { field: 'ItmsGrpCod', op: 'equals', value: '105' },
];

/** Through the router's own text form, as a pane's href and then the address bar hold it. */
const throughHref = (search: Record<string, unknown>) => parseSearch(stringifySearch(search));

describe('a pane view in its href', () => {
  it('reads back the filters and sort it wrote, values as text, in order', () => {
    const view = { filters, sort: [{ field: 'ItemCode', direction: 'desc' as const }] };
    expect(paneViewOf(throughHref(viewSearchOf(view)))).toEqual(view);
  });

  it('names one parameter per column and operator, so a second filter of both replaces the first', () => {
    const search = viewSearchOf({
      filters: [
        { field: 'ItemName', op: 'contains', value: 'rice' },
        { field: 'ItemName', op: 'contains', value: 'basmati' },
      ],
    });
    expect(search).toEqual({ 'f.ItemName.contains': 'basmati' });
  });

  it('keeps the params that are not its own and replaces its own', () => {
    const before = { id: '17', 'f.ItemName.contains': 'rice', sort: 'ItemCode:asc' };
    const after = withPaneView(before, { filters: [{ field: 'OnHand', op: 'equals', value: '0' }] });
    expect(after).toEqual({ id: '17', 'f.OnHand.equals': '0' });
  });

  it('reads an href without a view (an old URL) as no filters and no sort', () => {
    expect(paneViewOf(throughHref({ DocStatus: 'O' }))).toEqual({ filters: [] });
  });

  it('leaves out what it cannot read: unknown operators, empty values and a malformed sort', () => {
    const view = paneViewOf({
      'f.ItemName.like': 'x',
      'f.ItemName.contains': '',
      'f.OnHand.between': '..',
      'f.OnHand.in': ',',
      'f.Bad-Name.equals': 'x',
      sort: 'ItemCode:sideways',
    });
    expect(view).toEqual({ filters: [] });
  });

  it('strips a view from an href and keeps the rest of its query and its hash', () => {
    const href = `/inventory/items${stringifySearch({ id: '7', ...viewSearchOf({ filters, sort: [{ field: 'ItemCode', direction: 'asc' }] }) })}#top`;
    expect(hrefWithoutView(href)).toBe('/inventory/items?id=7#top');
    expect(hrefWithoutView('/dashboard')).toBe('/dashboard');
    expect(hrefWithoutView('/inventory/items?sort=ItemCode%3Aasc')).toBe('/inventory/items');
  });
});
