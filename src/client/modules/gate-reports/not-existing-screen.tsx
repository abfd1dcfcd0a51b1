import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notExistingAnswerSchema } from '../../../shared/api/gate-reports';
import { ChoiceFilter, ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { GateAndDates } from './gate-filters';
import { notExistingColumns } from './gate-report-columns';
import { csvTitle } from './gate-report-text';

const path = 'gpm/reports/not-existing-documents';

/** /gpm/reports/not-existing-documents: the codes scanned that named no pass, one row per code. */
export default function NotExistingScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const filters = useReportFilters({ sort: 'LastSeen:desc' });
  const columns = useMemo(() => notExistingColumns(format), [format]);
  const { draft, set } = filters;
  return (
    <ReportGrid
      title={t('gateReports.notExisting.heading')}
      hint={t('gateReports.notExisting.hint')}
      path={path}
      csvPath={`${path}.csv`}
      csvTitleOf={csvTitle(t)}
      schema={notExistingAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="gate-not-existing-documents"
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <GateAndDates filters={filters} />
          <TextFilter label={t('gateReports.filters.code')} value={draft.Code} onChange={set('Code')} />
          <ChoiceFilter
            label={t('gateReports.filters.order')}
            value={draft.sort}
            onChange={set('sort')}
            options={[
              { value: 'LastSeen:desc', label: t('gateReports.filters.lastSeen') },
              { value: 'Scans:desc', label: t('gateReports.filters.mostScans') },
            ]}
          />
        </ReportFilterBar>
      }
    />
  );
}
