// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { cleanupGrids, focusGrid, makeRow, renderGrid } from './data-grid-test-kit';
import type { GridRow } from './grid-types';

type Commit = (row: GridRow, columnId: string, text: string) => Promise<string | null>;

const editor = (container: HTMLElement, column: string) => {
  const input = getByRole(container, 'textbox', { name: `Edit ${column}` });
  if (!(input instanceof HTMLInputElement)) throw new Error('The editor is not a text box');
  return input;
};
const noEditor = (container: HTMLElement) => expect(queryAllByRole(container, 'textbox')).toEqual([]);

async function atName(commit?: Commit, extra: Parameters<typeof renderGrid>[0] = {}) {
  const grid = await renderGrid({ onCommitEdit: commit, ...extra });
  await focusGrid(grid);
  await grid.press('ArrowRight');
  return grid;
}

describe('DataGrid editing', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('starts an edit with the typed character and the caret after it', async () => {
    const grid = await atName();
    const typed = await grid.press('X');
    expect(typed.defaultPrevented).toBe(true);
    const input = editor(grid.container, 'Name');
    expect(input.value).toBe('X');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(1);
  });

  it('opens with the current value selected on Enter or F2', async () => {
    const grid = await atName();
    await grid.press('F2');
    const input = editor(grid.container, 'Name');
    expect(input.value).toBe('Item 0');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 6]);
  });

  it('does not edit a read-only cell', async () => {
    const grid = await renderGrid();
    await focusGrid(grid);
    await grid.press('F2');
    await grid.press('x');
    noEditor(grid.container);
  });

  it('commits with Enter through onCommitEdit, then moves down with focus back on the grid', async () => {
    const commit = vi.fn<Commit>(async () => null);
    const grid = await atName(commit);
    await grid.press('N');
    await grid.type('New name');
    await grid.press('Enter');
    expect(commit).toHaveBeenCalledWith(makeRow(0), 'name', 'New name', 0);
    noEditor(grid.container);
    expect(document.activeElement).toBe(grid.grid());
    expect(grid.active().closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('3');
    expect(grid.active().getAttribute('aria-colindex')).toBe('2');
  });

  it('saves nothing when the text is unchanged', async () => {
    const commit = vi.fn<Commit>(async () => null);
    const grid = await atName(commit);
    await grid.press('Enter');
    await grid.press('Enter');
    expect(commit).not.toHaveBeenCalled();
    noEditor(grid.container);
  });

  it('cancels with Escape, restoring the value and the focus', async () => {
    const commit = vi.fn<Commit>(async () => null);
    const grid = await atName(commit);
    await grid.press('Z');
    await grid.press('Escape');
    noEditor(grid.container);
    expect(commit).not.toHaveBeenCalled();
    expect(grid.cell(0, 1)?.textContent).toBe('Item 0');
    expect(document.activeElement).toBe(grid.grid());
    expect(grid.active().closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('shows a refused save in an alert next to the cell and keeps the typed text', async () => {
    const commit = vi.fn<Commit>(async () => 'This name is already used');
    const grid = await atName(commit);
    await grid.press('D');
    await grid.type('Duplicate');
    await grid.press('Enter');
    const alert = getByRole(grid.container, 'alert');
    expect(alert.textContent).toBe('Not saved:This name is already used');
    expect(grid.cell(0, 1)?.contains(alert)).toBe(true);
    const input = editor(grid.container, 'Name');
    expect(input.value).toBe('Duplicate');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    commit.mockResolvedValueOnce(null);
    await grid.type('Unique');
    expect(queryAllByRole(grid.container, 'alert')).toEqual([]);
    await grid.press('Enter');
    expect(commit).toHaveBeenLastCalledWith(makeRow(0), 'name', 'Unique', 0);
    noEditor(grid.container);
  });

  it('treats a rejected save as refused with a generic message', async () => {
    const grid = await atName(async () => {
      throw new Error('network');
    });
    await grid.press('Q');
    await grid.press('Enter');
    expect(getByRole(grid.container, 'alert').textContent).toContain('The change could not be saved');
    expect(editor(grid.container, 'Name').value).toBe('Q');
  });

  it('validates on every input, shows one message and blocks the commit', async () => {
    const commit = vi.fn<Commit>(async () => null);
    const validateEdit = vi.fn((_column: string, text: string) =>
      /^\d*\.?\d*$/.test(text) ? null : 'Type a number',
    );
    const grid = await atName(commit, { validateEdit });
    await grid.press('ArrowRight');
    await grid.press('1');
    await grid.type('1x');
    expect(validateEdit).toHaveBeenLastCalledWith('price', '1x');
    expect(queryAllByRole(grid.container, 'alert').map((alert) => alert.textContent)).toEqual([
      'Check this value:Type a number',
    ]);
    await grid.press('Enter');
    expect(commit).not.toHaveBeenCalled();
    await grid.type('12.5');
    expect(queryAllByRole(grid.container, 'alert')).toEqual([]);
    await grid.press('Enter');
    expect(commit).toHaveBeenCalledWith(makeRow(0), 'price', '12.5', 0);
  });

  it('commits with Tab and edits the next editable cell, wrapping to the next row', async () => {
    const commit = vi.fn<Commit>(async () => null);
    const grid = await atName(commit);
    await grid.press('A');
    await grid.press('Tab');
    expect(commit).toHaveBeenCalledWith(makeRow(0), 'name', 'A', 0);
    expect(editor(grid.container, 'Price').value).toBe('0.00');
    await grid.press('Tab');
    const next = editor(grid.container, 'Name');
    expect(next.value).toBe('Item 1');
    expect(next.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('3');
    await grid.press('Tab', { shiftKey: true });
    expect(editor(grid.container, 'Price').closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('keeps the editor mounted and focused while the grid scrolls away from it', async () => {
    const grid = await atName(undefined, { rowCount: 100_000 });
    await grid.press('K');
    const input = editor(grid.container, 'Name');
    await grid.scrollTo(50_000 * 32);
    expect(editor(grid.container, 'Name')).toBe(input);
    expect(document.activeElement).toBe(input);
  });
});

describe('DataGrid opening rows', () => {
  beforeAll(() => setupI18n('en'));
  afterEach(cleanupGrids);

  it('opens a read-only row in the focused pane, beside it or below it', async () => {
    const onOpenRow = vi.fn();
    const grid = await renderGrid({ onOpenRow });
    await focusGrid(grid);
    await grid.press('ArrowDown');
    await grid.press('Enter');
    expect(onOpenRow).toHaveBeenLastCalledWith(makeRow(1), 'focused');
    await grid.press('Enter', { ctrlKey: true });
    expect(onOpenRow).toHaveBeenLastCalledWith(makeRow(1), 'split-right');
    await grid.press('Enter', { metaKey: true });
    expect(onOpenRow).toHaveBeenLastCalledWith(makeRow(1), 'split-right');
    await grid.press('Enter', { shiftKey: true });
    expect(onOpenRow).toHaveBeenLastCalledWith(makeRow(1), 'split-below');
    expect(onOpenRow).toHaveBeenCalledTimes(4);
  });

  it('edits an editable cell on Enter but still opens the row with a modifier', async () => {
    const onOpenRow = vi.fn();
    const grid = await atName(undefined, { onOpenRow });
    await grid.press('Enter', { shiftKey: true });
    expect(onOpenRow).toHaveBeenCalledWith(makeRow(0), 'split-below');
    noEditor(grid.container);
    await grid.press('Enter');
    expect(onOpenRow).toHaveBeenCalledTimes(1);
    expect(editor(grid.container, 'Name').value).toBe('Item 0');
  });

  it('does not open a row that is still loading', async () => {
    const onOpenRow = vi.fn();
    const grid = await renderGrid({ onOpenRow, rowAt: () => undefined });
    await focusGrid(grid);
    await grid.press('Enter');
    expect(onOpenRow).not.toHaveBeenCalled();
  });
});
