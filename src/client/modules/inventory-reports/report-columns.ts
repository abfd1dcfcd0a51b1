import type { TFunction } from 'i18next';
import { documentTypes, findDocumentType } from '../../../shared/documents/object-types';
import { formatDate, formatMoney, formatNumber } from '../../../shared/locale/formatters';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import type { Language } from '../../i18n/i18n-setup';

export interface ColumnFormat {
  t: TFunction;
  language: Language;
  /** The user's SumDec, for values and costs. */
  sumDec: number;
}

type Kind = 'code' | 'text' | 'date' | 'quantity' | 'money' | 'count';

const widths: Record<Kind, number> = {
  code: 120,
  text: 200,
  date: 110,
  quantity: 110,
  money: 120,
  count: 100,
};

const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** A document type's name from object-types.ts, or a neutral "Transaction type 310000001". */
export function transTypeName(transType: string, t: TFunction): string {
  const known = findDocumentType(transType);
  return known ? t(known.nameKey) : t('inventoryReports.transType', { type: transType });
}

/** The document types that write ledger rows (they receive, issue or transfer stock). */
const stockMovingTypes = documentTypes.filter(
  (type) => type.stock === 'receive' || type.stock === 'issue' || type.stock === 'transfer',
);

/**
 * The choices of the movements' document type filter, by name in the user's language, in the
 * order of the areas (sales, purchasing, inventory): any type first, and a type the filter holds
 * but the list does not (typed in the address) by its neutral name, so the select shows it.
 */
export function transTypeChoices(t: TFunction, current?: string): { value: string; label: string }[] {
  const known = stockMovingTypes.map((type) => ({ value: type.objectId, label: t(type.nameKey) }));
  const extra =
    current && !known.some((choice) => choice.value === current)
      ? [{ value: current, label: transTypeName(current, t) }]
      : [];
  return [{ value: '', label: t('inventoryReports.filters.anyTransType') }, ...known, ...extra];
}

function formatterOf(kind: Kind, { t: _t, language, sumDec }: ColumnFormat): (value: unknown) => string {
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

/** A report's column: its label from the catalogue, its width and alignment from its kind. */
export function reportColumn(
  id: string,
  kind: Kind,
  format: ColumnFormat,
  options: { sortable?: boolean; text?: (row: GridRow) => string } = {},
): GridColumn {
  const plain = formatterOf(kind, format);
  return {
    id,
    header: format.t(`inventoryReports.columns.${id}`),
    width: widths[kind],
    align: kind === 'quantity' || kind === 'money' || kind === 'count' ? 'end' : 'start',
    editable: false,
    sortable: options.sortable ?? false,
    ltrValue: kind === 'code',
    format: options.text ? (_value, row) => options.text?.(row) ?? '' : (value) => plain(value),
  };
}

/** The document of a ledger row, beside its type: its number, or its entry where no number is known. */
const documentNumber = (row: GridRow): string => asText(row.DocNum ?? row.CreatedBy);

/** The columns of a ledger row (movements, history, a transaction's rows), costs where answered. */
export function movementColumns(format: ColumnFormat, extra: GridColumn[] = []): GridColumn[] {
  const { t } = format;
  return [
    reportColumn('TransNum', 'count', format, { sortable: true }),
    reportColumn('DocDate', 'date', format, { sortable: true }),
    reportColumn('TransType', 'text', format, { text: (row) => transTypeName(asText(row.TransType), t) }),
    reportColumn('DocNum', 'code', format, { text: documentNumber }),
    reportColumn('ItemCode', 'code', format),
    reportColumn('ItemName', 'text', format),
    reportColumn('WhsCode', 'code', format),
    reportColumn('InQty', 'quantity', format),
    reportColumn('OutQty', 'quantity', format),
    ...extra,
    reportColumn('Price', 'money', format),
    reportColumn('CardCode', 'code', format),
    reportColumn('CardName', 'text', format),
  ];
}

/** Stock figures of an item in a warehouse (OITW). */
export function stockColumns(format: ColumnFormat): GridColumn[] {
  return [
    reportColumn('WhsCode', 'code', format),
    reportColumn('WhsName', 'text', format),
    reportColumn('ItemCode', 'code', format),
    reportColumn('ItemName', 'text', format),
    reportColumn('OnHand', 'quantity', format),
    reportColumn('IsCommited', 'quantity', format),
    reportColumn('OnOrder', 'quantity', format),
    reportColumn('Available', 'quantity', format),
    reportColumn('MinStock', 'quantity', format),
    reportColumn('MinLevel', 'quantity', format),
  ];
}
