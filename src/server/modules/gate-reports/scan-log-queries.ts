import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { gateScanResults } from '../../../shared/api/gate-pass';
import type { ScanLogRow, ScanLogsFilter, ScanTotals } from '../../../shared/api/gate-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import { type ReportPage, type ReportPaging, readReportPage } from '../../db/report-page';
import { users } from '../../db/schema/access';
import { gatePasses, gateScans, gates } from '../../db/schema/gate-pass';
import { countOf, isoText, scanKey, scanOrder, scansOfPassNum, withinDays } from './gate-report-sql';

/**
 * The filters of the scan log on the scan's own columns (a user or a pass by subquery), so the
 * count reads gate_scans alone and the date range walks its (ScannedAt, ScanId) index.
 */
export function scanLogWhere(filter: Omit<ScanLogsFilter, 'sort'>, access: SQL): SQL | undefined {
  return and(
    access,
    ...withinDays(gateScans.ScannedAt, filter),
    filter.GateCode === undefined ? undefined : eq(gateScans.GateCode, filter.GateCode),
    filter.Result === undefined ? undefined : eq(gateScans.Result, filter.Result),
    filter.Mode === undefined ? undefined : eq(gateScans.Mode, filter.Mode),
    filter.UserCode === undefined
      ? undefined
      : inArray(
          gateScans.UserId,
          sql`(select ${users.USERID} from ${users} where ${users.USER_CODE} = ${filter.UserCode})`,
        ),
    scansOfPassNum(filter.PassNum),
  );
}

const scanLogFields = {
  ScanId: gateScans.ScanId,
  ScannedAt: isoText(gateScans.ScannedAt),
  ReceivedAt: isoText(gateScans.ReceivedAt),
  GateCode: gateScans.GateCode,
  GateName: gates.GateName,
  WhsCode: gates.WhsCode,
  Direction: gateScans.Direction,
  Result: gateScans.Result,
  Mode: gateScans.Mode,
  OfflineResult: gateScans.OfflineResult,
  ScannedText: gateScans.ScannedText,
  PassEntry: gateScans.PassEntry,
  PassNum: gatePasses.DocNum,
  PassType: gatePasses.PassType,
  UserCode: users.USER_CODE,
  UserName: users.U_NAME,
};

/** GET /gpm/reports/scan-logs: every scan the caller may read, newest first unless asked otherwise. */
export function listScanLogs(
  db: Db,
  query: ScanLogsFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<ScanLogRow>> {
  const where = scanLogWhere(query, access);
  const order = scanOrder(query.sort === 'ScannedAt:asc' ? 'asc' : 'desc');
  return readReportPage<ScanLogRow>(query, counts, {
    context: 'gate-scan-logs',
    order,
    keyOf: scanKey,
    read: (after, orderBy, limit, offset) =>
      db
        .select(scanLogFields)
        .from(gateScans)
        .innerJoin(gates, eq(gates.GateCode, gateScans.GateCode))
        .leftJoin(gatePasses, eq(gatePasses.DocEntry, gateScans.PassEntry))
        .leftJoin(users, eq(users.USERID, gateScans.UserId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countOf(db, gateScans, where),
    countKey: where,
  });
}

/** GET /gpm/reports/scan-logs/totals: the filter's scans counted by result, in the contract's order. */
export async function scanTotals(db: Db, filter: ScanLogsFilter, access: SQL): Promise<ScanTotals> {
  const rows = await db
    .select({ Result: gateScans.Result, Count: sql<number>`count(*)::int` })
    .from(gateScans)
    .where(scanLogWhere(filter, access))
    .groupBy(gateScans.Result);
  const counted = new Map(rows.map((row) => [row.Result, row.Count]));
  const ByResult = gateScanResults.map((Result) => ({ Result, Count: counted.get(Result) ?? 0 }));
  return { Total: ByResult.reduce((sum, entry) => sum + entry.Count, 0), ByResult };
}
