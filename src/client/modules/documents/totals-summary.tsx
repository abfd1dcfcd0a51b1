import { useTranslation } from 'react-i18next';
import { type DocumentTotalsFC, totalsRows } from '../../../shared/documents/document-totals-view';
import * as styles from './documents.css';
import type { DocumentFormat } from './use-document-format';

/** The document's totals as a definition list, the total in bold; live while it is edited. */
export function TotalsSummary({
  totals,
  currency,
  format,
  live,
}: {
  totals: DocumentTotalsFC;
  currency: string;
  format: DocumentFormat;
  live?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl
      className={styles.summary}
      aria-label={t('documents.totals.title')}
      aria-live={live ? 'polite' : undefined}
    >
      {totalsRows(totals, currency, format).map((row) => (
        <div key={row.key} className={styles.summaryRow}>
          <dt className={row.key === 'total' ? styles.summaryTotal : undefined}>
            {t(`documents.totals.${row.key}`)}
          </dt>
          <dd
            className={`${styles.summaryValue} ${row.key === 'total' ? styles.summaryTotal : ''}`}
            dir="ltr"
          >
            {row.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
