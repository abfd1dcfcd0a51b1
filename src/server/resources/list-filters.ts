import { and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColumnFilter } from '../../shared/api/resources';
import { filterValueSchema } from '../../shared/resources/field-kinds';
import type { FieldDefinition } from '../../shared/resources/resource-definition';
import { containsPattern, escapeLike, startsWithPattern } from '../db/like-pattern';

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
type SearchField = { field: FieldDefinition; column: AnyPgColumn };

/** Names are matched anywhere in them; codes and references from their start. */
const isName = (field: FieldDefinition) => field.kind === 'text' && !field.code;

export function searchSql(text: string, fields: readonly SearchField[]) {
  const matches = fields.map(({ field, column }) =>
    isName(field) ? ilike(column, containsPattern(text)) : ilike(column, startsWithPattern(text)),
  );
  return matches.length ? or(...matches) : undefined;
}

/**
 * How well a row matches the quick search, best first: 0 a code equal to the text, 1 a code
 * starting with it, 2 a word of a name starting with it, 3 the rest (the text inside a word).
 * Case is ignored throughout, as the search itself ignores it.
 */
export function searchRankSql(text: string, fields: readonly SearchField[]): SQL | undefined {
  const codes = fields.filter(({ field }) => !isName(field)).map(({ column }) => column);
  const names = fields.filter(({ field }) => isName(field)).map(({ column }) => column);
  const ranks: [SQL | undefined, number][] = [
    [or(...codes.map((column) => ilike(column, escapeLike(text)))), 0],
    [or(...codes.map((column) => ilike(column, startsWithPattern(text)))), 1],
    [
      or(
        ...names.flatMap((column) => [
          ilike(column, startsWithPattern(text)),
          ilike(column, containsPattern(` ${text}`)),
        ]),
      ),
      2,
    ],
  ];
  const branches = ranks.flatMap(([condition, rank]) =>
    condition ? [sql`when ${condition} then ${sql.raw(String(rank))}`] : [],
  );
  if (branches.length === 0) return undefined;
  return sql<number>`(case ${sql.join(branches, sql` `)} else 3 end)`.mapWith(Number);
}
