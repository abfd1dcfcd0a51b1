// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { accessibleName, getByRole, queryAllByRole } from '../testing/accessible-queries';
import { cleanupGrids, focusGrid, type GridHarness, renderGrid } from './data-grid-test-kit';

const headerNames = (grid: GridHarness) =>
  queryAllByRole(grid.container, 'columnheader').map((header) => header.getAttribute('aria-label'));
const header = (grid: GridHarness, name: string) => getByRole(grid.container, 'columnheader', { name });

async function onHeader(grid: GridHarness, col: number) {
  await focusGrid(grid);
  for (let step = 0; step < col; step += 1) await grid.press('ArrowRight');
  await grid.press('ArrowUp');
}

describe('DataGrid sorting', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('cycles a header through ascending, descending and unsorted with Enter', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 2);
    await grid.press('Enter');
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([{ field: 'price', direction: 'asc' }]);
    expect(header(grid, 'Price').getAttribute('aria-sort')).toBe('ascending');
    await grid.press('Enter');
    expect(header(grid, 'Price').getAttribute('aria-sort')).toBe('descending');
    await grid.press('Enter');
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([]);
    expect(header(grid, 'Price').hasAttribute('aria-sort')).toBe(false);
  });

  it('adds a secondary sort with Shift+Enter and Shift+click', async () => {
    const grid = await renderGrid({ sort: [{ field: 'name', direction: 'asc' }] });
    await onHeader(grid, 2);
    await grid.press('Enter', { shiftKey: true });
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([
      { field: 'name', direction: 'asc' },
      { field: 'price', direction: 'asc' },
    ]);
    await grid.click(header(grid, 'Code'), { shiftKey: true });
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([
      { field: 'name', direction: 'asc' },
      { field: 'price', direction: 'asc' },
      { field: 'code', direction: 'asc' },
    ]);
  });

  it('sorts by a plain header click, replacing the other keys', async () => {
    const grid = await renderGrid({ sort: [{ field: 'name', direction: 'asc' }] });
    await grid.click(header(grid, 'Price'));
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([{ field: 'price', direction: 'asc' }]);
    expect(grid.active()).toBe(header(grid, 'Price'));
  });

  it('does not sort a column that is not sortable', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 3);
    await grid.press('Enter');
    await grid.click(header(grid, 'Stock'));
    expect(grid.spies.onSortChange).not.toHaveBeenCalled();
  });
});

describe('DataGrid column operations by keyboard', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('resizes by 16 px with Alt+ArrowRight and Alt+ArrowLeft on a header cell', async () => {
    const announce = vi.fn();
    const grid = await renderGrid({ announce });
    await onHeader(grid, 1);
    await grid.press('ArrowRight', { altKey: true });
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('name', 216);
    expect(announce).toHaveBeenLastCalledWith('Name, 216 pixels wide');
    expect(header(grid, 'Name').getAttribute('style')).toContain('inline-size: 216px');
    await grid.press('ArrowLeft', { altKey: true });
    await grid.press('ArrowLeft', { altKey: true });
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('name', 184);
  });

  it('mirrors the resize keys in right-to-left', async () => {
    const grid = await renderGrid({ direction: 'rtl' });
    await onHeader(grid, 0);
    await grid.press('ArrowLeft', { altKey: true });
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('code', 136);
  });

  it('moves a column with Alt+Shift+Arrow, the active header following it', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 1);
    await grid.press('ArrowRight', { altKey: true, shiftKey: true });
    expect(grid.spies.onColumnMove).toHaveBeenLastCalledWith('name', 2);
    expect(headerNames(grid)).toEqual(['Code', 'Price', 'Name', 'Stock']);
    expect(grid.active()).toBe(header(grid, 'Name'));
    await grid.press('ArrowLeft', { altKey: true, shiftKey: true });
    await grid.press('ArrowLeft', { altKey: true, shiftKey: true });
    expect(headerNames(grid)).toEqual(['Name', 'Code', 'Price', 'Stock']);
    await grid.press('ArrowLeft', { altKey: true, shiftKey: true });
    expect(grid.spies.onColumnMove).toHaveBeenCalledTimes(3);
  });

  it('mirrors the move keys in right-to-left: ArrowLeft moves towards the end', async () => {
    const grid = await renderGrid({ direction: 'rtl' });
    await focusGrid(grid);
    await grid.press('ArrowUp');
    await grid.press('ArrowLeft', { altKey: true, shiftKey: true });
    expect(grid.spies.onColumnMove).toHaveBeenLastCalledWith('code', 1);
  });

  it('hides a column with Alt+Shift+H, keeping an active cell', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 3);
    await grid.press('H', { code: 'KeyH', altKey: true, shiftKey: true });
    expect(grid.spies.onColumnHide).toHaveBeenCalledWith('stock');
    expect(headerNames(grid)).toEqual(['Code', 'Name', 'Price']);
    expect(grid.active()).toBe(header(grid, 'Price'));
  });

  it('leaves Alt+Arrow to the browser outside the header', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    const event = await grid.press('ArrowLeft', { altKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(grid.spies.onColumnResize).not.toHaveBeenCalled();
  });
});

describe('DataGrid column menu', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('opens with Alt+ArrowDown on a header, focused on its first item, each item showing its shortcut', async () => {
    const grid = await renderGrid({ onFilterRequest: vi.fn() });
    await onHeader(grid, 1);
    await grid.press('ArrowDown', { altKey: true });
    const menu = getByRole(grid.container, 'menu', { name: 'Options for the column Name' });
    const items = queryAllByRole(menu, 'menuitem');
    expect(items.map((item) => accessibleName(item))).toEqual([
      'Sort ascending',
      'Sort descending',
      'Move left',
      'Move right',
      'Hide column',
      'Filter…',
    ]);
    expect(items.map((item) => item.getAttribute('aria-keyshortcuts'))).toEqual([
      'Alt+Shift+ArrowUp',
      'Alt+Shift+ArrowDown',
      'Alt+Shift+ArrowLeft',
      'Alt+Shift+ArrowRight',
      'Alt+Shift+H',
      'Alt+Shift+F',
    ]);
    expect(items[0]?.textContent).toContain('Alt+Shift+ArrowUp');
    expect(document.activeElement).toBe(items[0]);
    const button = getByRole(grid.container, 'button', { name: 'Column options: Name' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
  });

  it('moves through the items with the arrows and closes with Escape, focus back on the grid', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 0);
    await grid.press('ArrowDown', { altKey: true });
    const items = queryAllByRole(grid.container, 'menuitem');
    await grid.press('ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    await grid.press('ArrowUp');
    await grid.press('ArrowUp');
    expect(document.activeElement).toBe(items[items.length - 1]);
    await grid.press('Escape');
    expect(queryAllByRole(grid.container, 'menu')).toEqual([]);
    expect(document.activeElement).toBe(grid.grid());
    expect(grid.active()).toBe(header(grid, 'Code'));
  });

  it('runs the chosen item: sort, clear sort, move, hide and filter', async () => {
    const onFilterRequest = vi.fn();
    const grid = await renderGrid({ onFilterRequest });
    const choose = async (column: string, item: string) => {
      await grid.click(getByRole(grid.container, 'button', { name: `Column options: ${column}` }));
      await grid.click(getByRole(grid.container, 'menuitem', { name: item }));
    };
    await choose('Price', 'Sort descending');
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([{ field: 'price', direction: 'desc' }]);
    await choose('Price', 'Clear sort');
    expect(grid.spies.onSortChange).toHaveBeenLastCalledWith([]);
    await choose('Code', 'Move right');
    expect(grid.spies.onColumnMove).toHaveBeenLastCalledWith('code', 1);
    await choose('Stock', 'Hide column');
    expect(grid.spies.onColumnHide).toHaveBeenLastCalledWith('stock');
    await choose('Name', 'Filter…');
    expect(onFilterRequest).toHaveBeenCalledWith('name');
    expect(queryAllByRole(grid.container, 'menu')).toEqual([]);
    expect(document.activeElement).toBe(grid.grid());
  });

  it('offers no sort items for a column that cannot be sorted, and no move past an edge', async () => {
    const grid = await renderGrid();
    await onHeader(grid, 3);
    await grid.press('ArrowDown', { altKey: true });
    expect(queryAllByRole(grid.container, 'menuitem').map((item) => accessibleName(item))).toEqual([
      'Move left',
      'Hide column',
    ]);
  });

  it('closes when the pointer goes down outside it', async () => {
    const grid = await renderGrid();
    await grid.click(getByRole(grid.container, 'button', { name: 'Column options: Code' }));
    expect(queryAllByRole(grid.container, 'menu')).toHaveLength(1);
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(queryAllByRole(grid.container, 'menu')).toEqual([]);
  });
});

describe('DataGrid column resize by pointer', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  const drag = async (grid: GridHarness, col: number, from: number, to: number) => {
    const handle = grid.container.querySelector(`[data-resize-col="${col}"]`);
    if (!handle) throw new Error('No resize handle');
    await act(async () => {
      handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: from }));
      document.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: to }));
      document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: to }));
    });
  };

  it('resizes a column by dragging its header edge, and not below the minimum', async () => {
    const grid = await renderGrid();
    await drag(grid, 1, 300, 340);
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('name', 240);
    await drag(grid, 1, 300, 0);
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('name', 40);
    expect(grid.spies.onSortChange).not.toHaveBeenCalled();
  });

  it('mirrors the drag in right-to-left, where the end edge is on the left', async () => {
    const grid = await renderGrid({ direction: 'rtl' });
    await drag(grid, 0, 300, 280);
    expect(grid.spies.onColumnResize).toHaveBeenLastCalledWith('code', 140);
  });
});
