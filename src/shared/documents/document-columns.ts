import type { TFunction } from 'i18next';
import { formatDate, formatMoney, formatNumber } from '../locale/formatters';
import type { DocumentFormat } from './document-format';

/** A document or line as the grids and the PDF read it: fields by name. */
export type DocumentRow = Readonly<Record<string, unknown>>;

export type ColumnAlign = 'start' | 'end';

/** A column ready to show: its header in the reader's language and its values formatted. */
export interface DocumentGridColumn {
  id: string;
  header: string;
  width: number;
  align: ColumnAlign;
  editable: boolean;
  sortable: boolean;
  ltrValue?: boolean;
  format(value: unknown, row: DocumentRow): string;
}

/** How a document value reads: one formatter per kind, shared by the list and the lines. */
export type DocumentValueKind =
  | 'text'
  | 'code'
  | 'number'
  | 'lineNumber'
  | 'date'
  | 'money'
  /** A unit price: shown with the company's PriceDec, the decimals it is rounded to. */
  | 'price'
  | 'quantity'
  | 'percent'
  | 'status'
  /** A Y/N mark: "Yes" when set, nothing otherwise (a view leaves an unset mark out). */
  | 'flag';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** Open, closed or cancelled: SAP keeps a cancelled document closed with CANCELED=Y. */
export function documentStatusOf(row: DocumentRow): 'open' | 'closed' | 'cancelled' {
  if (row.CANCELED === 'Y') return 'cancelled';
  return row.DocStatus === 'C' || row.LineStatus === 'C' ? 'closed' : 'open';
}

export const documentValueFormatters: Record<
  DocumentValueKind,
  (value: unknown, row: DocumentRow, t: TFunction, format: DocumentFormat) => string
> = {
  text: (value) => text(value),
  code: (value) => text(value),
  number: (value, _row, _t, { language }) =>
    typeof value === 'number' || typeof value === 'string' ? formatNumber(value, language, 0) : '',
  /** LineNum counts from 0 on the wire; people count lines from 1. */
  lineNumber: (value, _row, _t, { language }) =>
    typeof value === 'number' ? formatNumber(value + 1, language, 0) : '',
  date: (value, _row, _t, { language }) =>
    typeof value === 'string' ? formatDate(value, 'short', language) : '',
  money: (value, _row, _t, { language, sumDec }) =>
    typeof value === 'string' && value !== '' ? formatMoney(value, { decimals: sumDec, language }) : '',
  price: (value, _row, _t, { language, priceDec }) =>
    typeof value === 'string' && value !== '' ? formatMoney(value, { decimals: priceDec, language }) : '',
  quantity: (value, _row, _t, { language }) =>
    typeof value === 'string' && value !== '' ? formatNumber(value, language) : '',
  percent: (value, _row, t, { language }) =>
    typeof value === 'string' && value !== ''
      ? t('forms.values.percent', { value: formatNumber(value, language) })
      : '',
  status: (_value, row, t) => t(`documents.status.${documentStatusOf(row)}`),
  flag: (value, _row, t) => (value === 'Y' ? t('forms.values.yes') : ''),
};

/** One column of a document grid, declared as data and read by the list, the document and the editor. */
export interface DocumentColumn {
  id: string;
  kind: DocumentValueKind;
  width: number;
  sortable?: boolean;
  editable?: boolean;
}

const endAligned = new Set<DocumentValueKind>([
  'number',
  'lineNumber',
  'money',
  'price',
  'quantity',
  'percent',
]);

/** Grid columns from declarations: headers from documents.fields, values through the formatters. */
export function gridColumnsOf<Column extends DocumentGridColumn = DocumentGridColumn>(
  columns: readonly DocumentColumn[],
  t: TFunction,
  format: DocumentFormat,
  extra: Partial<Record<string, Partial<Column>>> = {},
): Column[] {
  return columns.map((column) => ({
    id: column.id,
    header: t(`documents.fields.${column.id}`),
    width: column.width,
    align: endAligned.has(column.kind) ? 'end' : 'start',
    editable: column.editable ?? false,
    sortable: column.sortable ?? false,
    ltrValue: column.kind !== 'status' && column.kind !== 'flag',
    format: (value, row) => documentValueFormatters[column.kind](value, row, t, format),
    ...extra[column.id],
  })) as Column[];
}
