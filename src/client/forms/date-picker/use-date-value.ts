import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { parseIsoDate, todayIso } from './calendar-dates';

/**
 * The field's value follows `myDate` (specification section 4): a new myDate is taken; an empty
 * one becomes today, announced through `emit`, when `setTodayDate` is set, and stays empty otherwise.
 */
export function useDateValue(myDate: string, setTodayDate: boolean, emit: (date: string) => void) {
  const [value, setValue] = useState(() => parseIsoDate(myDate) ?? '');
  const taken = useRef<string | undefined>(undefined);
  const take = useEffectEvent((date: string) => {
    // React runs mount effects twice in development: take each myDate once, so today is emitted once.
    if (taken.current === date) return;
    taken.current = date;
    const parsed = parseIsoDate(date);
    if (parsed !== undefined) {
      setValue(parsed);
    } else if (setTodayDate) {
      const today = todayIso();
      setValue(today);
      emit(today);
    } else {
      setValue('');
    }
  });
  // Before paint, not after: a date the form sets as focus moves (the due date a new posting date
  // gives, set while Tab goes from one to the other) must be shown before the field takes focus
  // and selects its text, or what the clerk types next lands after the old text.
  useLayoutEffect(() => take(myDate), [myDate]);
  return [value, setValue] as const;
}
