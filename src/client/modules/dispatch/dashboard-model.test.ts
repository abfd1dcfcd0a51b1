import { describe, expect, it } from 'vitest';
import { onTimePercent, todayCounts, usePercent, weekBars, weekRange } from './dashboard-model';

describe('the dispatch dashboard model', () => {
  it('stacks every status of a day, missing ones as 0, with the day total', () => {
    expect(weekBars([{ Date: '2026-11-23', counts: { P: 2, C: 1 } as never }])).toEqual([
      { Date: '2026-11-23', P: 2, L: 0, R: 0, C: 1, X: 0, total: 3 },
    ]);
  });

  it('lists today by status in the note life order', () => {
    expect(todayCounts({ R: 4 } as never).map((row) => `${row.status}${row.count}`)).toEqual([
      'P0',
      'L0',
      'R4',
      'C0',
      'X0',
    ]);
  });

  it('reads the on-time rate as a fraction or a percentage, and from the counts when absent', () => {
    expect(onTimePercent({ onTime: 17, late: 3, rate: '0.85' })).toBe(85);
    expect(onTimePercent({ onTime: 17, late: 3, rate: '85.00' })).toBe(85);
    expect(onTimePercent({ onTime: 3, late: 1, rate: null })).toBe(75);
    expect(onTimePercent({ onTime: 0, late: 0, rate: null })).toBeUndefined();
  });

  it('gives a vehicle load as a share of its capacity, none for an unlimited one', () => {
    expect(usePercent('750', '1000')).toBe(75);
    expect(usePercent('1200.5', '1000')).toBe(120);
    expect(usePercent('10', '0')).toBeUndefined();
  });

  it('spans the week from its first to its last day', () => {
    expect(
      weekRange([
        { Date: '2026-11-23', counts: {} as never },
        { Date: '2026-11-29', counts: {} as never },
      ]),
    ).toEqual({
      DateFrom: '2026-11-23',
      DateTo: '2026-11-29',
    });
    expect(weekRange([])).toBeUndefined();
  });
});
