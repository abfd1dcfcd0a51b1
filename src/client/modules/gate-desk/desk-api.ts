import {
  type GateState,
  gateBackupPeriodsAnswerSchema,
  gateStateAnswerSchema,
  gateStatesAnswerSchema,
} from '../../../shared/api/gate-backup';
import {
  type GateScan,
  type GateScanOutcome,
  gatePassCacheAnswerSchema,
  gateScanAnswerSchema,
  gateScanBatchAnswerSchema,
} from '../../../shared/api/gate-pass';
import type { HttpClient } from '../../api/http-client';
import { HttpError } from '../../api/http-errors';
import type { DeskCache } from './offline-validation';

/** How long a guard waits for the server before the desk judges the scan itself. */
export const scanAnswerMs = 4_000;

const gatePath = (GateCode: string) => `gpm/gates/${encodeURIComponent(GateCode)}`;

/**
 * The server cannot be reached: no connection, no answer in time, or a server that answers but
 * cannot work (5xx: its database gone). A 4xx is the server's word and is not a reason for backup.
 */
export const unreachable = (error: unknown) =>
  error instanceof HttpError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.kind === 'bad-response' && (error.status === undefined || error.status >= 500)));

/** A request that gives up after `ms`, as a timeout (not as the caller's cancel). */
async function within<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await run(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new HttpError('timeout', `No answer within ${ms} ms.`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** The requests of the scan desk and the backup screen. */
export function deskApi(http: HttpClient) {
  return {
    scan: (GateCode: string, scan: GateScan): Promise<GateScanOutcome> =>
      within(scanAnswerMs, (signal) =>
        http.post(`${gatePath(GateCode)}/scans`, { body: scan, schema: gateScanAnswerSchema, signal }),
      ).then((answer) => answer.ResponseData),
    sendBatch: (GateCode: string, Scans: GateScan[]) =>
      within(30_000, (signal) =>
        http.post(`${gatePath(GateCode)}/scans/batch`, {
          body: { Scans },
          schema: gateScanBatchAnswerSchema,
          signal,
        }),
      ).then((answer) => answer.ResponseData),
    /** The gate's cache, with the gate's own settings it is judged by. */
    passCache: (gate: GateState): Promise<DeskCache> =>
      within(30_000, (signal) =>
        http.get(`${gatePath(gate.GateCode)}/pass-cache`, { schema: gatePassCacheAnswerSchema, signal }),
      ).then(({ ResponseData }) => ({
        GateCode: gate.GateCode,
        Direction: gate.Direction,
        AllowedTypes: gate.AllowedTypes,
        CachedAt: ResponseData.CachedAt,
        Passes: ResponseData.Passes,
        Scanned: ResponseData.Scanned,
      })),
    gateStates: (signal?: AbortSignal) =>
      within(8_000, (own) =>
        http.get('gpm/gate-states', {
          schema: gateStatesAnswerSchema,
          signal: signal ? AbortSignal.any([signal, own]) : own,
        }),
      ).then((answer) => answer.ResponseData.data),
    switchBackup: (GateCode: string, On: boolean, Reason: string) =>
      http
        .post(`${gatePath(GateCode)}/backup`, {
          body: { On, ...(Reason.trim() ? { Reason } : {}) },
          schema: gateStateAnswerSchema,
        })
        .then((answer) => answer.ResponseData),
    backupPeriods: (signal?: AbortSignal) =>
      http
        .get('gpm/backup-periods', { schema: gateBackupPeriodsAnswerSchema, query: { limit: 50 }, signal })
        .then((answer) => answer.ResponseData),
  };
}

export type DeskApi = ReturnType<typeof deskApi>;
