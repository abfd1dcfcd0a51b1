import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  codeShapeOf,
  type NotExistingRow,
  type notExistingFilterSchema,
} from '../../../shared/api/gate-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { containsPattern } from '../../db/like-pattern';
import { type ReportPage, type ReportPaging, readReportPage } from '../../db/report-page';
import { gateScans } from '../../db/schema/gate-pass';
import { isoText, withinDays } from './gate-report-sql';

type NotExistingFilter = z.infer<typeof notExistingFilterSchema>;

/** "gp-12 " and "GP-12" are one code: the scanner's burst may carry spaces, a typed one any case. */
const codeOf = sql<string>`upper(btrim(${gateScans.ScannedText}))`;

/**
 * GET /gpm/reports/not-existing-documents: the scans that named no pass, one row per code with
 * how often, when first and last, where and by how many users. Grouped over the not_existing
 * scans in range (the (Result, ScannedAt) index), then paged by keyset on the grouped rows.
 */
export function listNotExisting(
  db: Db,
  query: NotExistingFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<NotExistingRow>> {
  const where = and(
    access,
    eq(gateScans.Result, 'not_existing'),
    ...withinDays(gateScans.ScannedAt, query),
    query.GateCode === undefined ? undefined : eq(gateScans.GateCode, query.GateCode),
    query.Code === undefined ? undefined : sql`${codeOf} like ${containsPattern(query.Code.toUpperCase())}`,
  );
  const codes = db
    .select({
      Code: sql<string>`${codeOf}`.as('code'),
      Scans: sql<number>`count(*)::int`.as('scans'),
      FirstAt: sql<string>`min(${gateScans.ScannedAt})`.as('first_at'),
      LastAt: sql<string>`max(${gateScans.ScannedAt})`.as('last_at'),
      Gates: sql<string[]>`array_agg(distinct ${gateScans.GateCode} order by ${gateScans.GateCode})`.as(
        'gates',
      ),
      Users: sql<number>`count(distinct ${gateScans.UserId})::int`.as('users'),
    })
    .from(gateScans)
    .where(where)
    .groupBy(codeOf)
    .as('codes');
  const code: KeysetEntry = { column: sql`${codes.Code}`, direction: 'asc', nullable: false };
  const order: KeysetEntry[] =
    query.sort === 'Scans:desc'
      ? [{ column: sql`${codes.Scans}`, direction: 'desc', nullable: false }, code]
      : [{ column: sql`${codes.LastAt}`, direction: 'desc', nullable: false }, code];
  return readReportPage<NotExistingRow>(query, counts, {
    context: 'gate-not-existing',
    order,
    keyOf: (row) => [query.sort === 'Scans:desc' ? row.Scans : row.LastSeen, row.Code],
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          Code: codes.Code,
          Scans: codes.Scans,
          FirstSeen: isoText(sql`${codes.FirstAt}`),
          LastSeen: isoText(sql`${codes.LastAt}`),
          Gates: codes.Gates,
          Users: codes.Users,
        })
        .from(codes)
        .where(after)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, Shape: codeShapeOf(row.Code) }));
    },
    count: async () => {
      const [row] = await db
        .select({ total: sql<number>`count(distinct ${codeOf})::int` })
        .from(gateScans)
        .where(where);
      return row?.total ?? 0;
    },
    countKey: where,
  });
}
