import { z } from 'zod';
import { wireValueSchema } from './field-kinds';
import { editableOf, type FieldDefinition, type ResourceDefinition } from './resource-definition';

/** Every record a resource answers carries the version a later update or delete must send. */
export const versionSchema = z.number().int().positive();

/** What NUMERIC(19,6) holds: 13 digits before the point and 6 after. */
const storableDecimal = /^-?\d{1,13}(\.\d{1,6})?$/;
const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** The limits of a value being written: storable, and within the field's min and max. */
function limitsOf(field: FieldDefinition) {
  return (value: string | number, context: z.RefinementCtx) => {
    if (field.kind !== 'number' && field.kind !== 'money' && field.kind !== 'percentage') return;
    if (typeof value === 'string' && !storableDecimal.test(value))
      context.addIssue({ code: 'custom', message: 'has more than 13 digits before the point or 6 after it' });
    const number = Number(value);
    const min = field.min ?? (typeof value === 'number' ? int4.min : undefined);
    const max = field.max ?? (typeof value === 'number' ? int4.max : undefined);
    if (min !== undefined && number < min)
      context.addIssue({ code: 'custom', message: `must be at least ${min}` });
    if (max !== undefined && number > max)
      context.addIssue({ code: 'custom', message: `must be at most ${max}` });
  };
}

/** Codes lose surrounding spaces; capitalised fields are stored in capitals. */
function normalised(field: FieldDefinition) {
  return (value: string | number) => {
    if (typeof value !== 'string' || field.kind !== 'text') return value;
    const trimmed = field.code ? value.trim() : value;
    return field.upperCase ? trimmed.toUpperCase() : trimmed;
  };
}

/** A required text must hold more than spaces; an optional one may be null or left out. */
function writeSchema(field: FieldDefinition, required: boolean): z.ZodType {
  const value = wireValueSchema(field).superRefine(limitsOf(field)).transform(normalised(field));
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
    if (editableOf(field) === 'never' || field.via !== undefined) continue;
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
    if (editableOf(field) !== 'always' || field.via !== undefined) continue;
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
