import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type PassReportRow,
  passProgressOf,
  type passReportFilterSchema,
} from '../../../shared/api/gate-reports';
import type { CountCache } from '../../db/count-cache';
import type { Db } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { type ReportPage, type ReportPaging, readReportPage } from '../../db/report-page';
import { gatePasses, gateScans } from '../../db/schema/gate-pass';
import { countOf, fromAliased, isoText, isoTextOrNull } from './gate-report-sql';

type PassReportFilter = z.infer<typeof passReportFilterSchema>;

const outScan = alias(gateScans, 'out_scan');
const inScan = alias(gateScans, 'in_scan');
const atGate = alias(gateScans, 'gate_filter_scan');
const counted = alias(gateScans, 'counted_scan');

/**
 * GET /gpm/reports/document: the passes the caller may read by posting date, newest first, each
 * with its valid scans out and in (where and when) and how many scans and repeats it drew.
 * "Past validity" is an open pass whose ValidUntil has gone by.
 */
export function listPassReport(
  db: Db,
  query: PassReportFilter & ReportPaging,
  access: SQL,
  counts: CountCache,
): Promise<ReportPage<PassReportRow>> {
  const where = and(
    access,
    query.DateFrom === undefined ? undefined : gte(gatePasses.DocDate, query.DateFrom),
    query.DateTo === undefined ? undefined : lte(gatePasses.DocDate, query.DateTo),
    query.PassType === undefined ? undefined : eq(gatePasses.PassType, query.PassType),
    query.Status === undefined ? undefined : eq(gatePasses.Status, query.Status),
    query.GateCode === undefined
      ? undefined
      : sql`(${gatePasses.GateCode} = ${query.GateCode} or exists (select 1 from ${fromAliased(gateScans, atGate)}
          where ${atGate.PassEntry} = ${gatePasses.DocEntry} and ${atGate.GateCode} = ${query.GateCode}))`,
    query.Overdue === '1' ? sql`${gatePasses.Status} = 'O' and ${gatePasses.ValidUntil} < now()` : undefined,
  );
  const order: KeysetEntry[] = [
    { column: gatePasses.DocDate, direction: 'desc', nullable: false },
    { column: gatePasses.DocEntry, direction: 'desc', nullable: false },
  ];
  const scansOf = (condition: SQL) =>
    sql<number>`(select count(*)::int from ${fromAliased(gateScans, counted)} where ${counted.PassEntry} = ${gatePasses.DocEntry} and ${condition})`;
  return readReportPage<PassReportRow>(query, counts, {
    context: 'gate-pass-report',
    order,
    keyOf: (row) => [row.DocDate, row.DocEntry],
    read: async (after, orderBy, limit, offset) => {
      const rows = await db
        .select({
          DocEntry: gatePasses.DocEntry,
          DocNum: gatePasses.DocNum,
          DocDate: gatePasses.DocDate,
          PassType: gatePasses.PassType,
          Movement: gatePasses.Movement,
          Status: gatePasses.Status,
          ValidFrom: isoText(gatePasses.ValidFrom),
          ValidUntil: isoText(gatePasses.ValidUntil),
          GateCode: gatePasses.GateCode,
          CardCode: gatePasses.CardCode,
          CarrierName: gatePasses.CarrierName,
          PlateNum: gatePasses.PlateNum,
          SourceType: gatePasses.SourceType,
          SourceEntry: gatePasses.SourceEntry,
          OutAt: isoTextOrNull(sql`coalesce(${outScan.ScannedAt}, ${gatePasses.OutAt})`),
          OutGateCode: outScan.GateCode,
          InAt: isoTextOrNull(sql`coalesce(${inScan.ScannedAt}, ${gatePasses.InAt})`),
          InGateCode: inScan.GateCode,
          Scans: scansOf(sql`true`),
          Repeats: scansOf(sql`${counted.Result} in ('duplicate', 'conflict')`),
        })
        .from(gatePasses)
        .leftJoin(
          outScan,
          and(
            eq(outScan.PassEntry, gatePasses.DocEntry),
            eq(outScan.Direction, 'O'),
            eq(outScan.Result, 'valid'),
          ),
        )
        .leftJoin(
          inScan,
          and(
            eq(inScan.PassEntry, gatePasses.DocEntry),
            eq(inScan.Direction, 'I'),
            eq(inScan.Result, 'valid'),
          ),
        )
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      const now = new Date();
      return rows.map((row) => ({ ...row, Progress: passProgressOf(row, now) }));
    },
    count: countOf(db, gatePasses, where),
    countKey: where,
  });
}
