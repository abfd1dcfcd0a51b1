import { shortDatePattern, toLatinDigits } from '../../../shared/locale/formatters';
import type { Language } from '../../../shared/locale/languages';
import { addDays, type DateRange, daysInMonth, isoDate, partsOf } from './calendar-dates';

/**
 * What a clerk types (or pastes) into a date field, read as an ISO date. Pure: today and the
 * language come in, so the tests fix them. The grammar and its choices are in docs/decisions.md,
 * "Typed dates (issue 18)".
 */

/** Why a text is not a date the field can take; each has a message in datePicker.typed. */
export type TypedDateProblem = 'unreadable' | 'noSuchDay' | 'beforeMin' | 'afterMax';

export type TypedDate = { ok: true; date: string } | { ok: false; problem: TypedDateProblem };

export interface TypedDateContext {
  language: Language;
  /** YYYY-MM-DD: `t`, `+3` and a date without its year count from it. */
  today: string;
  range?: DateRange;
}

/** Marks a pasted right-to-left text may carry around its digits (LRM, RLM, ALM, embeddings, isolates). */
const directionMarks = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const separator = '[/.\\-]';
const relativePattern = /^([+-])\s*(\d{1,4})$/;
const isoPattern = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:T.*)?$/;
const shortPattern = new RegExp(`^(\\d{1,2})${separator}(\\d{1,2})(?:${separator}(\\d{2}|\\d{4}))?$`);
const dayPattern = /^\d{1,2}$/;

/** Years a two-digit year may mean: the hundred years from 80 before today to 19 after. */
const yearsBack = 80;

/** The four-digit year of a two-digit one, in the window that slides with today. */
export function fullYear(twoDigits: number, todayYear: number): number {
  const first = todayYear - yearsBack;
  return first + ((twoDigits - (first % 100) + 100) % 100);
}

/** Month first or day first, as the language's short pattern writes them. */
const monthFirst = (language: Language) => {
  const pattern = shortDatePattern(language);
  return pattern.indexOf('M') < pattern.indexOf('D');
};

function dayOf(year: number, month: number, day: number): TypedDate {
  const exists = year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
  return exists ? { ok: true, date: isoDate(year, month, day) } : { ok: false, problem: 'noSuchDay' };
}

function readShort(match: RegExpExecArray, { language, today }: TypedDateContext): TypedDate {
  const [first, second] = [Number(match[1]), Number(match[2])];
  const [month, day] = monthFirst(language) ? [first, second] : [second, first];
  const todayYear = partsOf(today).year;
  const yearText = match[3];
  if (yearText === undefined) return dayOf(todayYear, month, day);
  const year = yearText.length === 2 ? fullYear(Number(yearText), todayYear) : Number(yearText);
  return dayOf(year, month, day);
}

function read(text: string, context: TypedDateContext): TypedDate {
  const { today } = context;
  if (text.toLowerCase() === 't') return { ok: true, date: today };
  const relative = relativePattern.exec(text);
  if (relative)
    return { ok: true, date: addDays(today, Number(relative[2]) * (relative[1] === '-' ? -1 : 1)) };
  const iso = isoPattern.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const short = shortPattern.exec(text);
  if (short) return readShort(short, context);
  if (dayPattern.test(text)) {
    const { year, month } = partsOf(today);
    return dayOf(year, month, Number(text));
  }
  return { ok: false, problem: 'unreadable' };
}

/** The date a typed or pasted text names; an empty text is the empty date (the field clears). */
export function parseTypedDate(typed: string, context: TypedDateContext): TypedDate {
  const text = toLatinDigits(typed.replace(directionMarks, '')).trim();
  if (text === '') return { ok: true, date: '' };
  const parsed = read(text, context);
  if (!parsed.ok) return parsed;
  const { min, max } = context.range ?? {};
  if (min !== undefined && parsed.date < min) return { ok: false, problem: 'beforeMin' };
  if (max !== undefined && parsed.date > max) return { ok: false, problem: 'afterMax' };
  return parsed;
}
