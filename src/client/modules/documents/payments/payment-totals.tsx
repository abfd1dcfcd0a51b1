import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/locale/formatters';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import type { PaymentTotals } from './payment-entry-model';

/**
 * What the documents take, what the means bring and the difference (what is still missing, or
 * what stays on the partner's account): always in view at the pane's foot, read out when it changes.
 */
export function PaymentTotalsBar({ totals, children }: { totals: PaymentTotals; children?: ReactNode }) {
  const { t } = useTranslation();
  const format = useDocumentFormat();
  const money = (amount: { toString(): string }) =>
    formatMoney(amount.toString(), { decimals: format.sumDec, language: format.language });
  const short = totals.difference.isNegative();
  const differenceLabel = short
    ? t('banking.totals.missing')
    : totals.onAccount.isPositive()
      ? t('banking.totals.onAccount')
      : t('banking.totals.difference');
  const differenceValue = short ? totals.difference.negated() : totals.difference;
  return (
    <section className={styles.totals} aria-label={t('banking.totals.heading')}>
      <dl className={styles.totalsList} aria-live="polite" aria-atomic="true">
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{t('banking.totals.toPay')}</dt>
          <dd className={styles.totalValue}>{money(totals.toPay)}</dd>
        </div>
        <div className={styles.total}>
          <dt className={styles.totalTerm}>{t('banking.totals.means')}</dt>
          <dd className={styles.totalValue}>{money(totals.means)}</dd>
        </div>
        <div className={`${styles.total} ${short ? styles.short : ''}`}>
          <dt className={styles.totalTerm}>{differenceLabel}</dt>
          <dd className={styles.totalValue}>{money(differenceValue)}</dd>
        </div>
      </dl>
      <div className={styles.totalsActions}>{children}</div>
    </section>
  );
}
