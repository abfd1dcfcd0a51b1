import { type CellPosition, nextEditableCell } from './grid-keys';
import type { DataGridProps, GridColumn } from './grid-types';
import { type CellEditing, type EditExit, useCellEditing } from './use-cell-editing';

interface GridEditingOptions extends Pick<DataGridProps, 'rowAt' | 'validateEdit' | 'onCommitEdit'> {
  columns: readonly GridColumn[];
  rowCount: number;
  failedMessage: string;
  focusGrid(): void;
  moveTo(cell: CellPosition): void;
}

export interface GridEditing extends CellEditing {
  /** Opens the editor on a cell and makes it active; nothing happens on a read-only or unloaded cell. */
  startEdit(row: number, col: number, typed: string | null): void;
}

/**
 * Edit mode wired to the grid: after a save, Enter moves down and Tab or Shift+Tab edit the next
 * or previous editable cell; focus returns to the grid except when the editor lost it by a click
 * elsewhere, where it must stay.
 */
export function useGridEditing(options: GridEditingOptions): GridEditing {
  const { columns, rowCount, focusGrid, moveTo } = options;
  const editableCols = columns.flatMap((column, index) => (column.editable ? [index] : []));

  const afterEdit = (cell: CellPosition, exit: EditExit) => {
    if (exit === 'stay') return;
    focusGrid();
    if (exit === 'down') {
      moveTo({ row: Math.min(cell.row + 1, rowCount - 1), col: cell.col });
      return;
    }
    const next = nextEditableCell(cell, editableCols, columns.length, rowCount, exit === 'previous');
    if (!next) return;
    moveTo(next);
    editing.start(next.row, next.col, null);
  };

  const editing = useCellEditing({
    columns,
    rowAt: options.rowAt,
    validateEdit: options.validateEdit,
    onCommitEdit: options.onCommitEdit,
    failedMessage: options.failedMessage,
    onFinished: afterEdit,
    onCancelled: focusGrid,
  });

  return {
    ...editing,
    startEdit: (row, col, typed) => {
      if (editing.start(row, col, typed)) moveTo({ row, col });
    },
  };
}
