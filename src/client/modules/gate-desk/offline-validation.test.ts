import { describe, expect, it } from 'vitest';
import type { CachedPass, GatePassCache } from '../../../shared/api/gate-backup';
import { cachedPassOf, normalizedCode, validateOffline } from './offline-validation';

const now = new Date('2026-11-28T10:00:00Z');
const pass = (DocNum: number, overrides: Partial<CachedPass> = {}): CachedPass => ({
  DocEntry: DocNum + 1000,
  DocNum,
  PassType: 'dispatch',
  Movement: 'O',
  Status: 'O',
  ValidFrom: '2026-11-28T00:00:00Z',
  ValidUntil: '2026-11-29T00:00:00Z',
  GateCode: null,
  CardCode: null,
  CardName: null,
  CarrierName: 'Driver',
  PlateNum: 'AB-123',
  ScanCode: `GP-${DocNum}`,
  SourceScanCode: null,
  Lines: [],
  ValidScans: [],
  ...overrides,
});
const cacheOf = (passes: CachedPass[], gate: Partial<GatePassCache['Gate']> = {}): GatePassCache => ({
  GeneratedAt: '2026-11-28T09:00:00Z',
  Gate: { GateCode: 'G1', Direction: 'B', AllowedTypes: [], ...gate },
  Passes: passes,
});

describe('judging a scan from the gate’s cache in backup mode', () => {
  it('finds a pass by its GP code, its dispatch note’s code or its bare number, however written', () => {
    const passes = [pass(12, { SourceScanCode: 'DSP-40' })];
    expect(normalizedCode(' gp- 12 ')).toBe('GP-12');
    expect(cachedPassOf(passes, 'gp-12')?.DocNum).toBe(12);
    expect(cachedPassOf(passes, 'dsp-40')?.DocNum).toBe(12);
    expect(cachedPassOf(passes, '12')?.DocNum).toBe(12);
    expect(cachedPassOf(passes, 'GP-13')).toBeUndefined();
    expect(cachedPassOf(passes, '   ')).toBeUndefined();
  });

  it('says valid with what may pass, and not existing for a code it does not know or without a cache', () => {
    const cache = cacheOf([pass(12)]);
    const valid = validateOffline(cache, [], 'GP-12', 'O', now);
    expect(valid.Result).toBe('valid');
    expect(valid.Pass).toMatchObject({ DocNum: 12, PlateNum: 'AB-123' });
    expect(valid.Pass).not.toHaveProperty('ValidScans');
    expect(validateOffline(cache, [], 'GP-99', 'O', now)).toEqual({
      Result: 'not_existing',
      Pass: null,
      First: null,
    });
    expect(validateOffline(undefined, [], 'GP-12', 'O', now).Result).toBe('not_existing');
  });

  it('checks in the server’s order: cancelled before expired before wrong gate before duplicate', () => {
    const scanned = [{ Direction: 'O' as const, GateCode: 'G2', ScannedAt: '2026-11-28T08:00:00Z' }];
    const everything = pass(1, {
      Status: 'X',
      ValidUntil: '2026-11-28T01:00:00Z',
      GateCode: 'G9',
      ValidScans: scanned,
    });
    expect(validateOffline(cacheOf([everything]), [], 'GP-1', 'O', now).Result).toBe('cancelled');
    expect(validateOffline(cacheOf([{ ...everything, Status: 'O' }]), [], 'GP-1', 'O', now).Result).toBe(
      'expired',
    );
    const notYet = pass(1, { ValidFrom: '2026-11-28T11:00:00Z' });
    expect(validateOffline(cacheOf([notYet]), [], 'GP-1', 'O', now).Result).toBe('expired');
    const otherGate = { ...everything, Status: 'O' as const, ValidUntil: '2026-11-29T00:00:00Z' };
    expect(validateOffline(cacheOf([otherGate]), [], 'GP-1', 'O', now).Result).toBe('wrong_gate');
    expect(validateOffline(cacheOf([{ ...otherGate, GateCode: 'G1' }]), [], 'GP-1', 'O', now)).toMatchObject({
      Result: 'duplicate',
      First: { GateCode: 'G2', ScannedAt: '2026-11-28T08:00:00Z' },
    });
  });

  it('refuses a type the gate does not allow, a direction it does not have, or one the pass’s movement lacks', () => {
    expect(validateOffline(cacheOf([pass(1)], { AllowedTypes: ['visitor'] }), [], '1', 'O', now).Result).toBe(
      'wrong_gate',
    );
    expect(validateOffline(cacheOf([pass(1)], { Direction: 'I' }), [], '1', 'O', now).Result).toBe(
      'wrong_gate',
    );
    expect(validateOffline(cacheOf([pass(1)]), [], '1', 'I', now).Result).toBe('wrong_gate');
    expect(validateOffline(cacheOf([pass(1, { Movement: 'OI' })]), [], '1', 'I', now).Result).toBe('valid');
  });

  it('flags a second scan this gate made offline as a duplicate of the first, direction by direction', () => {
    const cache = cacheOf([pass(5, { Movement: 'OI' })]);
    const local = [
      { PassEntry: 1005, Direction: 'O' as const, GateCode: 'G1', ScannedAt: '2026-11-28T09:30:00Z' },
    ];
    expect(validateOffline(cache, local, 'GP-5', 'O', now)).toMatchObject({
      Result: 'duplicate',
      First: { GateCode: 'G1', ScannedAt: '2026-11-28T09:30:00Z' },
    });
    expect(validateOffline(cache, local, 'GP-5', 'I', now).Result).toBe('valid');
  });
});
