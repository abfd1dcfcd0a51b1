import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../shared/locale/formatters';
import { saveFile } from '../api/save-file';
import { DataGrid } from '../grid/data-grid';
import type { DataGridProps, GridColumn, GridRow } from '../grid/grid-types';
import { useKeyBinding } from '../keyboard/use-key-binding';
import { accessibilityEnabledSignal } from '../preferences/accessibility-setting';
import { ToolButton } from '../resources/list-toolbar';
import * as list from '../resources/resource-list.css';
import { useShortcutScope } from '../resources/shortcut-scope';
import { announce } from '../shell/feedback/live-announcer';
import { notify } from '../shell/feedback/notifications';
import { exportRowCap, reportCsv } from './report-csv';
import { ReportTitle } from './report-filters';
import * as styles from './reports.css';
import { useColumnFormat } from './use-column-format';
import { useShortPane } from './use-short-pane';

export interface ReportFrameProps {
  title: string;
  hint?: string;
  /** Heading level: 1 for a report of its own, 2 inside a page (the dashboard). */
  level?: 1 | 2;
  filterBar?: ReactNode;
  /** What an empty grid says; "Nothing matches these filters" when absent. */
  emptyText?: string;
  /** What the report says of its whole filter (the scan log's totals), between the filters and the grid. */
  summary?: ReactNode;
  /** The screen's own actions, before the frame's (Assign to load on the open items). */
  actions?: ReactNode;
  /** How many filters are applied, told on the Filters button while they are folded away. */
  filterCount?: number;
  /**
   * The records the footer counts, where the grid holds rows that are not records (a territory's
   * heading among the open items); the grid's row count when absent.
   */
  recordCount?: number;
  failed?: boolean;
  columns: readonly GridColumn[];
  /** The file name of the export, without extension. */
  fileName: string;
  /** The rows to export, and whether more were left out (exportRowCap). */
  exportRows(): Promise<{ rows: readonly GridRow[]; capped: boolean }>;
  /** The export as the server writes it (the whole filter, streamed), in place of exportRows. */
  exportFile?(): Promise<Blob>;
  /** The report's section, where its shortcuts and palette commands are heard. */
  containerRef?: RefObject<HTMLElement | null>;
  /** The grid's own props: rows, sort, opening a row. */
  grid: Omit<DataGridProps, 'label' | 'columns' | 'announce' | 'rowHeight' | 'footer'>;
}

/**
 * A stock report's frame: its heading and actions (export Alt+Shift+E and print Alt+Shift+P, as
 * lists have), its hint and filters, and the engine's grid with a row count under it, taking the
 * pane's remaining height. In a short pane (a quarter of the screen) the hint and filters fold
 * behind Filters (Alt+Shift+G, the lists' key for their filters), so the grid keeps the height;
 * the button says how many filters apply and opens them with the focus in the first.
 */
export function ReportFrame(props: ReportFrameProps) {
  useSignals();
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const ownContainer = useRef<HTMLElement>(null);
  const container = props.containerRef ?? ownContainer;
  const scope = useShortcutScope(container, props.level === 2);
  const exportCsv = async () => {
    try {
      if (props.exportFile) {
        saveFile(await props.exportFile(), `${props.fileName}.csv`);
        return;
      }
      const { rows, capped } = await props.exportRows();
      saveFile(new Blob([reportCsv(props.columns, rows)], { type: 'text/csv' }), `${props.fileName}.csv`);
      if (capped)
        notify({
          text: t('inventoryReports.exportCapped', { number: formatNumber(exportRowCap, language) }),
        });
    } catch {
      notify({ text: t('httpErrors.bad-response'), type: 'error' });
    }
  };
  const within = { within: scope };
  const short = useShortPane(container);
  // Unfolded or folded by the user; otherwise folded in a short pane only.
  const [unfolded, setUnfolded] = useState<boolean>();
  const shown = props.filterBar === undefined || (unfolded ?? !short);
  const folding = props.filterBar !== undefined && (short || unfolded !== undefined);
  const filtersId = useId();
  const focusFilters = useRef(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggleFilters = () => {
    focusFilters.current = !shown;
    // Folding away the field that has the focus leaves it on the button that unfolds them again.
    if (shown && document.getElementById(filtersId)?.contains(document.activeElement))
      toggle.current?.focus();
    setUnfolded(!shown);
  };
  useEffect(() => {
    if (!shown || !focusFilters.current) return;
    focusFilters.current = false;
    document.getElementById(filtersId)?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [shown, filtersId]);
  useKeyBinding('list-export', () => void exportCsv(), within);
  useKeyBinding('list-print', () => window.print(), within);
  useKeyBinding('list-filters', toggleFilters, { ...within, enabled: props.filterBar !== undefined });
  const Heading = props.level === 2 ? 'h2' : 'h1';
  const accessible = accessibilityEnabledSignal.value;
  const count = props.grid.rowCount === undefined ? undefined : (props.recordCount ?? props.grid.rowCount);
  const applied = props.filterCount ?? 0;
  return (
    <section ref={container} className={list.page} aria-label={props.title} data-key-scope="pane">
      <div className={list.header}>
        <Heading className={list.heading}>{props.title}</Heading>
        {props.actions}
        {folding && (
          <ToolButton
            label={
              applied > 0
                ? t('inventoryReports.filters.toggleApplied', {
                    count: applied,
                    number: formatNumber(applied, language),
                  })
                : t('inventoryReports.filters.toggle')
            }
            binding="list-filters"
            ref={toggle}
            onClick={toggleFilters}
            expanded={shown}
            controls={filtersId}
          />
        )}
        <ToolButton
          label={t('resources.common.exportCsv')}
          binding="list-export"
          onClick={() => void exportCsv()}
        />
        <ToolButton label={t('resources.common.print')} binding="list-print" onClick={() => window.print()} />
      </div>
      <div id={filtersId} className={styles.folding} hidden={!shown}>
        {props.hint && <p className={styles.hint}>{props.hint}</p>}
        <ReportTitle value={props.title}>{props.filterBar}</ReportTitle>
      </div>
      {props.summary}
      {props.failed && (
        <p role="alert" className={list.alert}>
          {t('inventoryReports.failed')}
        </p>
      )}
      <div className={list.grid}>
        <DataGrid
          {...props.grid}
          label={props.title}
          columns={props.columns}
          announce={accessible ? announce : undefined}
          rowHeight={accessible ? 36 : 32}
          emptyText={props.emptyText ?? t('inventoryReports.empty')}
          footer={
            <span className={list.footer}>
              {count === undefined
                ? t('inventoryReports.loading')
                : t('inventoryReports.rows', { count, number: formatNumber(count, language) })}
            </span>
          }
        />
      </div>
    </section>
  );
}

/** A report whose rows are all at hand (top items, a transaction, the dashboard's tables). */
export function RowsReport({
  rows,
  loading,
  ...props
}: Omit<ReportFrameProps, 'exportRows' | 'grid'> & {
  rows: readonly GridRow[];
  loading?: boolean;
  grid?: Partial<ReportFrameProps['grid']>;
}) {
  return (
    <ReportFrame
      {...props}
      exportRows={async () => ({ rows, capped: false })}
      grid={{ ...props.grid, rowCount: loading ? undefined : rows.length, rowAt: (index) => rows[index] }}
    />
  );
}
