import { describe, expect, it } from 'vitest';
import type { GatePassSummary } from '../../../shared/api/gate-pass';
import { cachedPassOf, type DeskCache, parsedCode, validateOffline } from './offline-validation';

const now = new Date('2026-11-28T10:00:00Z');
const pass = (DocNum: number, overrides: Partial<GatePassSummary> = {}): GatePassSummary => ({
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
  ...overrides,
});
const cacheOf = (passes: GatePassSummary[], gate: Partial<DeskCache> = {}): DeskCache => ({
  GateCode: 'G1',
  Direction: 'B',
  AllowedTypes: [],
  CachedAt: '2026-11-28T09:00:00Z',
  Passes: passes,
  Scanned: [],
  ...gate,
});

describe('judging a scan from the gate’s cache in backup mode', () => {
  it('reads a code as the server does: GP code, bare number, dispatch note code, any case and spaces', () => {
    expect(parsedCode(' gp-012 ')).toEqual({ ScanCode: 'GP-12' });
    expect(parsedCode('12')).toEqual({ ScanCode: 'GP-12' });
    expect(parsedCode('dsp40')).toEqual({ SourceScanCode: 'DSP-40' });
    expect(parsedCode('hello')).toBeNull();
    const live = pass(12, { SourceScanCode: 'DSP-40' });
    const cancelled = pass(11, { SourceScanCode: 'DSP-40', Status: 'X' });
    expect(cachedPassOf([cancelled, live], 'DSP-40')?.DocNum).toBe(12);
    expect(cachedPassOf([cancelled], 'DSP-40')?.DocNum).toBe(11);
    expect(cachedPassOf([live], 'GP-13')).toBeUndefined();
  });

  it('says valid with what may pass, and not existing for a code it does not know or without a cache', () => {
    const cache = cacheOf([pass(12)]);
    const valid = validateOffline(cache, [], 'GP-12', 'O', now);
    expect(valid.Result).toBe('valid');
    expect(valid.Pass).toMatchObject({ DocNum: 12, PlateNum: 'AB-123' });
    expect(validateOffline(cache, [], 'GP-99', 'O', now)).toEqual({
      Result: 'not_existing',
      Pass: null,
      First: null,
    });
    expect(validateOffline(undefined, [], 'GP-12', 'O', now).Result).toBe('not_existing');
  });

  it('checks in the server’s order: cancelled before expired before wrong gate before duplicate', () => {
    const scanned = [
      { PassEntry: 1001, Direction: 'O' as const, GateCode: 'G2', ScannedAt: '2026-11-28T08:00:00Z' },
    ];
    const everything = pass(1, { Status: 'X', ValidUntil: '2026-11-28T01:00:00Z', GateCode: 'G9' });
    const judge = (one: GatePassSummary) =>
      validateOffline(cacheOf([one], { Scanned: scanned }), [], 'GP-1', 'O', now);
    expect(judge(everything).Result).toBe('cancelled');
    expect(judge({ ...everything, Status: 'O' }).Result).toBe('expired');
    expect(judge(pass(1, { ValidFrom: '2026-11-28T11:00:00Z' })).Result).toBe('expired');
    const otherGate = { ...everything, Status: 'O' as const, ValidUntil: '2026-11-29T00:00:00Z' };
    expect(judge(otherGate).Result).toBe('wrong_gate');
    expect(judge({ ...otherGate, GateCode: 'G1' })).toMatchObject({
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
