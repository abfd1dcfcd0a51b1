import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { intlLocaleOf, type Language } from './languages';

/**
 * Numbers, amounts and dates as each interface language writes them. Pure: an invalid input gives
 * an empty string, never an exception, so a bad value from the server cannot break a screen.
 */

export type DateFormat = 'short' | 'medium' | 'long';

/** The specification's interface default is English with mm/dd/yy; French and Arabic write the day first. */
const datePatterns: Record<Language, Record<DateFormat, string>> = {
  en: { short: 'MM/DD/YY', medium: 'MMM D, YYYY', long: 'dddd, MMMM D, YYYY' },
  fr: { short: 'DD/MM/YY', medium: 'D MMM YYYY', long: 'dddd D MMMM YYYY' },
  ar: { short: 'DD/MM/YY', medium: 'D MMMM YYYY', long: 'dddd، D MMMM YYYY' },
};

/** Intl accepts exponents, hexadecimal, "Infinity" and the empty string: amounts are plain decimals only. */
const decimalPattern = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
const isoDatePattern = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;
const currencyPattern = /^[A-Za-z]{3}$/;
const maxDecimals = 20;

function isDecimalString(value: string): value is `${number}` {
  return decimalPattern.test(value);
}

/** Numbers become their shortest round-trip text, so both kinds of input take the exact decimal path. */
function decimalText(value: string | number): `${number}` | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  return isDecimalString(text) ? text : undefined;
}

const validDecimals = (decimals: number) =>
  Number.isInteger(decimals) && decimals >= 0 && decimals <= maxDecimals;

function fractionDigits(decimals: number | undefined): Intl.NumberFormatOptions {
  return decimals === undefined
    ? { maximumFractionDigits: maxDecimals }
    : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
}

/**
 * Intl.NumberFormat rounds a decimal string exactly (half away from zero, its default
 * `halfExpand`), so '1.005' becomes 1.01 where the binary float 1.005 would give 1.00.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** Building an Intl.NumberFormat costs far more than using one: a grid formats thousands of cells. */
function numberFormat(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(language), options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: string | number, language: Language, decimals?: number): string {
  const text = decimalText(value);
  if (text === undefined || (decimals !== undefined && !validDecimals(decimals))) return '';
  return numberFormat(language, fractionDigits(decimals)).format(text);
}

export interface MoneyOptions {
  /** The user's SumDec (display decimals); the specification's default is 2. */
  decimals?: number;
  /** An ISO 4217 code; empty (MainCurncy's default) shows the amount alone. */
  currency?: string;
  language: Language;
}

/** The currency's code (USD, EUR), placed where each language puts it. */
export function formatMoney(amount: string, { decimals = 2, currency = '', language }: MoneyOptions): string {
  const text = decimalText(amount);
  if (text === undefined || !validDecimals(decimals)) return '';
  if (currency === '') return formatNumber(text, language, decimals);
  if (!currencyPattern.test(currency)) return '';
  return numberFormat(language, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'code',
    ...fractionDigits(decimals),
  }).format(text);
}

const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** dayjs's Arabic locale (with the preParsePostFormat plugin) writes Arabic-Indic digits: undo that. */
export function toLatinDigits(text: string): string {
  return text.replace(arabicIndicDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** The date part of an ISO date or date-time, when it names a real calendar day. */
function calendarDay(iso: string): dayjs.Dayjs | undefined {
  const datePart = isoDatePattern.exec(iso)?.[1];
  if (datePart === undefined) return undefined;
  const day = dayjs(datePart);
  // dayjs rolls 2026-02-31 over to March: a day that does not round-trip does not exist.
  return day.isValid() && day.format('YYYY-MM-DD') === datePart ? day : undefined;
}

/** A dayjs pattern (MMMM, dddd, ...) in the language, with Western digits. */
export function formatDatePattern(iso: string, pattern: string, language: Language): string {
  const day = calendarDay(iso);
  return day === undefined ? '' : toLatinDigits(day.locale(language).format(pattern));
}

/** The short pattern (MM/DD/YY, DD/MM/YY): what a date field shows, and so the order a clerk types. */
export const shortDatePattern = (language: Language): string => datePatterns[language].short;

export function formatDate(iso: string, format: DateFormat, language: Language): string {
  return formatDatePattern(iso, datePatterns[language][format], language);
}

/** 0 is Sunday: Sunday for English, Monday for French, Saturday for Arabic, as dayjs's locales say. */
export function firstDayOfWeek(language: Language): number {
  return dayjs.Ls[language]?.weekStart ?? 0;
}

/** A moment (an ISO timestamp) as the language writes a date with its time, in the browser's time zone. */
export function formatDateTime(iso: string, language: Language): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    moment,
  );
}
