import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { journalSubject } from '../../../../shared/api/journal';
import { type Payment, type PaymentKind, paymentKindOf } from '../../../../shared/api/payments';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { formatDate, formatMoney } from '../../../../shared/locale/formatters';
import { Decimal } from '../../../../shared/money/decimal';
import { journalEntryHref } from '../../../../shared/screens/areas/finance-routes';
import { HttpError } from '../../../api/http-errors';
import { useKeyBinding } from '../../../keyboard/use-key-binding';
import { useShortcutScope } from '../../../resources/shortcut-scope';
import { docEntryOf, documentHrefs } from '../../../routes/document-hrefs';
import { sessionSignal } from '../../../session/session-state';
import { ActionBar, type BarAction } from '../../../shell/action-bar';
import { useAppServices } from '../../../shell/app-services';
import { notify } from '../../../shell/feedback/notifications';
import { PaneLink } from '../../../shell/pane-link';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { documentRefusal } from '../document-errors';
import { documentKeys } from '../document-queries';
import * as documentStyles from '../documents.css';
import { printSection } from '../print-section';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import { documentName, paymentStatusText } from './payment-columns';
import { cancelPayment, downloadPaymentPdf, paymentKeys, paymentQuery } from './payment-queries';

const may = (action: string, subject: string) => {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can(action, subject);
};

/** A payment's screen: read it, then show it, or say why not (not found, not allowed). */
export function PaymentScreen({ kind, id }: { kind: PaymentKind; id: string | undefined }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const docEntry = docEntryOf(id);
  const answer = useQuery({ ...paymentQuery(http, kind, docEntry ?? 0), enabled: docEntry !== undefined });
  const container = useRef<HTMLElement>(null);
  const payment = answer.data?.ResponseData;
  const missing =
    docEntry === undefined || (answer.error instanceof HttpError && answer.error.status === 404);
  return (
    <section
      ref={container}
      className={`${documentStyles.page} ${documentStyles.printable}`}
      data-key-scope="pane"
      aria-label={t(`banking.payment.${kind}`, { number: payment?.DocNum ?? id ?? '' })}
    >
      {missing ? (
        <p role="alert" className={documentStyles.alert}>
          {t('banking.payment.notFound')}
        </p>
      ) : answer.error ? (
        <p role="alert" className={documentStyles.alert}>
          {documentRefusal(answer.error, t).message}
        </p>
      ) : payment ? (
        <PaymentView kind={kind} payment={payment} container={container} />
      ) : (
        <p className={documentStyles.muted}>{t('documents.common.loading')}</p>
      )}
    </section>
  );
}

/**
 * A posted payment (issue 22): its header, the documents it settled (each a link to the
 * document), its means, its journal entry for who may read the journal, and its actions: print
 * the receipt as PDF in the screen's language, cancel it (which reopens what it closed).
 */
function PaymentView({
  kind,
  payment,
  container,
}: {
  kind: PaymentKind;
  payment: Payment;
  container: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const format = useDocumentFormat();
  const within = { within: useShortcutScope(container, false) };
  const [confirming, setConfirming] = useState(false);
  // A line of a document in another currency (or with an exchange difference) shows what it took
  // in that currency and the realized difference; a local payment of local documents does not.
  const converted = payment.PaymentInvoices.some(
    (line) => line.DocCurrency !== payment.DocCurrency || !Decimal.of(line.ExchangeDiff).isZero(),
  );
  const money = (amount: string, currency = payment.DocCurrency) =>
    formatMoney(amount, { decimals: format.sumDec, currency, language: format.language });
  const date = (iso: string | null) => (iso ? formatDate(iso, 'short', format.language) : '');
  const title = t(`banking.payment.${kind}`, { number: payment.DocNum });
  const mayCancel = payment.Cancelled === 'N' && may('cancel', paymentKindOf[kind].subject);
  const mayPrint = may('read', paymentKindOf[kind].subject);

  const printReceipt = async () => {
    // The tab is opened now, inside the key or click, which browsers allow; the PDF arrives after.
    const shown = window.open('', '_blank');
    try {
      const pdf = await downloadPaymentPdf(http, kind, payment.DocEntry, format.language);
      const url = URL.createObjectURL(pdf);
      if (shown) shown.location.href = url;
      else window.location.assign(url);
    } catch {
      shown?.close();
      notify({ text: t('banking.payment.printFailed'), type: 'error' });
    }
  };
  const cancel = async () => {
    setConfirming(false);
    try {
      const answer = await cancelPayment(http, kind, payment.DocEntry);
      queryClient.setQueryData(paymentKeys.payment(kind, payment.DocEntry), answer);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.kind(kind) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      notify({ text: t('banking.payment.cancelled', { number: payment.DocNum }) });
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.payment(kind, payment.DocEntry) });
      notify({ text: documentRefusal(error, t).message ?? t('httpErrors.bad-request'), type: 'error' });
    }
  };
  useKeyBinding('document-download-pdf', () => void printReceipt(), { ...within, enabled: mayPrint });
  useKeyBinding('list-print', () => printSection(container.current), within);
  useKeyBinding('document-cancel', () => setConfirming(true), { ...within, enabled: mayCancel });

  const actions: BarAction[] = [
    ...(mayPrint
      ? [
          {
            id: 'receipt',
            label: t(`banking.payment.receipt.${kind}`),
            binding: 'document-download-pdf' as const,
            onClick: () => void printReceipt(),
            primary: true,
          },
        ]
      : []),
    ...(mayCancel
      ? [
          {
            id: 'cancel',
            label: t('banking.payment.cancel'),
            binding: 'document-cancel' as const,
            onClick: () => setConfirming(true),
          },
        ]
      : []),
  ];
  const values: [string, string][] = [
    [t(`banking.entry.partner.${kind}`), `${payment.CardCode} — ${payment.CardName}`],
    [t('banking.entry.date'), date(payment.DocDate)],
    [t('banking.columns.status'), paymentStatusText(t, payment)],
    [t('banking.columns.DocTotal'), money(payment.DocTotal)],
    [t('banking.totals.onAccount'), money(payment.OpenBal)],
    ...(payment.ThirdParty === 'Y'
      ? [[t('banking.columns.ThirdParty'), t('banking.yes')] as [string, string]]
      : []),
    ...(payment.CounterReference
      ? [[t('banking.entry.reference'), payment.CounterReference] as [string, string]]
      : []),
    ...(payment.Remarks ? [[t('banking.entry.remarks'), payment.Remarks] as [string, string]] : []),
    ...(payment.CancelDate
      ? [[t('banking.payment.cancelDate'), date(payment.CancelDate)] as [string, string]]
      : []),
  ];
  // The entry the payment posted, opened in the pane for whoever may read the journal.
  const journalEntry =
    payment.TransId !== null && may('read', journalSubject) ? (
      <PaneLink href={journalEntryHref(payment.TransId)} className={styles.link}>
        {String(payment.TransId)}
      </PaneLink>
    ) : null;
  const means: [string, string][] = [
    ...(Number(payment.CashSum) > 0
      ? [[t('banking.means.cash'), money(payment.CashSum)] as [string, string]]
      : []),
    ...(Number(payment.TransferSum) > 0
      ? [
          [
            t('banking.means.transfer'),
            [money(payment.TransferSum), payment.TransferReference, date(payment.TransferDate)]
              .filter(Boolean)
              .join(' · '),
          ] as [string, string],
        ]
      : []),
    ...payment.PaymentChecks.map(
      (check) =>
        [
          t('banking.payment.check', { number: check.CheckNumber }),
          [money(check.CheckSum), check.BankCode, date(check.DueDate)].join(' · '),
        ] as [string, string],
    ),
    ...payment.PaymentCreditCards.map(
      (card) =>
        [
          t('banking.payment.card', { name: card.CardName, digits: card.CreditCardNumber }),
          [money(card.CreditSum), card.VoucherNum].join(' · '),
        ] as [string, string],
    ),
  ];
  const pairs = (list: [string, string][]) =>
    list.map(([term, value]) => (
      <div className={documentStyles.definition} key={term}>
        <dt className={documentStyles.term}>{term}</dt>
        <dd className={documentStyles.value} dir="auto">
          {value}
        </dd>
      </div>
    ));

  return (
    <>
      <div className={documentStyles.actionHeader}>
        <h1 tabIndex={-1} className={documentStyles.rowHeading}>
          {title}
        </h1>
        <span className={documentStyles.badge}>{paymentStatusText(t, payment)}</span>
        <ActionBar actions={actions} />
      </div>
      <dl className={documentStyles.headerValues}>
        {pairs(values)}
        {journalEntry && (
          <div className={documentStyles.definition}>
            <dt className={documentStyles.term}>{t('banking.payment.journalEntry')}</dt>
            <dd className={documentStyles.value}>{journalEntry}</dd>
          </div>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>{t('banking.payment.applied')}</h2>
      {payment.PaymentInvoices.length === 0 ? (
        <p className={documentStyles.muted}>{t('banking.payment.nothingApplied')}</p>
      ) : (
        <table className={styles.appliedTable}>
          <caption className={styles.caption}>{t('banking.payment.appliedOf', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('banking.columns.document')}</th>
              <th scope="col">{t('banking.columns.CardName')}</th>
              <th scope="col" className={styles.amount}>
                {t('banking.columns.applied')}
              </th>
              {converted && (
                <>
                  <th scope="col" className={styles.amount}>
                    {t('banking.payment.appliedFC')}
                  </th>
                  <th scope="col" className={styles.amount}>
                    {t('banking.payment.exchangeDiff')}
                  </th>
                </>
              )}
            </tr>
          </thead>
          <tbody>
            {payment.PaymentInvoices.map((line) => {
              const type = findDocumentType(line.InvoiceType);
              const name = documentName(t, line.InvoiceType, line.DocNum);
              return (
                <tr key={line.LineNum}>
                  <td>
                    {type ? (
                      <PaneLink href={documentHrefs.document(type, line.DocEntry)} className={styles.link}>
                        {name}
                      </PaneLink>
                    ) : (
                      name
                    )}
                  </td>
                  <td dir="auto">{`${line.CardCode} — ${line.CardName}`}</td>
                  <td className={styles.amount}>{money(line.SumApplied)}</td>
                  {converted && (
                    <>
                      <td className={styles.amount}>{money(line.AppliedFC, line.DocCurrency)}</td>
                      <td className={styles.amount}>{money(line.ExchangeDiff)}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <h2 className={styles.sectionHeading}>{t('banking.means.heading')}</h2>
      <dl className={documentStyles.headerValues}>{pairs(means)}</dl>
      {confirming && (
        <ConfirmDialog
          title={t('banking.payment.cancelQuestion', { title })}
          description={t('banking.payment.cancelCost')}
          confirmLabel={t('banking.payment.cancelConfirm')}
          cancelLabel={t('banking.payment.keep')}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
