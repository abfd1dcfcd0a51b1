import { describe, expect, it } from 'vitest';
import { periodRunsForwards } from './sales-target-rules';

describe('a sales target period', () => {
  it('runs forwards when it ends after it starts', () => {
    expect(periodRunsForwards('2026-10-01', '2026-12-31')).toBe(true);
  });
  it('is refused when it ends on or before its start, or has no end', () => {
    expect(periodRunsForwards('2026-10-01', '2026-10-01')).toBe(false);
    expect(periodRunsForwards('2026-10-02', '2026-10-01')).toBe(false);
    expect(periodRunsForwards('2026-10-01', null)).toBe(false);
  });
});
