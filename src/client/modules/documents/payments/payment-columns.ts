import type { TFunction } from 'i18next';
import { type PaymentHeader, paymentSortFields } from '../../../../shared/api/payments';
import { findDocumentType } from '../../../../shared/documents/object-types';
import { formatDate, formatMoney, formatNumber } from '../../../../shared/locale/formatters';
import type { GridColumn, GridRow } from '../../../grid/grid-types';
import type { DocumentFormat } from '../use-document-format';

type Format = Pick<DocumentFormat, 'language' | 'sumDec'>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const column = (
  id: string,
  header: string,
  width: number,
  format: GridColumn['format'],
  extra: Partial<GridColumn> = {},
): GridColumn => ({ id, header, width, align: 'start', editable: false, sortable: false, format, ...extra });

const dateOf = (format: Format) => (value: unknown) =>
  typeof value === 'string' && value !== '' ? formatDate(value, 'short', format.language) : '';
const moneyOf = (format: Format) => (value: unknown) =>
  typeof value === 'string' ? formatMoney(value, { decimals: format.sumDec, language: format.language }) : '';

/** A document's name and number as the user knows it: "A/R Invoice 123". */
export function documentName(t: TFunction, objType: string, docNum: number | string): string {
  const type = findDocumentType(objType);
  return t('documents.document.title', {
    document: type ? t(type.nameKey) : objType,
    number: String(docNum),
  });
}

/** What a payment's status reads: cancelled, or posted. */
export const paymentStatusText = (t: TFunction, payment: Pick<PaymentHeader, 'Cancelled'>) =>
  t(payment.Cancelled === 'Y' ? 'banking.status.cancelled' : 'banking.status.posted');

/** The columns the API sorts by (paymentSortFields) may be sorted from their headers. */
const sortable = (columns: GridColumn[]): GridColumn[] =>
  columns.map((one) =>
    (paymentSortFields as readonly string[]).includes(one.id) ? { ...one, sortable: true } : one,
  );

/** The payments list's columns. */
export function paymentListColumns(t: TFunction, format: Format): GridColumn[] {
  const money = moneyOf(format);
  return sortable([
    column('DocNum', t('banking.columns.DocNum'), 90, text, { align: 'end' }),
    column('DocDate', t('banking.columns.DocDate'), 110, dateOf(format)),
    column('CardCode', t('banking.columns.CardCode'), 110, text, { ltrValue: true }),
    column('CardName', t('banking.columns.CardName'), 220, text),
    column(
      'DocTotal',
      t('banking.columns.DocTotal'),
      130,
      (value, row) =>
        typeof value === 'string'
          ? formatMoney(value, {
              decimals: format.sumDec,
              currency: text(row.DocCurrency),
              language: format.language,
            })
          : '',
      { align: 'end' },
    ),
    column('OpenBal', t('banking.columns.OpenBal'), 120, money, { align: 'end' }),
    column('ThirdParty', t('banking.columns.ThirdParty'), 110, (value) =>
      value === 'Y' ? t('banking.yes') : '',
    ),
    column('Cancelled', t('banking.columns.status'), 110, (_value, row) =>
      paymentStatusText(t, { Cancelled: row.Cancelled === 'Y' ? 'Y' : 'N' }),
    ),
  ]);
}

/** The entry's open items: which document, its dates and amounts, and the amount paid on it. */
export function openItemColumns(
  t: TFunction,
  format: Format,
  localCurrency: string,
  appliedOf: (row: GridRow) => string | undefined,
  problemOf: (row: GridRow) => string | undefined,
): GridColumn[] {
  const money = moneyOf(format);
  const negative = (value: unknown, row: GridRow) =>
    row.Sign === -1 && typeof value === 'string' ? `-${value}` : value;
  // A credit memo's amounts are taken off what the payment settles: shown negative. A foreign
  // document's own amounts name their currency; what the payment pays is in the local one.
  const signed = (value: unknown, row: GridRow) => {
    const amount = negative(value, row);
    const currency = text(row.DocCurrency);
    return typeof amount === 'string' && currency !== '' && currency !== localCurrency
      ? formatMoney(amount, { decimals: format.sumDec, currency, language: format.language })
      : money(amount);
  };
  const local = (value: unknown, row: GridRow) => money(negative(value, row));
  return [
    column('Selected', t('banking.columns.selected'), 70, (_value, row) =>
      appliedOf(row) === undefined ? '' : t('banking.entry.paying'),
    ),
    column('Document', t('banking.columns.document'), 170, (_value, row) =>
      documentName(t, text(row.ObjType), text(row.DocNum)),
    ),
    column('CardName', t('banking.columns.CardName'), 150, text),
    column('DocDate', t('banking.columns.DocDate'), 100, dateOf(format)),
    column('DocDueDate', t('banking.columns.DocDueDate'), 100, dateOf(format)),
    column(
      'DaysOverdue',
      t('banking.columns.DaysOverdue'),
      90,
      (value) => (typeof value === 'number' && value > 0 ? formatNumber(value, format.language) : ''),
      { align: 'end' },
    ),
    column('DocTotal', t('banking.columns.DocTotal'), 120, signed, { align: 'end' }),
    column('OpenAmount', t('banking.columns.OpenAmount'), 120, signed, { align: 'end' }),
    column('OpenAmountLC', t('banking.columns.OpenAmountLC'), 130, local, { align: 'end' }),
    column(
      'Applied',
      t('banking.columns.applied'),
      130,
      (_value, row) => {
        const paid = appliedOf(row);
        const shown = paid === undefined ? '' : money(paid);
        return problemOf(row) ? `${shown} ⚠` : shown;
      },
      { align: 'end', editable: true, editText: (_value, row) => appliedOf(row) ?? '' },
    ),
  ];
}
