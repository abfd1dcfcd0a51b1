import type {
  GatePassSummary,
  GateScan,
  GateScanMode,
  GateScanOutcome,
  GateScanResult,
} from '../../../shared/api/gate-pass';
import type { KnownValidScan } from './offline-validation';

/**
 * A scan as the desk keeps it in IndexedDB: the gate's log of the day, and (Mode backup, not yet
 * Sent) its queue. `OfflineResult` is what the guard was shown in backup mode; `Result` is the
 * server's decision once it has one.
 */
export interface DeskScan {
  ScanId: string;
  GateCode: string;
  Code: string;
  Direction: GateScan['Direction'];
  ScannedAt: string;
  Mode: GateScanMode;
  OfflineResult?: GateScanResult;
  Result?: GateScanResult;
  Pass: GatePassSummary | null;
  First: { GateCode: string; ScannedAt: string } | null;
  /** A backup scan the server has answered: out of the queue. Online scans are sent at once. */
  Sent: boolean;
}

/** What the guard was last told of a scan: the server's answer when there is one. */
export const shownResult = (scan: DeskScan): GateScanResult =>
  scan.Result ?? scan.OfflineResult ?? 'not_existing';

/** The queue: backup scans the server has not answered, oldest first. */
export const pendingScans = (scans: readonly DeskScan[]): DeskScan[] =>
  scans
    .filter((scan) => scan.Mode === 'backup' && !scan.Sent)
    .sort((a, b) => a.ScannedAt.localeCompare(b.ScannedAt));

/** The queue cut in requests the batch endpoint takes (gateScanBatchSchema: at most 500). */
export function batchesOf<T>(pending: readonly T[], size = 500): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < pending.length; start += size) batches.push(pending.slice(start, start + size));
  return batches;
}

/** A queued scan as the batch endpoint takes it. */
export const wireScan = (scan: DeskScan): GateScan => ({
  ScanId: scan.ScanId,
  Code: scan.Code,
  Direction: scan.Direction,
  ScannedAt: scan.ScannedAt,
  ...(scan.OfflineResult ? { OfflineResult: scan.OfflineResult } : {}),
});

/** The scan once the server answered it: out of the queue, with the server's decision. */
export const settled = (scan: DeskScan, outcome: GateScanOutcome): DeskScan => ({
  ...scan,
  Result: outcome.Result,
  Pass: outcome.Pass ?? scan.Pass,
  First: outcome.First
    ? { GateCode: outcome.First.GateCode, ScannedAt: outcome.First.ScannedAt }
    : scan.First,
  Sent: true,
});

/** Backup scans the server decided otherwise than the gate did: what the guard is shown after a sync. */
export const decidedOtherwise = (scans: readonly DeskScan[]): DeskScan[] =>
  scans.filter(
    (scan) =>
      scan.Mode === 'backup' && scan.Sent && scan.Result !== undefined && scan.Result !== scan.OfflineResult,
  );

/** Valid scans this gate made that its cache may not know of yet (offline, or online since it was read). */
export const localValidScans = (scans: readonly DeskScan[], since?: string): KnownValidScan[] =>
  scans.flatMap((scan) =>
    shownResult(scan) === 'valid' &&
    scan.Pass &&
    (since === undefined || scan.ScannedAt >= since || scan.Mode === 'backup')
      ? [
          {
            PassEntry: scan.Pass.DocEntry,
            Direction: scan.Direction,
            GateCode: scan.GateCode,
            ScannedAt: scan.ScannedAt,
          },
        ]
      : [],
  );

/**
 * How long to wait before sending the queue again after the n-th failure in a row: 2, 4, 8 …
 * seconds up to a minute, with up to a fifth more at random so that gates coming back together
 * do not all send at once.
 */
export function retryDelayMs(failures: number, random: number = Math.random()): number {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (1 + 0.2 * random));
}

/** This gate's scans of the day, newest first. */
export function todaysScans(scans: readonly DeskScan[], GateCode: string, now: Date): DeskScan[] {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  const start = day.getTime();
  return scans
    .filter((scan) => scan.GateCode === GateCode && Date.parse(scan.ScannedAt) >= start)
    .sort((a, b) => b.ScannedAt.localeCompare(a.ScannedAt));
}
