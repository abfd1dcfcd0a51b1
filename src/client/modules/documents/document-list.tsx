import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentListColumns } from '../../../shared/document-model/definition-columns';
import { gridColumnsOf } from '../../../shared/documents/document-columns';
import type { DocumentType } from '../../../shared/documents/object-types';
import { formatNumber } from '../../../shared/locale/formatters';
import { DataGrid } from '../../grid/data-grid';
import type { GridSortKey } from '../../grid/grid-types';
import { useWindowedRows } from '../../grid/use-windowed-rows';
import { bindingById } from '../../keyboard/key-bindings';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { usePendingKeyBinding, usePendingKeyBindings } from '../../keyboard/use-pending-key-bindings';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import * as listStyles from '../../resources/resource-list.css';
import { ResourceLookupProvider } from '../../resources/resource-lookup-provider';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { documentHrefs } from '../../routes/document-route';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { usePaneOpener } from '../../shell/pane-opener';
import { shortcutLabel } from '../../ui/menu-button';
import { ActionButton } from './action-button';
import { DocumentFilterDialog } from './document-filter-dialog';
import { createDocumentListLoader, documentListState, rawListAnswerSchema } from './document-list-loader';
import {
  type DocumentListFilters,
  type DocumentListRequest,
  type DocumentStatusFilter,
  documentStatusFilters,
  listRequestQuery,
} from './document-list-request';
import { documentKeys, documentRightsQuery } from './document-queries';
import * as styles from './documents.css';
import { printSection } from './print-section';
import { useDocumentFormat } from './use-document-format';

const pageSize = 50;

/**
 * A document type's list (specification sections 4 and 7): the grid over the server's pages of
 * 50, filtered by status, partner, dates, totals and sales employee, searched by number, partner
 * and reference. Enter opens a document, Ctrl+Enter beside, Shift+Enter below.
 */
export function DocumentList({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const container = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const rights = useQuery(documentRightsQuery(http, type.objectId)).data;
  const [status, setStatus] = useState<DocumentStatusFilter>('open');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<DocumentListFilters>({});
  const [sort, setSort] = useState<GridSortKey[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const [loader] = useState(() =>
    createDocumentListLoader((objectId, query, signal) =>
      http.get(`marketing/docs/${encodeURIComponent(objectId)}`, {
        schema: rawListAnswerSchema,
        query,
        signal,
      }),
    ),
  );
  const request: DocumentListRequest = {
    objectId: type.objectId,
    status,
    search: deferredSearch,
    ...filters,
    sort: sort[0] ? `${sort[0].field}:${sort[0].direction}` : undefined,
  };
  const rows = useWindowedRows({
    queryKey: documentKeys.list(request),
    pageSize,
    fetchPage: async (page, { signal, after }) => {
      const query = listRequestQuery(request, page + 1, pageSize);
      const answer = await loader.load(type.objectId, after ? { ...query, after } : query, signal);
      return { rows: answer.rows, total: answer.total, ...(answer.next ? { next: answer.next } : {}) };
    },
  });
  const state = documentListState(rows.rowCount, rows.error);
  const columns = useMemo(() => gridColumnsOf(documentListColumns, t, format), [t, format]);
  const title = t('documents.list.title', { document: t(type.nameKey) });
  const activeFilters = Object.values(filters).filter((value) => value).length;

  const openCreate = () => open(documentHrefs.create(type), 'focused');
  // New pressed before the rights arrive waits for them (use-pending-key-bindings.ts).
  const rightKeys = usePendingKeyBindings(rights === undefined);
  usePendingKeyBinding(rightKeys, 'record-new', openCreate, rights?.create === true, within);
  useKeyBinding('list-search', () => searchRef.current?.focus(), within);
  useKeyBinding('list-filters', () => setFiltersOpen(true), within);
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
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-keyshortcuts={shortcutLabel(bindingById('list-search').keys)}
          />
          <label className={styles.inlineLabel}>
            {t('documents.list.status')}
            <select
              className={styles.select}
              value={status}
              onChange={(event) => setStatus(event.target.value as DocumentStatusFilter)}
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
            onClick={() => setFiltersOpen(true)}
          />
          <ActionButton
            label={t('documents.actions.print')}
            binding="list-print"
            onClick={() => printSection(container.current)}
          />
        </div>
        {state.status === 'error' && (
          <p role="alert" className={styles.alert}>
            {state.error === 'unexpected-result-code'
              ? t('documents.list.unexpectedResultCode')
              : t('httpErrors.bad-response')}
          </p>
        )}
        <div className={styles.grid}>
          <DataGrid
            label={title}
            rowCount={state.status === 'error' ? 0 : rows.rowCount}
            rowAt={rows.rowAt}
            onVisibleRangeChange={rows.onVisibleRangeChange}
            columns={columns}
            sort={sort}
            onSortChange={(next) => setSort(next.slice(0, 1))}
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
          <DocumentFilterDialog
            filters={filters}
            sumDec={format.sumDec}
            onApply={(next) => {
              setFilters(next);
              setFiltersOpen(false);
            }}
            onClose={() => setFiltersOpen(false)}
          />
        )}
      </section>
    </ResourceLookupProvider>
  );
}
