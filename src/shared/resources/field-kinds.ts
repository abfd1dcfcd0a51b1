import { z } from 'zod';
import { objectCodeSchema } from '../wire/object-code';
import { boundedDecimal, boundedText, int4, isoDate, yesNoFlag } from '../wire/wire-formats';
import type { FieldDefinition, FieldKind } from './resource-definition';

/** The ways a list may be filtered by one field, by the field's kind. */
export const filterOperators = ['contains', 'startsWith', 'equals', 'between', 'in'] as const;
export type FilterOperator = (typeof filterOperators)[number];

interface FieldKindTraits {
  /** The operators a column filter of this kind offers; the first is the default. */
  operators: readonly FilterOperator[];
  /** Numbers line up on their decimal point: right in left-to-right, left in right-to-left. */
  align: 'start' | 'end';
  /** A grid column's width when the definition gives none. */
  width: number;
}

/** One entry per kind (CONVENTIONS.md: a typed registry, not a chain of conditionals). */
export const fieldKindTraits = {
  text: { operators: ['contains', 'startsWith', 'equals'], align: 'start', width: 200 },
  number: { operators: ['between', 'equals'], align: 'end', width: 120 },
  money: { operators: ['between', 'equals'], align: 'end', width: 140 },
  percentage: { operators: ['between', 'equals'], align: 'end', width: 110 },
  date: { operators: ['between', 'equals'], align: 'start', width: 130 },
  enum: { operators: ['in'], align: 'start', width: 140 },
  boolean: { operators: ['equals'], align: 'start', width: 100 },
  reference: { operators: ['equals', 'in'], align: 'start', width: 150 },
} as const satisfies Record<FieldKind, FieldKindTraits>;

export const operatorsOf = (field: FieldDefinition): readonly FilterOperator[] =>
  fieldKindTraits[field.kind].operators;

const integerText = z
  .string()
  .regex(/^-?\d{1,15}$/, 'must be a whole number')
  .transform(Number)
  .pipe(int4);

/**
 * The schema of one value of a field as it travels: codes and names are strings, whole numbers
 * are numbers, decimals are decimal strings, dates YYYY-MM-DD, flags Y or N. Each is bounded by
 * what its column holds (wire-formats.ts): whole numbers are INTEGER, decimals NUMERIC(19,6).
 */
export function wireValueSchema(field: FieldDefinition): z.ZodType<string | number> {
  switch (field.kind) {
    case 'text':
      return boundedText(field.maxLength, { multiline: field.multiline });
    case 'number':
      return field.integer ? int4 : boundedDecimal();
    case 'money':
    case 'percentage':
      return boundedDecimal();
    case 'date':
      return isoDate;
    case 'enum':
      if (field.objectCodes) return objectCodeSchema(field.options);
      return z.string().refine((value) => field.options.includes(value), {
        message: `must be one of ${field.options.join(', ')}`,
      });
    case 'boolean':
      return yesNoFlag;
    case 'reference':
      return field.valueType === 'integer' ? int4 : boundedText(field.maxLength ?? 100).min(1);
  }
}

/**
 * A filter value arrives as text in a query string: whole numbers are read from their digits so
 * that `ItmsGrpCod equals "105"` compares numbers, everything else keeps its wire schema.
 */
export function filterValueSchema(field: FieldDefinition): z.ZodType<string | number> {
  const isInteger =
    (field.kind === 'number' && field.integer) ||
    (field.kind === 'reference' && field.valueType === 'integer');
  return isInteger ? z.union([int4, integerText]) : wireValueSchema(field);
}
