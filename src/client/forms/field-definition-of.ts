import type { FieldModel } from '../../shared/api/resources';
import type { FieldDefinition } from '../../shared/resources/resource-definition';

/**
 * The doc model sends every field as one loose shape (each kind's settings optional); the shared
 * definitions are a union by kind. This rebuilds the definition so that the client checks a value
 * with the very schema the server uses (wireValueSchema), filling what the model left out with
 * the server's own fallbacks.
 */
export function fieldDefinitionOf(field: FieldModel): FieldDefinition {
  const { name } = field;
  switch (field.kind) {
    case 'text':
      return {
        name,
        kind: 'text',
        maxLength: field.maxLength ?? Number.MAX_SAFE_INTEGER,
        multiline: field.multiline,
      };
    case 'number':
      return { name, kind: 'number', integer: field.integer };
    case 'enum':
      return { name, kind: 'enum', options: field.options ?? [], optionLabels: field.optionLabels ?? '' };
    case 'reference':
      return {
        name,
        kind: 'reference',
        resource: field.resource ?? '',
        valueType: field.valueType ?? 'text',
        maxLength: field.maxLength,
      };
    case 'money':
    case 'percentage':
    case 'date':
    case 'boolean':
      return { name, kind: field.kind };
  }
}
