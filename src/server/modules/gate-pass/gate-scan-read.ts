import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { GatePassCache, GateScanLog, gateScanListQuerySchema } from '../../../shared/api/gate-pass';
import type { ConditionColumns } from '../../access/sql-conditions';
import { textArray } from '../../db/array-params';
import type { DbOrTx } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { keysetPage } from '../../db/keyset-page';
import { gateScans, gates } from '../../db/schema/gate-pass';
import { isoTime, passSummaries } from './gate-pass-read';
import type { ScanningGate } from './gate-scan';

/**
 * What permission rules on scans may name: the gate's warehouse (a warehouse group's scans), the
 * gate, who scanned, the result and mode. The queries below join gates unaliased, as these name it.
 */
export const gateScanConditionColumns: ConditionColumns = {
  WhsCode: gates.WhsCode,
  GateCode: gateScans.GateCode,
  UserId: gateScans.UserId,
  Result: gateScans.Result,
  Mode: gateScans.Mode,
};

/** A gate as its rules and a scan judge it, or undefined. */
export async function readGates(db: DbOrTx, GateCode?: string) {
  const { rows } = await db.execute<
    ScanningGate & {
      GateName: string;
      WhsName: string | null;
      Active: 'Y' | 'N';
      BackupMode: 'Y' | 'N';
      BackupAllowed: 'Y' | 'N';
      BackupMaxHours: number;
    }
  >(sql`
    select g.gate_code as "GateCode", g.gate_name as "GateName", g.whs_code as "WhsCode", w.whs_name as "WhsName",
      g.direction as "Direction", g.allowed_types as "AllowedTypes", g.active as "Active",
      g.backup_mode as "BackupMode", g.backup_allowed as "BackupAllowed", g.backup_max_hours as "BackupMaxHours"
    from gates g left join warehouses w on w.whs_code = g.whs_code
    ${GateCode === undefined ? sql`` : sql`where g.gate_code = ${GateCode}`}
    order by g.gate_code`);
  return rows;
}

const s = (column: string) => sql.raw(`gate_scans.${column}`);

const logColumns = sql`
  ${s('scan_id')} as "ScanId", ${s('gate_code')} as "GateCode", gates.gate_name as "GateName",
  gates.whs_code as "WhsCode", ${s('scanned_text')} as "ScannedText", ${s('pass_entry')} as "PassEntry",
  p.doc_num as "PassNum", p.pass_type as "PassType", ${s('direction')} as "Direction", ${s('result')} as "Result",
  ${s('duplicate_of')} as "DuplicateOf", ${s('mode')} as "Mode", ${s('offline_result')} as "OfflineResult",
  ${isoTime(s('scanned_at'))} as "ScannedAt", ${isoTime(s('received_at'))} as "ReceivedAt",
  ${s('user_id')} as "UserId", u.u_name as "UserName"`;

const fromScans = sql`from gate_scans join gates on gates.gate_code = gate_scans.gate_code
  left join gate_passes p on p.doc_entry = gate_scans.pass_entry
  left join users u on u.user_id = gate_scans.user_id`;

/** Newest scan first (gate_scans_time_idx backwards). */
const listOrder: KeysetEntry[] = [
  { column: gateScans.ScannedAt, direction: 'desc', nullable: false },
  { column: gateScans.ScanId, direction: 'desc', nullable: false },
];

function filtersOf(query: z.output<typeof gateScanListQuerySchema>): SQL[] {
  return [
    query.GateCode === undefined ? undefined : sql`gate_scans.gate_code = ${query.GateCode}`,
    query.Result === undefined
      ? undefined
      : sql`gate_scans.result = any(${textArray(query.Result.split(','))})`,
    query.Mode === undefined ? undefined : sql`gate_scans.mode = ${query.Mode}`,
    query.DateFrom === undefined
      ? undefined
      : sql`gate_scans.scanned_at >= (${query.DateFrom}::date)::timestamp at time zone 'UTC'`,
    query.DateTo === undefined
      ? undefined
      : sql`gate_scans.scanned_at < (${query.DateTo}::date + 1)::timestamp at time zone 'UTC'`,
    query.PassEntry === undefined ? undefined : sql`gate_scans.pass_entry = ${query.PassEntry}::int`,
  ].filter((filter) => filter !== undefined);
}

/** A page of the scans the caller may read (`readable`), newest first. */
export async function listGateScans(
  db: DbOrTx,
  query: z.output<typeof gateScanListQuerySchema>,
  readable: SQL,
): Promise<{ data: GateScanLog[]; total: number; more: boolean; next: string | null }> {
  const page = await keysetPage<GateScanLog & { sortAt: string }>(db, query, {
    order: listOrder,
    context: 'gate-scans',
    where: sql.join([readable, ...filtersOf(query)], sql` and `),
    rows: async (where, orderBy, limit) =>
      (
        await db.execute<GateScanLog & { sortAt: string }>(sql`
      select ${logColumns}, gate_scans.scanned_at::text as "sortAt" ${fromScans} where ${where}
      order by ${orderBy} limit ${limit}`)
      ).rows,
    count: (where) => sql`select count(*)::int as total
      from gate_scans join gates on gates.gate_code = gate_scans.gate_code where ${where}`,
    keyOf: (row) => [row.sortAt, row.ScanId],
  });
  return { ...page, data: page.data.map(({ sortAt: _, ...row }) => row) };
}

/** At most this many passes go into one gate's cache. */
const cacheLimit = 2000;

/**
 * What a gate caches for backup mode: the open passes it could let through now or within `hours`
 * (its gate or none named, its warehouse or none, a type it allows, a direction it and the pass
 * both have), with the valid scans already made of them, so it tells a duplicate offline too.
 */
export async function passCache(db: DbOrTx, gate: ScanningGate, hours: number): Promise<GatePassCache> {
  const now = new Date();
  const until = new Date(now.getTime() + hours * 3_600_000);
  const directions = gate.Direction === 'B' ? ['O', 'I'] : [gate.Direction];
  const where = sql`gate_passes.status = 'O' and gate_passes.valid_until >= ${now.toISOString()}::timestamptz
    and gate_passes.valid_from <= ${until.toISOString()}::timestamptz
    and (gate_passes.gate_code is null or gate_passes.gate_code = ${gate.GateCode})
    and ${gate.WhsCode === null ? sql`true` : sql`(gate_passes.whs_code is null or gate_passes.whs_code = ${gate.WhsCode})`}
    and ${gate.AllowedTypes.length ? sql`gate_passes.pass_type = any(${textArray(gate.AllowedTypes)})` : sql`true`}
    and exists (select 1 from unnest(${textArray(directions)}) d where strpos(gate_passes.movement, d) > 0)`;
  const Passes = await passSummaries(db, where, cacheLimit);
  const entries = Passes.map((pass) => pass.DocEntry);
  const { rows: Scanned } = entries.length
    ? await db.execute<GatePassCache['Scanned'][number]>(sql`
        select pass_entry as "PassEntry", direction as "Direction", scan_id as "ScanId", gate_code as "GateCode",
          ${isoTime(sql`scanned_at`)} as "ScannedAt"
        from gate_scans where result = 'valid' and pass_entry = any(${sql.param(entries)}::int[])`)
    : { rows: [] };
  return {
    GateCode: gate.GateCode,
    CachedAt: now.toISOString(),
    Until: until.toISOString(),
    Passes,
    Scanned,
  };
}
