import type { CachedPass, GatePassCache } from '../../../shared/api/gate-backup';
import type { GatePassSummary, GateScanResult, ScanDirection } from '../../../shared/api/gate-pass';

/** A valid scan the gate knows of beside its cache: one it made offline, or online since the cache was read. */
export interface LocalValidScan {
  PassEntry: number;
  Direction: ScanDirection;
  GateCode: string;
  ScannedAt: string;
}

/** What the desk shows for a scan: the server's answer, or its own judgement in backup mode. */
export interface DeskVerdict {
  Result: GateScanResult;
  Pass: GatePassSummary | null;
  First: { GateCode: string; ScannedAt: string } | null;
}

/** GP-12, gp 12, DSP-40 or a bare 12, as a scanner or a guard writes it: upper case, no spaces. */
export const normalizedCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

/** The cached pass a code names: its GP code, its dispatch note's DSP code, or its bare number. */
export function cachedPassOf(passes: readonly CachedPass[], code: string): CachedPass | undefined {
  const wanted = normalizedCode(code);
  if (wanted === '') return undefined;
  return passes.find(
    (pass) =>
      normalizedCode(pass.ScanCode) === wanted ||
      (pass.SourceScanCode !== null && normalizedCode(pass.SourceScanCode) === wanted) ||
      String(pass.DocNum) === wanted,
  );
}

/** Whether this gate may let the pass through in this direction (the server's wrong_gate). */
function rightGate(cache: GatePassCache, pass: CachedPass, direction: ScanDirection): boolean {
  const gate = cache.Gate;
  if (pass.GateCode !== null && pass.GateCode !== gate.GateCode) return false;
  if (gate.AllowedTypes.length > 0 && !gate.AllowedTypes.includes(pass.PassType)) return false;
  if (gate.Direction !== 'B' && gate.Direction !== direction) return false;
  return pass.Movement === 'OI' || pass.Movement === direction;
}

const withoutScans = ({ ValidScans: _scans, ...pass }: CachedPass): GatePassSummary => pass;

/**
 * Judges a scan against the gate's cache, in the server's order (gate-pass.ts): not existing,
 * cancelled, expired (also before ValidFrom), wrong gate, duplicate, valid. A duplicate is a valid
 * scan in this direction the cache knows of, or one this gate made since (offline or online);
 * the earliest is named. A pass made after the cache was read is not existing here: the server
 * tells otherwise when the queue arrives.
 */
export function validateOffline(
  cache: GatePassCache | undefined,
  local: readonly LocalValidScan[],
  code: string,
  direction: ScanDirection,
  now: Date,
): DeskVerdict {
  const pass = cache ? cachedPassOf(cache.Passes, code) : undefined;
  if (!cache || !pass) return { Result: 'not_existing', Pass: null, First: null };
  const verdict = (Result: GateScanResult, First: DeskVerdict['First'] = null): DeskVerdict => ({
    Result,
    Pass: withoutScans(pass),
    First,
  });
  if (pass.Status === 'X') return verdict('cancelled');
  const time = now.getTime();
  if (time < Date.parse(pass.ValidFrom) || time > Date.parse(pass.ValidUntil)) return verdict('expired');
  if (!rightGate(cache, pass, direction)) return verdict('wrong_gate');
  const earlier = [
    ...pass.ValidScans.filter((scan) => scan.Direction === direction),
    ...local.filter((scan) => scan.PassEntry === pass.DocEntry && scan.Direction === direction),
  ].sort((a, b) => Date.parse(a.ScannedAt) - Date.parse(b.ScannedAt));
  const first = earlier[0];
  if (first) return verdict('duplicate', { GateCode: first.GateCode, ScannedAt: first.ScannedAt });
  return verdict('valid');
}
