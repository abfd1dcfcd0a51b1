import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateLogsAnswerSchema, repeatResults } from '../../../shared/api/gate-reports';
import { ChoiceFilter, ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { GateAndDates } from './gate-filters';
import { duplicateLogColumns } from './gate-report-columns';
import { codeChoices, csvTitle } from './gate-report-text';

const path = 'gpm/reports/duplicate-logs';

/** /gpm/reports/duplicate-logs: duplicates and conflicts beside the valid scan each repeats. */
export default function DuplicateLogsScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const filters = useReportFilters({});
  const columns = useMemo(() => duplicateLogColumns(format), [format]);
  const { draft, set } = filters;
  return (
    <ReportGrid
      title={t('gateReports.duplicateLogs.heading')}
      hint={t('gateReports.duplicateLogs.hint')}
      path={path}
      csvPath={`${path}.csv`}
      csvTitleOf={csvTitle(t)}
      schema={duplicateLogsAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="gate-duplicate-logs"
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <GateAndDates filters={filters} />
          <ChoiceFilter
            label={t('gateReports.filters.repeat')}
            value={draft.Result}
            onChange={set('Result')}
            options={codeChoices(t, 'results', repeatResults, t('gateReports.filters.anyRepeat'))}
          />
          <TextFilter
            label={t('gateReports.filters.passNum')}
            value={draft.PassNum}
            onChange={set('PassNum')}
          />
        </ReportFilterBar>
      }
    />
  );
}
