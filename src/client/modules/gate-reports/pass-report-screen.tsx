import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { gatePassStatuses, gatePassTypes } from '../../../shared/api/gate-pass';
import { passReportAnswerSchema } from '../../../shared/api/gate-reports';
import { gatePassHref } from '../../../shared/screens/areas/gate-pass-routes';
import type { GridRow, OpenRowHow } from '../../grid/grid-types';
import { ChoiceFilter, ReportFilterBar } from '../../reports/report-filters';
import { ReportGrid } from '../../reports/report-grid';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { usePaneOpener } from '../../shell/pane-opener';
import { GateAndDates } from './gate-filters';
import { passReportColumns } from './gate-report-columns';
import { codeChoices, csvTitle } from './gate-report-text';

const path = 'gpm/reports/document';

/** /gpm/reports/document: gate passes with their scans; Enter opens the pass in the pane (a modifier beside it). */
export default function PassReportScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const open = usePaneOpener();
  const filters = useReportFilters({});
  const columns = useMemo(() => passReportColumns(format), [format]);
  const { draft, set } = filters;
  const openPass = (row: GridRow, how: OpenRowHow) => {
    if (typeof row.DocEntry === 'number') open(gatePassHref(row.DocEntry), how);
  };
  return (
    <ReportGrid
      title={t('gateReports.document.heading')}
      hint={t('gateReports.document.hint')}
      path={path}
      csvPath={`${path}.csv`}
      csvTitleOf={csvTitle(t)}
      schema={passReportAnswerSchema}
      filters={filters.applied}
      filterCount={filters.changed}
      columns={columns}
      fileName="gate-pass-documents"
      grid={{ onOpenRow: openPass }}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <GateAndDates filters={filters} />
          <ChoiceFilter
            label={t('gateReports.filters.passType')}
            value={draft.PassType}
            onChange={set('PassType')}
            options={codeChoices(t, 'gatePasses.types', gatePassTypes, t('gateReports.filters.anyPassType'))}
          />
          <ChoiceFilter
            label={t('gateReports.filters.status')}
            value={draft.Status}
            onChange={set('Status')}
            options={codeChoices(
              t,
              'gatePasses.statuses',
              gatePassStatuses,
              t('gateReports.filters.anyStatus'),
            )}
          />
          <ChoiceFilter
            label={t('gateReports.filters.overdue')}
            value={draft.Overdue}
            onChange={set('Overdue')}
            options={[
              { value: '', label: t('gateReports.filters.anyOverdue') },
              { value: '1', label: t('gateReports.filters.onlyOverdue') },
            ]}
          />
        </ReportFilterBar>
      }
    />
  );
}
