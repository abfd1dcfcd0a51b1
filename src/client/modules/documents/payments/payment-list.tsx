import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PaymentKind, paymentKindOf } from '../../../../shared/api/payments';
import { formatNumber } from '../../../../shared/locale/formatters';
import { DatePickerField } from '../../../forms/date-picker/date-picker-field';
import { DataGrid } from '../../../grid/data-grid';
import type { DataGridHandle, GridSortKey } from '../../../grid/grid-types';
import { useWindowedRows } from '../../../grid/use-windowed-rows';
import { useKeyBinding } from '../../../keyboard/use-key-binding';
import { accessibilityEnabledSignal } from '../../../preferences/accessibility-setting';
import * as reportStyles from '../../../reports/reports.css';
import { useShortcutScope } from '../../../resources/shortcut-scope';
import { sessionSignal } from '../../../session/session-state';
import { useAppServices } from '../../../shell/app-services';
import { announce } from '../../../shell/feedback/live-announcer';
import { usePaneOpener } from '../../../shell/pane-opener';
import * as buttons from '../../../ui/buttons.css';
import * as controls from '../../../ui/form-controls.css';
import { ActionButton } from '../action-button';
import * as documentStyles from '../documents.css';
import { printSection } from '../print-section';
import { useDocumentFormat } from '../use-document-format';
import { paymentHrefs } from './banking-routes';
import { paymentListColumns } from './payment-columns';
import { fetchPaymentPage, type PaymentFilters, paymentKeys } from './payment-queries';

const pageSize = 50;
const newBinding = { incoming: 'payment-new-incoming', outgoing: 'payment-new-outgoing' } as const;

/** Whether the signed-in user may post payments of a kind (the server decides; this hides what it would refuse). */
export function mayCreatePayment(kind: PaymentKind): boolean {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can('create', paymentKindOf[kind].subject);
}

/**
 * A kind's payments (issue 22), newest first unless a column header sorts them (on the server, by
 * keyset, a page at a time):
 * filtered by partner, date range and status (applied on Enter), Enter on a row opens the payment,
 * Ctrl+Enter beside it, and New (Alt+Shift+I, or the kind's own key from the palette) a new one.
 */
export function PaymentList({ kind }: { kind: PaymentKind }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const format = useDocumentFormat();
  const container = useRef<HTMLElement>(null);
  const gridRef = useRef<DataGridHandle>(null);
  const firstFilter = useRef<HTMLInputElement>(null);
  const within = { within: useShortcutScope(container, false) };
  const [draft, setDraft] = useState<PaymentFilters>({});
  const [filters, setFilters] = useState<PaymentFilters>({});
  // One key at a time, as the API sorts: the field, then the payment's identity.
  const [sort, setSort] = useState<GridSortKey[]>([]);
  const rows = useWindowedRows({
    queryKey: paymentKeys.list(kind, filters, pageSize, sort[0]),
    pageSize,
    fetchPage: (_page, options) => fetchPaymentPage(http, kind, filters, pageSize, options, sort[0]),
  });
  const columns = useMemo(() => paymentListColumns(t, format), [t, format]);
  const title = t(`banking.titles.${kind}`);
  const mayCreate = mayCreatePayment(kind);
  const openCreate = () => open(paymentHrefs.create(kind), 'focused');
  useKeyBinding('record-new', openCreate, { ...within, enabled: mayCreate });
  useKeyBinding(newBinding[kind], openCreate, { ...within, enabled: mayCreate });
  useKeyBinding('list-filters', () => firstFilter.current?.focus(), within);
  useKeyBinding('list-print', () => printSection(container.current), within);
  const set = (name: keyof PaymentFilters) => (value: string) =>
    setDraft((now) => ({ ...now, [name]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const clear = () => {
    setDraft({});
    setFilters({});
  };
  const count = rows.rowCount;

  return (
    <section
      ref={container}
      className={`${documentStyles.page} ${documentStyles.printable}`}
      aria-label={title}
      data-key-scope="pane"
    >
      <div className={documentStyles.header}>
        <h1 className={documentStyles.heading}>{title}</h1>
        {mayCreate && (
          <ActionButton
            label={t(`banking.new.${kind}`)}
            binding={newBinding[kind]}
            onClick={openCreate}
            primary
          />
        )}
        <ActionButton
          label={t('banking.list.filters')}
          binding="list-filters"
          onClick={() => firstFilter.current?.focus()}
        />
        <ActionButton
          label={t('documents.actions.print')}
          binding="list-print"
          onClick={() => printSection(container.current)}
        />
      </div>
      <form
        aria-label={t('banking.list.filtersOf', { list: title })}
        className={reportStyles.filters}
        onSubmit={apply}
      >
        <label className={reportStyles.filterField}>
          <span className={controls.label}>{t('banking.list.partner')}</span>
          <input
            ref={firstFilter}
            className={controls.input}
            value={draft.CardCode ?? ''}
            dir="auto"
            onChange={(event) => set('CardCode')(event.target.value)}
          />
        </label>
        {(['DateFrom', 'DateTo'] as const).map((name) => (
          <div key={name} className={reportStyles.filterField}>
            <DatePickerField
              title={t(`banking.list.${name === 'DateFrom' ? 'dateFrom' : 'dateTo'}`)}
              myDate={draft[name] ?? ''}
              clearable
              hideDetails
              onUpdateDate={set(name)}
            />
          </div>
        ))}
        <label className={reportStyles.filterField}>
          <span className={controls.label}>{t('banking.list.status')}</span>
          <select
            className={controls.input}
            value={draft.Cancelled ?? ''}
            onChange={(event) => set('Cancelled')(event.target.value)}
          >
            <option value="">{t('banking.list.anyStatus')}</option>
            <option value="N">{t('banking.status.posted')}</option>
            <option value="Y">{t('banking.status.cancelled')}</option>
          </select>
        </label>
        <button type="submit" className={buttons.primaryButton}>
          {t('banking.list.apply')}
        </button>
        <button type="button" className={buttons.button} onClick={clear}>
          {t('banking.list.clear')}
        </button>
      </form>
      {rows.error && (
        <p role="alert" className={documentStyles.alert}>
          {t('httpErrors.bad-response')}
        </p>
      )}
      <div className={documentStyles.grid}>
        <DataGrid
          ref={gridRef}
          label={title}
          rowCount={rows.error ? 0 : rows.rowCount}
          rowAt={rows.rowAt}
          onVisibleRangeChange={rows.onVisibleRangeChange}
          columns={columns}
          sort={sort}
          onSortChange={(next) => setSort(next.slice(0, 1))}
          onOpenRow={(row, how) => open(paymentHrefs.payment(kind, String(row.DocEntry)), how)}
          announce={accessibilityEnabledSignal.value ? announce : undefined}
          rowHeight={accessibilityEnabledSignal.value ? 36 : 32}
          emptyText={t('banking.list.empty')}
          footer={
            <span className={documentStyles.footer} role="status">
              {count === undefined
                ? t('documents.common.loading')
                : t('banking.list.count', { count, number: formatNumber(count, format.language) })}
            </span>
          }
        />
      </div>
    </section>
  );
}
