import { and, eq, gte, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColumnFilter } from '../../shared/api/resources';
import { filterValueSchema } from '../../shared/resources/field-kinds';
import type { FieldDefinition } from '../../shared/resources/resource-definition';
import { containsPattern, startsWithPattern } from '../db/like-pattern';

/** Query-string values of whole-number fields arrive as text; the shared schema reads them. */
const typedValue = (field: FieldDefinition, value: string | number) => filterValueSchema(field).parse(value);

/**
 * One column filter as SQL. The list query's schema has already checked the field, the operator
 * for its kind and every value, so a parse here cannot fail on input.
 */
export function filterSql(
  filter: ColumnFilter,
  field: FieldDefinition,
  column: AnyPgColumn,
): SQL | undefined {
  switch (filter.op) {
    case 'contains':
      return ilike(column, containsPattern(String(filter.value)));
    case 'startsWith':
      return ilike(column, startsWithPattern(String(filter.value)));
    case 'equals':
      return eq(column, typedValue(field, filter.value));
    case 'between':
      return and(
        filter.value.from === undefined ? undefined : gte(column, typedValue(field, filter.value.from)),
        filter.value.to === undefined ? undefined : lte(column, typedValue(field, filter.value.to)),
      );
    case 'in':
      return inArray(
        column,
        filter.value.map((value) => typedValue(field, value)),
      );
  }
}

/**
 * The quick search: codes match from their start (an index can serve it), names anywhere in
 * the text; only over fields the caller may read, so a search cannot probe a hidden field.
 */
export function searchSql(text: string, fields: readonly { field: FieldDefinition; column: AnyPgColumn }[]) {
  const matches = fields.map(({ field, column }) =>
    field.kind === 'text' && !field.code
      ? ilike(column, containsPattern(text))
      : ilike(column, startsWithPattern(text)),
  );
  return matches.length ? or(...matches) : undefined;
}
