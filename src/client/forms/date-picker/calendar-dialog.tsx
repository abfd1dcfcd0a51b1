import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek } from '../../../shared/locale/formatters';
import type { Language } from '../../i18n/i18n-setup';
import { wrapTab } from '../../ui/modal-focus';
import { visuallyHidden } from '../../ui/visually-hidden.css';
import {
  addMonths,
  addYears,
  clampToRange,
  type DateRange,
  hasMonthAfter,
  hasMonthBefore,
  isMonthOutOfRange,
  isOutOfRange,
  partsOf,
  todayIso,
  yearOptions,
} from './calendar-dates';
import { CalendarGrid } from './calendar-grid';
import { targetOfGridKey } from './calendar-keys';
import { monthNames } from './calendar-labels';
import * as styles from './date-picker.css';
import { popupMinWidthPx } from './date-picker-limits';

export interface CalendarDialogProps {
  id: string;
  title: string;
  value: string;
  range: DateRange;
  language: Language;
  onChoose: (date: string) => void;
  /** Escape and Close: the field takes focus back. */
  onClose: () => void;
}

/** The WAI-ARIA APG "date picker dialog": a modal popup holding a month grid. */
export function CalendarDialog({
  id,
  title,
  value,
  range,
  language,
  onChoose,
  onClose,
}: CalendarDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const today = todayIso();
  const [focused, setFocused] = useState(() => clampToRange(value || today, range));
  // A new object on every request, so asking twice for the same day still moves focus.
  const [focusRequest, setFocusRequest] = useState<{ date: string } | null>({ date: focused });
  const view = partsOf(focused);
  const weekStart = firstDayOfWeek(language);

  useEffect(() => {
    if (focusRequest === null) return;
    dialogRef.current?.querySelector<HTMLElement>(`button[data-date="${focusRequest.date}"]`)?.focus();
  }, [focusRequest]);

  const moveTo = (date: string, focusDay: boolean) => {
    const target = clampToRange(date, range);
    setFocused(target);
    if (focusDay) setFocusRequest({ date: target });
  };

  /** At the limit the button turns disabled and would drop focus: the grid takes it. */
  const moveMonth = (step: 1 | -1) => {
    const target = clampToRange(addMonths(focused, step), range);
    const atLimit =
      step < 0 ? !hasMonthBefore(partsOf(target), range) : !hasMonthAfter(partsOf(target), range);
    moveTo(target, atLimit);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!isOutOfRange(focused, range)) onChoose(focused);
      return;
    }
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const target = targetOfGridKey(focused, event, { rtl, weekStart, range });
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target, true);
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // The popup owns Escape: a pane or a page around it must not close as well.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (
      event.key === 'Tab' &&
      dialogRef.current &&
      wrapTab(dialogRef.current, event.shiftKey, document.activeElement)
    )
      event.preventDefault();
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label={t('datePicker.dialogName', { title })}
      aria-describedby={hintId}
      className={styles.popup}
      // Inline, so the specification's minimum holds whatever stylesheet wraps the field.
      style={{ minInlineSize: `${popupMinWidthPx}px` }}
      onKeyDown={onDialogKeyDown}
    >
      <p id={hintId} className={visuallyHidden}>
        {t('datePicker.keyboardHint')}
      </p>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('datePicker.previousMonth')}
          disabled={!hasMonthBefore(view, range)}
          onClick={() => moveMonth(-1)}
        >
          <IconChevronLeft aria-hidden className={styles.directionalIcon} />
        </button>
        <select
          aria-label={t('datePicker.month')}
          className={styles.select}
          value={view.month}
          onChange={(event) => moveTo(addMonths(focused, Number(event.target.value) - view.month), false)}
        >
          {monthNames(language).map((name, index) => (
            <option
              key={name}
              value={index + 1}
              disabled={isMonthOutOfRange({ year: view.year, month: index + 1 }, range)}
            >
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('datePicker.year')}
          className={styles.select}
          value={view.year}
          onChange={(event) => moveTo(addYears(focused, Number(event.target.value) - view.year), false)}
        >
          {yearOptions(partsOf(today).year, range, view.year).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('datePicker.nextMonth')}
          disabled={!hasMonthAfter(view, range)}
          onClick={() => moveMonth(1)}
        >
          <IconChevronRight aria-hidden className={styles.directionalIcon} />
        </button>
      </div>
      <CalendarGrid
        month={view}
        weekStart={weekStart}
        language={language}
        range={range}
        focused={focused}
        selected={value}
        today={today}
        onChoose={onChoose}
        onKeyDown={onGridKeyDown}
      />
      <div className={styles.footer}>
        <button
          type="button"
          className={styles.textButton}
          disabled={isOutOfRange(today, range)}
          onClick={() => onChoose(today)}
        >
          {t('datePicker.today')}
        </button>
        <button type="button" className={styles.textButton} onClick={onClose}>
          {t('datePicker.close')}
        </button>
      </div>
    </div>
  );
}
