import type { DocumentColumn, DocumentValueKind } from '../documents/document-columns';
import { type DocumentField, documentHeaderFields, documentLineFields } from './document-definition';

/** How a field's value reads: its definition's `display`, else what its kind suggests. */
export function displayOf(field: DocumentField): DocumentValueKind {
  if (field.display) return field.display;
  switch (field.kind) {
    case 'money':
      return 'money';
    case 'percentage':
      return 'percent';
    case 'date':
      return 'date';
    case 'number':
      return field.integer ? 'number' : 'quantity';
    case 'reference':
      return field.valueType === 'integer' ? 'number' : 'code';
    case 'boolean':
      return 'flag';
    default:
      return 'text';
  }
}

/** The columns a definition places in a grid (`column`), in its order. */
const columnsOf = (fields: readonly DocumentField[]): DocumentColumn[] =>
  fields.flatMap((field) =>
    field.column
      ? [
          {
            id: field.name,
            kind: displayOf(field),
            width: field.column.width,
            ...(field.column.sortable ? { sortable: true } : {}),
          },
        ]
      : [],
  );

/** The columns of a document list (SAP's ORDR, ODLN, ... header fields). */
export const documentListColumns: readonly DocumentColumn[] = columnsOf(documentHeaderFields);

/** The columns of a stored document's lines (SAP's RDR1, DLN1, ...), in the order they read. */
export const documentLineViewColumns: readonly DocumentColumn[] = columnsOf(documentLineFields);
