import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cumulativeAnswerSchema } from '../../../shared/api/inventory-reports';
import { reportColumn } from '../../reports/report-column';
import { DateFilter, ItemWarehouseFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { itemPages } from '../../routes/related-pages';
import { usePaneOpener } from '../../shell/pane-opener';

const today = () => new Date().toISOString().slice(0, 10);

/** /inventory/reports/cumulative-balances: stock and value per item and warehouse at a date (today first). */
export default function CumulativeBalancesScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const filters = useReportFilters({ date: today() });
  const columns = useMemo(
    () => [
      reportColumn('ItemCode', 'code', format),
      reportColumn('ItemName', 'text', format),
      reportColumn('WhsCode', 'code', format),
      reportColumn('WhsName', 'text', format),
      reportColumn('Quantity', 'quantity', format),
      reportColumn('Value', 'money', format),
    ],
    [format],
  );
  const history = itemPages.find((page) => page.key === 'history');
  return (
    <ReportGrid
      title={t('inventoryReports.cumulative.heading')}
      hint={t('inventoryReports.cumulative.hint')}
      path="inventory/reports/cumulative-balances"
      schema={cumulativeAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="cumulative-balances"
      grid={{ onOpenRow: (row, how) => history && open(history.href(String(row.ItemCode)), how) }}
      filterBar={
        <ItemWarehouseFilterBar
          filters={filters}
          before={
            <DateFilter
              label={t('inventoryReports.filters.date')}
              value={filters.draft.date}
              onChange={(value) => filters.set('date')(value || today())}
            />
          }
        />
      }
    />
  );
}
