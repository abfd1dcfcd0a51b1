/**
 * When a recurring template falls due (issue 25), as pure date arithmetic on YYYY-MM-DD in UTC:
 *
 * - D: every `Interval` days from StartDate;
 * - W: every `Interval` weeks (counted from the Monday of StartDate's week) on each of `WeekDays`
 *   (ISO digits, 1 Monday .. 7 Sunday; StartDate's own weekday when none are given);
 * - M: every `Interval` months from StartDate's month on `MonthDay` (StartDate's day when none is
 *   given), on the month's last day when it is shorter (31 is every month's end);
 *
 * never before StartDate nor after EndDate.
 */
export type RecurringSchedule = {
  Frequency: 'D' | 'W' | 'M';
  Interval: number;
  WeekDays: string | null;
  MonthDay: number | null;
  StartDate: string;
  EndDate: string | null;
};

const dayMs = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / dayMs);
/** ISO weekday: 1 Monday .. 7 Sunday. */
const isoWeekday = (date: string) => ((new Date(toTime(date)).getUTCDay() + 6) % 7) + 1;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

function isDue(schedule: RecurringSchedule, date: string): boolean {
  const { Frequency, Interval, StartDate } = schedule;
  if (Frequency === 'D') return daysBetween(StartDate, date) % Interval === 0;
  if (Frequency === 'W') {
    const days = schedule.WeekDays || String(isoWeekday(StartDate));
    if (!days.includes(String(isoWeekday(date)))) return false;
    const startMonday = daysBetween('1970-01-05', StartDate) - (isoWeekday(StartDate) - 1);
    const weeks = Math.floor((daysBetween('1970-01-05', date) - startMonday) / 7);
    return weeks % Interval === 0;
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [startYear, startMonth, startDay] = StartDate.split('-').map(Number) as [number, number, number];
  const months = (year - startYear) * 12 + (month - startMonth);
  if (months % Interval !== 0) return false;
  const wanted = schedule.MonthDay ?? startDay;
  return day === Math.min(wanted, lastDayOf(year, month - 1));
}

/** The due dates of a schedule from `from` to `to` (both included), oldest first, at most `limit`. */
export function dueDates(schedule: RecurringSchedule, from: string, to: string, limit = 400): string[] {
  const first = from > schedule.StartDate ? from : schedule.StartDate;
  const last = schedule.EndDate !== null && schedule.EndDate < to ? schedule.EndDate : to;
  const found: string[] = [];
  for (let time = toTime(first); time <= toTime(last) && found.length < limit; time += dayMs) {
    const date = toDate(time);
    if (isDue(schedule, date)) found.push(date);
  }
  return found;
}

/** Whether a week-days text names ISO weekdays only, each once (1357). */
export const weekDaysValid = (text: string): boolean =>
  /^[1-7]{1,7}$/.test(text) && new Set(text).size === text.length;
