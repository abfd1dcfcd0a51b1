import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgingSide, agingAnswerSchema } from '../../../shared/api/finance-reports';
import { partnerStatementHref } from '../../../shared/screens/areas/finance-routes';
import { DateFilter, ReportFilterBar } from '../../reports/report-filters';
import { RowsReport } from '../../reports/report-frame';
import { filterQuery } from '../../reports/report-queries';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useReportFilters } from '../../reports/use-report-filters';
import { useAppServices } from '../../shell/app-services';
import { usePaneOpener } from '../../shell/pane-opener';
import { AgingChart } from './aging-chart';
import { agingColumns, agingRows } from './finance-columns';
import { todayIso } from './finance-dates';
import { financeKeys } from './finance-queries';
import { useJournalAccess } from './use-journal-access';

const path = 'finance/aging';

/**
 * /Banking/reports/customer-aging and vendor-aging: each partner's open items by days past due
 * at a date (today first), with totals and a chart of the buckets; Enter on a partner opens their
 * account statement for those who read the journal.
 */
export function AgingScreen({ side }: { side: AgingSide }) {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const readsJournal = useJournalAccess();
  const filters = useReportFilters({ RefDate: todayIso() });
  const query = { ...filters.applied, Side: side };
  const answer = useQuery({
    queryKey: financeKeys.report(path, query),
    queryFn: ({ signal }) => http.get(path, { schema: agingAnswerSchema, query: filterQuery(query), signal }),
  });
  const columns = useMemo(() => agingColumns(format), [format]);
  const data = answer.data?.ResponseData;
  const rows = useMemo(() => (data ? agingRows(data.data, data.totals, t) : []), [data, t]);
  const title = t(side === 'C' ? 'financeReports.aging.customers' : 'financeReports.aging.vendors');
  return (
    <div className={styles.sections}>
      <div className={styles.smallGrid}>
        <RowsReport
          title={title}
          hint={t('financeReports.aging.hint')}
          rows={rows}
          loading={answer.isPending}
          failed={answer.isError}
          columns={columns}
          fileName={`${side === 'C' ? 'customer' : 'vendor'}-aging-${filters.applied.RefDate ?? ''}`}
          filterCount={filters.changed}
          grid={{
            onOpenRow: (row, how) => {
              if (readsJournal && typeof row.CardCode === 'string')
                open(partnerStatementHref(row.CardCode), how);
            },
          }}
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
      </div>
      {data && <AgingChart totals={data.totals} />}
    </div>
  );
}

export const CustomerAgingScreen = () => <AgingScreen side="C" />;
export const VendorAgingScreen = () => <AgingScreen side="S" />;
