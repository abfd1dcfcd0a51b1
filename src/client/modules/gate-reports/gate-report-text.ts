import type { TFunction } from 'i18next';
import { formatDateTime, formatNumber } from '../../../shared/locale/formatters';
import type { Language } from '../../i18n/i18n-setup';

export interface Choice {
  value: string;
  label: string;
}

/**
 * The choices of a filter over a list of codes, each by its name in the catalogue
 * (`gateReports.<group>.<code>`), after the "any" choice that leaves the filter out.
 */
export function codeChoices(
  t: TFunction,
  group: string,
  codes: readonly string[],
  anyLabel: string,
): Choice[] {
  return [
    { value: '', label: anyLabel },
    ...codes.map((code) => ({ value: code, label: t(codeKey(group, code)) })),
  ];
}

/** A code's name in the catalogue, or the code itself when the catalogue has none (a newer server). */
/** A code's key: in the reports' own words, or under a full prefix where the vocabulary is the passes' (gatePasses.types). */
const codeKey = (group: string, code: string) =>
  group.includes('.') ? `${group}.${code}` : `gateReports.${group}.${code}`;

export function codeName(t: TFunction, group: string, code: unknown): string {
  if (typeof code !== 'string' || code === '') return '';
  const key = codeKey(group, code);
  const name = t(key);
  return name === key ? code : name;
}

/** A duration in whole seconds split into its two largest units, as the catalogue writes it. */
export function durationParts(total: number): { key: string; values: Record<string, number> } {
  const seconds = Math.abs(Math.trunc(total));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const rest = seconds % 60;
  if (days > 0) return { key: 'days', values: { days, hours } };
  if (hours > 0) return { key: 'hours', values: { hours, minutes } };
  if (minutes > 0) return { key: 'minutes', values: { minutes, seconds: rest } };
  return { key: 'seconds', values: { seconds: rest } };
}

/** "1 h 05 min", "45 s"; a negative span (a backup scan taken before the first) says "… before". */
export function formatDuration(total: unknown, t: TFunction, language: Language): string {
  if (typeof total !== 'number' || !Number.isFinite(total)) return '';
  const { key, values } = durationParts(total);
  const written = Object.fromEntries(
    Object.entries(values).map(([unit, value]) => [unit, formatNumber(value, language, 0)]),
  );
  const duration = t(`gateReports.duration.${key}`, written);
  return total < 0 ? t('gateReports.duration.before', { duration }) : duration;
}

/** A timestamp of the API (ISO, UTC) as the language writes a date with its time. */
export const momentText = (value: unknown, language: Language): string =>
  typeof value === 'string' && value ? formatDateTime(value, language) : '';

/** The title of a field of a gate report's CSV: its column's, or its API name where none is written. */
export const csvTitle = (t: TFunction) => (field: string) =>
  t(`gateReports.columns.${field}`, { defaultValue: field });
