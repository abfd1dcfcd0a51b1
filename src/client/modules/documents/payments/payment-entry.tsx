import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentKind } from '../../../../shared/api/payments';
import type { FieldModel } from '../../../../shared/api/resources';
import { formatMoney } from '../../../../shared/locale/formatters';
import { HttpError } from '../../../api/http-errors';
import { parseIsoDate, todayIso } from '../../../forms/date-picker/calendar-dates';
import { fieldEditors } from '../../../forms/field-editors';
import type { DataGridHandle } from '../../../grid/grid-types';
import { useKeyBinding } from '../../../keyboard/use-key-binding';
import { ResourceLookupProvider } from '../../../resources/resource-lookup-provider';
import { useShortcutScope } from '../../../resources/shortcut-scope';
import { useAppServices } from '../../../shell/app-services';
import { notify } from '../../../shell/feedback/notifications';
import { usePaneOpener } from '../../../shell/pane-opener';
import { ActionButton } from '../action-button';
import { documentRefusal } from '../document-errors';
import { documentKeys } from '../document-queries';
import * as documentStyles from '../documents.css';
import { useDocumentFormat } from '../use-document-format';
import * as styles from './banking.css';
import { paymentHrefs } from './banking-routes';
import { OpenItemsGrid } from './open-items-grid';
import { documentName } from './payment-columns';
import {
  itemKeyOf,
  newPaymentEntry,
  type PaymentEntry,
  payAll,
  paymentBody,
  placeFieldErrors,
  refreshItems,
  setApplied,
  toggleItem,
  totalsOf,
  withItems,
} from './payment-entry-model';
import { PaymentMeans } from './payment-means';
import { openItemsQuery, paymentKeys, postPayment } from './payment-queries';
import { PaymentTotalsBar } from './payment-totals';

const field = (name: string, kind: FieldModel['kind'], extra: Partial<FieldModel> = {}): FieldModel => ({
  name,
  kind,
  readable: true,
  writable: true,
  ...extra,
});
const partnerField = field('CardCode', 'reference', {
  resource: 'business-partners',
  valueType: 'text',
  maxLength: 15,
});
const forPartnerField = field('ForCardCode', 'reference', {
  resource: 'business-partners',
  valueType: 'text',
  maxLength: 15,
});
const dateField = field('DocDate', 'date');
const referenceField = field('CounterReference', 'text', { maxLength: 100 });
const remarksField = field('Remarks', 'text', { maxLength: 254 });

/**
 * A new payment by keyboard (issue 22): the partner, for a third-party payment the partner whose
 * documents are paid, the open items (Space pays one whole, typing pays part, Alt+Shift+5 pays
 * all), the means, and the totals always in view; Ctrl+S posts it. A refusal puts the server's
 * messages on their fields; a stale open amount (409, or an amount now above what is open) reads
 * the open items again and keeps what can still be paid.
 */
export function PaymentEntryScreen({ kind }: { kind: PaymentKind }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const within = { within: useShortcutScope(container, false) };
  const ids = { partner: useId(), forPartner: useId(), date: useId(), reference: useId(), remarks: useId() };
  const [entry, setEntry] = useState<PaymentEntry>(() => newPaymentEntry(kind, todayIso()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [saving, setSaving] = useState(false);
  const itemsOf = (entry.ForCardCode || entry.CardCode).trim();
  // The posting date's rates value foreign items in local currency: read them as of that date.
  const asOf = parseIsoDate(entry.DocDate) ?? '';
  const items = useQuery({
    ...openItemsQuery(http, kind, itemsOf, asOf),
    enabled: itemsOf !== '',
    // Another date keeps the partner's items in view while they are read again.
    placeholderData: (previous) => (previous?.ResponseData.CardCode === itemsOf ? previous : undefined),
  });
  const read = items.data?.ResponseData;
  const refreshing = useRef(false);
  const readFor = useRef('');
  // New open items: a partner chosen (nothing paid yet); the same partner's read again after a
  // stale refusal or as of another date keeps what is paid, within the new open amounts.
  useEffect(() => {
    if (!read) return;
    const same = refreshing.current || readFor.current === read.CardCode;
    setEntry((now) => (same ? refreshItems(now, read.data) : withItems(now, read.data)));
    refreshing.current = false;
    readFor.current = read.CardCode;
  }, [read]);
  const shownItems = itemsOf === '' ? [] : entry.items;
  const totals = totalsOf({ ...entry, items: shownItems });
  const title = t(`banking.new.${kind}`);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    setMessage(undefined);
    try {
      const answer = await postPayment(http, kind, paymentBody({ ...entry, items: shownItems }));
      const payment = answer.ResponseData;
      void queryClient.invalidateQueries({ queryKey: paymentKeys.kind(kind) });
      // The invoices it paid show their new paid amounts.
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      notify({ text: t('banking.entry.posted', { number: payment.DocNum }) });
      open(paymentHrefs.payment(kind, payment.DocEntry), 'focused');
    } catch (error) {
      const refusal = documentRefusal(error, t);
      const placed = placeFieldErrors(entry, refusal.fields);
      setErrors(placed);
      const stale = error instanceof HttpError && error.status === 409;
      const itemProblem = Object.keys(placed).some((name) => name.startsWith('item:'));
      if (stale || itemProblem) {
        refreshing.current = true;
        void items.refetch();
      }
      setMessage(stale ? t('banking.entry.stale') : refusal.message);
    } finally {
      setSaving(false);
    }
  };
  useKeyBinding('document-save', () => void save(), within);
  useKeyBinding('payment-pay-all', () => setEntry(payAll), { ...within, enabled: shownItems.length > 0 });

  const editor = (
    model: FieldModel,
    id: string,
    label: string,
    value: string,
    onText: (text: string) => void,
  ) => {
    const Editor = fieldEditors[model.kind];
    return (
      <Editor
        field={model}
        id={id}
        label={label}
        text={value}
        onText={onText}
        writable
        error={errors[model.name]}
        moneyDecimals={format.sumDec}
      />
    );
  };
  const itemErrors = Object.entries(errors).filter(([name]) => name.startsWith('item:') || name === 'items');
  const partnerName = read?.CardName ?? itemsOf;

  return (
    <ResourceLookupProvider>
      <section ref={container} className={styles.entry} aria-label={title} data-key-scope="pane">
        <div className={documentStyles.header}>
          <h1 className={documentStyles.heading}>{title}</h1>
        </div>
        {message && (
          <p role="alert" className={styles.alert}>
            {message}
          </p>
        )}
        <div className={styles.fields}>
          <div className={styles.wideField}>
            {editor(
              partnerField,
              ids.partner,
              t(`banking.entry.partner.${kind}`),
              entry.CardCode,
              (CardCode) => setEntry((now) => ({ ...now, CardCode })),
            )}
          </div>
          <div className={styles.wideField}>
            {editor(
              forPartnerField,
              ids.forPartner,
              t('banking.entry.forPartner'),
              entry.ForCardCode,
              (ForCardCode) => setEntry((now) => ({ ...now, ForCardCode })),
            )}
          </div>
          {editor(dateField, ids.date, t('banking.entry.date'), entry.DocDate, (DocDate) =>
            setEntry((now) => ({ ...now, DocDate })),
          )}
          {editor(
            referenceField,
            ids.reference,
            t('banking.entry.reference'),
            entry.CounterReference,
            (CounterReference) => setEntry((now) => ({ ...now, CounterReference })),
          )}
          {editor(remarksField, ids.remarks, t('banking.entry.remarks'), entry.Remarks, (Remarks) =>
            setEntry((now) => ({ ...now, Remarks })),
          )}
        </div>
        <div className={styles.row}>
          <h2 className={styles.sectionHeading}>{t('banking.entry.itemsHeading')}</h2>
          <span className={styles.hint}>{t('banking.entry.itemsHint')}</span>
          {read && (
            <span className={styles.hint}>
              {t('banking.entry.balance', {
                amount: formatMoney(read.Balance, { decimals: format.sumDec, language: format.language }),
              })}
            </span>
          )}
          <ActionButton
            label={t('banking.entry.payAll')}
            binding="payment-pay-all"
            onClick={() => setEntry(payAll)}
            disabled={shownItems.length === 0}
          />
        </div>
        {items.isError && (
          <p role="alert" className={styles.alert}>
            {t('banking.entry.itemsFailed')}
          </p>
        )}
        <OpenItemsGrid
          gridRef={gridRef}
          entry={{ ...entry, items: shownItems }}
          label={
            itemsOf === ''
              ? t('banking.entry.itemsHeading')
              : t('banking.entry.itemsOf', { partner: partnerName })
          }
          problems={errors}
          onToggle={(key) => setEntry((now) => toggleItem(now, key))}
          onApply={(key, text) => {
            const result = setApplied(entry, key, text);
            if (!result.problem) setEntry(result.entry);
            return result.problem;
          }}
          emptyText={
            itemsOf === ''
              ? t(`banking.entry.choosePartner.${kind}`)
              : items.isFetching
                ? t('documents.common.loading')
                : t('banking.entry.noItems')
          }
        />
        {itemErrors.length > 0 && (
          <ul className={styles.alert}>
            {itemErrors.map(([name, text]) => {
              const item = shownItems.find((candidate) => `item:${itemKeyOf(candidate)}` === name);
              return (
                <li key={name}>{item ? `${documentName(t, item.ObjType, item.DocNum)}: ${text}` : text}</li>
              );
            })}
          </ul>
        )}
        <PaymentMeans entry={entry} onChange={setEntry} errors={errors} />
        <PaymentTotalsBar totals={totals}>
          <ActionButton
            label={t('banking.entry.save')}
            binding="document-save"
            onClick={() => void save()}
            primary
            disabled={saving}
          />
        </PaymentTotalsBar>
      </section>
    </ResourceLookupProvider>
  );
}
