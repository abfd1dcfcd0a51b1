import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type BackupPeriodRow,
  type BackupScanRow,
  type backupPeriodsFilterSchema,
  type backupScansFilterSchema,
  type Reconciliation,
  reconciliationOf,
} from '../../../shared/api/gate-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, type ReportPaging, readReportPage } from '../../db/report-page';
import { users } from '../../db/schema/access';
import { gatePasses, gateScans, gates, gateBackupPeriods as periods } from '../../db/schema/gate-pass';
import {
  countOf,
  dayStartIso,
  fromAliased,
  isoText,
  isoTextOrNull,
  nextDayIso,
  scanKey,
  scanOrder,
  secondsBetween,
  withinDays,
} from './gate-report-sql';

type PeriodFilter = z.infer<typeof backupPeriodsFilterSchema>;
type BackupScanFilter = z.infer<typeof backupScansFilterSchema>;

/**
 * A backup-mode scan belongs to a period when taken at its gate between its start and its end (open:
 * until now). Both bounds are plain comparisons so the (GateCode, ScannedAt) index reads the span
 * alone: with `ended_at is null or …` it read every later scan of the gate (4 s for 90 periods
 * over 600,000 scans on PostgreSQL, against 0.1 s with the bounds as they are).
 */
type ScanColumns = Record<'GateCode' | 'Mode' | 'ScannedAt', AnyPgColumn>;
type PeriodColumns = Record<'GateCode' | 'StartedAt' | 'EndedAt', AnyPgColumn>;
const inPeriod = (scan: ScanColumns, period: PeriodColumns) =>
  sql`${scan.GateCode} = ${period.GateCode} and ${scan.Mode} = 'backup'
    and ${scan.ScannedAt} >= ${period.StartedAt}
    and ${scan.ScannedAt} <= coalesce(${period.EndedAt}, 'infinity'::timestamptz)`;

const periodScan = alias(gateScans, 'period_scan');
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** A period's scans counted by how the server reconciled them, when they were received, the longest wait. */
const stats = {
  Scans: sql<number>`count(*)::int`.as('scans'),
  Accepted: countWhere(sql`${periodScan.Result} = 'valid'`).as('accepted'),
  Duplicates: countWhere(sql`${periodScan.Result} = 'duplicate'`).as('duplicates'),
  Conflicts: countWhere(sql`${periodScan.Result} = 'conflict'`).as('conflicts'),
  Rejected: countWhere(sql`${periodScan.Result} not in ('valid', 'duplicate', 'conflict')`).as('rejected'),
  Changed: countWhere(
    sql`${periodScan.OfflineResult} is not null and ${periodScan.OfflineResult} <> ${periodScan.Result}`,
  ).as('changed'),
  FirstReceived: sql<string | null>`min(${periodScan.ReceivedAt})`.as('first_received'),
  LastReceived: sql<string | null>`max(${periodScan.ReceivedAt})`.as('last_received'),
  MaxDelay: sql<number | null>`max(${secondsBetween(periodScan.ScannedAt, periodScan.ReceivedAt)})`.as(
    'max_delay',
  ),
};

/**
 * GET /gpm/reports/bcp: the backup-mode periods touching the dates (started before the end of
 * DateTo, not ended before DateFrom), newest first, each with its scans counted by how the
 * server reconciled them and the longest wait between scanning and receiving.
 */
export function listBackupPeriods(
  db: Db,
  query: PeriodFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<BackupPeriodRow>> {
  const where = and(
    access,
    query.DateTo === undefined ? undefined : sql`${periods.StartedAt} < ${nextDayIso(query.DateTo)}`,
    query.DateFrom === undefined
      ? undefined
      : sql`(${periods.EndedAt} is null or ${periods.EndedAt} >= ${dayStartIso(query.DateFrom)})`,
    query.GateCode === undefined ? undefined : eq(periods.GateCode, query.GateCode),
    query.Cause === undefined ? undefined : eq(periods.Cause, query.Cause),
  );
  const order: KeysetEntry[] = [{ column: periods.PeriodId, direction: 'desc', nullable: false }];
  const scanned = db.select(stats).from(periodScan).where(inPeriod(periodScan, periods)).as('scanned');
  return readReportPage<BackupPeriodRow>(query, counts, {
    context: 'gate-backup-periods',
    order,
    keyOf: (row) => [row.PeriodId],
    read: (after, orderBy, limit, offset) =>
      db
        .select({
          PeriodId: periods.PeriodId,
          GateCode: periods.GateCode,
          GateName: gates.GateName,
          StartedAt: isoText(periods.StartedAt),
          EndedAt: isoTextOrNull(periods.EndedAt),
          Cause: periods.Cause,
          UserCode: users.USER_CODE,
          Reason: periods.Reason,
          Scans: scanned.Scans,
          Accepted: scanned.Accepted,
          Duplicates: scanned.Duplicates,
          Conflicts: scanned.Conflicts,
          Rejected: scanned.Rejected,
          Changed: scanned.Changed,
          FirstReceivedAt: isoTextOrNull(sql`${scanned.FirstReceived}`),
          LastReceivedAt: isoTextOrNull(sql`${scanned.LastReceived}`),
          MaxDelaySeconds: scanned.MaxDelay,
        })
        .from(periods)
        .innerJoin(gates, eq(gates.GateCode, periods.GateCode))
        .leftJoin(users, eq(users.USERID, periods.UserId))
        .leftJoinLateral(scanned, sql`true`)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: countOf(db, periods, where),
    countKey: where,
  });
}

const reconciledAs: Record<Reconciliation, SQL> = {
  accepted: sql`${gateScans.Result} = 'valid'`,
  duplicate: sql`${gateScans.Result} = 'duplicate'`,
  conflict: sql`${gateScans.Result} = 'conflict'`,
  rejected: sql`${gateScans.Result} not in ('valid', 'duplicate', 'conflict')`,
};

const filterPeriod = alias(periods, 'filter_period');

/**
 * GET /gpm/reports/bcp/scans: the scans taken in backup mode, newest first, with what the gate
 * showed offline beside what the server decided and how long they waited to be received. A
 * period filter takes its gate and span. `periodAccess` keeps the period to those the caller reads.
 */
export function listBackupScans(
  db: Db,
  query: BackupScanFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<BackupScanRow>> {
  const where = and(
    access,
    eq(gateScans.Mode, 'backup'),
    ...withinDays(gateScans.ScannedAt, query),
    query.GateCode === undefined ? undefined : eq(gateScans.GateCode, query.GateCode),
    query.Reconciliation === undefined ? undefined : reconciledAs[query.Reconciliation],
    query.PeriodId === undefined
      ? undefined
      : sql`exists (select 1 from ${fromAliased(periods, filterPeriod)} where ${filterPeriod.PeriodId} = ${query.PeriodId}
          and ${inPeriod(gateScans, filterPeriod)})`,
  );
  const order = scanOrder();
  return readReportPage<BackupScanRow>(query, counts, {
    context: 'gate-backup-scans',
    order,
    keyOf: scanKey,
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          ScanId: gateScans.ScanId,
          GateCode: gateScans.GateCode,
          ScannedAt: isoText(gateScans.ScannedAt),
          ReceivedAt: isoText(gateScans.ReceivedAt),
          DelaySeconds: secondsBetween(gateScans.ScannedAt, gateScans.ReceivedAt),
          ScannedText: gateScans.ScannedText,
          PassNum: gatePasses.DocNum,
          Direction: gateScans.Direction,
          OfflineResult: gateScans.OfflineResult,
          Result: gateScans.Result,
          UserCode: users.USER_CODE,
        })
        .from(gateScans)
        .leftJoin(gatePasses, eq(gatePasses.DocEntry, gateScans.PassEntry))
        .leftJoin(users, eq(users.USERID, gateScans.UserId))
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, Reconciliation: reconciliationOf(row.Result) }));
    },
    count: countOf(db, gateScans, where),
    countKey: where,
  });
}

/** Whether the caller may read a period: a period filter on a period they may not read is refused. */
export async function periodReadable(db: Db, PeriodId: number, access: SQL): Promise<boolean> {
  const rows = await db
    .select({ PeriodId: periods.PeriodId })
    .from(periods)
    .where(and(access, inArray(periods.PeriodId, [PeriodId])));
  return rows.length > 0;
}
