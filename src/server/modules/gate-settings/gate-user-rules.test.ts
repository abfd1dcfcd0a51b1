import { describe, expect, it } from 'vitest';
import { assignmentPeriodProblem, type GateAssignment, scanAllowedBy } from './gate-user-rules';

const at = (GateCode: string, extra: Partial<GateAssignment> = {}): GateAssignment => ({
  GateCode,
  Active: 'Y',
  ValidFrom: null,
  ValidTo: null,
  ...extra,
});

describe('gate users', () => {
  it('leaves a user without assignments to their group rules', () => {
    expect(scanAllowedBy([], 'G1', '2026-11-28')).toBe('unrestricted');
  });

  it('lets an assigned user scan at their gates only, within the period and while active', () => {
    const day = '2026-11-28';
    expect(scanAllowedBy([at('G1')], 'G1', day)).toBe('assigned');
    expect(scanAllowedBy([at('G1')], 'G2', day)).toBe('elsewhere');
    expect(scanAllowedBy([at('G1', { ValidFrom: '2026-11-28', ValidTo: '2026-11-28' })], 'G1', day)).toBe(
      'assigned',
    );
    expect(scanAllowedBy([at('G1', { ValidFrom: '2026-11-29' })], 'G1', day)).toBe('elsewhere');
    expect(scanAllowedBy([at('G1', { ValidTo: '2026-11-27' })], 'G1', day)).toBe('elsewhere');
    expect(scanAllowedBy([at('G1', { Active: 'N' })], 'G1', day)).toBe('elsewhere');
  });

  it('refuses a period that ends before it starts', () => {
    expect(assignmentPeriodProblem('2026-12-01', '2026-11-30')).toBe(true);
    expect(assignmentPeriodProblem('2026-12-01', '2026-12-01')).toBe(false);
    expect(assignmentPeriodProblem(null, '2026-11-30')).toBe(false);
  });
});
