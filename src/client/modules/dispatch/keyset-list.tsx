import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/locale/formatters';
import type { HttpClient } from '../../api/http-client';
import { DataGrid } from '../../grid/data-grid';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import { useWindowedRows, type WindowedPage } from '../../grid/use-windowed-rows';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import * as reportStyles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { ActionBar, type BarAction } from '../../shell/action-bar';
import { useAppServices } from '../../shell/app-services';
import { announce } from '../../shell/feedback/live-announcer';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import * as controls from '../../ui/form-controls.css';
import * as styles from './notes.css';
import type { ListFilters } from './notes-queries';

const pageSize = 50;

export interface KeysetListProps {
  title: string;
  /** The list's query key without its filters: the filters and page size are appended. */
  queryKey: (filters: ListFilters, top: number) => readonly unknown[];
  fetchPage: (
    http: HttpClient,
    filters: ListFilters,
    size: number,
    options: { after?: string; count: boolean; signal: AbortSignal },
  ) => Promise<WindowedPage>;
  columns: readonly GridColumn[];
  hrefOf: (row: GridRow) => string;
  initialFilters: ListFilters;
  /** The Status filter's choices after "any status" (the first filter, which Alt+Shift+G focuses). */
  statuses: readonly { value: string; label: string }[];
  /** The other filter fields, given the draft and its setter. */
  filterFields: (draft: ListFilters, set: (name: string) => (value: string) => void) => ReactNode;
  /** New (Alt+Shift+I): where a new record starts, for who may make one. */
  onNew?: { label: string; run(): void };
  emptyText: string;
  countText: (count: number, number: string) => string;
}

/**
 * A dispatch list (notes, returns): newest first as the API keeps them, a page at a time by
 * keyset, filtered on Enter, Enter on a row opens it in the pane, Ctrl+Enter beside it.
 */
export function KeysetList(props: KeysetListProps) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const { language } = useColumnFormat();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const firstFilter = useRef<HTMLSelectElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const [draft, setDraft] = useState<ListFilters>(props.initialFilters);
  const [filters, setFilters] = useState<ListFilters>(props.initialFilters);
  const rows = useWindowedRows({
    queryKey: props.queryKey(filters, pageSize),
    pageSize,
    fetchPage: (_page, options) => props.fetchPage(http, filters, pageSize, options),
  });
  const focusFilters = () => firstFilter.current?.focus();
  useKeyBinding('list-filters', focusFilters, within);
  useKeyBinding('record-new', () => props.onNew?.run(), { ...within, enabled: props.onNew !== undefined });
  const set = (name: string) => (value: string) => setDraft((now) => ({ ...now, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const clear = () => {
    setDraft({});
    setFilters({});
  };
  const count = rows.rowCount;
  const actions: BarAction[] = [
    ...(props.onNew
      ? [
          {
            id: 'new',
            label: props.onNew.label,
            binding: 'record-new' as const,
            onClick: props.onNew.run,
            primary: true,
          },
        ]
      : []),
    { id: 'filters', label: t('dispatchNotes.list.filters'), binding: 'list-filters', onClick: focusFilters },
  ];
  return (
    <section ref={container} className={styles.listPage} aria-label={props.title} data-key-scope="pane">
      <div className={styles.header}>
        <h1 className={styles.heading}>{props.title}</h1>
        <ActionBar actions={actions} />
      </div>
      <form
        aria-label={t('dispatchNotes.list.filtersOf', { list: props.title })}
        className={reportStyles.filters}
        onSubmit={apply}
      >
        <label className={reportStyles.filterField}>
          <span className={controls.label}>{t('dispatchNotes.columns.Status')}</span>
          <select
            ref={firstFilter}
            className={controls.input}
            value={draft.Status ?? ''}
            onChange={(event) => set('Status')(event.target.value)}
          >
            <option value="">{t('dispatchNotes.list.anyStatus')}</option>
            {props.statuses.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
          </select>
        </label>
        {props.filterFields(draft, set)}
        <button type="submit" className={buttons.primaryButton}>
          {t('dispatchNotes.list.apply')}
        </button>
        <button type="button" className={buttons.button} onClick={clear}>
          {t('dispatchNotes.list.clear')}
        </button>
      </form>
      <div className={styles.grid}>
        {rows.error && (
          <p role="alert" className={styles.alert}>
            {t('httpErrors.bad-response')}
          </p>
        )}
        <DataGrid
          label={props.title}
          rowCount={rows.error ? 0 : rows.rowCount}
          rowAt={rows.rowAt}
          onVisibleRangeChange={rows.onVisibleRangeChange}
          columns={props.columns}
          onOpenRow={(row, how) => open(props.hrefOf(row), how)}
          announce={accessibilityEnabledSignal.value ? announce : undefined}
          rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
          emptyText={props.emptyText}
          footer={
            <span role="status">
              {count === undefined
                ? t('dispatchNotes.loading')
                : props.countText(count, formatNumber(count, language))}
            </span>
          }
        />
      </div>
    </section>
  );
}

/** A text filter: its label above, typed text kept as the draft's `name`. */
export function TextFilter({
  label,
  value,
  onChange,
  numeric = false,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  numeric?: boolean;
}) {
  return (
    <label className={reportStyles.filterField}>
      <span className={controls.label}>{label}</span>
      <input
        className={controls.input}
        value={value ?? ''}
        dir="auto"
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        onChange={(event) => onChange(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
      />
    </label>
  );
}
