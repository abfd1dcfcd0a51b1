import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { topItemMeasures, topItemsAnswerSchema } from '../../../shared/api/inventory-reports';
import { reportColumn } from '../../reports/report-column';
import { ChoiceFilter, DateFilter, ReportFilterBar, WarehouseFilter } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { filterQuery, reportKeys } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { useOpenItemDashboard } from './open-item-dashboard';

const path = 'inventory/reports/top-items';
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** /inventory/reports/top-items: the items sold most over a period (the last 90 days first). */
export default function TopItemsScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const openDashboard = useOpenItemDashboard();
  const filters = useReportFilters({
    by: 'quantity',
    DateFrom: isoDaysAgo(90),
    DateTo: isoDaysAgo(0),
    limit: '100',
  });
  const answer = useQuery({
    queryKey: reportKeys.one(path, filters.applied),
    queryFn: ({ signal }) =>
      http.get(path, { schema: topItemsAnswerSchema, query: filterQuery(filters.applied), signal }),
  });
  const rows = answer.data?.ResponseData.data ?? [];
  const columns = useMemo(
    () => [
      reportColumn('ItemCode', 'code', format),
      reportColumn('ItemName', 'text', format),
      reportColumn('Quantity', 'quantity', format),
      reportColumn('Value', 'money', format),
      reportColumn('Cost', 'money', format),
      reportColumn('Margin', 'money', format),
    ],
    [format],
  );
  return (
    <RowsReport
      title={t('inventoryReports.topItems.heading')}
      hint={t('inventoryReports.topItems.hint')}
      rows={rows}
      loading={answer.isPending}
      failed={answer.isError}
      columns={columns}
      fileName="top-items"
      grid={openDashboard}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <ChoiceFilter
            label={t('inventoryReports.filters.rankBy')}
            value={filters.draft.by}
            onChange={filters.set('by')}
            options={topItemMeasures.map((measure) => ({
              value: measure,
              label: t(`inventoryReports.topItems.measures.${measure}`),
            }))}
          />
          <DateFilter
            label={t('inventoryReports.filters.dateFrom')}
            value={filters.draft.DateFrom}
            onChange={filters.set('DateFrom')}
          />
          <DateFilter
            label={t('inventoryReports.filters.dateTo')}
            value={filters.draft.DateTo}
            onChange={filters.set('DateTo')}
          />
          <WarehouseFilter value={filters.draft.WhsCode} onChange={filters.set('WhsCode')} />
        </ReportFilterBar>
      }
    />
  );
}
