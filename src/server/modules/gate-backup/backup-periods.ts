import { and, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { GateBackupPeriod, GateState } from '../../../shared/api/gate-backup';
import type { DbOrTx, Tx } from '../../db/database';
import { users } from '../../db/schema/access';
import { gateBackupPeriods, gateScans, gates } from '../../db/schema/gate-pass';
import { AppError, notFound } from '../../errors/app-error';
import { said } from '../../errors/local-text';

/** The gate's row locked for the transaction: switches and arriving queues of one gate take turns. */
export async function lockGate(tx: Tx, GateCode: string) {
  const [gate] = await tx.select().from(gates).where(eq(gates.GateCode, GateCode)).for('update');
  if (!gate) throw notFound(said('gateNotFound', { gate: GateCode }));
  return gate;
}

export interface BackupSwitch {
  GateCode: string;
  On: boolean;
  Reason?: string;
  UserId: number;
  /** Asked before anything is written: the caller's rule on this gate (its warehouse). */
  authorize(gate: { GateCode: string; WhsCode: string | null }): void;
}

/**
 * An administrator switches a gate to backup mode or back, in one transaction: the gate's flag and
 * its admin period move together. Switching on a gate already in backup (another administrator was
 * first) is refused with 409, as is switching off one that is not. Answers the PeriodId a switch
 * on began (for the gate notifications).
 */
export async function switchBackup(tx: Tx, change: BackupSwitch): Promise<number | undefined> {
  const gate = await lockGate(tx, change.GateCode);
  change.authorize(gate);
  const now = new Date();
  if (change.On) {
    if (gate.BackupMode === 'Y')
      throw new AppError(409, 'INVALID_STATE', said('gateAlreadyInBackup', { gate: gate.GateCode }));
    await tx
      .update(gates)
      .set({ BackupMode: 'Y', version: sql`${gates.version} + 1` })
      .where(eq(gates.GateCode, gate.GateCode));
    const [period] = await tx
      .insert(gateBackupPeriods)
      .values({
        GateCode: gate.GateCode,
        StartedAt: now,
        Cause: 'admin',
        UserId: change.UserId,
        Reason: change.Reason?.trim() || null,
      })
      .returning({ PeriodId: gateBackupPeriods.PeriodId });
    return period?.PeriodId;
  }
  if (gate.BackupMode !== 'Y')
    throw new AppError(409, 'INVALID_STATE', said('gateNotInBackup', { gate: gate.GateCode }));
  await tx
    .update(gates)
    .set({ BackupMode: 'N', version: sql`${gates.version} + 1` })
    .where(eq(gates.GateCode, gate.GateCode));
  const closing = change.Reason?.trim();
  await tx
    .update(gateBackupPeriods)
    .set({
      EndedAt: now,
      // The reason to end it joins the reason it began with: one period, both sides of it.
      ...(closing ? { Reason: sql`concat_ws(E'\n', ${gateBackupPeriods.Reason}, ${closing}::text)` } : {}),
    })
    .where(
      and(
        eq(gateBackupPeriods.GateCode, gate.GateCode),
        eq(gateBackupPeriods.Cause, 'admin'),
        isNull(gateBackupPeriods.EndedAt),
      ),
    );
  return undefined;
}

export interface ArrivedBackupScans {
  GateCode: string;
  UserId: number | null;
  /** When each newly stored backup scan was made on the gate (replayed scans are left out). */
  ScannedAt: readonly Date[];
}

/**
 * Records that a gate worked offline, when its backup queue arrives: called by the batch endpoint
 * in the transaction that stores the scans, with the scans it stored anew. The period runs from
 * the first of them to now (the gate is back, since it sent them); a queue sent in several batches
 * or again extends the period it overlaps instead of adding one. Scans made while an
 * administrator held the gate in backup are that admin period's, not an offline one. The gate's
 * row is locked, so two batches of one gate cannot both add a period. Answers the PeriodId of a
 * period it added (for the gate notifications), none when it extended one or added nothing.
 */
export async function recordOfflinePeriod(tx: Tx, arrived: ArrivedBackupScans): Promise<number | undefined> {
  if (arrived.ScannedAt.length === 0) return undefined;
  await lockGate(tx, arrived.GateCode);
  const adminPeriods = await tx
    .select({ StartedAt: gateBackupPeriods.StartedAt, EndedAt: gateBackupPeriods.EndedAt })
    .from(gateBackupPeriods)
    .where(and(eq(gateBackupPeriods.GateCode, arrived.GateCode), eq(gateBackupPeriods.Cause, 'admin')));
  const underAdmin = (at: Date) =>
    adminPeriods.some(
      (period) => period.StartedAt <= at && (period.EndedAt === null || at <= period.EndedAt),
    );
  const offline = arrived.ScannedAt.filter((at) => !underAdmin(at));
  if (offline.length === 0) return undefined;
  const first = new Date(Math.min(...offline.map((at) => at.getTime())));
  const now = new Date();
  const [overlapping] = await tx
    .select({ PeriodId: gateBackupPeriods.PeriodId, StartedAt: gateBackupPeriods.StartedAt })
    .from(gateBackupPeriods)
    .where(
      and(
        eq(gateBackupPeriods.GateCode, arrived.GateCode),
        eq(gateBackupPeriods.Cause, 'offline'),
        gte(gateBackupPeriods.EndedAt, first),
      ),
    )
    .orderBy(desc(gateBackupPeriods.StartedAt))
    .limit(1);
  if (overlapping) {
    await tx
      .update(gateBackupPeriods)
      .set({ StartedAt: overlapping.StartedAt < first ? overlapping.StartedAt : first, EndedAt: now })
      .where(eq(gateBackupPeriods.PeriodId, overlapping.PeriodId));
    return undefined;
  }
  const [period] = await tx
    .insert(gateBackupPeriods)
    .values({
      GateCode: arrived.GateCode,
      StartedAt: first,
      EndedAt: now,
      Cause: 'offline',
      UserId: arrived.UserId,
    })
    .returning({ PeriodId: gateBackupPeriods.PeriodId });
  return period?.PeriodId;
}

/**
 * The outer row of a correlated subquery, named in full: Drizzle writes a column of a one-table
 * select without its table, which inside the subquery would name the subquery's own column.
 */
const gateRef = sql.raw('"gates"."gate_code"');
const periodRef = sql.raw('"gate_backup_periods"');

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** The backup periods, newest first, of the gates `where` lets the caller see. */
export async function listBackupPeriods(
  db: DbOrTx,
  where: SQL,
  query: { GateCode?: string; limit: number },
): Promise<{ data: GateBackupPeriod[]; total: number }> {
  const filter = and(where, query.GateCode ? eq(gateBackupPeriods.GateCode, query.GateCode) : undefined);
  // Backup scans of the gate inside the period: what its queue brought (or the admin period's).
  const scans = sql<number>`(select count(*)::int from ${gateScans} s where s.gate_code = ${periodRef}.gate_code
    and s.mode = 'backup' and s.scanned_at >= ${periodRef}.started_at
    and s.scanned_at <= coalesce(${periodRef}.ended_at, now()))`;
  const rows = await db
    .select({
      PeriodId: gateBackupPeriods.PeriodId,
      GateCode: gateBackupPeriods.GateCode,
      GateName: gates.GateName,
      StartedAt: gateBackupPeriods.StartedAt,
      EndedAt: gateBackupPeriods.EndedAt,
      Cause: gateBackupPeriods.Cause,
      UserName: users.U_NAME,
      Reason: gateBackupPeriods.Reason,
      Scans: scans,
    })
    .from(gateBackupPeriods)
    .innerJoin(gates, eq(gates.GateCode, gateBackupPeriods.GateCode))
    .leftJoin(users, eq(users.USERID, gateBackupPeriods.UserId))
    .where(filter)
    .orderBy(desc(gateBackupPeriods.StartedAt), desc(gateBackupPeriods.PeriodId))
    .limit(query.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(gateBackupPeriods)
    .innerJoin(gates, eq(gates.GateCode, gateBackupPeriods.GateCode))
    .where(filter);
  return {
    data: rows.map((row) => ({
      ...row,
      StartedAt: iso(row.StartedAt) ?? '',
      EndedAt: iso(row.EndedAt),
      Scans: Number(row.Scans),
    })),
    total: Number(counted?.total ?? 0),
  };
}

/** Every gate `where` lets the caller see, with its backup state as the server knows it. */
export async function listGateStates(db: DbOrTx, where: SQL, GateCode?: string): Promise<GateState[]> {
  const rows = await db
    .select({
      GateCode: gates.GateCode,
      GateName: gates.GateName,
      WhsCode: gates.WhsCode,
      Direction: gates.Direction,
      AllowedTypes: gates.AllowedTypes,
      Active: gates.Active,
      BackupMode: gates.BackupMode,
      BackupAllowed: gates.BackupAllowed,
      BackupMaxHours: gates.BackupMaxHours,
      BackupSince: sql<Date | string | null>`(select p.started_at from ${gateBackupPeriods} p
        where p.gate_code = ${gateRef} and p.cause = 'admin' and p.ended_at is null
        order by p.started_at desc limit 1)`,
      BackupReason: sql<string | null>`(select p.reason from ${gateBackupPeriods} p
        where p.gate_code = ${gateRef} and p.cause = 'admin' and p.ended_at is null
        order by p.started_at desc limit 1)`,
      LastSyncAt: sql<Date | string | null>`(select max(p.ended_at) from ${gateBackupPeriods} p
        where p.gate_code = ${gateRef} and p.cause = 'offline')`,
      LastScanAt: sql<Date | string | null>`(select max(s.scanned_at) from ${gateScans} s
        where s.gate_code = ${gateRef})`,
      version: gates.version,
    })
    .from(gates)
    .where(and(where, GateCode ? eq(gates.GateCode, GateCode) : undefined))
    .orderBy(gates.GateCode);
  return rows.map((row) => ({
    ...row,
    BackupSince: iso(row.BackupSince),
    LastSyncAt: iso(row.LastSyncAt),
    LastScanAt: iso(row.LastScanAt),
  }));
}

/** Gate columns a rule may filter gates (and their periods) by. */
export const gateConditionColumns = { GateCode: gates.GateCode, WhsCode: gates.WhsCode };
