import type { TFunction } from 'i18next';
import { findDocumentType } from '../../shared/documents/object-types';
import { formatDate, formatMoney, formatNumber } from '../../shared/locale/formatters';
import type { GridColumn, GridRow } from '../grid/grid-types';
import type { Language } from '../i18n/i18n-setup';

export interface ColumnFormat {
  t: TFunction;
  language: Language;
  /** The user's SumDec, for values and costs. */
  sumDec: number;
}

export type ColumnKind = 'code' | 'text' | 'date' | 'quantity' | 'money' | 'count';

const widths: Record<ColumnKind, number> = {
  code: 120,
  text: 200,
  date: 110,
  quantity: 110,
  money: 120,
  count: 100,
};

export const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A document type's name from object-types.ts, or a neutral "Transaction type 310000001". */
export function transTypeName(transType: string, t: TFunction): string {
  const known = findDocumentType(transType);
  return known ? t(known.nameKey) : t('inventoryReports.transType', { type: transType });
}

function formatterOf(
  kind: ColumnKind,
  { t: _t, language, sumDec }: ColumnFormat,
): (value: unknown) => string {
  switch (kind) {
    case 'date':
      return (value) => (typeof value === 'string' && value ? formatDate(value, 'short', language) : '');
    case 'quantity':
      return (value) => (typeof value === 'string' ? formatNumber(value, language) : '');
    case 'money':
      return (value) => (typeof value === 'string' ? formatMoney(value, { decimals: sumDec, language }) : '');
    case 'count':
      return (value) => (typeof value === 'number' ? formatNumber(value, language, 0) : asText(value));
    default:
      return asText;
  }
}

/** A report's column: its label from the catalogue (the stock reports' columns unless `header` names it), its width and alignment from its kind. */
export function reportColumn(
  id: string,
  kind: ColumnKind,
  format: ColumnFormat,
  options: { sortable?: boolean; text?: (row: GridRow) => string; header?: string } = {},
): GridColumn {
  const plain = formatterOf(kind, format);
  return {
    id,
    header: options.header ?? format.t(`inventoryReports.columns.${id}`),
    width: widths[kind],
    align: kind === 'quantity' || kind === 'money' || kind === 'count' ? 'end' : 'start',
    editable: false,
    sortable: options.sortable ?? false,
    ltrValue: kind === 'code',
    format: options.text ? (_value, row) => options.text?.(row) ?? '' : (value) => plain(value),
  };
}
