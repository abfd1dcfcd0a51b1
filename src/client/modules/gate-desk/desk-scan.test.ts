import { describe, expect, it } from 'vitest';
import type { GatePassSummary } from '../../../shared/api/gate-pass';
import {
  batchesOf,
  type DeskScan,
  decidedOtherwise,
  localValidScans,
  pendingScans,
  retryDelayMs,
  settled,
  shownResult,
  todaysScans,
  wireScan,
} from './desk-scan';

const pass = { DocEntry: 7, DocNum: 3 } as GatePassSummary;
const scan = (ScanId: string, overrides: Partial<DeskScan> = {}): DeskScan => ({
  ScanId,
  GateCode: 'G1',
  Code: 'GP-3',
  Direction: 'O',
  ScannedAt: `2026-11-28T10:00:0${ScanId}Z`,
  Mode: 'backup',
  OfflineResult: 'valid',
  Pass: pass,
  First: null,
  Sent: false,
  ...overrides,
});

describe('the backup queue of a gate', () => {
  it('holds the unsent backup scans, oldest first, and sends them in batches the server takes', () => {
    const scans = [scan('3'), scan('1'), scan('2', { Sent: true }), scan('4', { Mode: 'online' })];
    expect(pendingScans(scans).map((each) => each.ScanId)).toEqual(['1', '3']);
    expect(batchesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(batchesOf([], 500)).toEqual([]);
    expect(wireScan(scan('1'))).toEqual({
      ScanId: '1',
      Code: 'GP-3',
      Direction: 'O',
      ScannedAt: '2026-11-28T10:00:01Z',
      OfflineResult: 'valid',
    });
  });

  it('takes the server’s decision on sync and lists the scans it decided otherwise', () => {
    const first = {
      ScanId: '00000000-0000-4000-8000-000000000000',
      GateCode: 'G2',
      ScannedAt: 'earlier',
      Mode: 'backup' as const,
    };
    const conflict = settled(scan('1'), {
      ScanId: '1',
      Result: 'conflict',
      Replayed: false,
      Pass: null,
      First: first,
    });
    expect(conflict).toMatchObject({
      Sent: true,
      Result: 'conflict',
      Pass: pass,
      First: { GateCode: 'G2', ScannedAt: 'earlier' },
    });
    expect(shownResult(conflict)).toBe('conflict');
    const agreed = settled(scan('2'), {
      ScanId: '2',
      Result: 'valid',
      Replayed: true,
      Pass: pass,
      First: null,
    });
    expect(decidedOtherwise([conflict, agreed, scan('3')])).toEqual([conflict]);
  });

  it('counts the gate’s own valid scans for duplicates, with the pass they were of', () => {
    const scans = [
      scan('1'),
      scan('2', { OfflineResult: 'duplicate' }),
      scan('3', { Mode: 'online', OfflineResult: undefined, Result: 'valid', Sent: true }),
      scan('4', { Result: 'conflict', Sent: true }),
    ];
    expect(localValidScans(scans).map((each) => each.ScannedAt)).toEqual([
      '2026-11-28T10:00:01Z',
      '2026-11-28T10:00:03Z',
    ]);
    expect(localValidScans(scans, '2026-11-28T10:00:05Z').map((each) => each.ScannedAt)).toEqual([
      '2026-11-28T10:00:01Z',
    ]);
  });

  it('waits longer after each failure, up to a minute, never all gates at once', () => {
    expect(retryDelayMs(1, 0)).toBe(2_000);
    expect(retryDelayMs(2, 0)).toBe(4_000);
    expect(retryDelayMs(3, 1)).toBe(9_600);
    expect(retryDelayMs(20, 0)).toBe(60_000);
  });

  it('lists the gate’s scans of today, newest first', () => {
    const now = new Date('2026-11-28T12:00:00');
    const today = [scan('1'), scan('2'), scan('3', { GateCode: 'G2' })].map((each, index) => ({
      ...each,
      ScannedAt: new Date(`2026-11-28T0${index + 7}:00:00`).toISOString(),
    }));
    const yesterday = { ...scan('4'), ScannedAt: new Date('2026-11-27T23:00:00').toISOString() };
    expect(todaysScans([...today, yesterday], 'G1', now).map((each) => each.ScanId)).toEqual(['2', '1']);
  });
});
