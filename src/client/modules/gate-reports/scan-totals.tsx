import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { scanTotalsAnswerSchema } from '../../../shared/api/gate-reports';
import { formatNumber } from '../../../shared/locale/formatters';
import { filterQuery, type ReportFilters } from '../../reports/report-queries';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import * as styles from './gate-reports.css';

const path = 'gpm/reports/scan-logs/totals';

/** The applied filter's scans counted by result, under the scan log's filters. */
export function ScanTotals({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation();
  const { language } = useColumnFormat();
  const { http } = useAppServices();
  const { sort: _sort, ...counted } = filters;
  const answer = useQuery({
    queryKey: ['gate-reports', path, counted],
    queryFn: ({ signal }) =>
      http.get(path, { schema: scanTotalsAnswerSchema, query: filterQuery(counted), signal }),
    retry: false,
  });
  const totals = answer.data?.ResponseData;
  if (!totals) return null;
  const label = t('gateReports.scanLogs.totals');
  return (
    <ul className={styles.totals} aria-label={label}>
      <li className={styles.total}>
        {t('gateReports.scanLogs.total', { number: formatNumber(totals.Total, language) })}
      </li>
      {totals.ByResult.filter((entry) => entry.Count > 0).map((entry) => (
        <li key={entry.Result} className={styles.total} data-result={entry.Result}>
          {t('gateReports.scanLogs.count', {
            result: t(`gateReports.results.${entry.Result}`),
            number: formatNumber(entry.Count, language),
          })}
        </li>
      ))}
    </ul>
  );
}
