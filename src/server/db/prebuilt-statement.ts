import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database';

const dialect = new PgDialect();

/** Where a prebuilt statement takes a value at each call. */
export const slot = (name: string): Placeholder => sql.placeholder(name);

/** A slot holding a whole list as one text[] parameter (array-params.ts says why one). */
export const textArraySlot = (name: string): SQL => sql`${slot(name)}::text[]`;

/** A slot holding a whole list as one numeric[] parameter, decimals as strings. */
export const numericArraySlot = (name: string): SQL => sql`${slot(name)}::numeric[]`;

/**
 * A statement whose text Drizzle builds once, on its first call, with slots for its values:
 * each call only fills them. Building a statement walks every chunk of its template, which for
 * the posting path's larger statements (the pricing facts, the stock updates) cost more CPU than
 * PostgreSQL spent running them (issue 19). The text never changes, so each connection also
 * prepares it once (statement-cache.ts). Rows come back as the statement names its columns.
 */
export function prebuilt<Row, Values extends Record<string, unknown>>(
  build: () => SQL,
): (on: DbOrTx, values: Values) => Promise<Row[]> {
  let built: Query | undefined;
  return async (on, values) => {
    built ??= dialect.sqlToQuery(build());
    const result = await on._.session.prepareQuery(built, undefined, undefined, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
