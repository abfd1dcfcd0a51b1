// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { cleanupGrids, focusGrid, makeRow, renderGrid, testColumns } from './data-grid-test-kit';

describe('DataGrid roles and attributes', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('is a named grid counting the header row and the columns', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    const element = getByRole(grid.container, 'grid', { name: 'Items' });
    expect(element.getAttribute('aria-rowcount')).toBe('1000001');
    expect(element.getAttribute('aria-colcount')).toBe('4');
    const headers = queryAllByRole(grid.container, 'columnheader');
    expect(headers.map((header) => header.getAttribute('aria-colindex'))).toEqual(['1', '2', '3', '4']);
    expect(headers[0]?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('1');
  });

  it('numbers rows and cells at the top: data row i has aria-rowindex i + 2', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    const first = grid.cell(0, 2);
    expect(first?.getAttribute('role')).toBe('gridcell');
    expect(first?.textContent).toBe('0.00');
    expect(grid.cell(3, 1)?.textContent).toBe('Item 3');
  });

  it('numbers rows and cells at the bottom of 1,000,000 rows', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    await focusGrid(grid);
    await grid.press('End', { ctrlKey: true });
    const last = grid.cell(999_999, 1);
    expect(last?.textContent).toBe('Item 999999');
    expect(last?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('1000001');
    expect(last?.getAttribute('aria-colindex')).toBe('2');
  });

  it('keeps the number of rendered rows small whatever the row count', async () => {
    const small = await renderGrid({ rowCount: 1_000 });
    const smallCount = small.rows().length;
    const large = await renderGrid({ rowCount: 1_000_000 });
    expect(large.rows().length).toBe(smallCount);
    expect(large.rows().length).toBeLessThanOrEqual(1 + 10 + 3 + 1);
    expect(large.container.getElementsByTagName('*').length).toBeLessThan(400);
    await focusGrid(large);
    await large.press('End', { ctrlKey: true });
    expect(large.rows().length).toBeLessThanOrEqual(1 + 10 + 3 + 1 + 1);
  });

  it('virtualises columns too, keeping the active column rendered', async () => {
    const wide = Array.from({ length: 60 }, (_, index) => ({
      ...testColumns[0],
      id: `c${index}`,
      header: `Column ${index}`,
      width: 100,
      align: 'start' as const,
      editable: false,
      sortable: false,
      format: () => `v${index}`,
    }));
    const grid = await renderGrid({ columns: wide });
    const rendered = () => queryAllByRole(grid.container, 'columnheader').length;
    expect(rendered()).toBeLessThan(10);
    await focusGrid(grid);
    await grid.press('End');
    expect(grid.active().getAttribute('aria-colindex')).toBe('60');
    expect(grid.grid().getAttribute('aria-colcount')).toBe('60');
    expect(rendered()).toBeLessThan(12);
  });

  it('marks read-only cells only when some column is editable', async () => {
    const grid = await renderGrid();
    expect(grid.cell(0, 0)?.getAttribute('aria-readonly')).toBe('true');
    expect(grid.cell(0, 1)?.hasAttribute('aria-readonly')).toBe(false);
    await cleanupGrids();
    const readOnly = await renderGrid({
      columns: testColumns.map((column) => ({ ...column, editable: false })),
    });
    expect(readOnly.cell(0, 0)?.hasAttribute('aria-readonly')).toBe(false);
  });

  it('puts aria-sort on the primary sorted header only', async () => {
    const grid = await renderGrid({
      sort: [
        { field: 'price', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
    });
    const header = (name: string) => getByRole(grid.container, 'columnheader', { name });
    expect(header('Price').getAttribute('aria-sort')).toBe('descending');
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
    expect(header('Name').getAttribute('aria-description')).toBe('sort key 2, ascending');
    expect(header('Code').hasAttribute('aria-sort')).toBe(false);
  });

  it('shows a busy placeholder row while its data is not loaded', async () => {
    const grid = await renderGrid({ rowAt: (index) => (index < 3 ? makeRow(index) : undefined) });
    const loaded = grid.cell(2, 0)?.closest('[role="row"]');
    const pending = grid.cell(3, 0)?.closest('[role="row"]');
    expect(loaded?.hasAttribute('aria-busy')).toBe(false);
    expect(pending?.getAttribute('aria-busy')).toBe('true');
    expect(pending?.textContent).toBe('Loading');
  });

  it('says the rows are loading while the count is unknown, with the header still reachable', async () => {
    const grid = await renderGrid({ rowCount: undefined });
    const statuses = queryAllByRole(grid.container, 'status').map((status) => status.textContent);
    expect(statuses).toContain('Loading rows');
    expect(grid.grid().getAttribute('aria-rowcount')).toBe('-1');
    expect(grid.grid().getAttribute('aria-busy')).toBe('true');
    expect(grid.active().getAttribute('role')).toBe('columnheader');
  });

  it('is busy with no rows while its columns are not known, so no row is left without cells', async () => {
    const grid = await renderGrid({ columns: [], rowCount: 3 });
    expect(grid.grid().getAttribute('aria-busy')).toBe('true');
    expect(queryAllByRole(grid.container, 'row')).toEqual([]);
  });

  it('says no rows match when the count is 0', async () => {
    const grid = await renderGrid({ rowCount: 0 });
    const statuses = queryAllByRole(grid.container, 'status').map((status) => status.textContent);
    expect(statuses).toContain('No rows match');
    expect(grid.grid().getAttribute('aria-rowcount')).toBe('1');
    expect(grid.rows()).toHaveLength(1);
  });

  it('writes each value in its own direction (dir="auto") inside the cell, leaving the cell in the grid direction', async () => {
    const grid = await renderGrid({ direction: 'rtl' });
    const code = grid.cell(0, 0);
    expect(code?.hasAttribute('dir')).toBe(false);
    expect(code?.querySelector('[dir="auto"]')?.textContent).toBe('C-0');
    // A name too: a Latin one cut by its column in an Arabic grid keeps its beginning.
    expect(grid.cell(0, 1)?.hasAttribute('dir')).toBe(false);
    expect(grid.cell(0, 1)?.querySelector('[dir="auto"]')).not.toBeNull();
    expect(grid.container.firstElementChild?.getAttribute('dir')).toBe('rtl');
  });

  it('reports the visible rows to the caller as they change, with the direction', async () => {
    const grid = await renderGrid({ rowCount: 1_000 });
    expect(grid.spies.onVisibleRangeChange).toHaveBeenLastCalledWith(0, 9, 'none');
    await grid.scrollTo(3200);
    expect(grid.spies.onVisibleRangeChange).toHaveBeenLastCalledWith(100, 109, 'down');
    await grid.scrollTo(1600);
    expect(grid.spies.onVisibleRangeChange).toHaveBeenLastCalledWith(50, 59, 'up');
  });

  it('maps the end of the capped scroll range to the last of 1,000,000 rows', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    await grid.scrollTo(15_000_000 - 320);
    expect(grid.spies.onVisibleRangeChange).toHaveBeenLastCalledWith(999_990, 999_999, 'down');
    expect(grid.cell(999_999, 0)?.textContent).toBe('C-999999');
  });

  it('renders the footer slot below the grid', async () => {
    const grid = await renderGrid({ footer: <p>1,000 rows</p> });
    expect(grid.container.querySelector('p')?.textContent).toBe('1,000 rows');
    expect(grid.grid().contains(grid.container.querySelector('p'))).toBe(false);
  });
});
