import { yearsAfterCurrent, yearsBeforeCurrent } from './date-picker-limits';

/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC, so no time zone or daylight-saving change
 * can move a day. ISO dates with four-digit years compare correctly as strings.
 */

export interface DateRange {
  min?: string;
  max?: string;
}

export interface CalendarMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const dayMs = 86_400_000;

function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function fromUtc(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** The day as YYYY-MM-DD with zero-padded month and day, rolling over like the calendar does. */
export const isoDate = (year: number, month: number, day: number): string =>
  fromUtc(utcDate(year, month, day));

/** The date part of an ISO date or date-time when it names a real day, else undefined. */
export function parseIsoDate(value: string | undefined): string | undefined {
  const match = value === undefined ? null : isoPattern.exec(value);
  if (!match) return undefined;
  const normalised = isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return normalised === `${match[1]}-${match[2]}-${match[3]}` ? normalised : undefined;
}

export function partsOf(iso: string): CalendarMonth & { day: number } {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
}

export const daysInMonth = (year: number, month: number): number => utcDate(year, month + 1, 0).getUTCDate();

/** 0 is Sunday. */
export const dayOfWeek = (iso: string): number => {
  const { year, month, day } = partsOf(iso);
  return utcDate(year, month, day).getUTCDay();
};

export function addDays(iso: string, days: number): string {
  const { year, month, day } = partsOf(iso);
  return fromUtc(new Date(utcDate(year, month, day).getTime() + days * dayMs));
}

/** Keeps the day of the month, or the month's last day when it is shorter (Jan 31 + 1 month = Feb 28). */
export function addMonths(iso: string, months: number): string {
  const { year, month, day } = partsOf(iso);
  const first = partsOf(isoDate(year, month + months, 1));
  return isoDate(first.year, first.month, Math.min(day, daysInMonth(first.year, first.month)));
}

export const addYears = (iso: string, years: number): string => addMonths(iso, years * 12);

export const startOfWeek = (iso: string, weekStart: number): string =>
  addDays(iso, -((dayOfWeek(iso) - weekStart + 7) % 7));

export const endOfWeek = (iso: string, weekStart: number): string => addDays(startOfWeek(iso, weekStart), 6);

export const isOutOfRange = (iso: string, { min, max }: DateRange): boolean =>
  (min !== undefined && iso < min) || (max !== undefined && iso > max);

export function clampToRange(iso: string, { min, max }: DateRange): string {
  if (min !== undefined && iso < min) return min;
  if (max !== undefined && iso > max) return max;
  return iso;
}

const monthStart = ({ year, month }: CalendarMonth) => isoDate(year, month, 1);
const monthEnd = ({ year, month }: CalendarMonth) => isoDate(year, month, daysInMonth(year, month));

/** A month is out of range when none of its days is in it. */
export const isMonthOutOfRange = (month: CalendarMonth, { min, max }: DateRange): boolean =>
  (min !== undefined && monthEnd(month) < min) || (max !== undefined && monthStart(month) > max);

export const hasMonthBefore = (month: CalendarMonth, range: DateRange): boolean =>
  !isMonthOutOfRange(partsOf(isoDate(month.year, month.month - 1, 1)), range);

export const hasMonthAfter = (month: CalendarMonth, range: DateRange): boolean =>
  !isMonthOutOfRange(partsOf(isoDate(month.year, month.month + 1, 1)), range);

/**
 * The year list: 100 years before to 52 after the current year, each end replaced by the limit's
 * year when minDate or maxDate is set. The shown year is always listed, so the select never lies.
 */
export function yearOptions(currentYear: number, range: DateRange, shownYear: number): number[] {
  const first = range.min === undefined ? currentYear - yearsBeforeCurrent : partsOf(range.min).year;
  const last = range.max === undefined ? currentYear + yearsAfterCurrent : partsOf(range.max).year;
  const from = Math.min(first, shownYear);
  const to = Math.max(last, from, shownYear);
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** The month as weeks of 7 days starting on `weekStart`; days of the neighbouring months are null. */
export function monthWeeks({ year, month }: CalendarMonth, weekStart: number): (string | null)[][] {
  const first = isoDate(year, month, 1);
  const leading = (dayOfWeek(first) - weekStart + 7) % 7;
  const days: (string | null)[] = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: daysInMonth(year, month) }, (_, index) => isoDate(year, month, index + 1)),
  ];
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Today in the user's own time zone, as the calendar on their wall shows it. */
export function todayIso(now: Date = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
