import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { trialBalanceAnswerSchema } from '../../../shared/api/journal';
import { formatMoney } from '../../../shared/locale/formatters';
import { Decimal } from '../../../shared/money/decimal';
import { DateFilter, ReportFilterBar } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { filterQuery } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { trialBalanceColumns, trialBalanceTotals, withTotalsRow } from './finance-columns';
import { todayIso } from './finance-dates';
import { financeKeys } from './finance-queries';

const path = 'finance/trial-balance';

/**
 * /Banking/reports/trial-balance: every account's debits, credits and balance from the journal up
 * to a date (today first), with a totals row whose balance is zero when debits equal credits.
 */
export default function TrialBalanceScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const filters = useReportFilters({ RefDate: todayIso() });
  const answer = useQuery({
    queryKey: financeKeys.report(path, filters.applied),
    queryFn: ({ signal }) =>
      http.get(path, { schema: trialBalanceAnswerSchema, query: filterQuery(filters.applied), signal }),
  });
  const columns = useMemo(() => trialBalanceColumns(format), [format]);
  const data = answer.data?.ResponseData.data;
  const totals = useMemo(() => trialBalanceTotals(data ?? []), [data]);
  const rows = useMemo(() => (data ? withTotalsRow(data, 'AcctName', totals, t) : []), [data, totals, t]);
  const money = (value: string) => formatMoney(value, { decimals: format.sumDec, language: format.language });
  const balance = Decimal.of(totals.Balance).isZero()
    ? t('financeReports.trialBalance.balanced', { amount: money(totals.Debit) })
    : t('financeReports.trialBalance.unbalanced', {
        debit: money(totals.Debit),
        credit: money(totals.Credit),
      });
  return (
    <RowsReport
      title={t('financeReports.trialBalance.heading')}
      hint={
        data ? `${t('financeReports.trialBalance.hint')} ${balance}` : t('financeReports.trialBalance.hint')
      }
      rows={rows}
      loading={answer.isPending}
      failed={answer.isError}
      columns={columns}
      fileName={`trial-balance-${filters.applied.RefDate ?? ''}`}
      filterCount={filters.changed}
      filterBar={
        <ReportFilterBar onApply={filters.apply} onClear={filters.clear}>
          <DateFilter
            label={t('financeReports.filters.refDate')}
            value={filters.draft.RefDate}
            onChange={filters.set('RefDate')}
          />
        </ReportFilterBar>
      }
    />
  );
}
