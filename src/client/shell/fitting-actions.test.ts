import { describe, expect, it } from 'vitest';
import { fittingCount } from './fitting-actions';

describe('fittingCount', () => {
  const widths = [100, 120, 80, 90];

  it('keeps every action when the row holds them all, gaps included', () => {
    expect(fittingCount({ widths, available: 390 + 3 * 8, moreWidth: 40, gap: 8 })).toBe(4);
  });

  it('keeps as many as fit beside the menu button, which takes the rest', () => {
    // 100 + 8 + 120 + 8 + 80 = 316, + 8 + 40 = 364: three fit in 370, not in 360.
    expect(fittingCount({ widths, available: 370, moreWidth: 40, gap: 8 })).toBe(3);
    expect(fittingCount({ widths, available: 360, moreWidth: 40, gap: 8 })).toBe(2);
  });

  it('puts everything in the menu when not even the first fits beside it', () => {
    expect(fittingCount({ widths, available: 120, moreWidth: 40, gap: 8 })).toBe(0);
  });

  it('hides nothing before the buttons have been measured', () => {
    expect(fittingCount({ widths: [0, 0, 0], available: 0, moreWidth: 0, gap: 8 })).toBe(3);
  });
});
