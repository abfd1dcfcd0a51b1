export interface CellPosition {
  row: number;
  col: number;
}

export interface GridKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
}

export interface GridBounds {
  rowCount: number;
  colCount: number;
  pageRows: number;
  rtl: boolean;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * WAI-ARIA APG data grid navigation. Returns the new active cell, or null when the key is not a grid
 * navigation key so the caller lets it through (Ctrl/Meta with arrows and paging keys stay free for
 * pane shortcuts such as Ctrl+Shift+Arrow).
 */
export function moveActiveCell(state: CellPosition, key: GridKey, bounds: GridBounds): CellPosition | null {
  const { rowCount, colCount, rtl } = bounds;
  if (rowCount <= 0 || colCount <= 0) return null;
  const lastRow = rowCount - 1;
  const lastCol = colCount - 1;
  const row = clamp(state.row, 0, lastRow);
  const col = clamp(state.col, 0, lastCol);
  const modifier = key.ctrlKey || key.metaKey;
  const pageRows = Math.max(1, Math.floor(bounds.pageRows));
  // In right-to-left the first column is on the right, so ArrowLeft moves towards higher indexes.
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';

  switch (key.key) {
    case 'Home':
      return modifier ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return modifier ? { row: lastRow, col: lastCol } : { row, col: lastCol };
  }
  if (modifier) return null;
  switch (key.key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, 0, lastRow), col };
    case 'ArrowDown':
      return { row: clamp(row + 1, 0, lastRow), col };
    case forward:
      return { row, col: clamp(col + 1, 0, lastCol) };
    case backward:
      return { row, col: clamp(col - 1, 0, lastCol) };
    case 'PageUp':
      return { row: clamp(row - pageRows, 0, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + pageRows, 0, lastRow), col };
    default:
      return null;
  }
}

/**
 * Tab / Shift+Tab target in edit mode: the next (or previous) editable column, wrapping to the
 * following (or preceding) row; null past the first or last editable cell so focus can leave the grid.
 */
export function nextEditableCell(
  state: CellPosition,
  editableCols: readonly number[],
  colCount: number,
  rowCount: number,
  backwards: boolean,
): CellPosition | null {
  const cols = [...new Set(editableCols)]
    .filter((c) => Number.isInteger(c) && c >= 0 && c < colCount)
    .sort((a, b) => a - b);
  const first = cols[0];
  const last = cols[cols.length - 1];
  if (first === undefined || last === undefined || rowCount <= 0) return null;
  const row = clamp(state.row, 0, rowCount - 1);

  if (backwards) {
    const previous = cols.findLast((c) => c < state.col);
    if (previous !== undefined) return { row, col: previous };
    return row > 0 ? { row: row - 1, col: last } : null;
  }
  const next = cols.find((c) => c > state.col);
  if (next !== undefined) return { row, col: next };
  return row < rowCount - 1 ? { row: row + 1, col: first } : null;
}

/** Row index of the column header row; data rows are 0-based below it. */
export const HEADER_ROW = -1;

/**
 * moveActiveCell with the header row on top (APG: the header row is a row of the grid). Only
 * ArrowUp from the first data row enters it, so PageUp and Ctrl+Home stay among the data rows;
 * from the header, ArrowDown and PageDown go back to the data and Ctrl+Home/End reach the data ends.
 * An empty grid keeps the active cell in the header.
 */
export function moveWithHeader(state: CellPosition, key: GridKey, bounds: GridBounds): CellPosition | null {
  const modifier = key.ctrlKey || key.metaKey;
  if (state.row !== HEADER_ROW) {
    if (state.row === 0 && key.key === 'ArrowUp' && !modifier) return { row: HEADER_ROW, col: state.col };
    return moveActiveCell(state, key, bounds);
  }
  if (bounds.colCount <= 0) return null;
  const hasRows = bounds.rowCount > 0;
  const col = clamp(state.col, 0, bounds.colCount - 1);
  if (!modifier && (key.key === 'ArrowUp' || key.key === 'PageUp')) return { row: HEADER_ROW, col };
  if (!modifier && key.key === 'ArrowDown') return { row: hasRows ? 0 : HEADER_ROW, col };
  if (!modifier && key.key === 'PageDown') {
    const pageRows = Math.max(1, Math.floor(bounds.pageRows));
    return hasRows ? { row: Math.min(pageRows - 1, bounds.rowCount - 1), col } : { row: HEADER_ROW, col };
  }
  const moved = moveActiveCell({ row: 0, col }, key, { ...bounds, rowCount: Math.max(1, bounds.rowCount) });
  if (!moved) return null;
  return modifier && hasRows ? moved : { row: HEADER_ROW, col: moved.col };
}
