import { useCallback, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cellAnnouncement } from './cell-announcement';
import { CellEditor } from './cell-editor';
import { createColumnCommands, layoutCapabilities, type Translate } from './column-commands';
import { ColumnMenu } from './column-menu';
import * as styles from './data-grid.css';
import { runEditorKey } from './editor-keys';
import { GridBody } from './grid-body';
import { GridHeaderRow } from './grid-header-row';
import { cellId } from './grid-ids';
import { onGridKeyDown, runGridKey } from './grid-keyboard';
import { type CellPosition, HEADER_ROW } from './grid-keys';
import { gridPointerHandlers } from './grid-pointer';
import { sortDirectionOf } from './grid-sort';
import { GridStatus } from './grid-status';
import type { DataGridProps, GridSize, GridSort, OpenRowHow } from './grid-types';
import { placeRow, renderedRows } from './row-window';
import { createScrollScale } from './scroll-scale';
import { useActiveCell } from './use-active-cell';
import { useColumnWindow } from './use-column-window';
import { useGridEditing } from './use-grid-editing';
import { useGridViewport } from './use-grid-viewport';
import { useVisibleRangeReport } from './use-visible-range-report';

export const DEFAULT_ROW_HEIGHT = 32;
const DEFAULT_SIZE: GridSize = { width: 960, height: 480 };
/** Rows rendered beyond each edge of the viewport. */
const ROW_OVERSCAN = 3;
const UNSORTED: GridSort = [];

/**
 * The virtualised data grid (WAI-ARIA grid pattern): one tab stop, DOM focus stays on the grid
 * and aria-activedescendant names the active cell, which is always rendered. Rows are placed
 * through a scroll scale so any row count fits under the browsers' element-height cap; columns are
 * virtualised with @tanstack/react-virtual. Data, sort and column layout belong to the caller; a
 * caller that passes no layout callbacks gets a grid whose columns stay as given (read-only layout).
 */
export function DataGrid(props: DataGridProps) {
  const { columns, rowAt } = props;
  const sort = props.sort ?? UNSORTED;
  const { t: translate, i18n } = useTranslation();
  const t: Translate = (key, values) => translate(key, values);
  const rtl = (props.direction ?? i18n.dir()) === 'rtl';
  const rowHeight = props.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const rowCount = props.rowCount ?? 0;
  const gridRef = useRef<HTMLDivElement>(null);
  const idPrefix = useId();
  const [menuCol, setMenuCol] = useState<number | null>(null);
  const [liveText, setLiveText] = useState('');
  const say = (text: string) => (props.announce ? props.announce(text) : setLiveText(text));

  const viewport = useGridViewport(gridRef, props.initialSize ?? DEFAULT_SIZE);
  const bodyHeight = Math.max(0, viewport.size.height - rowHeight);
  const scale = useMemo(
    () => createScrollScale({ rowCount, rowHeight, viewportHeight: bodyHeight }),
    [rowCount, rowHeight, bodyHeight],
  );
  const visible = scale.visibleRows(viewport.scrollTop);
  const getScrollElement = useCallback(() => gridRef.current, []);
  const announceCell = (cell: CellPosition) =>
    props.announce?.(cellAnnouncement(cell, { columns, rowCount, rowAt, sort, language: i18n.language, t }));
  const { active, setActive, moveTo } = useActiveCell({
    initialRow: props.initialActiveRow,
    rowCount: props.rowCount,
    colCount: columns.length,
    scale,
    scrollTop: viewport.scrollTop,
    scrollTo: viewport.scrollTo,
    // Called from events and effects, after columnWindow below exists.
    revealColumn: (col) => columnWindow.reveal(col),
    announce: announceCell,
  });
  const columnWindow = useColumnWindow({
    columns,
    getScrollElement,
    size: viewport.size,
    rtl,
    pinnedCol: active.col,
  });

  const focusGrid = () => gridRef.current?.focus({ preventScroll: true });
  const editing = useGridEditing({
    ...props,
    rowCount,
    failedMessage: t('grid.edit.failed'),
    focusGrid,
    moveTo,
  });
  const { edit, startEdit } = editing;

  useVisibleRangeReport(visible, rowCount > 0, props.onVisibleRangeChange);
  useImperativeHandle(props.ref, () => ({
    focus: focusGrid,
    scrollToRow: (index) => moveTo({ row: Math.min(Math.max(0, index), rowCount - 1), col: active.col }),
    activeCell: () => active,
    rowAt,
    rowCount: () => rowCount,
    moveToCell: (row, col) =>
      moveTo({
        row: Math.min(Math.max(0, row), rowCount - 1),
        col: Math.min(Math.max(0, col), columns.length - 1),
      }),
    editedCell: () => editing.current(),
    pressKey: (key) => {
      const open = editing.current();
      if (open) runEditorKey(key, open, { ...editing, commit: (exit) => void editing.commit(exit) });
      else runGridKey(key, keyContext);
    },
    setEditText: editing.change,
    commitEdit: (exit) => void editing.commit(exit),
  }));

  const capabilities = layoutCapabilities(props);
  // One object while the same callbacks are passed, so the memoised header row is left alone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: its fields are the dependencies.
  const can = useMemo(
    () => capabilities,
    [capabilities.sort, capabilities.move, capabilities.resize, capabilities.hide, capabilities.filter],
  );
  const columnCommands = createColumnCommands({
    ...props,
    sort,
    rtl,
    t,
    say,
    openMenu: setMenuCol,
    setActiveCol: (col) => setActive({ row: HEADER_ROW, col }),
  });
  const openRow = (row: number, how: OpenRowHow) => {
    const data = rowAt(row);
    if (data) props.onOpenRow?.(data, how);
  };
  const keyContext = {
    active,
    rowCount,
    columns,
    pageRows: Math.max(1, Math.floor(bodyHeight / rowHeight)),
    rtl,
    canOpen: props.onOpenRow !== undefined,
    moveTo,
    startEdit,
    openRow,
    columnCommands,
  };
  const pointer = gridPointerHandlers({
    columns,
    rtl,
    menuCol,
    setMenuCol,
    setActive,
    moveTo,
    startEdit,
    isEditing: (cell) => edit?.row === cell.row && edit.col === cell.col,
    columnCommands,
    onColumnResize: props.onColumnResize,
  });
  const closeMenu = useCallback(() => {
    setMenuCol(null);
    gridRef.current?.focus({ preventScroll: true });
  }, []);

  // Until its columns are known (the list's model still loading) a grid has no rows to show: a
  // row without cells is no row to a screen reader, so the grid is only busy.
  const hasColumns = columns.length > 0;
  const pinnedRows = [active.row, edit?.row ?? HEADER_ROW];
  const menuColumn = menuCol === null ? undefined : columns[menuCol];
  const menuSlot = columnWindow.slots.find((slot) => slot.index === menuCol);
  const editColumn = edit ? columns[edit.col] : undefined;
  const hintsId = `${idPrefix}-hints`;
  const menuId = `${idPrefix}-menu`;

  return (
    <div className={styles.frame} dir={rtl ? 'rtl' : 'ltr'}>
      {/* biome-ignore lint/a11y/useSemanticElements: the rows are absolutely positioned for virtualisation, which table layout does not allow */}
      <div
        ref={gridRef}
        role="grid"
        tabIndex={0}
        // The cheat sheet shows the grid's own keys first while the focus is here.
        data-key-scope="grid"
        aria-label={props.label}
        aria-rowcount={props.rowCount === undefined ? -1 : rowCount + 1}
        aria-colcount={columns.length}
        aria-activedescendant={columns.length > 0 ? cellId(idPrefix, active.row, active.col) : undefined}
        aria-describedby={hintsId}
        aria-busy={props.rowCount === undefined || !hasColumns || undefined}
        className={styles.grid}
        onKeyDown={(event) => onGridKeyDown(event, keyContext)}
        {...pointer}
      >
        {hasColumns && (
          <>
            <GridHeaderRow
              columns={columns}
              slots={columnWindow.slots}
              sort={sort}
              idPrefix={idPrefix}
              activeCol={active.row === HEADER_ROW ? active.col : null}
              rowHeight={rowHeight}
              totalWidth={columnWindow.totalWidth}
              openMenuCol={menuCol}
              menuId={menuId}
              can={can}
            />
            <GridBody
              rows={renderedRows(visible, rowCount, ROW_OVERSCAN, pinnedRows)}
              rowAt={rowAt}
              pinned={pinnedRows}
              slotCount={Math.ceil(bodyHeight / rowHeight) + 2 * ROW_OVERSCAN + 2}
              loadingText={t('grid.loadingRow')}
              place={(index) =>
                placeRow(
                  scale.rowTop(index, viewport.scrollTop),
                  viewport.scrollTop,
                  bodyHeight,
                  (ROW_OVERSCAN + 1) * rowHeight,
                )
              }
              height={scale.scrollHeight}
              active={active}
              edit={edit}
              editor={
                edit && editColumn?.renderEditor ? (
                  editColumn.renderEditor({
                    row: edit.row,
                    col: edit.col,
                    text: edit.text,
                    error: edit.error,
                    pending: edit.pending,
                    selectAll: edit.selectAll,
                    columnHeader: editColumn.header,
                    onChange: editing.change,
                    onCommit: (exit) => void editing.commit(exit),
                    onCancel: editing.cancel,
                  })
                ) : edit && editColumn ? (
                  <CellEditor
                    edit={edit}
                    columnHeader={editColumn.header}
                    ltrValue={editColumn.ltrValue ?? false}
                    onChange={editing.change}
                    onCommit={(exit) => void editing.commit(exit)}
                    onCancel={editing.cancel}
                  />
                ) : null
              }
              columns={columns}
              slots={columnWindow.slots}
              idPrefix={idPrefix}
              rowHeight={rowHeight}
              totalWidth={columnWindow.totalWidth}
              markReadOnly={columns.some((column) => column.editable)}
              zebra={props.zebra ?? false}
            />
          </>
        )}
      </div>
      <GridStatus
        rowCount={props.rowCount}
        emptyText={props.emptyText}
        headerHeight={rowHeight}
        hintsId={hintsId}
        liveText={liveText}
      />
      {menuColumn && menuCol !== null && (
        <ColumnMenu
          id={menuId}
          column={menuColumn}
          index={menuCol}
          count={columns.length}
          sortDirection={sortDirectionOf(sort, menuColumn.id)}
          rtl={rtl}
          can={can}
          insetInlineStart={Math.max(0, (menuSlot?.start ?? 0) - columnWindow.scrollOffset)}
          insetBlockStart={rowHeight}
          onCommand={(command) => columnCommands.run(command, menuCol)}
          onClose={closeMenu}
        />
      )}
      {props.footer}
    </div>
  );
}
