import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  clampToRange,
  dayOfWeek,
  endOfWeek,
  hasMonthAfter,
  hasMonthBefore,
  isMonthOutOfRange,
  isOutOfRange,
  isoDate,
  monthWeeks,
  parseIsoDate,
  startOfWeek,
  todayIso,
  yearOptions,
} from './calendar-dates';

describe('ISO calendar dates', () => {
  it('writes a day as YYYY-MM-DD with zero-padded month and day', () => {
    expect(isoDate(2026, 3, 5)).toBe('2026-03-05');
    expect(isoDate(26, 1, 1)).toBe('0026-01-01');
  });

  it('accepts a real day, the date part of a date-time, and nothing else', () => {
    expect(parseIsoDate('2024-02-29')).toBe('2024-02-29');
    expect(parseIsoDate('2026-11-23T10:00:00Z')).toBe('2026-11-23');
    for (const bad of ['', '2026-02-29', '2026-13-01', '2026-1-5', '11/23/2026', undefined])
      expect(parseIsoDate(bad), String(bad)).toBeUndefined();
  });

  it('moves by days, months and years across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });

  it('finds the weekday and the ends of a week from its first day', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(startOfWeek('2026-11-25', 0)).toBe('2026-11-22');
    expect(endOfWeek('2026-11-25', 0)).toBe('2026-11-28');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    expect(startOfWeek('2026-11-25', 6)).toBe('2026-11-21');
    expect(endOfWeek('2026-11-25', 6)).toBe('2026-11-27');
  });

  it('lays a month out in weeks from the week start, with blanks around it', () => {
    const weeks = monthWeeks({ year: 2026, month: 11 }, 0);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(30);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const mondayFirst = monthWeeks({ year: 2026, month: 11 }, 1);
    expect(mondayFirst[0]?.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });

  it('tells days and months outside the range and clamps into it', () => {
    const range = { min: '2026-11-10', max: '2027-01-20' };
    expect(isOutOfRange('2026-11-09', range)).toBe(true);
    expect(isOutOfRange('2026-11-10', range)).toBe(false);
    expect(clampToRange('2027-02-01', range)).toBe('2027-01-20');
    expect(isMonthOutOfRange({ year: 2026, month: 10 }, range)).toBe(true);
    expect(isMonthOutOfRange({ year: 2026, month: 11 }, range)).toBe(false);
    expect(isMonthOutOfRange({ year: 2027, month: 2 }, range)).toBe(true);
    expect(hasMonthBefore({ year: 2026, month: 11 }, range)).toBe(false);
    expect(hasMonthAfter({ year: 2026, month: 12 }, range)).toBe(true);
    expect(hasMonthAfter({ year: 2027, month: 1 }, range)).toBe(false);
  });

  it('lists 100 years before to 52 after the current year unless a limit is set', () => {
    const years = yearOptions(2026, {}, 2026);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2078);
    expect(years).toHaveLength(153);
    expect(yearOptions(2026, { min: '2020-05-01' }, 2026)[0]).toBe(2020);
    expect(yearOptions(2026, { min: '2020-05-01', max: '2030-01-01' }, 2026)).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030,
    ]);
  });

  it('reads today from the local calendar', () => {
    expect(todayIso(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
  });
});
