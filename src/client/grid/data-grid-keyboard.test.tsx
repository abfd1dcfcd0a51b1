// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { cleanupGrids, focusGrid, renderGrid } from './data-grid-test-kit';

const position = (cell: HTMLElement) => ({
  rowIndex: cell.closest('[role="row"]')?.getAttribute('aria-rowindex'),
  colIndex: cell.getAttribute('aria-colindex'),
});

describe('DataGrid keyboard (WAI-ARIA grid pattern)', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('is one tab stop that keeps DOM focus and names the active cell with aria-activedescendant', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    const tabStops = grid.container.querySelectorAll('[tabindex="0"]');
    expect([...tabStops]).toEqual([grid.grid()]);
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '1' });
    await grid.press('ArrowDown');
    await grid.press('ArrowRight');
    expect(document.activeElement).toBe(grid.grid());
    expect(position(grid.active())).toEqual({ rowIndex: '3', colIndex: '2' });
    expect(grid.active().textContent).toBe('Item 1');
  });

  it('moves with the arrows and prevents the page from scrolling', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    const down = await grid.press('ArrowDown');
    expect(down.defaultPrevented).toBe(true);
    await grid.press('ArrowRight');
    await grid.press('ArrowRight');
    await grid.press('ArrowLeft');
    await grid.press('ArrowUp');
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '2' });
  });

  it('mirrors the horizontal arrows in right-to-left', async () => {
    const grid = await renderGrid({ direction: 'rtl' });
    await focusGrid(grid);
    await grid.press('ArrowLeft');
    expect(position(grid.active()).colIndex).toBe('2');
    await grid.press('ArrowRight');
    await grid.press('ArrowRight');
    expect(position(grid.active()).colIndex).toBe('1');
  });

  it('goes to the row start and end with Home and End', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    await grid.press('End');
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '4' });
    await grid.press('Home');
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '1' });
  });

  it('reaches the very last of 1,000,000 rows with Ctrl+End, rendered and scrolled into view', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    await focusGrid(grid);
    await grid.press('End', { ctrlKey: true });
    const cell = grid.active();
    expect(position(cell)).toEqual({ rowIndex: '1000001', colIndex: '4' });
    expect(cell.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe(String(1_000_000 + 1));
    expect(grid.grid().getAttribute('aria-rowcount')).toBe('1000001');
    // Scrolled to the end of the capped range, and the row sits at the bottom of the viewport.
    expect(grid.grid().scrollTop).toBeGreaterThan(14_000_000);
    expect(grid.grid().scrollTop).toBeLessThan(15_000_000);
    const visibleRows = grid.rows().map((row) => Number(row.getAttribute('aria-rowindex')));
    expect(visibleRows).toContain(1_000_001);
    expect(visibleRows).toContain(999_992);
    await grid.press('Home', { ctrlKey: true });
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '1' });
    expect(grid.grid().scrollTop).toBe(0);
  });

  it('moves by a viewport with PageDown and PageUp', async () => {
    // 352 px high: a 32 px header and ten 32 px rows.
    const grid = await renderGrid();
    await focusGrid(grid);
    await grid.press('PageDown');
    expect(position(grid.active()).rowIndex).toBe('12');
    await grid.press('PageDown');
    expect(position(grid.active()).rowIndex).toBe('22');
    expect(grid.grid().scrollTop).toBe(21 * 32 - 320);
    await grid.press('PageUp');
    expect(position(grid.active()).rowIndex).toBe('12');
  });

  it('reaches the header row with ArrowUp from the first data row and comes back down', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    await grid.press('ArrowRight');
    await grid.press('ArrowUp');
    const header = grid.active();
    expect(header.getAttribute('role')).toBe('columnheader');
    expect(header.getAttribute('aria-label')).toBe('Name');
    expect(position(header).rowIndex).toBe('1');
    await grid.press('ArrowUp');
    expect(grid.active()).toBe(header);
    await grid.press('ArrowDown');
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '2' });
  });

  it('keeps the active cell rendered and focused while it scrolls out of view', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000 });
    await focusGrid(grid);
    await grid.press('ArrowDown');
    await grid.scrollToRow(500_000);
    await grid.press('ArrowUp');
    await grid.scrollTo(0);
    expect(document.activeElement).toBe(grid.grid());
    expect(grid.cell(0, 0)).not.toBeNull();
    expect(position(grid.active()).rowIndex).toBe(String(499_999 + 2));
    expect(grid.rows().length).toBeLessThan(20);
  });

  it('opens at initialActiveRow once the rows exist', async () => {
    const grid = await renderGrid({ rowCount: 1_000_000, initialActiveRow: 834_214 });
    expect(position(grid.active()).rowIndex).toBe('834216');
    expect(grid.grid().scrollTop).toBeGreaterThan(0);
  });

  it('announces the active cell with its position and value when given announce', async () => {
    const announce = vi.fn();
    const grid = await renderGrid({ rowCount: 1_000_000, announce });
    await focusGrid(grid);
    await grid.scrollToRow(834_213);
    await grid.press('ArrowDown');
    await grid.press('ArrowRight');
    await grid.press('ArrowRight');
    expect(announce).toHaveBeenLastCalledWith('Row 834,215 of 1,000,000, Price, 417107.00');
    await grid.press('Home', { ctrlKey: true });
    await grid.press('ArrowUp');
    expect(announce).toHaveBeenLastCalledWith('Code, column 1 of 4, not sorted');
  });

  it('lets keys it does not use pass, such as Ctrl+Shift+Arrow for panes', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    const event = await grid.press('ArrowRight', { ctrlKey: true, shiftKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(position(grid.active())).toEqual({ rowIndex: '2', colIndex: '1' });
  });
});
