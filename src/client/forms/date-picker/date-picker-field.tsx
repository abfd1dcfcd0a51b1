import { IconCalendar, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFormat, formatDate } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { isShortcutInField } from '../../keyboard/shortcut-in-field';
import { type FieldRule, validateField } from '../field-rules';
import { type DateRange, parseIsoDate } from './calendar-dates';
import { CalendarDialog } from './calendar-dialog';
import * as styles from './date-picker.css';
import { takeBeforeShortcut } from './take-before-shortcut';
import { useDateValue } from './use-date-value';
import { useOutsidePointer } from './use-outside-pointer';
import { useTypedDate } from './use-typed-date';

/** The `date` event of the specification: which field, and its new YYYY-MM-DD date ('' when cleared). */
export interface DateFieldChange {
  fieldName: string;
  date: string;
}

export interface DatePickerFieldProps {
  /** ISO date (YYYY-MM-DD); a change is taken by the field. */
  myDate?: string;
  fieldName?: string;
  /** The visible label and the field's accessible name. */
  title: string;
  /** An empty myDate becomes today, emitted like a choice. */
  setTodayDate?: boolean;
  clearable?: boolean;
  /** Leaves out the line under the field that shows rule messages. */
  hideDetails?: boolean;
  format?: DateFormat;
  minDate?: string;
  maxDate?: string;
  rules?: readonly FieldRule<string>[];
  maxErrors?: number;
  /** `update:date`. */
  onUpdateDate?: (date: string) => void;
  /** `date`. */
  onDate?: (change: DateFieldChange) => void;
  /** `clear`, after the empty date has been emitted. */
  onClear?: () => void;
  /**
   * The message of a typed text the field could not take, and undefined once it is gone: a host
   * that hides the details line shows it in its own.
   */
  onTypedProblem?: (message: string | undefined) => void;
}

/** A date whose text is as long as any in most formats: two-digit day and month, a long month name. */
const widestDate = '2026-09-28';

/**
 * The input's width in characters: the longest text it shows in its format. Its column, in a
 * narrow pane, then neither squeezes the date nor lets it spill over the next field.
 */
const dateInputSize = (format: DateFormat, language: Language) =>
  formatDate(widestDate, format, language).length;

const rangeOf = (minDate: string | undefined, maxDate: string | undefined): DateRange => ({
  min: parseIsoDate(minDate),
  max: parseIsoDate(maxDate),
});

/**
 * The reusable date field (specification sections 3 to 5): text that opens a calendar popup, and
 * that also takes a typed date (docs/decisions.md, "Typed dates (issue 18)"). One tab stop: its
 * buttons are reached by their keys on the input.
 */
export function DatePickerField({
  myDate = '',
  fieldName = '',
  title,
  setTodayDate = false,
  clearable = true,
  hideDetails = false,
  format = 'short',
  minDate,
  maxDate,
  rules = [],
  maxErrors,
  onUpdateDate,
  onDate,
  onClear,
  onTypedProblem,
}: DatePickerFieldProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const inputId = useId();
  const labelId = useId();
  const detailsId = useId();
  const dialogId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [edited, setEdited] = useState(false);

  const emit = (date: string) => {
    onUpdateDate?.(date);
    onDate?.({ fieldName, date });
  };
  const [value, setValue] = useDateValue(myDate, setTodayDate, emit);
  const range = rangeOf(minDate, maxDate);
  useOutsidePointer(rootRef, open, () => setOpen(false));

  const commit = (date: string) => {
    setValue(date);
    setEdited(true);
    emit(date);
  };
  const clearValue = () => {
    commit('');
    onClear?.();
  };
  const typing = useTypedDate({
    value,
    language,
    range,
    clearable,
    choose: commit,
    clear: clearValue,
    onProblem: onTypedProblem,
  });
  // Rules run on input: from the first choice or clearing on, not against the value the form started with.
  const messages =
    typing.problem !== undefined ? [typing.problem] : edited ? validateField(value, rules, maxErrors) : [];
  const showDetails = !hideDetails && messages.length > 0;

  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };
  const choose = (date: string) => {
    typing.restore();
    commit(date);
    close();
  };
  const clear = () => {
    typing.restore();
    clearValue();
    // The Clear button disappears with the value: focus must not fall to the page.
    inputRef.current?.focus();
  };
  const openCalendar = () => {
    typing.take();
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const untouched = typing.draft === undefined;
    // Enter and Space on an untouched field open the calendar, as the specification's field does.
    const opens =
      (event.altKey && event.key === 'ArrowDown') ||
      event.key === 'F4' ||
      (untouched && (event.key === 'Enter' || event.key === ' '));
    if (opens) {
      event.preventDefault();
      openCalendar();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      typing.take();
    } else if (event.key === 'Escape' && !untouched) {
      // The typed text is what Escape undoes here, not the pane or dialog around the field.
      event.preventDefault();
      event.stopPropagation();
      typing.restore();
    } else if (!untouched && isShortcutInField(event.nativeEvent)) {
      takeBeforeShortcut(event, typing.take);
    }
  };

  const shown = typing.draft ?? formatDate(value, format, language);
  const shownBefore = useRef(shown);
  useLayoutEffect(() => {
    const input = inputRef.current;
    // A value that arrives while the field has focus and nothing typed in it (the due date that
    // follows the posting date just left) stays selected, as Tab left the old one: the keys typed
    // next replace it instead of landing after it.
    if (
      input &&
      shown !== shownBefore.current &&
      typing.draft === undefined &&
      document.activeElement === input
    )
      input.select();
    shownBefore.current = shown;
  }, [shown, typing.draft]);

  return (
    <div ref={rootRef} className={styles.field}>
      <label id={labelId} htmlFor={inputId} className={styles.label}>
        {title}
      </label>
      <div className={messages.length > 0 ? `${styles.control} ${styles.invalid}` : styles.control}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          name={fieldName || undefined}
          value={shown}
          placeholder={t('datePicker.placeholder')}
          size={dateInputSize(format, language)}
          autoComplete="off"
          aria-haspopup="dialog"
          aria-keyshortcuts="Alt+ArrowDown F4"
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={showDetails ? detailsId : undefined}
          className={styles.input}
          onChange={(event) => typing.edit(event.target.value)}
          // A click while typing places the caret; otherwise it opens the calendar, as specified.
          onClick={() => typing.draft === undefined && setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={typing.take}
        />
        {clearable && value !== '' && (
          <button
            type="button"
            className={styles.iconButton}
            tabIndex={-1}
            aria-label={t('datePicker.clear')}
            aria-describedby={labelId}
            onClick={clear}
          >
            <IconX aria-hidden size={18} />
          </button>
        )}
        <button
          type="button"
          className={styles.iconButton}
          tabIndex={-1}
          aria-label={t('datePicker.chooseDate')}
          aria-describedby={labelId}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <IconCalendar aria-hidden size={18} />
        </button>
      </div>
      {!hideDetails && (
        <div id={detailsId} className={styles.details} aria-live="polite">
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
      {open && (
        <CalendarDialog
          id={dialogId}
          title={title}
          value={value}
          range={range}
          language={language}
          onChoose={choose}
          onClose={close}
        />
      )}
    </div>
  );
}
