import type {
  GateDirection,
  GatePassSummary,
  GatePassType,
  GateScanResult,
  ScanDirection,
} from '../../../shared/api/gate-pass';

/** A valid scan the gate knows of: from its cache, made offline since, or online since the cache was read. */
export interface KnownValidScan {
  PassEntry: number;
  Direction: ScanDirection;
  GateCode: string;
  ScannedAt: string;
}

/**
 * What a gate holds to judge scans without the server: its own settings and the passes it may
 * meet (GET /gpm/gates/{GateCode}/pass-cache), with the valid scans already made of them.
 */
export interface DeskCache {
  GateCode: string;
  Direction: GateDirection;
  AllowedTypes: readonly GatePassType[];
  CachedAt: string;
  Passes: readonly GatePassSummary[];
  Scanned: readonly KnownValidScan[];
}

/** What the desk shows for a scan: the server's answer, or its own judgement in backup mode. */
export interface DeskVerdict {
  Result: GateScanResult;
  Pass: GatePassSummary | null;
  First: { GateCode: string; ScannedAt: string } | null;
}

/**
 * What a scanned text names, as the server reads it: GP-12 or a bare 12 (the pass), DSP-40 (the
 * dispatch note's code, for the pass made from it), whatever the case and spaces; else nothing.
 */
export function parsedCode(text: string): { ScanCode: string } | { SourceScanCode: string } | null {
  const code = text.trim().toUpperCase();
  const pass = /^GP-?(\d{1,9})$/.exec(code) ?? /^(\d{1,9})$/.exec(code);
  if (pass) return { ScanCode: `GP-${Number(pass[1])}` };
  const note = /^DSP-?(\d{1,9})$/.exec(code);
  if (note) return { SourceScanCode: `DSP-${Number(note[1])}` };
  return null;
}

/** The cached pass a code names; for a dispatch note's code, its live pass before a cancelled one. */
export function cachedPassOf(passes: readonly GatePassSummary[], text: string): GatePassSummary | undefined {
  const code = parsedCode(text);
  if (code === null) return undefined;
  if ('ScanCode' in code) return passes.find((pass) => pass.ScanCode === code.ScanCode);
  const named = passes.filter((pass) => pass.SourceScanCode === code.SourceScanCode);
  return named.find((pass) => pass.Status !== 'X') ?? named[0];
}

/** Whether this gate may let the pass through in this direction (the server's wrong_gate). */
function rightGate(cache: DeskCache, pass: GatePassSummary, direction: ScanDirection): boolean {
  if (pass.GateCode !== null && pass.GateCode !== cache.GateCode) return false;
  if (cache.AllowedTypes.length > 0 && !cache.AllowedTypes.includes(pass.PassType)) return false;
  if (cache.Direction !== 'B' && cache.Direction !== direction) return false;
  return pass.Movement.includes(direction);
}

/**
 * Judges a scan against the gate's cache, in the server's order (gate-pass.ts): not existing,
 * cancelled, expired (also before ValidFrom), wrong gate, duplicate, valid. A duplicate is a valid
 * scan in this direction the cache knows of, or one this gate made since (offline or online);
 * the earliest is named. A pass made after the cache was read is not existing here: the server
 * tells otherwise when the queue arrives.
 */
export function validateOffline(
  cache: DeskCache | undefined,
  local: readonly KnownValidScan[],
  code: string,
  direction: ScanDirection,
  now: Date,
): DeskVerdict {
  const pass = cache ? cachedPassOf(cache.Passes, code) : undefined;
  if (!cache || !pass) return { Result: 'not_existing', Pass: null, First: null };
  const verdict = (Result: GateScanResult, First: DeskVerdict['First'] = null): DeskVerdict => ({
    Result,
    Pass: pass,
    First,
  });
  if (pass.Status === 'X') return verdict('cancelled');
  const time = now.getTime();
  if (time < Date.parse(pass.ValidFrom) || time > Date.parse(pass.ValidUntil)) return verdict('expired');
  if (!rightGate(cache, pass, direction)) return verdict('wrong_gate');
  const earlier = [...cache.Scanned, ...local]
    .filter((scan) => scan.PassEntry === pass.DocEntry && scan.Direction === direction)
    .sort((a, b) => Date.parse(a.ScannedAt) - Date.parse(b.ScannedAt));
  const first = earlier[0];
  if (first) return verdict('duplicate', { GateCode: first.GateCode, ScannedAt: first.ScannedAt });
  return verdict('valid');
}
