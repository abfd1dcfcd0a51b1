import { and, asc, desc, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ResourceListQuery } from '../../shared/api/resources';
import { type FieldDefinition, fieldOf } from '../../shared/resources/resource-definition';
import type { Db } from '../db/database';
import { afterKey, encodeCursor, type KeysetEntry, type KeyValue, keyValueOf, mayBeNull } from '../db/keyset';
import { pageWindow, reverseFromOffset } from '../db/page-window';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';
import { filterSql, searchRankSql, searchSql } from './list-filters';
import type { ResourceSource } from './resource-source';

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
    throw new AppError(403, 'FORBIDDEN', said('mayNotSortBy', { name }), {
      [name]: [said('notReadableByYou')],
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

/** The sort key is selected beside each row under these names, for the cursor, then left out. */
const sortKeyName = (index: number) => `_sortKey${index}`;

/** A list's order as keyset paging reads it. */
export function keysetOf(source: ResourceSource, plan: ListPlan): KeysetEntry[] {
  return plan.order.map((entry) => ({ ...entry, nullable: mayBeNull(entry.column, source.table) }));
}

/** Whether every column of the order is a field the caller may read (expressions read none). */
export function orderIsReadable(
  source: ResourceSource,
  plan: ListPlan,
  readable: ReadonlySet<string>,
): boolean {
  const names = new Map(Object.entries(source.fields).map(([name, column]) => [column, name]));
  return plan.order.every((entry) => {
    if (entry.column instanceof SQL) return true;
    const name = names.get(entry.column);
    return name !== undefined && readable.has(name);
  });
}

export interface ListPage {
  rows: Record<string, unknown>[];
  /** Whether rows follow the page, and the cursor that reads them (null when none follow or it may not be given). */
  more: boolean;
  next: string | null;
  /** The last row's sort key as read (an export continues after it without a cursor). */
  lastKey: KeyValue[] | null;
}

export interface PageRequest {
  offset: number;
  limit: number;
  total: number | null;
  /** The sort key the page starts after (a decoded `after`): read by keyset, the offset unused. */
  after?: readonly KeyValue[];
  /** What the cursor is made for (the resource); no cursor is given when absent. */
  cursorContext?: string;
}

/**
 * One page of rows, and one more read to know whether more follow. After a cursor the page is
 * read by keyset: the rows after that sort key, no OFFSET, so a deep page costs what the first
 * costs. Otherwise by offset, and a page in the far half of a long list is read backwards from its
 * end (reversed order, small offset) and turned round, so Ctrl+End on a million rows costs what
 * the first page costs too.
 */
export async function readPage(
  db: Db,
  source: ResourceSource,
  plan: ListPlan,
  page: PageRequest,
  selection: Record<string, AnyPgColumn | SQL>,
): Promise<ListPage> {
  const { offset, limit, total, after } = page;
  const keyset = keysetOf(source, plan);
  const withKeys = {
    ...selection,
    ...Object.fromEntries(keyset.map((entry, index) => [sortKeyName(index), entry.column])),
  };
  const window = after ? pageWindow(0, limit, null) : pageWindow(offset, limit, total);
  if (window.empty) return { rows: [], more: false, next: null, lastKey: null };
  const direction = (entry: ListPlan['order'][number]) =>
    (entry.direction === 'asc') !== window.reverse ? asc(entry.column) : desc(entry.column);
  const read = await fromSource(db, source, withKeys)
    .where(after ? and(plan.where, afterKey(keyset, after)) : plan.where)
    .orderBy(...plan.order.map(direction))
    .limit(window.take)
    .offset(window.skip);
  const more = window.reverse ? offset + read.length < (total ?? 0) : read.length > limit;
  const rows = window.reverse ? read.reverse() : more ? read.slice(0, limit) : read;
  const last = rows.at(-1);
  const lastKey = last ? keyset.map((_, index) => keyValueOf(last[sortKeyName(index)])) : null;
  const next =
    more && lastKey && page.cursorContext !== undefined
      ? encodeCursor(keyset, page.cursorContext, lastKey)
      : null;
  const stripped = rows.map((row) =>
    Object.fromEntries(Object.entries(row).filter(([name]) => !name.startsWith('_sortKey'))),
  );
  return { rows: stripped, more, next, lastKey };
}

export const needsCount = (query: ResourceListQuery, offset: number) =>
  query.count === '1' || (query.after === undefined && offset >= reverseFromOffset);
