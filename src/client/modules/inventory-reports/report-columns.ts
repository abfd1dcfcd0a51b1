import type { TFunction } from 'i18next';
import { documentTypes } from '../../../shared/documents/object-types';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, reportColumn, transTypeName } from '../../reports/report-column';

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
