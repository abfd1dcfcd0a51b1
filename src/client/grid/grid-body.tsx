import type { ReactNode } from 'react';
import * as styles from './data-grid.css';
import { type CellPosition, HEADER_ROW } from './grid-keys';
import { GridRow, type GridRowProps } from './grid-row';
import type { GridRow as GridRowData } from './grid-types';
import { rowSlotKeys } from './row-slots';
import type { RowPlacement } from './row-window';
import type { CellEdit } from './use-cell-editing';

type SharedRowProps = Pick<
  GridRowProps,
  'columns' | 'slots' | 'idPrefix' | 'rowHeight' | 'totalWidth' | 'markReadOnly' | 'zebra'
>;

interface GridBodyProps extends SharedRowProps {
  rows: readonly number[];
  rowAt(index: number): GridRowData | undefined;
  /** Rows kept rendered wherever they are (the active and the edited row). */
  pinned: readonly number[];
  /** Slots the row DOM is recycled through: at least the number of rows a window can hold. */
  slotCount: number;
  /** Text of a row whose page is loading, for screen readers. */
  loadingText: string;
  /** Where a row goes: see placeRow. */
  place(index: number): RowPlacement;
  /** Height of the scroll content for all rows, capped by the scroll scale. */
  height: number;
  active: CellPosition;
  edit: CellEdit | null;
  editor: ReactNode;
}

/** The data rows currently rendered, each absolutely placed at its scaled offset. */
export function GridBody({
  rows,
  rowAt,
  pinned,
  slotCount,
  loadingText,
  place,
  height,
  active,
  edit,
  editor,
  ...shared
}: GridBodyProps) {
  const keys = rowSlotKeys(rows, pinned, slotCount);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow
    <div role="rowgroup" className={styles.body} style={{ blockSize: height, inlineSize: shared.totalWidth }}>
      {rows.map((index) => {
        const data = rowAt(index);
        const editCol = edit?.row === index ? edit.col : null;
        return (
          <GridRow
            key={keys.get(index)}
            index={index}
            data={data}
            {...place(index)}
            activeCol={active.row === index && active.row !== HEADER_ROW ? active.col : null}
            editCol={editCol}
            editor={editCol === null ? null : editor}
            loadingText={loadingText}
            {...shared}
          />
        );
      })}
    </div>
  );
}
