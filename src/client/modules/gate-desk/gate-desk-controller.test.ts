import { describe, expect, it, vi } from 'vitest';
import type { GateState } from '../../../shared/api/gate-backup';
import type { GateScan, GateScanOutcome } from '../../../shared/api/gate-pass';
import { HttpError } from '../../api/http-errors';
import type { DeskApi } from './desk-api';
import type { DeskScan } from './desk-scan';
import type { StoredCache } from './desk-store';
import { type DeskStorage, GateDeskController } from './gate-desk-controller';
import type { DeskCache } from './offline-validation';

const gateState: GateState = {
  GateCode: 'G1',
  GateName: 'North',
  WhsCode: 'WH01',
  Direction: 'B',
  AllowedTypes: [],
  Active: 'Y',
  BackupMode: 'N',
  BackupAllowed: 'Y',
  BackupMaxHours: 8,
  BackupSince: null,
  BackupReason: null,
  LastSyncAt: null,
  LastScanAt: null,
  version: 1,
};
const cache: DeskCache = {
  GateCode: 'G1',
  Direction: 'B',
  AllowedTypes: [],
  CachedAt: new Date().toISOString(),
  Scanned: [],
  Passes: [
    {
      DocEntry: 1,
      DocNum: 1,
      PassType: 'visitor',
      Movement: 'O',
      Status: 'O',
      ValidFrom: '2000-01-01T00:00:00Z',
      ValidUntil: '2999-01-01T00:00:00Z',
      GateCode: null,
      CardCode: null,
      CardName: null,
      CarrierName: null,
      PlateNum: null,
      ScanCode: 'GP-1',
      SourceScanCode: null,
      Lines: [],
    },
  ],
};

function memoryStore(): DeskStorage & { scans: Map<string, DeskScan> } {
  const scans = new Map<string, DeskScan>();
  const caches = new Map<string, StoredCache>();
  return {
    scans,
    scansOf: async (gate) => [...scans.values()].filter((scan) => scan.GateCode === gate),
    put: async (...each) => {
      for (const scan of each) scans.set(scan.ScanId, scan);
    },
    cacheOf: async (gate) => caches.get(gate),
    putCache: async (stored) => {
      caches.set(stored.GateCode, stored);
    },
  };
}

const outcomeOf = (scan: GateScan, Result: GateScanOutcome['Result']): GateScanOutcome => ({
  ScanId: scan.ScanId,
  Result,
  Replayed: false,
  Pass: null,
  First: null,
});

function desk(api: Partial<DeskApi>, store = memoryStore()) {
  let id = 0;
  const answered: DeskScan[] = [];
  const synced: { sent: number; otherwise: DeskScan[] }[] = [];
  const full: DeskApi = {
    gateStates: async () => [gateState],
    passCache: async () => cache,
    scan: async (_gate, scan) => outcomeOf(scan, 'valid'),
    sendBatch: async (_gate, scans) => ({ Outcomes: scans.map((scan) => outcomeOf(scan, 'valid')) }),
    switchBackup: vi.fn(),
    backupPeriods: vi.fn(),
    ...api,
  };
  const controller = new GateDeskController(
    full,
    store,
    {
      answered: (scan) => answered.push(scan),
      synced: (sent, otherwise) => synced.push({ sent, otherwise }),
    },
    { now: () => new Date(), id: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}` },
    'G1',
  );
  return { controller, answered, synced, store };
}

describe('the scan desk', () => {
  it('answers a scanner’s burst in the order scanned, each once, while the first is still out', async () => {
    const seen: string[] = [];
    const { controller, answered } = desk({
      scan: async (_gate, scan) => {
        seen.push(scan.Code);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return outcomeOf(scan, 'valid');
      },
    });
    await controller.start();
    for (const code of ['GP-1', 'GP-2', 'GP-3']) controller.scan(code);
    expect(controller.snapshot().waiting).toBe(3);
    await controller.settledScans();
    expect(seen).toEqual(['GP-1', 'GP-2', 'GP-3']);
    expect(answered.map((scan) => scan.Code)).toEqual(['GP-1', 'GP-2', 'GP-3']);
    expect(controller.snapshot().waiting).toBe(0);
    controller.dispose();
  });

  it('judges from its cache and queues the scan when the server cannot be reached, then sends the queue', async () => {
    let down = false;
    const batches: GateScan[][] = [];
    const { controller, answered, synced, store } = desk({
      scan: async (_gate, scan) => {
        if (down) throw new HttpError('network', 'Failed to fetch');
        return outcomeOf(scan, 'valid');
      },
      gateStates: async () => {
        if (down) throw new HttpError('network', 'Failed to fetch');
        return [gateState];
      },
      sendBatch: async (_gate, scans) => {
        batches.push(scans);
        return { Outcomes: scans.map((scan, index) => outcomeOf(scan, index === 0 ? 'valid' : 'conflict')) };
      },
    });
    await controller.start();
    down = true;
    controller.scan('GP-1');
    controller.scan('GP-1');
    controller.scan('GP-404');
    await controller.settledScans();
    expect(controller.snapshot().connection).toBe('offline');
    expect(answered.map((scan) => [scan.Mode, scan.OfflineResult])).toEqual([
      ['backup', 'valid'],
      ['backup', 'duplicate'],
      ['backup', 'not_existing'],
    ]);
    expect([...store.scans.values()].filter((scan) => !scan.Sent)).toHaveLength(3);

    down = false;
    await controller.tick();
    expect(controller.snapshot().connection).toBe('online');
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((scan) => scan.OfflineResult)).toEqual(['valid', 'duplicate', 'not_existing']);
    expect([...store.scans.values()].every((scan) => scan.Sent)).toBe(true);
    expect(synced[0]?.sent).toBe(3);
    // The second and third were decided otherwise (conflict) by this server.
    expect(synced[0]?.otherwise.map((scan) => scan.Code)).toEqual(['GP-1', 'GP-404']);
    controller.dispose();
  });

  it('works from its cache while an administrator holds the gate in backup, and sends once released', async () => {
    let held: 'Y' | 'N' = 'Y';
    const sent = vi.fn(async (_gate: string, scans: GateScan[]) => ({
      Outcomes: scans.map((scan) => outcomeOf(scan, 'valid')),
    }));
    const scanned = vi.fn();
    const { controller } = desk({
      gateStates: async () => [{ ...gateState, BackupMode: held }],
      sendBatch: sent,
      scan: scanned,
    });
    await controller.start();
    expect(controller.snapshot().connection).toBe('admin');
    controller.scan('GP-1');
    await controller.settledScans();
    expect(scanned).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
    held = 'N';
    await controller.tick();
    expect(sent).toHaveBeenCalledTimes(1);
    controller.dispose();
  });

  it('clears the last answer when the server refuses a scan as a request, and says why', async () => {
    let refuse = false;
    const { controller } = desk({
      scan: async (_gate, scan) => {
        if (refuse) throw new HttpError('bad-request', 'Gate G1 is not active.', 409);
        return outcomeOf(scan, 'valid');
      },
    });
    await controller.start();
    controller.scan('GP-1');
    await controller.settledScans();
    expect(controller.snapshot().latest?.Result).toBe('valid');
    refuse = true;
    controller.scan('GP-1');
    await controller.settledScans();
    expect(controller.snapshot()).toMatchObject({
      latest: null,
      problem: 'Gate G1 is not active.',
      connection: 'online',
    });
    controller.dispose();
  });
});
