import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormColumn } from '../../shared/api/form-settings';
import type { DocModel } from '../../shared/api/resources';
import { formatNumber } from '../../shared/locale/formatters';
import { DataGrid } from '../grid/data-grid';
import type { DataGridHandle, GridColumn, GridSortKey } from '../grid/grid-types';
import { useWindowedRows } from '../grid/use-windowed-rows';
import { defaultLanguage, isLanguage } from '../i18n/i18n-setup';
import { accessibilityEnabledSignal } from '../preferences/accessibility-setting';
import { useAppServices } from '../shell/app-services';
import { announce } from '../shell/feedback/live-announcer';
import { usePaneOpener } from '../shell/pane-opener';
import { indexOfKey, type RowFocusRequest, rowAfterDelete } from './child-rows';
import { moveColumn, resizeColumn, setHidden } from './grid-columns';
import * as styles from './resource-list.css';
import { fetchListPage, type ListView, resourceKeys } from './resource-queries';
import { type ResourceScreenSet, recordHref } from './resource-screen-map';
import { addressOfRow, useInlineEdit } from './use-inline-edit';

/** Rows per request: a screenful or two, so scrolling fetches rarely and each answer stays small. */
const pageSize = 100;

interface ResourceGridProps {
  ref: RefObject<DataGridHandle | null>;
  set: ResourceScreenSet;
  model: DocModel | undefined;
  view: ListView;
  sort: readonly GridSortKey[];
  layout: FormColumn[];
  columns: readonly GridColumn[];
  title: string;
  /** Cells are edited in place (an inline list whose rows the caller may update). */
  editable: boolean;
  /** Where to put the focus once the rows show a change (a saved or a deleted row). */
  focusRequest?: RowFocusRequest;
  /** The request is served: `false` when the list is left empty, with no row to focus. */
  onFocusDone?: (found: boolean) => void;
  saveLayout(next: FormColumn[], sort?: readonly GridSortKey[]): void;
  onSortChange(next: GridSortKey[]): void;
  openFilters(column?: string): void;
}

/**
 * The rows of a resource list: its pages, inline edits and the grid showing them. Its own
 * component so that a page crossed or arriving while a key is held re-renders the grid only,
 * not the toolbar and dialogs around it.
 */
export function ResourceGrid({
  ref,
  set,
  model,
  view,
  sort,
  layout,
  columns,
  title,
  editable,
  focusRequest,
  onFocusDone,
  ...actions
}: ResourceGridProps) {
  useSignals();
  const { t, i18n } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const rows = useWindowedRows({
    queryKey: resourceKeys.list(set.resource, view, pageSize),
    pageSize,
    fetchPage: (page, { count, signal, after }) =>
      fetchListPage(http, set.resource, view, { index: page, size: pageSize, count, signal, after }),
  });
  const edit = useInlineEdit(http, model, rows, t);
  // Rows are read from the cache (fresh once the caller's refetch settled); the count is this
  // render's, so a row past it waits for the render that counts it.
  useEffect(() => {
    const grid = ref.current;
    if (!focusRequest || !grid || !model || rows.isFetching || rows.rowCount === undefined) return;
    const target =
      'key' in focusRequest
        ? indexOfKey(rows.rowAt, model.key, focusRequest.key)
        : rowAfterDelete(focusRequest.index, rows.rowAt);
    if (target >= rows.rowCount || (target === -1 && 'index' in focusRequest && rows.rowCount > 0)) return;
    if (target >= 0) {
      if ('key' in focusRequest) grid.moveToCell(target, 0);
      else grid.scrollToRow(target);
      grid.focus();
    }
    onFocusDone?.(target >= 0 || 'key' in focusRequest);
  }, [focusRequest, model, rows.rowAt, rows.rowCount, rows.isFetching, ref, onFocusDone]);
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const accessible = accessibilityEnabledSignal.value;
  return (
    <>
      {rows.error && (
        <p role="alert" className={styles.alert}>
          {t('httpErrors.bad-response')}
        </p>
      )}
      <div className={styles.grid}>
        <DataGrid
          ref={ref}
          label={title}
          rowCount={rows.rowCount}
          rowAt={rows.rowAt}
          onVisibleRangeChange={rows.onVisibleRangeChange}
          columns={columns}
          sort={sort}
          onSortChange={actions.onSortChange}
          onColumnResize={(id, width) => actions.saveLayout(resizeColumn(layout, id, width))}
          onColumnMove={(id, index) => actions.saveLayout(moveColumn(layout, id, index))}
          onColumnHide={(id) => actions.saveLayout(setHidden(layout, id, true))}
          onFilterRequest={actions.openFilters}
          onCommitEdit={editable ? edit.commitEdit : undefined}
          validateEdit={editable ? edit.validateEdit : undefined}
          onOpenRow={
            set.detail && model && !set.inlineEdit
              ? (row, how) => open(recordHref(set.detail ?? '', addressOfRow(model, row).key), how)
              : undefined
          }
          announce={accessible ? announce : undefined}
          rowHeight={accessible ? 36 : 32}
          footer={
            <span className={styles.footer}>
              {rows.rowCount === undefined
                ? t('resources.common.loading')
                : t('resources.common.rows', {
                    count: rows.rowCount,
                    number: formatNumber(rows.rowCount, language),
                  })}
            </span>
          }
        />
      </div>
    </>
  );
}
