import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gateScanModes, gateScanResults } from '../../../shared/api/gate-pass';
import { scanLogsAnswerSchema } from '../../../shared/api/gate-reports';
import { ChoiceFilter, ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { GateAndDates } from './gate-filters';
import { scanLogColumns } from './gate-report-columns';
import { codeChoices, csvTitle } from './gate-report-text';
import { ScanTotals } from './scan-totals';

const path = 'gpm/reports/scan-logs';

/** /gpm/reports/scan-logs: every scan across the gates the user may see, with its totals by result. */
export default function ScanLogsScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const filters = useReportFilters({ sort: 'ScannedAt:desc' });
  const columns = useMemo(() => scanLogColumns(format), [format]);
  const { draft, set } = filters;
  return (
    <ReportGrid
      title={t('gateReports.scanLogs.heading')}
      hint={t('gateReports.scanLogs.hint')}
      path={path}
      csvPath={`${path}.csv`}
      csvTitleOf={csvTitle(t)}
      schema={scanLogsAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="gate-scan-logs"
      summary={<ScanTotals filters={filters.applied} />}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <GateAndDates filters={filters} />
          <ChoiceFilter
            label={t('gateReports.filters.result')}
            value={draft.Result}
            onChange={set('Result')}
            options={codeChoices(t, 'results', gateScanResults, t('gateReports.filters.anyResult'))}
          />
          <ChoiceFilter
            label={t('gateReports.filters.mode')}
            value={draft.Mode}
            onChange={set('Mode')}
            options={codeChoices(t, 'modes', gateScanModes, t('gateReports.filters.anyMode'))}
          />
          <TextFilter
            label={t('gateReports.filters.user')}
            value={draft.UserCode}
            onChange={set('UserCode')}
          />
          <TextFilter
            label={t('gateReports.filters.passNum')}
            value={draft.PassNum}
            onChange={set('PassNum')}
          />
          <ChoiceFilter
            label={t('gateReports.filters.order')}
            value={draft.sort}
            onChange={set('sort')}
            options={[
              { value: 'ScannedAt:desc', label: t('gateReports.filters.newest') },
              { value: 'ScannedAt:asc', label: t('gateReports.filters.oldest') },
            ]}
          />
        </ReportFilterBar>
      }
    />
  );
}
