import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './database';
import { afterKey, decodeCursor, encodeCursor, type KeysetEntry, type KeyValue } from './keyset';

/** What a paged list asks: how many rows, and after which cursor. */
export interface KeysetPageQuery {
  Top: number;
  after?: string | undefined;
}

/** A keyset list's statements and order; `rows` reads the page's rows, `count` counts every matching row. */
export interface KeysetPageSpec<Row> {
  order: readonly KeysetEntry[];
  /** Names the list in its cursors, so a cursor of another list is refused. */
  context: string;
  where: SQL;
  rows: (page: SQL, orderBy: SQL, limit: number) => Promise<Row[]>;
  count: (where: SQL) => SQL;
  /** The sort key of a row, in `order`'s order. */
  keyOf: (row: Row) => KeyValue[];
}

/**
 * One page of a keyset list and the total of its rows, read together: the rows after the cursor in
 * the list's order (one more than asked, to know whether more follow) and the count.
 */
export async function keysetPage<Row>(
  db: DbOrTx,
  query: KeysetPageQuery,
  spec: KeysetPageSpec<Row>,
): Promise<{ data: Row[]; total: number; more: boolean; next: string | null }> {
  const after = query.after === undefined ? undefined : decodeCursor(spec.order, spec.context, query.after);
  const page = after === undefined ? spec.where : sql`${spec.where} and ${afterKey(spec.order, after)}`;
  const orderBy = sql.join(
    spec.order.map((entry) => sql`${entry.column} ${sql.raw(entry.direction)}`),
    sql`, `,
  );
  const [rows, counted] = await Promise.all([
    spec.rows(page, orderBy, query.Top + 1),
    db.execute<{ total: number }>(spec.count(spec.where)),
  ]);
  const data = rows.slice(0, query.Top);
  const more = rows.length > query.Top;
  const last = data[data.length - 1];
  return {
    data,
    total: Number(counted.rows[0]?.total ?? 0),
    more,
    next: more && last ? encodeCursor(spec.order, spec.context, spec.keyOf(last)) : null,
  };
}
