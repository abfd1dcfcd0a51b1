import { memo, type ReactNode } from 'react';
import { visuallyHidden } from '../ui/visually-hidden.css';
import * as styles from './data-grid.css';
import { ariaRowIndex, cellId } from './grid-ids';
import type { GridColumn, GridRow as GridRowData } from './grid-types';
import type { RowPlacement } from './row-window';
import type { ColumnSlot } from './use-column-window';

export interface GridRowProps {
  index: number;
  /** undefined while the row's page loads: a busy placeholder. */
  data: GridRowData | undefined;
  columns: readonly GridColumn[];
  slots: readonly ColumnSlot[];
  idPrefix: string;
  /** Where the row goes: see placeRow (two numbers, so an unmoved row skips rendering). */
  anchor: RowPlacement['anchor'];
  offset: RowPlacement['offset'];
  rowHeight: number;
  totalWidth: number;
  /** Column of the active cell when it is in this row. */
  activeCol: number | null;
  /** Column being edited in this row, and its editor. */
  editCol: number | null;
  editor: ReactNode;
  /** aria-readonly is only meaningful when some column can be edited. */
  markReadOnly: boolean;
  zebra: boolean;
  /** Text of a row whose page is loading, for screen readers. */
  loadingText: string;
}

/**
 * One data row (aria-rowindex = index + 2), its visible cells placed with logical offsets. Memoised:
 * moving the active cell or loading a page re-renders only the rows it touches.
 */
export const GridRow = memo(function GridRow(props: GridRowProps) {
  const { index, data, columns } = props;
  const rowClass = [
    styles.row,
    props.zebra && index % 2 === 1 ? styles.rowOdd : '',
    props.editCol === null ? '' : styles.rowRaised,
  ].join(' ');
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names this element with aria-activedescendant (WAI-ARIA grid)
    // biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow
    <div
      role="row"
      aria-rowindex={ariaRowIndex(index)}
      aria-busy={data ? undefined : true}
      data-row={index}
      className={rowClass}
      style={{
        insetBlockStart: props.anchor,
        transform: `translateY(${props.offset}px)`,
        blockSize: props.rowHeight,
        inlineSize: props.totalWidth,
      }}
    >
      {props.slots.map((slot, position) => {
        const column = columns[slot.index];
        if (!column) return null;
        const editing = props.editCol === slot.index;
        const classes = [
          styles.cell,
          column.align === 'end' ? styles.alignEnd : '',
          props.activeCol === slot.index ? styles.active : '',
          editing ? styles.editing : '',
        ];
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names this element with aria-activedescendant (WAI-ARIA grid)
          // biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow
          <div
            key={column.id}
            role="gridcell"
            // Only the active cell needs its id (aria-activedescendant): a page of rows moving then
            // rewrites the cells' text, not an id per cell.
            id={props.activeCol === slot.index ? cellId(props.idPrefix, index, slot.index) : undefined}
            aria-colindex={slot.index + 1}
            aria-readonly={props.markReadOnly && !column.editable ? true : undefined}
            data-col={slot.index}
            className={classes.join(' ')}
            style={{ insetInlineStart: slot.start, inlineSize: slot.size }}
          >
            {editing ? props.editor : <CellContent column={column} data={data} />}
            {!data && position === 0 && <span className={visuallyHidden}>{props.loadingText}</span>}
          </div>
        );
      })}
    </div>
  );
});

function CellContent({ column, data }: { column: GridColumn; data: GridRowData | undefined }) {
  if (!data) return <span className={styles.placeholderBar} aria-hidden="true" />;
  // Each value reads in its own direction (dir="auto"): a Latin name in an Arabic grid keeps its
  // beginning when cut, an Arabic one in an English grid too, and a number keeps its sign where it
  // is written. On an inner element: on the cell it would also flip the cell's logical offsets.
  return (
    <span className={styles.cellText} dir="auto">
      {column.format(data[column.id], data)}
    </span>
  );
}
