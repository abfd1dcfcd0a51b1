import type { MouseEvent, PointerEvent } from 'react';
import type { ColumnCommands } from './column-commands';
import { type CellPosition, HEADER_ROW } from './grid-keys';
import type { GridColumn } from './grid-types';
import { MIN_COLUMN_WIDTH } from './header-commands';

export interface GridPointerContext {
  columns: readonly GridColumn[];
  rtl: boolean;
  menuCol: number | null;
  setMenuCol(col: number | null): void;
  setActive(cell: CellPosition): void;
  moveTo(cell: CellPosition): void;
  startEdit(row: number, col: number, typed: string | null): void;
  isEditing(cell: CellPosition): boolean;
  columnCommands: ColumnCommands;
  /** Absent: the columns keep their widths, and dragging a header edge does nothing. */
  onColumnResize?(id: string, width: number): void;
}

const numberIn = (element: Element | null, attribute: string) => {
  const value = element?.getAttribute(attribute);
  return value === null || value === undefined ? null : Number(value);
};

function closestNumber(event: { target: EventTarget }, attribute: string): number | null {
  return event.target instanceof Element ? numberIn(event.target.closest(`[${attribute}]`), attribute) : null;
}

/** The cell under the pointer: its row says the row (a recycled cell keeps only its column). */
function cellOf(event: { target: EventTarget }): CellPosition | null {
  const row = closestNumber(event, 'data-row');
  const col = closestNumber(event, 'data-col');
  return row === null || col === null ? null : { row, col };
}

/**
 * Mouse handling delegated from the grid container through data attributes, so cells and header
 * parts stay plain elements: click activates and sorts, double-click edits, the header menu button
 * toggles the column menu, and dragging a header edge resizes.
 */
export function gridPointerHandlers(context: GridPointerContext) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (closestNumber(event, 'data-resize-col') !== null) return;
    const menuCol = closestNumber(event, 'data-menu-col');
    if (menuCol !== null) {
      context.setActive({ row: HEADER_ROW, col: menuCol });
      context.setMenuCol(context.menuCol === menuCol ? null : menuCol);
      return;
    }
    const headerCol = closestNumber(event, 'data-header-col');
    if (headerCol !== null) {
      context.setActive({ row: HEADER_ROW, col: headerCol });
      context.columnCommands.cycleSort(headerCol, event.shiftKey);
      return;
    }
    const cell = cellOf(event);
    if (cell && !context.isEditing(cell)) context.moveTo(cell);
  };

  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    const cell = cellOf(event);
    if (cell && !context.isEditing(cell)) context.startEdit(cell.row, cell.col, null);
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    const col = closestNumber(event, 'data-resize-col');
    const column = col === null ? undefined : context.columns[col];
    const resize = context.onColumnResize;
    if (!column || !resize) return;
    event.preventDefault();
    const startX = event.clientX;
    const sign = context.rtl ? -1 : 1;
    let last = column.width;
    const doc = event.currentTarget.ownerDocument;
    const onMove = (move: globalThis.PointerEvent) => {
      const width = Math.max(MIN_COLUMN_WIDTH, Math.round(column.width + sign * (move.clientX - startX)));
      if (width === last) return;
      last = width;
      resize(column.id, width);
    };
    const onUp = () => {
      doc.removeEventListener('pointermove', onMove);
      doc.removeEventListener('pointerup', onUp);
    };
    doc.addEventListener('pointermove', onMove);
    doc.addEventListener('pointerup', onUp);
  };

  return { onClick, onDoubleClick, onPointerDown };
}
