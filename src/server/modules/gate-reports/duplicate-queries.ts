import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type DuplicateLogRow,
  type duplicateLogsFilterSchema,
  repeatResults,
} from '../../../shared/api/gate-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import { type ReportPage, type ReportPaging, readReportPage } from '../../db/report-page';
import { users } from '../../db/schema/access';
import { gatePasses, gateScans, gates } from '../../db/schema/gate-pass';
import {
  countOf,
  fromAliased,
  isoText,
  isoTextOrNull,
  scanKey,
  scanOrder,
  scansOfPassNum,
  secondsBetween,
  withinDays,
} from './gate-report-sql';

type DuplicateFilter = z.infer<typeof duplicateLogsFilterSchema>;

const first = alias(gateScans, 'first_scan');
const valid = alias(gateScans, 'valid_scan');
const firstGate = alias(gates, 'first_gate');

/**
 * The valid scan a repeat repeats: the one it names (DuplicateOf), else the stored valid scan of
 * its pass in its direction (at most one, by the partial unique index).
 */
const repeatedScan = sql`coalesce(${gateScans.DuplicateOf}, (select ${valid.ScanId} from ${fromAliased(gateScans, valid)}
  where ${valid.PassEntry} = ${gateScans.PassEntry} and ${valid.Direction} = ${gateScans.Direction}
  and ${valid.Result} = 'valid' limit 1))`;

/** GET /gpm/reports/duplicate-logs: duplicates and conflicts, newest first, each beside its first scan. */
export function listDuplicateLogs(
  db: Db,
  query: DuplicateFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<DuplicateLogRow>> {
  const where = and(
    access,
    query.Result === undefined
      ? inArray(gateScans.Result, [...repeatResults])
      : eq(gateScans.Result, query.Result),
    ...withinDays(gateScans.ScannedAt, query),
    query.GateCode === undefined ? undefined : eq(gateScans.GateCode, query.GateCode),
    scansOfPassNum(query.PassNum),
  );
  const order = scanOrder();
  return readReportPage<DuplicateLogRow>(query, counts, {
    context: 'gate-duplicate-logs',
    order,
    keyOf: scanKey,
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          ScanId: gateScans.ScanId,
          ScannedAt: isoText(gateScans.ScannedAt),
          GateCode: gateScans.GateCode,
          GateName: gates.GateName,
          Direction: gateScans.Direction,
          Result: gateScans.Result,
          Mode: gateScans.Mode,
          ScannedText: gateScans.ScannedText,
          PassEntry: gateScans.PassEntry,
          PassNum: gatePasses.DocNum,
          UserCode: users.USER_CODE,
          FirstScanId: first.ScanId,
          FirstGateCode: first.GateCode,
          FirstGateName: firstGate.GateName,
          FirstScannedAt: isoTextOrNull(first.ScannedAt),
          FirstMode: first.Mode,
          SecondsAfter: sql<number | null>`${secondsBetween(first.ScannedAt, gateScans.ScannedAt)}`,
        })
        .from(gateScans)
        .innerJoin(gates, eq(gates.GateCode, gateScans.GateCode))
        .leftJoin(gatePasses, eq(gatePasses.DocEntry, gateScans.PassEntry))
        .leftJoin(users, eq(users.USERID, gateScans.UserId))
        .leftJoin(first, sql`${first.ScanId} = ${repeatedScan}`)
        .leftJoin(firstGate, eq(firstGate.GateCode, first.GateCode))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      // Only the two results are read; the type says so for the row schema.
      return rows.map((row) => ({ ...row, Result: row.Result === 'conflict' ? 'conflict' : 'duplicate' }));
    },
    count: countOf(db, gateScans, where),
    countKey: where,
  });
}
