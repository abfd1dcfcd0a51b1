// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { offeredCommands } from './column-commands';
import { cleanupGrids, focusGrid, type GridHarness, renderGrid } from './data-grid-test-kit';

const headerNames = (grid: GridHarness) =>
  queryAllByRole(grid.container, 'columnheader').map((header) => header.getAttribute('aria-label'));

async function onHeader(grid: GridHarness, col: number) {
  await focusGrid(grid);
  for (let step = 0; step < col; step += 1) await grid.press('ArrowRight');
  await grid.press('ArrowUp');
}

describe('a DataGrid whose caller passes no layout callbacks', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('shows its columns as given, with no column menu button and no resize handle', async () => {
    const grid = await renderGrid({}, { layout: 'read-only' });
    expect(headerNames(grid)).toEqual(['Code', 'Name', 'Price', 'Stock']);
    expect(queryAllByRole(grid.container, 'button')).toEqual([]);
    expect(grid.container.querySelector('[data-resize-col]')).toBeNull();
  });

  it('ignores the header keys that would sort, move, resize or hide a column, and opens no menu', async () => {
    const grid = await renderGrid({}, { layout: 'read-only' });
    await onHeader(grid, 1);
    await grid.press('Enter');
    await grid.press('ArrowRight', { altKey: true, shiftKey: true });
    await grid.press('ArrowRight', { altKey: true });
    await grid.press('H', { code: 'KeyH', altKey: true, shiftKey: true });
    await grid.press('ArrowDown', { altKey: true });
    expect(headerNames(grid)).toEqual(['Code', 'Name', 'Price', 'Stock']);
    expect(getByRole(grid.container, 'columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false);
    expect(queryAllByRole(grid.container, 'menu')).toEqual([]);
    expect(grid.container.querySelector<HTMLElement>('[data-header-col="1"]')?.style.inlineSize).toBe(
      '200px',
    );
  });

  it('still moves through its cells by keyboard', async () => {
    const grid = await renderGrid({}, { layout: 'read-only' });
    await focusGrid(grid);
    await grid.press('ArrowDown');
    await grid.press('ArrowRight');
    expect(grid.active().textContent).toBe('Item 1');
  });
});

describe('offeredCommands', () => {
  const none = { sort: false, move: false, resize: false, hide: false, filter: false };
  const place = { index: 0, count: 3, rtl: false, sorted: true };

  it('offers only what the caller allows', () => {
    expect(offeredCommands({ sortable: true }, place, none)).toEqual([]);
    expect(offeredCommands({ sortable: true }, place, { ...none, sort: true })).toEqual([
      'sort-asc',
      'sort-desc',
      'clear-sort',
    ]);
    expect(offeredCommands({ sortable: false }, place, { ...none, sort: true, hide: true })).toEqual([
      'hide',
    ]);
    expect(offeredCommands({ sortable: false }, place, { ...none, move: true })).toEqual(['move-right']);
  });
});
