import { z } from 'zod';
import { wireValueSchema } from './field-kinds';
import { editableOf, type FieldDefinition, type ResourceDefinition } from './resource-definition';

/** Every record a resource answers carries the version a later update or delete must send. */
export const versionSchema = z.number().int().positive();

/** A required text must hold more than spaces; an optional one may be null or left out. */
function writeSchema(field: FieldDefinition, required: boolean): z.ZodType {
  const value = wireValueSchema(field);
  const checked =
    field.kind === 'text' && required
      ? value.refine((text) => String(text).trim() !== '', 'is required')
      : value;
  return required ? checked : checked.nullable().optional();
}

const hasDefault = (field: FieldDefinition) => 'default' in field && field.default !== undefined;

/**
 * The body of a create: every field the user may write at creation; required ones must be sent
 * unless the definition gives a default or the server numbers the key. Unknown fields are refused.
 */
export function createPayloadSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    if (editableOf(field) === 'never') continue;
    if (definition.generatedKey && field.name === definition.key) continue;
    const required = Boolean(field.required) && !hasDefault(field);
    shape[field.name] = writeSchema(field, required);
  }
  return z.strictObject(shape);
}

/**
 * The body of an update: any of the fields that stay writable, and the version that was read, so
 * a change made by someone else since is refused with 409 rather than overwritten.
 */
export function updatePayloadSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    if (editableOf(field) !== 'always') continue;
    shape[field.name] = writeSchema(field, Boolean(field.required)).optional();
  }
  return z.strictObject({ ...shape, version: versionSchema });
}

/** A record as it is answered: the fields the caller may read, and its version. */
export function recordSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) shape[field.name] = wireValueSchema(field).nullable().optional();
  return z.object({ ...shape, version: versionSchema.optional() });
}
