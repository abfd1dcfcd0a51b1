import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { journalSubject } from '../../../../shared/api/journal';
import { type PaymentKind, paymentKindOf, paymentKinds } from '../../../../shared/api/payments';
import { formatDate, formatMoney } from '../../../../shared/locale/formatters';
import { financeReportPaths } from '../../../../shared/screens/areas/finance-routes';
import { useKeyBinding } from '../../../keyboard/use-key-binding';
import { useShortcutScope } from '../../../resources/shortcut-scope';
import { sessionSignal } from '../../../session/session-state';
import { useAppServices } from '../../../shell/app-services';
import { PaneLink } from '../../../shell/pane-link';
import { usePaneOpener } from '../../../shell/pane-opener';
import { ActionButton } from '../action-button';
import * as documentStyles from '../documents.css';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import { paymentHrefs } from './banking-routes';
import { paymentStatusText } from './payment-columns';
import { mayCreatePayment } from './payment-list';
import { recentPaymentsQuery } from './payment-queries';

const recentCount = 8;
const newBinding = { incoming: 'payment-new-incoming', outgoing: 'payment-new-outgoing' } as const;

/** The setup and master data a Banking user reaches from here (the routes of this base). */
const setupLinks = [
  {
    key: 'houseBankAccounts',
    href: '/administration/setup/banking/house-bank-accounts',
    subject: 'HouseBankAccount',
  },
  { key: 'banks', href: '/administration/setup/banking/banks', subject: 'Bank' },
  {
    key: 'chartOfAccounts',
    href: '/administration/setup/financials/edit-chart-of-accounts',
    subject: 'GLAccount',
  },
  { key: 'partners', href: '/business-partners/bp-master-data', subject: 'BusinessPartner' },
] as const;

/** The finance reports (finance-routes.ts), each under the rule its screen is declared with. */
const reportLinks = [
  { key: 'journalEntries', href: financeReportPaths.journalEntries, subject: journalSubject },
  { key: 'trialBalance', href: financeReportPaths.trialBalance, subject: journalSubject },
  {
    key: 'customerAging',
    href: financeReportPaths.customerAging,
    subject: 'BusinessPartner',
    field: 'Balance',
  },
  { key: 'vendorAging', href: financeReportPaths.vendorAging, subject: 'BusinessPartner', field: 'Balance' },
  { key: 'statement', href: financeReportPaths.statement, subject: journalSubject },
] as const;

const mayRead = (subject: string, field?: string) => {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can('read', subject, field);
};

/**
 * /Banking (issue 22): what a Banking user needs first. A new incoming or outgoing payment
 * (Alt+Shift+6, Alt+Shift+7), the newest payments of each kind with a link to each, the setup
 * the payments post through, and the finance reports the user may read.
 */
export function BankingOverview() {
  const { t } = useTranslation();
  const open = usePaneOpener();
  const container = useRef<HTMLElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const kinds = paymentKinds.filter((kind) => mayRead(paymentKindOf[kind].subject));
  useKeyBinding('payment-new-incoming', () => open(paymentHrefs.create('incoming'), 'focused'), {
    ...within,
    enabled: mayCreatePayment('incoming'),
  });
  useKeyBinding('payment-new-outgoing', () => open(paymentHrefs.create('outgoing'), 'focused'), {
    ...within,
    enabled: mayCreatePayment('outgoing'),
  });
  const title = t('banking.overview.title');
  const reports = reportLinks.filter((link) =>
    mayRead(link.subject, 'field' in link ? link.field : undefined),
  );
  return (
    <section ref={container} className={documentStyles.page} aria-label={title} data-key-scope="pane">
      <div className={documentStyles.header}>
        <h1 className={documentStyles.heading}>{title}</h1>
        {paymentKinds
          .filter((kind) => mayCreatePayment(kind))
          .map((kind) => (
            <ActionButton
              key={kind}
              label={t(`banking.new.${kind}`)}
              binding={newBinding[kind]}
              onClick={() => open(paymentHrefs.create(kind), 'focused')}
              primary={kind === 'incoming'}
            />
          ))}
      </div>
      <p className={styles.hint}>{t('banking.overview.intro')}</p>
      <ul className={styles.cards}>
        {kinds.map((kind) => (
          <li key={kind} className={styles.card}>
            <RecentPayments kind={kind} />
          </li>
        ))}
        <li className={styles.card}>
          <h2 className={styles.sectionHeading}>{t('banking.overview.setup')}</h2>
          <ul className={styles.links}>
            {setupLinks
              .filter((link) => mayRead(link.subject))
              .map((link) => (
                <li key={link.key}>
                  <PaneLink href={link.href} className={styles.link}>
                    {t(`banking.overview.links.${link.key}`)}
                  </PaneLink>
                </li>
              ))}
          </ul>
        </li>
        {reports.length > 0 && (
          <li className={styles.card}>
            <h2 className={styles.sectionHeading}>{t('banking.overview.reports')}</h2>
            <ul className={styles.links}>
              {reports.map((link) => (
                <li key={link.key}>
                  <PaneLink href={link.href} className={styles.link}>
                    {t(`banking.overview.reportLinks.${link.key}`)}
                  </PaneLink>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </section>
  );
}

function RecentPayments({ kind }: { kind: PaymentKind }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const format = useDocumentFormat();
  const recent = useQuery(recentPaymentsQuery(http, kind, recentCount));
  const rows = recent.data?.ResponseData.data ?? [];
  const heading = t(`banking.overview.recent.${kind}`);
  return (
    <>
      <h2 className={styles.sectionHeading}>
        <PaneLink href={paymentHrefs.list(kind)} className={styles.link}>
          {heading}
        </PaneLink>
      </h2>
      {recent.isError ? (
        <p className={styles.alert}>{t('httpErrors.bad-response')}</p>
      ) : recent.isPending ? (
        <p className={styles.hint}>{t('documents.common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.hint}>{t('banking.list.empty')}</p>
      ) : (
        <ul className={styles.recent} aria-label={heading}>
          {rows.map((payment) => (
            <li key={payment.DocEntry} className={styles.recentRow}>
              <PaneLink href={paymentHrefs.payment(kind, payment.DocEntry)} className={styles.link}>
                {t(`banking.payment.${kind}`, { number: payment.DocNum })}
              </PaneLink>
              <bdi>{payment.CardName}</bdi>
              <span className={styles.amount}>
                {formatDate(payment.DocDate, 'short', format.language)}
                {' · '}
                {formatMoney(payment.DocTotal, {
                  decimals: format.sumDec,
                  currency: payment.DocCurrency,
                  language: format.language,
                })}
                {payment.Cancelled === 'Y' ? ` · ${paymentStatusText(t, payment)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
