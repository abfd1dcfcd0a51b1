import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../reports/report-filters';
import type { ReportFilters } from '../../reports/report-queries';

/** The posting dates a finance report is narrowed to: From and To (DateFrom, DateTo). */
export function PeriodFilters({
  draft,
  set,
}: {
  draft: ReportFilters;
  set(name: string): (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DateFilter
        label={t('financeReports.filters.dateFrom')}
        value={draft.DateFrom}
        onChange={set('DateFrom')}
      />
      <DateFilter label={t('financeReports.filters.dateTo')} value={draft.DateTo} onChange={set('DateTo')} />
    </>
  );
}
