import type { FieldModel } from '../../../shared/api/resources';
import type { DocumentField } from '../../../shared/document-model/document-definition';
import { documentListFilterFields } from '../../../shared/document-model/document-list-filters';

/** A document header field as the filter drawer reads a column: its kind, label and options. */
function filterFieldModel(field: DocumentField): FieldModel {
  return {
    name: field.name,
    kind: field.kind,
    label: `documents.fields.${field.name}`,
    filterable: true,
    readable: true,
    writable: false,
    ...('integer' in field && field.integer ? { integer: true } : {}),
    ...('code' in field && field.code ? { code: true } : {}),
    ...('valueType' in field && field.valueType ? { valueType: field.valueType } : {}),
    ...('resource' in field && field.resource ? { resource: field.resource } : {}),
  };
}

/** The document list's filterable columns, in the drawer's order (document-list-filters.ts). */
export const documentFilterFields: readonly FieldModel[] = documentListFilterFields.map(filterFieldModel);

/** The filter column of a grid column: the sales employee's name is filtered by its code. */
export const filterColumnOf = (column: string | undefined): string | undefined =>
  column === 'SlpName' ? 'SlpCode' : column;
