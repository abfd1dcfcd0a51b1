import {
  addDays,
  addMonths,
  addYears,
  clampToRange,
  type DateRange,
  endOfWeek,
  startOfWeek,
} from './calendar-dates';

/** What the calendar grid needs to know to move focus (WAI-ARIA APG, date picker dialog). */
export interface GridKeyContext {
  rtl: boolean;
  weekStart: number;
  range: DateRange;
}

export interface GridKey {
  key: string;
  shiftKey: boolean;
}

/**
 * The day a key moves focus to, kept inside the range so focus never lands on a disabled day;
 * undefined when the key does not move focus in the grid.
 */
export function targetOfGridKey(focused: string, { key, shiftKey }: GridKey, context: GridKeyContext) {
  const forward = context.rtl ? -1 : 1;
  const target = ((): string | undefined => {
    switch (key) {
      case 'ArrowRight':
        return addDays(focused, forward);
      case 'ArrowLeft':
        return addDays(focused, -forward);
      case 'ArrowDown':
        return addDays(focused, 7);
      case 'ArrowUp':
        return addDays(focused, -7);
      case 'Home':
        return startOfWeek(focused, context.weekStart);
      case 'End':
        return endOfWeek(focused, context.weekStart);
      case 'PageUp':
        return shiftKey ? addYears(focused, -1) : addMonths(focused, -1);
      case 'PageDown':
        return shiftKey ? addYears(focused, 1) : addMonths(focused, 1);
      default:
        return undefined;
    }
  })();
  return target === undefined ? undefined : clampToRange(target, context.range);
}
