import { createHash } from 'node:crypto';
import { and, Column, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { validationFailed } from '../errors/app-error';
import { said } from '../errors/local-text';

/**
 * Keyset paging: the page after a row is the rows whose sort key comes after that row's, read
 * with the same ORDER BY and no OFFSET, so page 2,000 reads 50 rows as page 1 does. The cursor a
 * page answers (`next`) carries the sort key of its last row; the next request sends it back as
 * `after`. It is validated (shape, length, the order it was made for) and its values only ever
 * travel as bound parameters: a forged cursor can move within the caller's own rows, no further.
 */
export interface KeysetEntry {
  column: AnyPgColumn | SQL;
  direction: 'asc' | 'desc';
  /** May the value be NULL (a nullable or joined column)? PostgreSQL sorts NULL last ascending, first descending. */
  nullable: boolean;
}

export type KeyValue = string | number | boolean | null;

const maxCursorLength = 2_000;

/** A short name of the order a cursor belongs to: a cursor of another sort is refused, not misread. */
function fingerprintOf(order: readonly KeysetEntry[], context: string): string {
  const parts = order.map((entry) => {
    const name = entry.column instanceof Column ? `${entry.column.table}.${entry.column.name}` : 'expression';
    return `${name}:${entry.direction}`;
  });
  return createHash('sha256')
    .update(`${context}|${parts.join(',')}`)
    .digest('base64url')
    .slice(0, 10);
}

/** A value as JSON can carry it: dates as ISO text, big integers as text. */
export function keyValueOf(value: unknown): KeyValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

export function encodeCursor(
  order: readonly KeysetEntry[],
  context: string,
  values: readonly unknown[],
): string {
  const payload = [fingerprintOf(order, context), ...values.map(keyValueOf)];
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

const badCursor = () => validationFailed({ after: [said('notACursor')] });

const isKeyValue = (value: unknown): value is KeyValue =>
  value === null ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.length <= 500);

/** The sort key a cursor carries, or 400 when it was not made for this order. */
export function decodeCursor(order: readonly KeysetEntry[], context: string, cursor: string): KeyValue[] {
  if (cursor.length > maxCursorLength || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw badCursor();
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(payload) || payload.length !== order.length + 1) throw badCursor();
  const [fingerprint, ...values] = payload;
  if (fingerprint !== fingerprintOf(order, context) || !values.every(isKeyValue)) throw badCursor();
  return values;
}

/** Rows strictly after `value` in one column's order, NULLs placed as PostgreSQL places them. */
function beyond(entry: KeysetEntry, value: KeyValue): SQL | undefined {
  const { column } = entry;
  if (entry.direction === 'asc') {
    if (value === null) return undefined; // NULLs come last: nothing after them in this column
    return entry.nullable ? sql`(${column} > ${value} or ${column} is null)` : sql`${column} > ${value}`;
  }
  if (value === null) return sql`${column} is not null`; // NULLs come first descending
  return sql`${column} < ${value}`;
}

const same = (entry: KeysetEntry, value: KeyValue): SQL =>
  value === null ? sql`${entry.column} is null` : sql`${entry.column} = ${value}`;

/**
 * The rows after a sort key: (k1 after v1) or (k1 = v1 and k2 after v2) or ... An order of NOT NULL
 * columns all in one direction is the row comparison (k1, k2) < (v1, v2), which an index on those
 * columns serves directly.
 */
export function afterKey(order: readonly KeysetEntry[], values: readonly KeyValue[]): SQL {
  const direction = order[0]?.direction;
  const plain = order.every((entry) => !entry.nullable && entry.direction === direction);
  if (plain && values.every((value) => value !== null)) {
    const columns = sql.join(
      order.map((entry) => sql`${entry.column}`),
      sql`, `,
    );
    const bound = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    return direction === 'asc' ? sql`(${columns}) > (${bound})` : sql`(${columns}) < (${bound})`;
  }
  const branches = order.flatMap((entry, index) => {
    const step = beyond(entry, values[index] ?? null);
    if (!step) return [];
    const equal = order.slice(0, index).map((earlier, at) => same(earlier, values[at] ?? null));
    return [and(...equal, step) ?? step];
  });
  return or(...branches) ?? sql`false`;
}

/** Whether a column may hold NULL in a list: nullable in its table, or read through a join. */
export function mayBeNull(column: AnyPgColumn | SQL, ownTable: unknown): boolean {
  if (!(column instanceof Column)) return false;
  return !column.notNull || column.table !== ownTable;
}

/**
 * What a list answer adds to the specification's data and total: `more: true` and the cursor
 * `next` when rows follow (`next` only when it may be given), nothing on the last page, whose
 * answer stays exactly { data, total }.
 */
export function followUpOf(page: { more: boolean; next: string | null }): { more?: true; next?: string } {
  if (!page.more) return {};
  return page.next === null ? { more: true } : { more: true, next: page.next };
}
