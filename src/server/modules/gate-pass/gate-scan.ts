import { sql } from 'drizzle-orm';
import type {
  GateDirection,
  GatePassMovement,
  GatePassStatus,
  GatePassType,
  GateScan,
  GateScanMode,
  GateScanOutcome,
  GateScanResult,
  ScanDirection,
} from '../../../shared/api/gate-pass';
import type { Db, DbOrTx, Tx } from '../../db/database';
import { isoTime, passSummaries } from './gate-pass-read';

/** A gate as a scan judges it. */
export type ScanningGate = {
  GateCode: string;
  WhsCode: string | null;
  Direction: GateDirection;
  AllowedTypes: GatePassType[];
};

/** A pass as a scan judges it. */
export type ScannedPass = {
  DocEntry: number;
  PassType: GatePassType;
  Movement: GatePassMovement;
  Status: GatePassStatus;
  ValidFrom: string;
  ValidUntil: string;
  GateCode: string | null;
  WhsCode: string | null;
};

/** A valid scan a later one repeats. */
type FirstScan = {
  ScanId: string;
  GateCode: string;
  ScannedAt: string;
  Mode: GateScanMode;
};

/** What a scanned text names: a pass's code, a source's code, or nothing a pass answers to. */
export type ScannedCode = { ScanCode: string } | { SourceScanCode: string } | null;

/**
 * GP-12 (the pass's QR), DSP-40 (the dispatch note's own code, for the pass made from it) or a bare
 * number (the pass number typed by the guard), whatever the case and surrounding spaces a scanner
 * or a hand adds; anything else names no pass.
 */
export function parseScannedCode(text: string): ScannedCode {
  const code = text.trim().toUpperCase();
  const pass = /^GP-?(\d{1,9})$/.exec(code) ?? /^(\d{1,9})$/.exec(code);
  if (pass) return { ScanCode: `GP-${Number(pass[1])}` };
  const note = /^DSP-?(\d{1,9})$/.exec(code);
  if (note) return { SourceScanCode: `DSP-${Number(note[1])}` };
  return null;
}

const passColumns = sql`doc_entry as "DocEntry", pass_type as "PassType", movement as "Movement", status as "Status",
  valid_from as "ValidFrom", valid_until as "ValidUntil", gate_code as "GateCode", whs_code as "WhsCode"`;

/** The pass a code names: for a source's code, its live pass first, else its latest cancelled one. */
async function passOf(tx: DbOrTx, code: ScannedCode): Promise<ScannedPass | undefined> {
  if (code === null) return undefined;
  const { rows } = await tx.execute<ScannedPass>(
    'ScanCode' in code
      ? sql`select ${passColumns} from gate_passes where scan_code = ${code.ScanCode}`
      : sql`select ${passColumns} from gate_passes where source_scan_code = ${code.SourceScanCode}
          order by (status = 'X'), doc_entry desc limit 1`,
  );
  return rows[0];
}

/** Whether a pass's movement has this direction: out (O), in (I), or both (OI). */
const movementHas = (movement: GatePassMovement, direction: ScanDirection) => movement.includes(direction);

/** Why this gate may not let the pass through in this direction, if it may not. */
function wrongGate(pass: ScannedPass, gate: ScanningGate, direction: ScanDirection): boolean {
  if (pass.GateCode !== null && pass.GateCode !== gate.GateCode) return true;
  if (pass.WhsCode !== null && gate.WhsCode !== null && pass.WhsCode !== gate.WhsCode) return true;
  if (gate.AllowedTypes.length > 0 && !gate.AllowedTypes.includes(pass.PassType)) return true;
  if (gate.Direction !== 'B' && gate.Direction !== direction) return true;
  return !movementHas(pass.Movement, direction);
}

/**
 * The checks in the contract's order (gateScanResults): not_existing, cancelled, expired (also
 * before ValidFrom), wrong_gate; the duplicate check is the database's (the valid scan's unique
 * index), so this answers valid for a pass that passes the others.
 */
export function judgeScan(
  pass: ScannedPass | undefined,
  gate: ScanningGate,
  direction: ScanDirection,
  at: Date,
): GateScanResult {
  if (!pass) return 'not_existing';
  if (pass.Status === 'X') return 'cancelled';
  if (at < new Date(pass.ValidFrom) || at > new Date(pass.ValidUntil)) return 'expired';
  if (wrongGate(pass, gate, direction)) return 'wrong_gate';
  return 'valid';
}

type StoredScan = {
  ScanId: string;
  Result: GateScanResult;
  PassEntry: number | null;
  DuplicateOf: string | null;
};

async function storedScan(tx: DbOrTx, ScanId: string): Promise<StoredScan | undefined> {
  const { rows } = await tx.execute<StoredScan>(sql`
    select scan_id as "ScanId", result as "Result", pass_entry as "PassEntry", duplicate_of as "DuplicateOf"
    from gate_scans where scan_id = ${ScanId}::uuid`);
  return rows[0];
}

async function validScanOf(
  tx: DbOrTx,
  PassEntry: number,
  direction: ScanDirection,
): Promise<FirstScan | undefined> {
  const { rows } = await tx.execute<FirstScan>(sql`
    select scan_id as "ScanId", gate_code as "GateCode", ${isoTime(sql`scanned_at`)} as "ScannedAt", mode as "Mode"
    from gate_scans where pass_entry = ${PassEntry} and direction = ${direction} and result = 'valid'`);
  return rows[0];
}

async function scanById(tx: DbOrTx, ScanId: string | null): Promise<FirstScan | undefined> {
  if (ScanId === null) return undefined;
  const { rows } = await tx.execute<FirstScan>(sql`
    select scan_id as "ScanId", gate_code as "GateCode", ${isoTime(sql`scanned_at`)} as "ScannedAt", mode as "Mode"
    from gate_scans where scan_id = ${ScanId}::uuid`);
  return rows[0];
}

/** The answer for a stored scan: its result, its pass as a gate shows it, the valid scan it repeats. */
async function outcomeOf(db: DbOrTx, stored: StoredScan, Replayed: boolean): Promise<GateScanOutcome> {
  const [passes, first] = await Promise.all([
    stored.PassEntry === null
      ? Promise.resolve([])
      : passSummaries(db, sql`gate_passes.doc_entry = ${stored.PassEntry}`),
    scanById(db, stored.DuplicateOf),
  ]);
  return {
    ScanId: stored.ScanId,
    Result: stored.Result,
    Replayed,
    Pass: passes[0] ?? null,
    First: first ?? null,
  };
}

interface ScanContext {
  gate: ScanningGate;
  mode: GateScanMode;
  userId: number;
}

/** Inserts the scan unless its ScanId is stored or (valid) its pass's direction has a valid scan: true when stored. */
async function insertScan(
  tx: Tx,
  scan: GateScan,
  context: ScanContext,
  row: { PassEntry: number | null; Result: GateScanResult; DuplicateOf: string | null },
): Promise<boolean> {
  const { rows } = await tx.execute<{ scan_id: string }>(sql`
    insert into gate_scans (scan_id, gate_code, scanned_text, pass_entry, direction, result, duplicate_of, mode,
      offline_result, scanned_at, user_id)
    values (${scan.ScanId}::uuid, ${context.gate.GateCode}, ${scan.Code}, ${row.PassEntry}, ${scan.Direction},
      ${row.Result}, ${row.DuplicateOf}::uuid, ${context.mode}, ${scan.OfflineResult ?? null},
      ${scan.ScannedAt}::timestamptz, ${context.userId})
    on conflict do nothing returning scan_id`);
  return rows.length > 0;
}

/**
 * A valid scan's mark on its pass: the first scan out or in is kept, and the pass closes once every
 * scan its movement needs was made. Takes the pass's row lock, so a cancel waits for the scan (or
 * the scan for the cancel, and then finds it cancelled): answers false when the pass is no longer
 * open.
 */
async function markPass(tx: Tx, PassEntry: number, direction: ScanDirection, at: string): Promise<boolean> {
  const column = direction === 'O' ? sql`out_at` : sql`in_at`;
  const out = direction === 'O' ? sql`true` : sql`out_at is not null`;
  const into = direction === 'I' ? sql`true` : sql`in_at is not null`;
  const { rows } = await tx.execute<{ doc_entry: number }>(sql`
    update gate_passes set ${column} = coalesce(${column}, ${at}::timestamptz), version = version + 1,
      status = case when (movement = 'O' and ${out}) or (movement = 'I' and ${into})
          or (movement = 'OI' and ${out} and ${into}) then 'C' else status end
    where doc_entry = ${PassEntry} and status <> 'X'
    returning doc_entry`);
  return rows.length > 0;
}

/**
 * One scan at a gate, in one transaction, answered at once. A ScanId already stored answers its
 * stored outcome (Replayed), also when a concurrent request stores it first (the insert does
 * nothing on the primary key, then reads). The pass's code is resolved and judged in the
 * contract's order; a valid scan marks its pass, and the partial unique index of valid scans
 * decides between two gates scanning the same pass at once: the loser is stored as a duplicate of
 * the winner (a `conflict` when the gate had let it through offline). Backup-mode scans are judged
 * at the gate's clock (ScannedAt), online ones at the server's.
 */
export async function recordScan(db: Db, scan: GateScan, context: ScanContext): Promise<GateScanOutcome> {
  const known = await storedScan(db, scan.ScanId);
  if (known) return outcomeOf(db, known, true);
  return db.transaction(async (tx) => {
    const pass = await passOf(tx, parseScannedCode(scan.Code));
    const at = context.mode === 'backup' ? new Date(scan.ScannedAt) : new Date();
    let Result = judgeScan(pass, context.gate, scan.Direction, at);
    let DuplicateOf: string | null = null;
    const PassEntry = pass?.DocEntry ?? null;
    const repeated = async () => {
      const first = PassEntry === null ? undefined : await validScanOf(tx, PassEntry, scan.Direction);
      if (!first) return false;
      DuplicateOf = first.ScanId;
      Result =
        context.mode === 'backup' &&
        scan.OfflineResult === 'valid' &&
        first.GateCode !== context.gate.GateCode
          ? 'conflict'
          : 'duplicate';
      return true;
    };
    if (Result === 'valid' && PassEntry !== null && !(await repeated())) {
      // Its only refusal: the pass was cancelled since it was read.
      if (!(await markPass(tx, PassEntry, scan.Direction, at.toISOString()))) Result = 'cancelled';
    }
    if (Result === 'valid' && (await insertScan(tx, scan, context, { PassEntry, Result, DuplicateOf }))) {
      return outcomeOf(tx, { ScanId: scan.ScanId, Result, PassEntry, DuplicateOf }, false);
    }
    if (Result === 'valid') {
      // Not stored: its ScanId was stored meanwhile (a replay), or another gate's valid scan of the
      // pass committed first (the unique index): a duplicate of that one.
      const meanwhile = await storedScan(tx, scan.ScanId);
      if (meanwhile) return outcomeOf(tx, meanwhile, true);
      await repeated();
    }
    if (await insertScan(tx, scan, context, { PassEntry, Result, DuplicateOf }))
      return outcomeOf(tx, { ScanId: scan.ScanId, Result, PassEntry, DuplicateOf }, false);
    const stored = await storedScan(tx, scan.ScanId);
    if (!stored) throw new Error(`scan ${scan.ScanId} was neither stored nor found`);
    return outcomeOf(tx, stored, true);
  });
}
