import type { TFunction } from 'i18next';
import { type DispatchStatus, dispatchStatuses } from '../../../shared/api/dispatch';
import { formatDate, formatNumber } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import type { GridColumn } from '../../grid/grid-types';
import { statusKey } from './notes-model';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const column = (
  id: string,
  header: string,
  width: number,
  format: GridColumn['format'],
  extra: Partial<GridColumn> = {},
): GridColumn => ({ id, header, width, align: 'start', editable: false, sortable: false, format, ...extra });

const isStatus = (value: unknown): value is DispatchStatus =>
  typeof value === 'string' && (dispatchStatuses as readonly string[]).includes(value);

/** A date as the user's language writes it. */
export const dateText = (language: Language) => (value: unknown) =>
  typeof value === 'string' && value !== '' ? formatDate(value.slice(0, 10), 'short', language) : '';

/** A quantity (kg, m³) with the language's separators. */
export const amountText = (language: Language) => (value: unknown) =>
  typeof value === 'string' && value !== '' ? formatNumber(value, language) : '';

/** The dispatch notes list's columns, newest date first as the API answers. */
export function noteListColumns(t: TFunction, language: Language): GridColumn[] {
  const amount = amountText(language);
  return [
    column('DocNum', t('dispatchNotes.columns.DocNum'), 90, text, { align: 'end' }),
    column('DocDate', t('dispatchNotes.columns.DocDate'), 110, dateText(language)),
    column('Status', t('dispatchNotes.columns.Status'), 120, (value) =>
      isStatus(value) ? t(statusKey(value)) : '',
    ),
    column('VehicleName', t('dispatchNotes.columns.Vehicle'), 210, (_value, row) =>
      [text(row.VehicleName), text(row.PlateNum)].filter(Boolean).join(' · '),
    ),
    column('DriverName', t('dispatchNotes.columns.Driver'), 160, text),
    column(
      'StopCount',
      t('dispatchNotes.columns.StopCount'),
      80,
      (value) => (typeof value === 'number' ? formatNumber(value, language) : ''),
      { align: 'end' },
    ),
    column('Weight', t('dispatchNotes.columns.Weight'), 110, amount, { align: 'end' }),
    column('Volume', t('dispatchNotes.columns.Volume'), 120, amount, { align: 'end' }),
    column('ScanCode', t('dispatchNotes.columns.ScanCode'), 110, text, { ltrValue: true }),
  ];
}

/** The dispatch returns list's columns. */
export function returnListColumns(t: TFunction, language: Language): GridColumn[] {
  return [
    column('ReturnEntry', t('dispatchNotes.columns.ReturnEntry'), 80, text, { align: 'end' }),
    column('CreatedAt', t('dispatchNotes.columns.CreatedAt'), 110, dateText(language)),
    column('Status', t('dispatchNotes.columns.Status'), 110, (value) =>
      value === 'O' || value === 'C' ? t(`dispatchNotes.returnStatus.${value}`) : '',
    ),
    column('CardName', t('dispatchNotes.columns.Customer'), 200, (_value, row) =>
      [text(row.CardCode), text(row.CardName)].filter(Boolean).join(' — '),
    ),
    column('DispatchNum', t('dispatchNotes.columns.DispatchNum'), 110, text, { align: 'end' }),
    column('DeliveryNum', t('dispatchNotes.columns.DeliveryNum'), 110, text, { align: 'end' }),
    column('Reason', t('dispatchNotes.columns.Reason'), 200, text),
    column('SalesReturnNum', t('dispatchNotes.columns.SalesReturnNum'), 110, text, { align: 'end' }),
  ];
}
