import { z } from 'zod';
import { wireValueSchema } from './field-kinds';
import { editableOf, type FieldDefinition, type ResourceDefinition } from './resource-definition';

/** Every record a resource answers carries the version a later update or delete must send. */
export const versionSchema = z.number().int().positive();

/** The limits of a value being written: within the field's min and max (storable: field-kinds.ts). */
function limitsOf(field: FieldDefinition) {
  return (value: string | number, context: z.RefinementCtx) => {
    if (field.kind !== 'number' && field.kind !== 'money' && field.kind !== 'percentage') return;
    const number = Number(value);
    const { min, max } = field;
    if (min !== undefined && number < min)
      context.addIssue({ code: 'custom', message: `must be at least ${min}` });
    if (max !== undefined && number > max)
      context.addIssue({ code: 'custom', message: `must be at most ${max}` });
  };
}

const hasDefault = (field: FieldDefinition) => 'default' in field && field.default !== undefined;
const neverNull = (field: FieldDefinition) =>
  field.kind === 'boolean' || hasDefault(field) || Boolean(field.notNull);

/** Codes lose surrounding spaces; capitalised fields are stored in capitals. */
function normalised(field: FieldDefinition) {
  return (value: string | number) => {
    if (typeof value !== 'string' || field.kind !== 'text') return value;
    const trimmed = field.code ? value.trim() : value;
    return field.upperCase ? trimmed.toUpperCase() : trimmed;
  };
}

/**
 * A required field is never null (its column is NOT NULL) and a required text holds more than
 * spaces; it may be left out only where `mayOmit` says so (a create that has a default for it).
 * Nor is a flag (Y or N), a field with a default, or one whose column is NOT NULL: leaving it out
 * is how one asks for the default. Any other field may be null.
 */
function writeSchema(field: FieldDefinition, mayOmit: boolean): z.ZodType {
  const value = wireValueSchema(field).superRefine(limitsOf(field)).transform(normalised(field));
  if (!field.required) return neverNull(field) ? value.optional() : value.nullable().optional();
  const checked =
    field.kind === 'text' ? value.refine((text) => String(text).trim() !== '', 'is required') : value;
  return mayOmit ? checked.optional() : checked;
}

/**
 * The body of a create: every field the user may write at creation; required ones must be sent
 * unless the definition gives a default or the server numbers the key. Unknown fields are refused.
 */
export function createPayloadSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) {
    if (editableOf(field) === 'never' || field.via !== undefined) continue;
    if (definition.generatedKey && field.name === definition.key) continue;
    shape[field.name] = writeSchema(field, hasDefault(field));
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
    if (editableOf(field) !== 'always' || field.via !== undefined) continue;
    shape[field.name] = writeSchema(field, true);
  }
  return z.strictObject({ ...shape, version: versionSchema });
}

/** A record as it is answered: the fields the caller may read, and its version. */
export function recordSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of definition.fields) shape[field.name] = wireValueSchema(field).nullable().optional();
  return z.object({ ...shape, version: versionSchema.optional() });
}
