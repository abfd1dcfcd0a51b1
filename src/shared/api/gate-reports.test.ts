import { describe, expect, it } from 'vitest';
import { codeShapeOf, passProgressOf, reconciliationOf, scanLogsQuerySchema } from './gate-reports';

const now = new Date('2026-03-10T12:00:00Z');
const pass = {
  Status: 'O' as const,
  Movement: 'O' as const,
  OutAt: null,
  InAt: null,
  ValidUntil: '2026-03-11T00:00:00Z',
};

describe('a gate pass’s progress', () => {
  it('says what an open pass still needs by its movement', () => {
    expect(passProgressOf(pass, now)).toBe('awaiting_out');
    expect(passProgressOf({ ...pass, Movement: 'OI', OutAt: '2026-03-10T08:00:00Z' }, now)).toBe('out');
    expect(passProgressOf({ ...pass, Movement: 'I' }, now)).toBe('awaiting_in');
    expect(passProgressOf({ ...pass, Movement: 'OI', OutAt: 'x', InAt: 'y' }, now)).toBe('closed');
  });

  it('calls an open pass past its validity overdue, and a closed or cancelled one by its status', () => {
    expect(passProgressOf({ ...pass, ValidUntil: '2026-03-09T00:00:00Z' }, now)).toBe('overdue');
    expect(passProgressOf({ ...pass, Status: 'C', ValidUntil: '2026-03-09T00:00:00Z' }, now)).toBe('closed');
    expect(passProgressOf({ ...pass, Status: 'X' }, now)).toBe('cancelled');
  });
});

describe('the gate reports’ classifications', () => {
  it('reconciles a backup scan by the result the server stored', () => {
    expect(reconciliationOf('valid')).toBe('accepted');
    expect(reconciliationOf('duplicate')).toBe('duplicate');
    expect(reconciliationOf('conflict')).toBe('conflict');
    expect(reconciliationOf('expired')).toBe('rejected');
    expect(reconciliationOf('not_existing')).toBe('rejected');
  });

  it('tells what an unknown code looks like, whatever its case and spaces', () => {
    expect(codeShapeOf(' gp-120 ')).toBe('pass');
    expect(codeShapeOf('DSP-40')).toBe('dispatch');
    expect(codeShapeOf('000123')).toBe('number');
    expect(codeShapeOf('GP-12A')).toBe('other');
    expect(codeShapeOf('')).toBe('other');
  });

  it('refuses a date range that ends before it starts, and takes a pass number as digits', () => {
    expect(scanLogsQuerySchema.safeParse({ DateFrom: '2026-03-02', DateTo: '2026-03-01' }).success).toBe(
      false,
    );
    expect(scanLogsQuerySchema.parse({ PassNum: '42' }).PassNum).toBe(42);
    expect(scanLogsQuerySchema.safeParse({ PassNum: 'GP-42' }).success).toBe(false);
  });
});
