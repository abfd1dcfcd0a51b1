import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { gatePasses, gateScans } from '../../db/schema/gate-pass';

/**
 * A timestamp as ISO text in UTC with microseconds: exact, so that a page's last key read back
 * as a cursor compares equal to the stored value (milliseconds would skip rows between them).
 */
export const isoText = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** As isoText, for a value that may be null. */
export const isoTextOrNull = (column: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A calendar day's first instant in UTC. */
export const dayStartIso = (day: string) => `${day}T00:00:00.000Z`;

/** The first instant in UTC of the day after a calendar day. */
export const nextDayIso = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
};

/** A timestamp within calendar days in UTC: from DateFrom's midnight to the end of DateTo. */
export function withinDays(column: AnyPgColumn, range: { DateFrom?: string; DateTo?: string }): SQL[] {
  return [
    ...(range.DateFrom ? [sql`${column} >= ${dayStartIso(range.DateFrom)}`] : []),
    ...(range.DateTo ? [sql`${column} < ${nextDayIso(range.DateTo)}`] : []),
  ];
}

/** Whole seconds from one timestamp to another. */
export const secondsBetween = (from: AnyPgColumn | SQL, to: AnyPgColumn | SQL): SQL<number> =>
  sql<number>`floor(extract(epoch from (${to} - ${from})))::int`;

/**
 * An aliased table in a subquery's FROM: drizzle writes an alias in a raw `sql` template by its
 * alias alone, so the table's own name is written before it here.
 */
export const fromAliased = (table: PgTable, aliased: PgTable): SQL =>
  sql`${sql.identifier(getTableName(table))} ${sql.identifier(getTableName(aliased))}`;

/** Scans newest first (or oldest first), the ScanId breaking ties: the (ScannedAt, ScanId) index's order. */
export const scanOrder = (direction: 'asc' | 'desc' = 'desc'): KeysetEntry[] => [
  { column: gateScans.ScannedAt, direction, nullable: false },
  { column: gateScans.ScanId, direction, nullable: false },
];

/** A scan row's key in scanOrder. */
export const scanKey = (row: { ScannedAt: string; ScanId: string }) => [row.ScannedAt, row.ScanId];

/** A report's total: the rows of one table its filter leaves. */
export const countOf = (db: Db, table: PgTable, where: SQL | undefined) => async () => {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(where);
  return row?.total ?? 0;
};

/** Scans of the pass numbered `PassNum` (the number printed as GP-<DocNum>), when the filter names one. */
export const scansOfPassNum = (PassNum: number | undefined): SQL | undefined =>
  PassNum === undefined
    ? undefined
    : sql`${gateScans.PassEntry} in (select ${gatePasses.DocEntry} from ${gatePasses} where ${gatePasses.DocNum} = ${PassNum})`;
