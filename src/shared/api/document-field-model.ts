import type { DocumentField } from '../document-model/document-definition';
import { type FieldModel, fieldModelSchema } from './resources';

const modelKeys = new Set(Object.keys(fieldModelSchema.shape));

/**
 * A document field as the field editors and GET /doc_model take it: what the definition says of
 * the field itself (not where it is placed), with the reader's rights. Its label is a key within
 * documents.fields, which the editors label a document field from.
 */
export function documentFieldModel(
  field: DocumentField,
  rights: { readable: boolean; writable: boolean },
): FieldModel {
  const own = Object.fromEntries(
    Object.entries(field).map(([key, value]) => [key, Array.isArray(value) ? [...value] : value]),
  );
  for (const key of Object.keys(own)) if (!modelKeys.has(key)) delete own[key];
  return { ...(own as Pick<FieldModel, 'name' | 'kind'>), ...rights };
}
