import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gateListAnswerSchema } from '../../../shared/api/gate-pass';
import { ChoiceFilter, DateRangeFilters, TextFilter } from '../../reports/report-filters';
import type { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';

export type ReportFilterState = ReturnType<typeof useReportFilters>;

/**
 * A gate by its name among the gates the user may see (GET /gpm/gates); typed as a code by who
 * may not list the gates (a dispatcher reading the passes' report) or while the list loads.
 */
function GateFilter({ value, onChange }: { value: string | undefined; onChange(value: string): void }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const gates = useQuery({
    queryKey: ['gate-reports', 'gates'],
    queryFn: ({ signal }) => http.get('gpm/gates', { schema: gateListAnswerSchema, signal }),
    retry: false,
    staleTime: 60_000,
  });
  const listed = gates.data?.ResponseData.data;
  const label = t('gateReports.filters.gate');
  if (!listed) return <TextFilter label={label} value={value} onChange={onChange} />;
  const options = [
    { value: '', label: t('gateReports.filters.anyGate') },
    ...listed.map((gate) => ({ value: gate.GateCode, label: `${gate.GateCode} · ${gate.GateName}` })),
    // A code typed before the list came, or one no longer listed, stays shown as it is.
    ...(value && !listed.some((gate) => gate.GateCode === value) ? [{ value, label: value }] : []),
  ];
  return <ChoiceFilter label={label} value={value} onChange={onChange} options={options} />;
}

/** The filters every gate report opens with: the dates (UTC days) and a gate. */
export function GateAndDates({ filters }: { filters: ReportFilterState }) {
  const { draft, set } = filters;
  return (
    <>
      <DateRangeFilters draft={draft} set={set} />
      <GateFilter value={draft.GateCode} onChange={set('GateCode')} />
    </>
  );
}
