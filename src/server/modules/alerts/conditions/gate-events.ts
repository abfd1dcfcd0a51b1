import { type SQL, sql } from 'drizzle-orm';
import type { GateScanResult } from '../../../../shared/api/gate-pass';
import { textArray } from '../../../db/array-params';
import { defineCondition, keysOrNothing } from './condition-kind';

/**
 * Gate events (issue 24): a scan stored with one of these results, or a backup period recorded.
 * Raised on event for exactly the scans or periods a committed change names; a periodic alert
 * looks at those of its last interval.
 */
const recentScans = sql`s.received_at > now() - make_interval(mins => coalesce(a.frqncy_intr, 60))`;

const scanParams = sql`jsonb_build_object('GateCode', s.gate_code, 'GateName', g.gate_name,
  'Code', s.scanned_text, 'Result', s.result, 'Mode', s.mode,
  'ScannedAt', to_char(s.scanned_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'))`;

/**
 * A second read of the same pass at the same gate within the settings' duplicate window is the
 * scanner reading twice, not someone trying the pass again: it is logged but not notified.
 */
const notADoubleRead = sql`not (s.result = 'duplicate' and exists (
  select 1 from gate_scans f cross join gate_settings gs
  where f.scan_id = s.duplicate_of and f.gate_code = s.gate_code
    and s.scanned_at - f.scanned_at <= make_interval(secs => gs.duplicate_window_seconds)))`;

function scanCondition(
  kind: 'gate-duplicate-scan' | 'gate-unknown-pass' | 'gate-wrong-gate',
  results: readonly GateScanResult[],
  extra: SQL = sql``,
) {
  return defineCondition({
    kind,
    subject: 'gate-scan',
    scopeOf: (change) => keysOrNothing(change.gateScanIds ?? []),
    // The results are the contract's constants, written into the statement: a periodic evaluation
    // binds nothing, as every condition's does.
    occurrences: (scanIds) => sql`
      select a.alert_code, s.scan_id::text as subject_key, ${scanParams} as params
      from candidate a
      join gate_scans s on s.result in (${sql.raw(results.map((result) => `'${result}'`).join(', '))})
        and ${scanIds ? sql`s.scan_id::text = any(${textArray(scanIds)})` : recentScans}
      join gates g on g.gate_code = s.gate_code
      where true ${extra}`,
  });
}

export const gateDuplicateScan = scanCondition(
  'gate-duplicate-scan',
  ['duplicate', 'conflict'],
  sql`and ${notADoubleRead}`,
);
export const gateUnknownPass = scanCondition('gate-unknown-pass', ['not_existing']);
export const gateWrongGate = scanCondition('gate-wrong-gate', ['wrong_gate']);

export const gateBackupPeriod = defineCondition({
  kind: 'gate-backup-period',
  subject: 'gate-backup',
  scopeOf: (change) => keysOrNothing(change.gateBackupPeriods ?? []),
  occurrences: (periodIds) => sql`
    select a.alert_code, p.period_id::text as subject_key,
      jsonb_build_object('GateCode', p.gate_code, 'GateName', g.gate_name, 'Cause', p.cause,
        'StartedAt', to_char(p.started_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
        'EndedAt', to_char(p.ended_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')) as params
    from candidate a
    join gate_backup_periods p on ${
      periodIds
        ? sql`p.period_id = any(${sql.param(periodIds)}::int[])`
        : sql`p.started_at > now() - make_interval(mins => coalesce(a.frqncy_intr, 60))`
    }
    join gates g on g.gate_code = p.gate_code`,
});
