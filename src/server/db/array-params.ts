import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Lists that grow with a request travel as one array parameter each, never as one parameter
 * per value: the embedded database silently answers a long row-IN list with no rows at all
 * (PITFALLS.md), and PostgreSQL refuses more than 65,535 parameters in one statement. Measured
 * in docs/decisions.md ("Embedded database query limits").
 */

/** One text[] parameter holding every value, for `= any(..)` and `unnest(..)`. */
export const textArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::text[]`;

/** One int[] parameter holding every value. */
export const intArray = (values: readonly number[]): SQL => sql`${sql.param(values)}::int[]`;

/** One numeric[] parameter holding every value, decimals as strings. */
export const numericArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::numeric[]`;

/** One date[] parameter holding every value, as 'YYYY-MM-DD'. */
export const dateArray = (values: readonly string[]): SQL => sql`${sql.param(values)}::date[]`;

/** `column = any($1::text[])`: true for the rows whose column is one of the values. */
export const isAnyText = (column: SQLWrapper, values: readonly string[]): SQL =>
  sql`${column} = any(${textArray(values)})`;

/** `column = any($1::int[])`. */
export const isAnyInt = (column: SQLWrapper, values: readonly number[]): SQL =>
  sql`${column} = any(${intArray(values)})`;

/**
 * Thrown when a statement touched fewer or more rows than a check below it relies on: the
 * transaction must roll back rather than commit figures that were never checked.
 */
export class RowCountMismatch extends Error {
  constructor(what: string, expected: number, seen: number) {
    super(`${what}: expected ${expected} rows, the database answered ${seen}`);
    this.name = 'RowCountMismatch';
  }
}

/** Throws RowCountMismatch unless `seen` is `expected`. */
export function expectRowCount(what: string, expected: number, seen: number | null | undefined): void {
  if (seen !== expected) throw new RowCountMismatch(what, expected, seen ?? -1);
}
