import { and, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppAbility } from '../../shared/access/app-ability';
import type { DbOrTx } from '../db/database';
import { AccessQueryError, accessibleWhere, type ConditionColumns } from './sql-conditions';

/**
 * The records of one permission subject as a request names them: by a key column of a table,
 * within an optional scope (dealers among partners, one document type among documents), with the
 * fields its rules may filter by.
 */
export interface KeyedSubject {
  subject: string;
  table: PgTable;
  key: AnyPgColumn;
  columns: ConditionColumns;
  scope?: SQL;
}

/** A table's records under a subject whose rules may filter by any of its columns. */
export const keyedSubject = (
  subject: string,
  table: PgTable,
  key: AnyPgColumn,
  scope?: SQL,
): KeyedSubject => ({
  subject,
  table,
  key,
  columns: getTableColumns(table),
  scope,
});

export type RecordKey = string | number;

/**
 * Which of `keys` name records the caller may read, under the same rules -> SQL translation as
 * their lists: one query however many keys (the keys travel as one array parameter, since a long
 * IN list makes PGlite answer no rows without an error, PITFALLS.md). A key missing from the
 * answer names a record that does not exist or that the caller may not read; callers refuse both
 * alike, so a refusal never tells one from the other. A rule with no SQL form reads as nothing
 * readable (fail closed).
 */
export async function readableKeys<Key extends RecordKey>(
  db: DbOrTx,
  ability: AppAbility,
  target: KeyedSubject,
  keys: Iterable<Key>,
): Promise<Set<Key>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0 || ability.cannot('read', target.subject)) return new Set();
  let where: SQL;
  try {
    where = accessibleWhere(ability, 'read', target.subject, target.columns);
  } catch (error) {
    if (error instanceof AccessQueryError) return new Set();
    throw error;
  }
  const arrayType = sql.raw(`${target.key.getSQLType()}[]`);
  const rows = await db
    .select({ key: target.key })
    .from(target.table)
    .where(and(sql`${target.key} = any(${sql.param(wanted)}::${arrayType})`, target.scope, where));
  const found = new Set<unknown>(rows.map((row) => row.key));
  return new Set(wanted.filter((key) => found.has(key)));
}
