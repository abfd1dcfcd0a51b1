import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { codeChoices, codeName, durationParts, formatDuration } from './gate-report-text';

const catalogue: Record<string, string> = {
  'gateReports.results.valid': 'Valid',
  'gateReports.results.duplicate': 'Duplicate',
  'gateReports.duration.seconds': '{{seconds}} s',
  'gateReports.duration.minutes': '{{minutes}} min {{seconds}} s',
  'gateReports.duration.hours': '{{hours}} h {{minutes}} min',
  'gateReports.duration.days': '{{days}} d {{hours}} h',
  'gateReports.duration.before': '{{duration}} before',
};
const t = ((key: string, values?: Record<string, string>) =>
  (catalogue[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values?.[name] ?? '')) as TFunction;

describe('the gate reports’ texts', () => {
  it('offers "any" first, then each code by its name', () => {
    expect(codeChoices(t, 'results', ['valid', 'duplicate'], 'All results')).toEqual([
      { value: '', label: 'All results' },
      { value: 'valid', label: 'Valid' },
      { value: 'duplicate', label: 'Duplicate' },
    ]);
  });

  it('names a code the catalogue does not know by the code itself', () => {
    expect(codeName(t, 'results', 'valid')).toBe('Valid');
    expect(codeName(t, 'results', 'quarantined')).toBe('quarantined');
    expect(codeName(t, 'results', null)).toBe('');
  });

  it('splits a duration into its two largest units', () => {
    expect(durationParts(45)).toEqual({ key: 'seconds', values: { seconds: 45 } });
    expect(durationParts(600)).toEqual({ key: 'minutes', values: { minutes: 10, seconds: 0 } });
    expect(durationParts(3_000)).toEqual({ key: 'minutes', values: { minutes: 50, seconds: 0 } });
    expect(durationParts(3_725)).toEqual({ key: 'hours', values: { hours: 1, minutes: 2 } });
    expect(durationParts(90_061)).toEqual({ key: 'days', values: { days: 1, hours: 1 } });
  });

  it('writes a span before the first scan as "before", and nothing for no span', () => {
    expect(formatDuration(300, t, 'en')).toBe('5 min 0 s');
    expect(formatDuration(-120, t, 'en')).toBe('2 min 0 s before');
    expect(formatDuration(null, t, 'en')).toBe('');
  });
});
