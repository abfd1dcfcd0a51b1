import type { KeyboardEvent } from 'react';
import { cellCommandFor } from './cell-commands';
import type { ColumnCommands } from './column-commands';
import { type CellPosition, HEADER_ROW, moveWithHeader } from './grid-keys';
import type { GridColumn, OpenRowHow } from './grid-types';
import { headerCommandFor } from './header-commands';
import type { KeyPress } from './key-shortcuts';

export interface GridKeyContext {
  active: CellPosition;
  rowCount: number;
  columns: readonly GridColumn[];
  pageRows: number;
  rtl: boolean;
  canOpen: boolean;
  moveTo(cell: CellPosition): void;
  startEdit(row: number, col: number, typed: string | null): void;
  openRow(row: number, how: OpenRowHow): void;
  columnCommands: ColumnCommands;
}

/** Runs the grid action for a key on the active cell; false when the key is not the grid's. */
export function runGridKey(event: KeyPress, context: GridKeyContext): boolean {
  const { active, columns } = context;
  const header = active.row === HEADER_ROW;
  const headerCommand = header ? headerCommandFor(event, context.rtl) : null;
  if (headerCommand) {
    context.columnCommands.run(headerCommand, active.col);
    return true;
  }
  const command = cellCommandFor(event, {
    header,
    editable: columns[active.col]?.editable ?? false,
    canOpen: context.canOpen,
  });
  if (command?.kind === 'header-sort') context.columnCommands.cycleSort(active.col, command.additive);
  else if (command?.kind === 'edit') context.startEdit(active.row, active.col, command.text);
  else if (command?.kind === 'open') context.openRow(active.row, command.how);
  if (command) return true;
  // Alt+Arrow is the browser's back and forward outside header cells.
  if (event.altKey) return false;
  const moved = moveWithHeader(active, event, {
    rowCount: context.rowCount,
    colCount: columns.length,
    pageRows: context.pageRows,
    rtl: context.rtl,
  });
  if (moved) context.moveTo(moved);
  return moved !== null;
}

/** keydown on the grid container; keys typed into the editor or the menu are theirs. */
export function onGridKeyDown(event: KeyboardEvent<HTMLElement>, context: GridKeyContext): void {
  if (event.target !== event.currentTarget || event.defaultPrevented) return;
  if (runGridKey(event, context)) {
    event.preventDefault();
    // Handled here: pane and application shortcuts further up must not act on it as well.
    event.stopPropagation();
  }
}
