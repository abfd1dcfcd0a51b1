import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { journalEntryAnswerSchema } from '../../../shared/api/journal';
import { formatDate } from '../../../shared/locale/formatters';
import { Decimal } from '../../../shared/money/decimal';
import { HttpError } from '../../api/http-errors';
import { RowsReport } from '../../reports/report-frame';
import * as styles from '../../reports/reports.css';
import { useColumnFormat } from '../../reports/use-column-format';
import { useAppServices } from '../../shell/app-services';
import { useCurrentRoute } from '../../shell/current-route';
import { usePaneOpener } from '../../shell/pane-opener';
import * as buttons from '../../ui/buttons.css';
import * as page from '../../ui/page-table.css';
import { journalLineColumns, originName, sourceHref, withTotalsRow } from './finance-columns';
import { financeKeys } from './finance-queries';
import * as own from './finance-reports.css';

/**
 * /Banking/reports/journal-entries/{TransId}: one entry, its header (date, origin, document,
 * remarks), its lines with accounts and partners and their debit and credit totals, and a link to
 * the document it comes from.
 */
export default function JournalEntryScreen() {
  const { t } = useTranslation();
  const format = useColumnFormat();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const id = useCurrentRoute().params.id ?? '';
  const path = `finance/journal-entries/${encodeURIComponent(id)}`;
  const answer = useQuery({
    queryKey: financeKeys.report(path),
    queryFn: ({ signal }) => http.get(path, { schema: journalEntryAnswerSchema, signal }),
    retry: false,
  });
  const columns = useMemo(() => journalLineColumns(format), [format]);
  const entry = answer.data?.ResponseData;
  const missing = answer.error instanceof HttpError && answer.error.status === 404;
  const rows = useMemo(() => {
    if (!entry) return [];
    const sum = (of: 'Debit' | 'Credit') =>
      entry.Lines.reduce((total, line) => total.plus(line[of]), Decimal.zero).toString();
    return withTotalsRow(entry.Lines, 'AcctName', { Debit: sum('Debit'), Credit: sum('Credit') }, t);
  }, [entry, t]);
  const title = t('financeReports.journal.entry', { id });
  const source = entry ? sourceHref(entry.TransType, entry.BaseRef) : undefined;
  const origin = entry ? originName(entry.TransType, t) : '';
  const documentLabel = entry ? `${origin} ${entry.DocNum ?? entry.BaseRef}` : '';
  return (
    <div className={styles.sections}>
      <h1 className={page.heading}>{title}</h1>
      {missing && <p role="alert">{t('financeReports.journal.notFound')}</p>}
      {answer.isError && !missing && <p role="alert">{t('inventoryReports.failed')}</p>}
      {answer.isPending && <p role="status">{t('financeReports.journal.loading')}</p>}
      {entry && (
        <dl className={own.facts}>
          <dt>{t('financeReports.columns.RefDate')}</dt>
          <dd>{formatDate(entry.RefDate, 'short', format.language)}</dd>
          <dt>{t('financeReports.columns.TransType')}</dt>
          <dd>{origin}</dd>
          <dt>{t('financeReports.journal.source')}</dt>
          <dd>
            {source ? (
              <a
                className={buttons.button}
                href={source}
                onClick={(event) => {
                  event.preventDefault();
                  open(source, 'focused');
                }}
              >
                {t('financeReports.journal.openSource', { document: documentLabel })}
              </a>
            ) : (
              <span dir="auto">{documentLabel}</span>
            )}
          </dd>
          <dt>{t('financeReports.columns.Memo')}</dt>
          <dd dir="auto">{entry.Memo ?? ''}</dd>
        </dl>
      )}
      <div className={styles.smallGrid}>
        <RowsReport
          level={2}
          title={t('financeReports.journal.lines')}
          rows={rows}
          loading={answer.isPending}
          columns={columns}
          fileName={`journal-entry-${id}`}
        />
      </div>
    </div>
  );
}
