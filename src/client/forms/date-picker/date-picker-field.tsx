import { IconCalendar, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateFormat, formatDate } from '../../../shared/locale/formatters';
import { defaultLanguage, isLanguage } from '../../i18n/i18n-setup';
import { type FieldRule, validateField } from '../field-rules';
import { type DateRange, parseIsoDate } from './calendar-dates';
import { CalendarDialog } from './calendar-dialog';
import * as styles from './date-picker.css';
import { useDateValue } from './use-date-value';
import { useOutsidePointer } from './use-outside-pointer';

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
}

const rangeOf = (minDate: string | undefined, maxDate: string | undefined): DateRange => ({
  min: parseIsoDate(minDate),
  max: parseIsoDate(maxDate),
});

/** The reusable date field: read-only text that opens a calendar popup (specification sections 3 to 5). */
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
  // Rules run on input: from the first choice or clearing on, not against the value the form started with.
  const messages = edited ? validateField(value, rules, maxErrors) : [];
  const showDetails = !hideDetails && messages.length > 0;
  useOutsidePointer(rootRef, open, () => setOpen(false));

  const commit = (date: string) => {
    setValue(date);
    setEdited(true);
    emit(date);
  };
  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };
  const choose = (date: string) => {
    commit(date);
    close();
  };
  const clear = () => {
    commit('');
    onClear?.();
    // The Clear button disappears with the value: focus must not fall to the page.
    inputRef.current?.focus();
  };
  const openOnKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || (event.altKey && event.key === 'ArrowDown')) {
      event.preventDefault();
      setOpen(true);
    }
  };

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
          readOnly
          value={formatDate(value, format, language)}
          aria-haspopup="dialog"
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={showDetails ? detailsId : undefined}
          className={styles.input}
          onClick={() => setOpen(true)}
          onKeyDown={openOnKey}
        />
        {clearable && value !== '' && (
          <button
            type="button"
            className={styles.iconButton}
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
          range={rangeOf(minDate, maxDate)}
          language={language}
          onChoose={choose}
          onClose={close}
        />
      )}
    </div>
  );
}
