import { useTranslation } from 'react-i18next';
import { DateFilter, TextFilter } from '../../reports/report-filters';
import type { useReportFilters } from '../../reports/use-report-filters';

export type ReportFilterState = ReturnType<typeof useReportFilters>;

/** The filters every gate report opens with: the dates (UTC days) and a gate by its code. */
export function GateAndDates({ filters }: { filters: ReportFilterState }) {
  const { t } = useTranslation();
  const { draft, set } = filters;
  return (
    <>
      <DateFilter
        label={t('inventoryReports.filters.dateFrom')}
        value={draft.DateFrom}
        onChange={set('DateFrom')}
      />
      <DateFilter
        label={t('inventoryReports.filters.dateTo')}
        value={draft.DateTo}
        onChange={set('DateTo')}
      />
      <TextFilter label={t('gateReports.filters.gate')} value={draft.GateCode} onChange={set('GateCode')} />
    </>
  );
}
