/**
 * A route's visit pattern (issue 25): the weekdays it holds (Monday first), every `everyWeeks`
 * weeks counted from the week of `startDate` (weeks start on Monday, ISO 8601), from that date on.
 * Dates are ISO calendar days (YYYY-MM-DD), reckoned in UTC so no time zone moves a day.
 */
export interface RoutePattern {
  /** Seven flags, Monday to Sunday. */
  days: readonly boolean[];
  everyWeeks: number;
  startDate: string;
}

const dayMs = 86_400_000;

const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / dayMs);
const isoOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** 0 Monday … 6 Sunday (1970-01-01, day 0, was a Thursday). */
const weekdayOf = (day: number) => (((day + 3) % 7) + 7) % 7;
const mondayOf = (day: number) => day - weekdayOf(day);

function dueOnDay(pattern: RoutePattern, day: number): boolean {
  const start = dayNumber(pattern.startDate);
  if (day < start || !pattern.days[weekdayOf(day)]) return false;
  const weeks = (mondayOf(day) - mondayOf(start)) / 7;
  return weeks % Math.max(1, pattern.everyWeeks) === 0;
}

/** Whether the route is visited on the date. */
export const routeDueOn = (pattern: RoutePattern, date: string): boolean =>
  dueOnDay(pattern, dayNumber(date));

/** The dates from `from` to `to` (both included) the route is visited on, in order. */
export function dueDates(pattern: RoutePattern, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1)
    if (dueOnDay(pattern, day)) dates.push(isoOf(day));
  return dates;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A pattern held for a period: a route assigned from one date to another. */
export interface PatternPeriod {
  pattern: RoutePattern;
  from: string;
  to: string;
}

/**
 * The first date both periods visit their routes, if any: two assignments of one rep clash there.
 * Both patterns repeat every lcm(n, m) weeks once both started, so looking that far is enough.
 */
export function firstClash(a: PatternPeriod, b: PatternPeriod): string | undefined {
  const first = Math.max(
    dayNumber(a.from),
    dayNumber(b.from),
    dayNumber(a.pattern.startDate),
    dayNumber(b.pattern.startDate),
  );
  const n = Math.max(1, a.pattern.everyWeeks);
  const m = Math.max(1, b.pattern.everyWeeks);
  const cycle = 7 * ((n * m) / gcd(n, m));
  const last = Math.min(dayNumber(a.to), dayNumber(b.to), mondayOf(first) + cycle + 6);
  for (let day = first; day <= last; day += 1)
    if (dueOnDay(a.pattern, day) && dueOnDay(b.pattern, day)) return isoOf(day);
  return undefined;
}
