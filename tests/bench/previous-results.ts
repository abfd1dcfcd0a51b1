import { existsSync, readFileSync } from 'node:fs';
import type { BenchReport } from './report-writer';

function isBenchReport(value: unknown): value is BenchReport {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['measuredAt', 'machine', 'load', 'databases', 'notes'];
  return fields.every((field) => field in value) && Array.isArray(Reflect.get(value, 'notes'));
}

/**
 * The figures docs/benchmarks.json holds now, so that a benchmark run alone (the palette, the
 * workspace) replaces its own section and keeps the others.
 */
export function previousResults(): BenchReport | undefined {
  if (!existsSync('docs/benchmarks.json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync('docs/benchmarks.json', 'utf8'));
    return isBenchReport(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}
