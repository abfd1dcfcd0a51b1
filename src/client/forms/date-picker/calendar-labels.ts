import { firstDayOfWeek, formatDate, formatDatePattern } from '../../../shared/locale/formatters';
import type { Language } from '../../i18n/i18n-setup';
import { addDays, type CalendarMonth, isoDate } from './calendar-dates';

/** 1 January 2023 was a Sunday: the reference week for weekday names. */
const referenceSunday = '2023-01-01';

export interface WeekdayName {
  /** The column header's visible text ("Su", "lu", "ح"). */
  short: string;
  /** What a screen reader says for the column ("Sunday"). */
  full: string;
}

/** The weekdays in the order of the language's week, which starts where dayjs's locale says. */
export function weekdayNames(language: Language): WeekdayName[] {
  const weekStart = firstDayOfWeek(language);
  return Array.from({ length: 7 }, (_, index) => {
    const day = addDays(referenceSunday, (weekStart + index) % 7);
    return { short: formatDatePattern(day, 'dd', language), full: formatDatePattern(day, 'dddd', language) };
  });
}

export const monthNames = (language: Language): string[] =>
  Array.from({ length: 12 }, (_, index) => formatDatePattern(isoDate(2023, index + 1, 1), 'MMMM', language));

export const monthYearLabel = ({ year, month }: CalendarMonth, language: Language): string =>
  formatDatePattern(isoDate(year, month, 1), 'MMMM YYYY', language);

/** A day's full name, as the long format writes it: "Monday, November 23, 2026". */
export const dayLabel = (iso: string, language: Language): string => formatDate(iso, 'long', language);
