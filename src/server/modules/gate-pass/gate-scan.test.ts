import { describe, expect, it } from 'vitest';
import { judgeScan, parseScannedCode, type ScannedPass, type ScanningGate } from './gate-scan';

const gate: ScanningGate = { GateCode: 'G1', WhsCode: 'WH01', Direction: 'O', AllowedTypes: [] };
const pass: ScannedPass = {
  DocEntry: 7,
  PassType: 'dispatch',
  Movement: 'O',
  Status: 'O',
  ValidFrom: '2026-11-28T06:00:00Z',
  ValidUntil: '2026-11-28T18:00:00Z',
  GateCode: null,
  WhsCode: 'WH01',
};
const noon = new Date('2026-11-28T12:00:00Z');

describe('a scanned code', () => {
  it('names a pass by its GP code or bare number, and a source by its DSP code, whatever the case and spaces', () => {
    expect(parseScannedCode(' gp-12 ')).toEqual({ ScanCode: 'GP-12' });
    expect(parseScannedCode('GP12')).toEqual({ ScanCode: 'GP-12' });
    expect(parseScannedCode('0012')).toEqual({ ScanCode: 'GP-12' });
    expect(parseScannedCode('dsp-40')).toEqual({ SourceScanCode: 'DSP-40' });
    expect(parseScannedCode('ABC-1')).toBeNull();
    expect(parseScannedCode('')).toBeNull();
  });
});

describe('a scan judged in the contract’s order', () => {
  it('answers not_existing, cancelled, expired, then wrong_gate before valid', () => {
    expect(judgeScan(undefined, gate, 'O', noon)).toBe('not_existing');
    expect(judgeScan({ ...pass, Status: 'X', ValidUntil: '2020-01-01T00:00:00Z' }, gate, 'O', noon)).toBe(
      'cancelled',
    );
    expect(judgeScan({ ...pass, GateCode: 'G2' }, gate, 'O', new Date('2026-11-29T00:00:00Z'))).toBe(
      'expired',
    );
    expect(judgeScan(pass, gate, 'O', new Date('2026-11-28T05:59:59Z'))).toBe('expired');
    expect(judgeScan(pass, gate, 'O', noon)).toBe('valid');
  });

  it('answers wrong_gate for another named gate, another warehouse, a type or direction the gate or pass has not', () => {
    expect(judgeScan({ ...pass, GateCode: 'G2' }, gate, 'O', noon)).toBe('wrong_gate');
    expect(judgeScan({ ...pass, WhsCode: 'WH02' }, gate, 'O', noon)).toBe('wrong_gate');
    expect(judgeScan(pass, { ...gate, AllowedTypes: ['visitor'] }, 'O', noon)).toBe('wrong_gate');
    expect(judgeScan(pass, gate, 'I', noon)).toBe('wrong_gate');
    expect(judgeScan(pass, { ...gate, Direction: 'B' }, 'I', noon)).toBe('wrong_gate');
    expect(judgeScan({ ...pass, Movement: 'OI' }, { ...gate, Direction: 'B' }, 'I', noon)).toBe('valid');
    expect(judgeScan({ ...pass, WhsCode: null }, { ...gate, WhsCode: 'WH09' }, 'O', noon)).toBe('valid');
  });
});
