import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import { type DateRange, todayIso } from './calendar-dates';
import { parseTypedDate, type TypedDateProblem } from './typed-date';

interface TypedDateOptions {
  /** The field's last good date, YYYY-MM-DD or ''. */
  value: string;
  language: Language;
  range: DateRange;
  clearable: boolean;
  /** Takes a new date exactly as a calendar choice does. */
  choose: (date: string) => void;
  clear: () => void;
  onProblem?: (message: string | undefined) => void;
}

/**
 * The text a clerk is typing into a date field, apart from the date it holds: the date changes
 * only when the text is taken (Enter, Tab, leaving), so a half-typed date is never emitted.
 */
export function useTypedDate({
  value,
  language,
  range,
  clearable,
  choose,
  clear,
  onProblem,
}: TypedDateOptions) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const report = (message: string | undefined) => {
    setProblem(message);
    onProblem?.(message);
  };
  const messageOf = (reason: TypedDateProblem) => {
    const limit = reason === 'beforeMin' ? range.min : range.max;
    return t(`datePicker.typed.${reason}`, { date: formatDate(limit ?? '', 'short', language) });
  };
  /** Back to the last good date, the typed text and its mark gone. */
  const restore = () => {
    setDraft(undefined);
    if (problem !== undefined) report(undefined);
  };
  /** Takes the typed text, if any; false when it is not a date the field can hold. */
  const take = (): boolean => {
    if (draft === undefined) return true;
    const parsed = parseTypedDate(draft, { language, today: todayIso(), range });
    if (!parsed.ok) {
      report(messageOf(parsed.problem));
      return false;
    }
    restore();
    if (parsed.date === value) return true;
    // An emptied text clears, as the Clear button does; an unclearable field keeps its date.
    if (parsed.date === '') {
      if (clearable) clear();
    } else {
      choose(parsed.date);
    }
    return true;
  };

  return { draft, problem, edit: setDraft, take, restore };
}
