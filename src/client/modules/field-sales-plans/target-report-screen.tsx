import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { salesTargetReportAnswerSchema } from '../../../shared/api/sales-targets';
import type { GridRow } from '../../grid/grid-types';
import { DateRangeFilters, ReportFilterBar } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { filterQuery } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { TargetChart } from './target-chart';
import { targetReportColumns } from './target-report-columns';

const path = 'logistics-hub/sales-targets/report';

/**
 * /logistics_hub/sales-targets/reports (issue 25): each target the user may read against what was
 * invoiced in its period, with the gap and percent, as a grid (export Alt+Shift+E, print
 * Alt+Shift+P) and as a chart whose figures are a table one key away. The server answers every
 * target of the dates at once: a company has a few hundred targets, not millions.
 */
export default function TargetReportScreen() {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const format = useColumnFormat();
  const filters = useReportFilters({});
  const section = useRef<HTMLElement>(null);
  const columns = useMemo(() => targetReportColumns(format), [format]);
  const report = useQuery({
    queryKey: ['sales-targets', 'report', filters.applied],
    queryFn: ({ signal }) =>
      http.get(path, { schema: salesTargetReportAnswerSchema, query: filterQuery(filters.applied), signal }),
    retry: false,
  });
  const rows = report.data?.ResponseData.data;
  const gridRows = (rows ?? []) as readonly GridRow[];
  const { draft, set } = filters;
  return (
    <RowsReport
      containerRef={section}
      title={t('fieldSalesPlans.report.heading')}
      hint={t('fieldSalesPlans.report.hint')}
      emptyText={t('fieldSalesPlans.report.empty')}
      failed={report.isError}
      columns={columns}
      fileName="sales-targets"
      filterCount={filters.changed}
      rows={gridRows}
      loading={report.isPending}
      summary={rows && rows.length > 0 ? <TargetChart rows={rows} scope={section} /> : undefined}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <DateRangeFilters draft={draft} set={set} />
        </ReportFilterBar>
      }
    />
  );
}
