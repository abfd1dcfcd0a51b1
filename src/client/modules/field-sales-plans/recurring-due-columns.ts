import { findDocumentType } from '../../../shared/documents/object-types';
import type { GridColumn, GridRow } from '../../grid/grid-types';
import { asText, type ColumnFormat, type ColumnKind, reportColumn } from '../../reports/report-column';

const column = (id: string, kind: ColumnKind, format: ColumnFormat, text?: (row: GridRow) => string) =>
  reportColumn(id, kind, format, { header: format.t(`fieldSalesPlans.due.columns.${id}`), text });

/** A document type's name, or its code where the type is unknown. */
export const typeName = (format: ColumnFormat, objectId: string) => {
  const type = findDocumentType(objectId);
  return type ? format.t(type.nameKey) : objectId;
};

/** The columns of /logistics_hub/reccuring_transactions. */
export const recurringDueColumns = (format: ColumnFormat): GridColumn[] => [
  column('DueDate', 'date', format),
  column('TemplateName', 'text', format),
  column('ObjType', 'text', format, (row) => typeName(format, asText(row.ObjType))),
  column('CardCode', 'code', format),
  column('Frequency', 'text', format, (row) =>
    format.t(`fields.options.recurringFrequency.${asText(row.Frequency)}`),
  ),
  column('Lines', 'count', format),
];
