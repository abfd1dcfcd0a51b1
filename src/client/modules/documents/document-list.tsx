import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSort } from '../../../shared/api/form-settings';
import { defaultDocumentPageSize } from '../../../shared/api/marketing-docs';
import type { ColumnFilter } from '../../../shared/api/resources';
import { documentListColumns } from '../../../shared/document-model/definition-columns';
import { gridColumnsOf } from '../../../shared/documents/document-columns';
import type { DocumentType } from '../../../shared/documents/object-types';
import { formatNumber } from '../../../shared/locale/formatters';
import { DataGrid } from '../../grid/data-grid';
import type { DataGridHandle } from '../../grid/grid-types';
import { useWindowedRows } from '../../grid/use-windowed-rows';
import { bindingById } from '../../keyboard/key-bindings';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { usePendingKeyBinding, usePendingKeyBindings } from '../../keyboard/use-pending-key-bindings';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import { FilterChips } from '../../resources/filter-chips';
import { FilterDialog } from '../../resources/filter-dialog';
import { filterText } from '../../resources/filter-text';
import * as listStyles from '../../resources/resource-list.css';
import { ResourceLookupProvider } from '../../resources/resource-lookup-provider';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { useListView } from '../../resources/use-list-view';
import { documentHrefs } from '../../routes/document-hrefs';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { usePaneOpener } from '../../shell/pane-opener';
import { shortcutLabel } from '../../ui/shortcut-label';
import { usePaneSearchParam } from '../../workspace/use-pane-search-param';
import { ActionButton } from './action-button';
import { documentFilterFields, filterColumnOf } from './document-filter-fields';
import { documentListLoaderFor, documentListState, loadListPage } from './document-list-loader';
import { documentListRequestAt, documentStatusFilters } from './document-list-request';
import { documentKeys, documentRightsQuery } from './document-queries';
import * as styles from './documents.css';
import { printSection } from './print-section';
import { useDocumentFormat } from './use-document-format';

/** A document list has no route-fixed filters and no saved sort (the server's order applies). */
const noFixedFilters: ColumnFilter[] = [];
const noSavedSort: FormSort[] = [];
/** The grid's column ids, for the drawer's starting column (its first filterable one shown). */
const shownColumns = documentListColumns.map((column) => filterColumnOf(column.id) ?? column.id);

/**
 * A document type's list (specification sections 4 and 7): the grid over the server's pages of
 * 50, filtered by status and by column filters (partner, dates, totals, sales employee...) in the
 * resource lists' drawer and chips, searched by number, partner and reference. The status, the
 * filters and the sort live in the pane's href (use-list-view.ts), so the layout URL shares them.
 * Enter opens a document, Ctrl+Enter beside, Shift+Enter below.
 */
export function DocumentList({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const container = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const within = { within: useShortcutScope(container, false) };
  const rights = useQuery(documentRightsQuery(http, type.objectId)).data;
  const [, setStatusParam] = usePaneSearchParam('status');
  const list = useListView(documentFilterFields, noSavedSort, undefined, noFixedFilters, true);
  const [filterColumn, setFilterColumn] = useState<string>();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [loader] = useState(() => documentListLoaderFor(http));
  const paneSearch = useRouterState({ select: (state): Record<string, unknown> => state.location.search });
  const request = documentListRequestAt(type.objectId, paneSearch, list.view.search);
  const status = request.status;
  const rows = useWindowedRows({
    queryKey: documentKeys.list(request),
    pageSize: defaultDocumentPageSize,
    fetchPage: (page, options) => loadListPage(loader, request, page, defaultDocumentPageSize, options),
  });
  const state = documentListState(rows.rowCount, rows.error);
  const columns = useMemo(() => gridColumnsOf(documentListColumns, t, format), [t, format]);
  // The list is titled by its type, as its menu entry and its pane are (src/shared/screens).
  const title = t(type.nameKey);
  const activeFilters = list.filters.length;
  const fieldNamed = (name: string) => documentFilterFields.find((field) => field.name === name);
  const textOf = (filter: ColumnFilter) => filterText(filter, fieldNamed(filter.field), t);
  const focusSearch = useCallback(() => searchRef.current?.focus(), []);
  // Without a column asked for (a column's menu), the one under the grid's active cell.
  const openFilters = (column?: string) => {
    const active = gridRef.current?.activeCell().col;
    setFilterColumn(filterColumnOf(column ?? (active === undefined ? undefined : columns[active]?.id)));
    setFiltersOpen(true);
  };

  const openCreate = () => open(documentHrefs.create(type), 'focused');
  // New pressed before the rights arrive waits for them (use-pending-key-bindings.ts).
  const rightKeys = usePendingKeyBindings(rights === undefined);
  usePendingKeyBinding(rightKeys, 'record-new', openCreate, rights?.create === true, within);
  useKeyBinding('list-search', () => searchRef.current?.focus(), within);
  useKeyBinding('list-filters', () => openFilters(), within);
  useKeyBinding('list-print', () => printSection(container.current), within);

  return (
    <ResourceLookupProvider>
      <section
        ref={container}
        className={`${styles.page} ${styles.printable}`}
        aria-label={title}
        data-key-scope="pane"
      >
        <div className={styles.header}>
          <h1 className={styles.heading}>{title}</h1>
          <input
            ref={searchRef}
            type="search"
            className={listStyles.search}
            aria-label={t('documents.list.search')}
            placeholder={t('documents.list.search')}
            value={list.search}
            onChange={(event) => list.setSearch(event.target.value)}
            aria-keyshortcuts={shortcutLabel(bindingById('list-search').keys)}
          />
          <label className={styles.inlineLabel}>
            {t('documents.list.status')}
            <select
              className={styles.select}
              value={status}
              onChange={(event) =>
                setStatusParam(event.target.value === 'open' ? undefined : event.target.value)
              }
            >
              {documentStatusFilters.map((option) => (
                <option key={option} value={option}>
                  {t(`documents.list.statusFilter.${option}`)}
                </option>
              ))}
            </select>
          </label>
          {rights?.create && (
            <ActionButton
              label={t('documents.actions.new')}
              binding="record-new"
              onClick={openCreate}
              primary
            />
          )}
          <ActionButton
            label={
              activeFilters > 0
                ? t('documents.list.filtersCount', { count: activeFilters })
                : t('documents.list.filters')
            }
            binding="list-filters"
            onClick={() => openFilters()}
          />
          <ActionButton
            label={t('documents.actions.print')}
            binding="list-print"
            onClick={() => printSection(container.current)}
          />
        </div>
        <FilterChips
          filters={list.filters}
          textOf={textOf}
          onRemove={(index) => list.setFilters(list.filters.filter((_, position) => position !== index))}
          focusAfterLast={focusSearch}
        />
        {state.status === 'error' && (
          <p role="alert" className={styles.alert}>
            {state.error === 'unexpected-result-code'
              ? t('documents.list.unexpectedResultCode')
              : t('httpErrors.bad-response')}
          </p>
        )}
        <div className={styles.grid}>
          <DataGrid
            ref={gridRef}
            label={title}
            rowCount={state.status === 'error' ? 0 : rows.rowCount}
            rowAt={rows.rowAt}
            onVisibleRangeChange={rows.onVisibleRangeChange}
            columns={columns}
            sort={list.sort}
            onSortChange={(next) => list.setSort(next.slice(0, 1))}
            onFilterRequest={(column) => openFilters(column)}
            onOpenRow={(row, how) => open(documentHrefs.document(type, String(row.DocEntry)), how)}
            announce={accessibilityEnabledSignal.value ? announce : undefined}
            rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
            emptyText={t('documents.list.empty')}
            footer={
              <span className={styles.footer} role="status">
                {state.status === 'loaded'
                  ? t('documents.list.count', {
                      count: state.total,
                      number: formatNumber(state.total, format.language),
                    })
                  : state.status === 'loading'
                    ? t('documents.common.loading')
                    : ''}
              </span>
            }
          />
        </div>
        {filtersOpen && (
          <FilterDialog
            fields={documentFilterFields}
            filters={list.filters}
            column={filterColumn}
            shown={shownColumns}
            fixed={noFixedFilters}
            onApply={(next) => {
              list.setFilters(next);
              setFiltersOpen(false);
            }}
            onClose={() => setFiltersOpen(false)}
          />
        )}
      </section>
    </ResourceLookupProvider>
  );
}
