import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountStatementAnswerSchema } from '../../../shared/api/finance-reports';
import { journalEntryHref } from '../../../shared/screens/areas/finance-routes';
import { HttpError } from '../../api/http-errors';
import { ReportFilterBar, TextFilter } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { filterQuery } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { usePaneOpener } from '../../shell/pane-opener';
import { statementColumns, statementRows } from './finance-columns';
import { todayIso } from './finance-dates';
import { financeKeys } from './finance-queries';
import { PeriodFilters } from './period-filters';

const path = 'finance/account-statement';

/**
 * /business-partners/account-statement[/{CardCode}]: every journal line on the partner's control
 * account between two dates (the year so far first), an opening balance line, the running balance
 * and a closing line; Enter on a line opens its journal entry. Without a partner in the address,
 * the partner is a filter.
 */
export default function AccountStatementScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const routed = useCurrentRoute().params.id;
  const filters = useReportFilters({ CardCode: routed ?? '', DateFrom: `${todayIso().slice(0, 4)}-01-01` });
  const cardCode = routed ?? filters.applied.CardCode ?? '';
  const query = { ...filters.applied, CardCode: cardCode };
  const answer = useQuery({
    queryKey: financeKeys.report(path, query),
    queryFn: ({ signal }) =>
      http.get(path, { schema: accountStatementAnswerSchema, query: filterQuery(query), signal }),
    enabled: cardCode !== '',
    retry: false,
  });
  const columns = useMemo(() => statementColumns(format), [format]);
  const data = answer.data?.ResponseData;
  const rows = useMemo(() => (data ? statementRows(data, t) : []), [data, t]);
  const missing = answer.error instanceof HttpError && answer.error.status === 404;
  const title = data
    ? t('financeReports.statement.headingOf', { name: `${data.CardCode} · ${data.CardName}` })
    : t('financeReports.statement.heading');
  const { draft, set } = filters;
  return (
    <RowsReport
      title={title}
      hint={cardCode === '' ? t('financeReports.statement.choose') : t('financeReports.statement.hint')}
      rows={rows}
      loading={cardCode !== '' && answer.isPending}
      failed={answer.isError && !missing}
      columns={columns}
      fileName={`account-statement-${cardCode}`}
      filterCount={filters.changed}
      grid={{
        onOpenRow: (row, how) => {
          if (typeof row.TransId === 'number') open(journalEntryHref(row.TransId), how);
        },
      }}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          {routed === undefined && (
            <TextFilter
              label={t('financeReports.filters.partner')}
              value={draft.CardCode}
              onChange={set('CardCode')}
            />
          )}
          <PeriodFilters draft={draft} set={set} />
        </ReportFilterBar>
      }
    />
  );
}
