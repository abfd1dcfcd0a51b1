import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { WriteContext } from '../../resources/resource-binding';

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * What is wrong with a time sheet entry's hours, by field: times are HH:MM on a 24-hour clock, the
 * end comes after the start (an entry does not run past midnight) and the break fits between them.
 */
export function timeSheetProblems(entry: {
  StartTime?: unknown;
  EndTime?: unknown;
  Break?: unknown;
}): FieldTexts {
  const problems: FieldTexts = {};
  const start = String(entry.StartTime ?? '');
  const end = String(entry.EndTime ?? '');
  if (!clockTime.test(start)) problems.StartTime = [said('clockTime')];
  if (!clockTime.test(end)) problems.EndTime = [said('clockTime')];
  if (Object.keys(problems).length) return problems;
  const worked = minutesOf(end) - minutesOf(start);
  if (worked <= 0) problems.EndTime = [said('afterStartTime')];
  else if (Number(entry.Break ?? 0) >= worked) problems.Break = [said('breakTooLong')];
  return problems;
}

/** Checks the entry as it will be stored: the values sent over the record as it is. */
export async function checkTimeSheetHours(values: Record<string, unknown>, context: WriteContext) {
  const problems = timeSheetProblems({ ...context.current, ...values });
  if (Object.keys(problems).length) throw validationFailed(problems);
}
