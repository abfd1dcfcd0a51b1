import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { historyAnswerSchema } from '../../../shared/api/inventory-reports';
import { reportColumn } from '../../reports/report-column';
import { ReportFilterBar, WarehouseFilter } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useRelatedPageCommands } from '../../resources/related-page-commands';
import { useShortcutScope } from '../../resources/shortcut-scope';
import { itemPages } from '../../routes/related-pages';
import { useCurrentRoute } from '../../shell/current-route';
import { usePaneOpener } from '../../shell/pane-opener';
import { openMovement } from './open-movement';
import { movementColumns } from './report-columns';

/** /inventory/reports/item/{ItemCode}/history: the item's movements, oldest first, with the balance after each. */
export default function ItemHistoryScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const itemCode = useCurrentRoute().params.ItemCode ?? '';
  const filters = useReportFilters({});
  const container = useRef<HTMLElement>(null);
  const columns = useMemo(
    () => movementColumns(format, [reportColumn('Balance', 'quantity', format)]),
    [format],
  );
  // The dashboard of the same item, from the palette (its history is this page).
  const dashboard = itemPages.filter((page) => page.key === 'dashboard');
  useRelatedPageCommands(dashboard, () => itemCode, useShortcutScope(container, false));
  return (
    <ReportGrid
      title={t('inventoryReports.history.heading', { item: itemCode })}
      hint={t('inventoryReports.history.hint')}
      path={`inventory/reports/items/${encodeURIComponent(itemCode)}/history`}
      schema={historyAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName={`stock-history-${itemCode}`}
      containerRef={container}
      grid={{ onOpenRow: openMovement(open) }}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <WarehouseFilter value={filters.draft.WhsCode} onChange={filters.set('WhsCode')} />
        </ReportFilterBar>
      }
    />
  );
}
