import { IconArrowDown, IconArrowUp, IconDotsVertical } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LayoutCapabilities, offeredCommands } from './column-commands';
import * as styles from './data-grid.css';
import { cellId } from './grid-ids';
import { HEADER_ROW } from './grid-keys';
import { ariaSortOf } from './grid-sort';
import type { GridColumn, GridSort } from './grid-types';
import type { ColumnSlot } from './use-column-window';

interface GridHeaderRowProps {
  columns: readonly GridColumn[];
  slots: readonly ColumnSlot[];
  sort: GridSort;
  idPrefix: string;
  /** Column of the active header cell, or null when the active cell is in the data. */
  activeCol: number | null;
  rowHeight: number;
  totalWidth: number;
  openMenuCol: number | null;
  menuId: string;
  /** What the caller lets the user change: no menu button without commands, no resize handle without resizing. */
  can: LayoutCapabilities;
}

/**
 * The sticky header row (aria-rowindex 1). Clicks, the menu button and the resize handle are
 * handled by the grid through data attributes; the button is not a tab stop because the grid is
 * the only one, and Alt+ArrowDown opens the same menu from the keyboard. Memoised: scrolling the
 * rows leaves it alone.
 */
export const GridHeaderRow = memo(function GridHeaderRow(props: GridHeaderRowProps) {
  const { rowHeight, totalWidth } = props;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow
    <div
      role="rowgroup"
      className={styles.headerGroup}
      style={{ blockSize: rowHeight, inlineSize: totalWidth }}
    >
      {/* biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names this element with aria-activedescendant (WAI-ARIA grid) */}
      {/* biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow */}
      <div
        role="row"
        aria-rowindex={1}
        className={styles.row}
        style={{ blockSize: rowHeight, inlineSize: totalWidth }}
      >
        {props.slots.map((slot) => {
          const column = props.columns[slot.index];
          return column ? <HeaderCell key={column.id} column={column} slot={slot} {...props} /> : null;
        })}
      </div>
    </div>
  );
});

function HeaderCell({
  column,
  slot,
  sort,
  idPrefix,
  activeCol,
  openMenuCol,
  menuId,
  columns,
  can,
}: GridHeaderRowProps & { column: GridColumn; slot: ColumnSlot }) {
  const { t } = useTranslation();
  const position = sort.findIndex((key) => key.field === column.id);
  const direction = sort[position]?.direction;
  const directionText = direction === 'desc' ? t('grid.sort.descending') : t('grid.sort.ascending');
  const menuOpen = openMenuCol === slot.index;
  const hasMenu =
    offeredCommands(
      column,
      { index: slot.index, count: columns.length, rtl: false, sorted: direction !== undefined },
      can,
    ).length > 0;
  const classes = [
    styles.headerCell,
    column.sortable ? styles.sortable : '',
    column.align === 'end' ? styles.alignEnd : '',
    activeCol === slot.index ? styles.active : '',
  ];
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the grid, which names this element with aria-activedescendant (WAI-ARIA grid)
    // biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow
    <div
      role="columnheader"
      id={cellId(idPrefix, HEADER_ROW, slot.index)}
      aria-colindex={slot.index + 1}
      aria-label={column.header}
      aria-sort={ariaSortOf(sort, column.id)}
      aria-description={
        position > 0
          ? t('grid.sort.secondary', { position: position + 1, direction: directionText })
          : undefined
      }
      data-header-col={slot.index}
      className={classes.join(' ')}
      style={{ insetInlineStart: slot.start, inlineSize: slot.size }}
    >
      <span className={styles.cellText}>{column.header}</span>
      {direction && (
        <span className={styles.sortMark} aria-hidden="true">
          {direction === 'asc' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />}
          {sort.length > 1 ? position + 1 : null}
        </span>
      )}
      {hasMenu && (
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.menuButton} ${column.align === 'end' ? styles.menuButtonAtStart : ''}`}
          aria-label={t('grid.menu.button', { column: column.header })}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          data-menu-col={slot.index}
        >
          <IconDotsVertical size={14} aria-hidden="true" />
        </button>
      )}
      {can.resize && <span className={styles.resizeHandle} aria-hidden="true" data-resize-col={slot.index} />}
    </div>
  );
}
