import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, type RefObject, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/locale/formatters';
import { saveFile } from '../../api/save-file';
import { DataGrid } from '../../grid/data-grid';
import type { DataGridProps, GridColumn, GridRow } from '../../grid/grid-types';
import { useKeyBinding } from '../../keyboard/use-key-binding';
import { accessibilityEnabledSignal } from '../../preferences/accessibility-setting';
import { ToolButton } from '../../resources/list-toolbar';
import * as list from '../../resources/resource-list.css';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { announce } from '../../shell/feedback/live-announcer';
import { notify } from '../../shell/feedback/notifications';
import * as styles from './inventory-reports.css';
import { exportRowCap, reportCsv } from './report-csv';
import { useColumnFormat } from './use-column-format';

export interface ReportFrameProps {
  title: string;
  hint?: string;
  /** Heading level: 1 for a report of its own, 2 inside a page (the dashboard). */
  level?: 1 | 2;
  filterBar?: ReactNode;
  failed?: boolean;
  columns: readonly GridColumn[];
  /** The file name of the export, without extension. */
  fileName: string;
  /** The rows to export, and whether more were left out (exportRowCap). */
  exportRows(): Promise<{ rows: readonly GridRow[]; capped: boolean }>;
  /** The report's section, where its shortcuts and palette commands are heard. */
  containerRef?: RefObject<HTMLElement | null>;
  /** The grid's own props: rows, sort, opening a row. */
  grid: Omit<DataGridProps, 'label' | 'columns' | 'announce' | 'rowHeight' | 'footer'>;
}

/**
 * A stock report's frame: its heading and actions (export Alt+Shift+E and print Alt+Shift+P, as
 * lists have), its hint and filters, and the engine's grid with a row count under it.
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
  useKeyBinding('list-export', () => void exportCsv(), within);
  useKeyBinding('list-print', () => window.print(), within);
  const Heading = props.level === 2 ? 'h2' : 'h1';
  const accessible = accessibilityEnabledSignal.value;
  const count = props.grid.rowCount;
  return (
    <section ref={container} className={list.page} aria-label={props.title} data-key-scope="pane">
      <div className={list.header}>
        <Heading className={list.heading}>{props.title}</Heading>
        <ToolButton
          label={t('resources.common.exportCsv')}
          binding="list-export"
          onClick={() => void exportCsv()}
        />
        <ToolButton label={t('resources.common.print')} binding="list-print" onClick={() => window.print()} />
      </div>
      {props.hint && <p className={styles.hint}>{props.hint}</p>}
      {props.filterBar}
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
          emptyText={t('inventoryReports.empty')}
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
