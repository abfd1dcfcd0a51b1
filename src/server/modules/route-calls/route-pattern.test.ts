import { describe, expect, it } from 'vitest';
import { dueDates, firstClash, type RoutePattern, routeDueOn } from './route-pattern';

// 2026-11-02 is a Monday.
const monWedFortnightly: RoutePattern = {
  days: [true, false, true, false, false, false, false],
  everyWeeks: 2,
  startDate: '2026-11-04',
};

describe('route visit patterns', () => {
  it('lists the dates of a fortnightly Monday and Wednesday route, counted from its start week', () => {
    // Worked by hand: the start week is 2 to 8 November, its Monday (the 2nd) is before the start.
    expect(dueDates(monWedFortnightly, '2026-11-01', '2026-11-30')).toEqual([
      '2026-11-04',
      '2026-11-16',
      '2026-11-18',
      '2026-11-30',
    ]);
  });

  it('visits a weekly route on each of its days, and none before it starts', () => {
    const weekly: RoutePattern = {
      days: [false, false, false, false, true, true, false],
      everyWeeks: 1,
      startDate: '2026-11-07',
    };
    expect(dueDates(weekly, '2026-11-01', '2026-11-15')).toEqual(['2026-11-07', '2026-11-13', '2026-11-14']);
    expect(routeDueOn(weekly, '2026-11-06')).toBe(false);
    expect(routeDueOn(weekly, '2026-11-20')).toBe(true);
  });

  it('finds a clash only where both routes are visited on one date within both periods', () => {
    const oddWeeks: RoutePattern = {
      days: [true, false, false, false, false, false, false],
      everyWeeks: 2,
      startDate: '2026-11-02',
    };
    const evenWeeks: RoutePattern = { ...oddWeeks, startDate: '2026-11-09' };
    const period = (pattern: RoutePattern) => ({ pattern, from: '2026-11-01', to: '2027-03-31' });
    // Alternate Mondays never meet.
    expect(firstClash(period(oddWeeks), period(evenWeeks))).toBeUndefined();
    const weeklyMonday: RoutePattern = { ...oddWeeks, everyWeeks: 1 };
    expect(firstClash(period(oddWeeks), period(weeklyMonday))).toBe('2026-11-02');
    expect(
      firstClash(period(evenWeeks), { pattern: weeklyMonday, from: '2026-11-01', to: '2026-11-08' }),
    ).toBeUndefined();
  });
});
