import { useEffect, useRef, useState } from 'react';
import { type CellPosition, HEADER_ROW } from './grid-keys';
import type { ScrollScale } from './scroll-scale';

/**
 * The active cell clamped to what exists: the header while the count loads or when there are no
 * rows (the stored row then still applies once rows arrive), the last row and column otherwise.
 */
export function clampActive(
  active: CellPosition,
  rowCount: number | undefined,
  colCount: number,
): CellPosition {
  const col = Math.min(Math.max(active.col, 0), Math.max(colCount - 1, 0));
  if (rowCount === undefined || rowCount <= 0 || active.row === HEADER_ROW) return { row: HEADER_ROW, col };
  return { row: Math.min(Math.max(active.row, 0), rowCount - 1), col };
}

interface ActiveCellOptions {
  initialRow: number | undefined;
  rowCount: number | undefined;
  colCount: number;
  scale: ScrollScale;
  scrollTop: number;
  scrollTo(top: number): void;
  revealColumn(col: number): void;
  announce(cell: CellPosition): void;
}

export interface ActiveCell {
  /** Clamped: always a cell that is rendered. */
  active: CellPosition;
  setActive(cell: CellPosition): void;
  /** Makes a cell active, scrolls it into view and announces it. */
  moveTo(cell: CellPosition): void;
}

export function useActiveCell(options: ActiveCellOptions): ActiveCell {
  const { rowCount, scale } = options;
  const [stored, setActive] = useState<CellPosition>({ row: options.initialRow ?? 0, col: 0 });
  const active = clampActive(stored, rowCount, options.colCount);

  const reveal = (cell: CellPosition) => {
    if (cell.row !== HEADER_ROW) {
      const top = scale.offsetToReveal(cell.row, options.scrollTop);
      if (top !== options.scrollTop) options.scrollTo(top);
    }
    options.revealColumn(cell.col);
  };

  // initialActiveRow is shown once the count is known, not before (there is no row to scroll to).
  const initialShown = useRef(options.initialRow === undefined);
  const known = rowCount !== undefined && rowCount > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rows first exist, once.
  useEffect(() => {
    if (!known || initialShown.current) return;
    initialShown.current = true;
    reveal(clampActive(stored, rowCount, options.colCount));
  }, [known]);

  return {
    active,
    setActive,
    moveTo: (cell) => {
      setActive(cell);
      reveal(cell);
      options.announce(cell);
    },
  };
}
