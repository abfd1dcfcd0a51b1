import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceListQuery } from '../../shared/api/resources';
import { type FieldDefinition, fieldOf } from '../../shared/resources/resource-definition';
import type { Db } from '../db/database';
import { AppError } from '../errors/app-error';
import { filterSql, searchRankSql, searchSql } from './list-filters';
import type { ResourceSource } from './resource-source';

/** Past this offset, the page is read from the nearer end: OFFSET walks every row it skips. */
const reverseFromOffset = 10_000;

export interface ListPlan {
  where: SQL | undefined;
  /** Columns, or an expression (the quick search's relevance rank). */
  order: { column: AnyPgColumn | SQL; direction: 'asc' | 'desc' }[];
}

const isTextValued = (source: ResourceSource, name: string) => {
  const field = fieldOf(source.binding.definition, name);
  return field?.kind === 'text' || (field?.kind === 'reference' && field.valueType === 'text');
};

/** Refuses to sort or filter by a field the caller may not read: the order would reveal it. */
function requireReadable(name: string, readable: ReadonlySet<string>) {
  if (!readable.has(name))
    throw new AppError(403, 'FORBIDDEN', `You may not sort or filter by ${name}.`, {
      [name]: ['may not be read by you'],
    });
}

/**
 * How a search without a sort is ordered: by relevance (searchRankSql), then by the resource's
 * code (its first code field, else its default sort), so a lookup's first match is the best one
 * and equal matches keep a stable order.
 */
function rankedOrder(
  source: ResourceSource,
  search: string,
  searchable: readonly { field: FieldDefinition; column: AnyPgColumn }[],
): ListPlan['order'] {
  const { definition } = source.binding;
  const code = searchable.find(({ field }) => field.kind === 'text' && field.code);
  const then = code
    ? [{ column: code.column, direction: 'asc' as const }]
    : definition.defaultSort.flatMap((entry) => {
        const column = source.fields[entry.field];
        return column ? [{ column, direction: entry.direction }] : [];
      });
  const rank = searchRankSql(search, searchable);
  return [...(rank ? [{ column: rank, direction: 'asc' as const }] : []), ...then];
}

/**
 * The WHERE and ORDER BY of a list request: the caller's rules (`access`), the resource's scope,
 * the column filters and the quick search, sorted as asked (a search without a sort by relevance)
 * with the key as the last tie-breaker so that pages never overlap or skip a row.
 */
export function listPlan(
  source: ResourceSource,
  query: ResourceListQuery,
  access: SQL | undefined,
  readable: ReadonlySet<string>,
): ListPlan {
  const { definition } = source.binding;
  const filters = (query.filters ?? []).map((filter) => {
    requireReadable(filter.field, readable);
    const field = fieldOf(definition, filter.field);
    const column = source.fields[filter.field];
    return field && column ? filterSql(filter, field, column) : undefined;
  });
  const searchable = definition.fields.flatMap((field) => {
    const column = source.fields[field.name];
    return field.searchable && column && readable.has(field.name) && isTextValued(source, field.name)
      ? [{ field, column }]
      : [];
  });
  const where = and(
    access,
    source.scope,
    ...filters,
    query.search ? searchSql(query.search, searchable) : undefined,
  );
  const order: ListPlan['order'] =
    query.search && !query.sort
      ? rankedOrder(source, query.search, searchable)
      : (query.sort ?? definition.defaultSort).flatMap((entry) => {
          requireReadable(entry.field, readable);
          const column = source.fields[entry.field];
          return column ? [{ column, direction: entry.direction }] : [];
        });
  const tieBreakers = [source.parent, source.key].filter((column) => column !== undefined);
  for (const column of tieBreakers)
    if (!order.some((entry) => entry.column === column)) order.push({ column, direction: 'asc' });
  return { where, order };
}

function fromSource(db: Db, source: ResourceSource, selection: Record<string, AnyPgColumn | SQL>) {
  let query = db.select(selection).from(source.table).$dynamic();
  for (const join of source.joins) query = query.leftJoin(join.table, join.on);
  return query;
}

export async function countRows(db: Db, source: ResourceSource, where: SQL | undefined): Promise<number> {
  const [row] = await fromSource(db, source, { total: sql<number>`count(*)::int` }).where(where);
  return Number(row?.total ?? 0);
}

/**
 * One page of rows. A page in the far half of a long list is read backwards from its end
 * (reversed order, small offset) and turned round, so Ctrl+End on a million rows costs what the
 * first page costs.
 */
export async function readPage(
  db: Db,
  source: ResourceSource,
  plan: ListPlan,
  page: { offset: number; limit: number; total: number | null },
  selection: Record<string, AnyPgColumn | SQL>,
): Promise<Record<string, unknown>[]> {
  const { offset, limit, total } = page;
  const reverse = total !== null && offset >= reverseFromOffset && offset > total / 2;
  if (reverse && offset >= total) return [];
  const direction = (entry: ListPlan['order'][number]) =>
    (entry.direction === 'asc') !== reverse ? asc(entry.column) : desc(entry.column);
  const size = reverse ? Math.min(limit, total - offset) : limit;
  const skip = reverse ? Math.max(0, total - offset - size) : offset;
  const rows = await fromSource(db, source, selection)
    .where(plan.where)
    .orderBy(...plan.order.map(direction))
    .limit(size)
    .offset(skip);
  return reverse ? rows.reverse() : rows;
}

export const needsCount = (query: ResourceListQuery, offset: number) =>
  query.count === '1' || offset >= reverseFromOffset;
