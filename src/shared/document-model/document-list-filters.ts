import { type DocumentField, documentHeaderFields } from './document-definition';

/**
 * The header fields a document list filters by, with the same column filters as a resource's list
 * (contains for text, a range for dates and amounts, equals for references). The status is not
 * among them: the list's status choice says it in SAP's terms (a cancelled document is closed).
 * The sales employee is filtered by its code; the name shown in the column is joined from
 * another table.
 */
const filterNames = [
  'DocNum',
  'CardCode',
  'CardName',
  'DocDate',
  'DocDueDate',
  'NumAtCard',
  'SlpCode',
  'DocCur',
  'DocTotal',
] as const satisfies readonly (typeof documentHeaderFields)[number]['name'][];
export type DocumentFilterName = (typeof filterNames)[number];

const byName = new Map<string, DocumentField>(documentHeaderFields.map((field) => [field.name, field]));

export const documentListFilterFields: readonly DocumentField[] = filterNames.flatMap((name) => {
  const field = byName.get(name);
  return field ? [field] : [];
});

/** The field of a document list filter, or undefined for a field the list does not filter by. */
export const documentListFilterField = (name: string): DocumentField | undefined =>
  documentListFilterFields.find((field) => field.name === name);
