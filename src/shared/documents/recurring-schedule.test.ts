import { describe, expect, it } from 'vitest';
import { dueDates, type RecurringSchedule, weekDaysValid } from './recurring-schedule';

const schedule = (part: Partial<RecurringSchedule>): RecurringSchedule => ({
  Frequency: 'D',
  Interval: 1,
  WeekDays: null,
  MonthDay: null,
  StartDate: '2026-01-01',
  EndDate: null,
  ...part,
});

describe('the due dates of a recurring schedule', () => {
  it('falls every n days from the start', () => {
    expect(dueDates(schedule({ Interval: 3 }), '2026-01-01', '2026-01-10')).toEqual([
      '2026-01-01',
      '2026-01-04',
      '2026-01-07',
      '2026-01-10',
    ]);
  });

  it('falls on the chosen weekdays of every other week, counted from the start week', () => {
    // 2026-01-01 is a Thursday; its week starts on Monday 2025-12-29. Mondays (1) and Fridays (5).
    expect(
      dueDates(schedule({ Frequency: 'W', Interval: 2, WeekDays: '15' }), '2026-01-01', '2026-01-31'),
    ).toEqual(['2026-01-02', '2026-01-12', '2026-01-16', '2026-01-26', '2026-01-30']);
  });

  it('takes the start date’s weekday when no weekdays are given', () => {
    expect(dueDates(schedule({ Frequency: 'W' }), '2026-01-01', '2026-01-20')).toEqual([
      '2026-01-01',
      '2026-01-08',
      '2026-01-15',
    ]);
  });

  it('falls on the month day, or the month’s last day when it is shorter', () => {
    expect(
      dueDates(
        schedule({ Frequency: 'M', MonthDay: 31, StartDate: '2026-01-15' }),
        '2026-01-01',
        '2026-04-30',
      ),
    ).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('falls every n months on the start day when no month day is given', () => {
    expect(
      dueDates(
        schedule({ Frequency: 'M', Interval: 2, StartDate: '2026-01-10' }),
        '2026-01-01',
        '2026-07-31',
      ),
    ).toEqual(['2026-01-10', '2026-03-10', '2026-05-10', '2026-07-10']);
  });

  it('never falls before the start nor after the end', () => {
    expect(
      dueDates(schedule({ StartDate: '2026-01-05', EndDate: '2026-01-07' }), '2026-01-01', '2026-01-31'),
    ).toEqual(['2026-01-05', '2026-01-06', '2026-01-07']);
  });
});

describe('week days', () => {
  it('are ISO weekday digits, each once', () => {
    expect(weekDaysValid('135')).toBe(true);
    expect(weekDaysValid('8')).toBe(false);
    expect(weekDaysValid('11')).toBe(false);
    expect(weekDaysValid('')).toBe(false);
  });
});
