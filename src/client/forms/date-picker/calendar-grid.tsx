import type { KeyboardEvent } from 'react';
import type { Language } from '../../i18n/i18n-setup';
import { type CalendarMonth, type DateRange, isOutOfRange, monthWeeks, partsOf } from './calendar-dates';
import { dayLabel, monthYearLabel, weekdayNames } from './calendar-labels';
import * as styles from './date-picker.css';

export interface CalendarGridProps {
  month: CalendarMonth;
  weekStart: number;
  language: Language;
  range: DateRange;
  /** The day holding the grid's one tab stop. */
  focused: string;
  selected: string;
  today: string;
  onChoose: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableElement>) => void;
}

/**
 * One month as a WAI-ARIA grid with one tab stop: arrow keys move between the days. Inside a
 * table with role grid, th is a columnheader and td a gridcell (HTML-AAM); each gridcell holds a
 * button, so a day is chosen by click, Enter or Space like any other button.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { month, weekStart, language, range, focused, selected, today, onChoose, onKeyDown } = props;
  return (
    <table
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's calendar is a grid table
      role="grid"
      aria-label={monthYearLabel(month, language)}
      className={styles.grid}
      onKeyDown={onKeyDown}
    >
      <thead>
        <tr>
          {weekdayNames(language).map((weekday) => (
            <th key={weekday.full} scope="col" abbr={weekday.full} className={styles.weekday}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month, weekStart).map((week) => (
          <tr key={week.find((date) => date !== null)}>
            {week.map((date, index) =>
              date === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank's place in the week is its identity
                <td key={index} className={styles.dayCell} />
              ) : (
                // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a td in a grid table is a gridcell, which can be selected
                <td key={date} aria-selected={date === selected || undefined} className={styles.dayCell}>
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    disabled={isOutOfRange(date, range)}
                    aria-label={dayLabel(date, language)}
                    aria-current={date === today ? 'date' : undefined}
                    className={date === selected ? `${styles.day} ${styles.selectedDay}` : styles.day}
                    onClick={() => onChoose(date)}
                  >
                    {partsOf(date).day}
                  </button>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
