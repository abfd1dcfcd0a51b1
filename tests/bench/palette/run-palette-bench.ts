import { existsSync, readFileSync } from 'node:fs';
import type { BenchResults } from '../bench-results';
import { writeReports } from '../report-writer';
import { measurePaletteLatency } from './keystroke-latency';

/**
 * `npx tsx tests/bench/palette/run-palette-bench.ts`: the command palette's keystroke latency
 * alone. It prints the figures and puts them into docs/benchmarks.json and .md beside the
 * figures already there (npm run bench measures everything together).
 */
function isBenchResults(value: unknown): value is BenchResults {
  if (typeof value !== 'object' || value === null) return false;
  const fields = ['measuredAt', 'machine', 'load', 'databases', 'notes'];
  return fields.every((field) => field in value) && Array.isArray(Reflect.get(value, 'notes'));
}

function previousResults(): BenchResults | undefined {
  if (!existsSync('docs/benchmarks.json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync('docs/benchmarks.json', 'utf8'));
    return isBenchResults(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const palette = await measurePaletteLatency();
const previous = previousResults();
if (previous) {
  writeReports({ ...previous, palette });
  console.log('Wrote the palette section of docs/benchmarks.md and docs/benchmarks.json');
} else {
  console.log('docs/benchmarks.json is missing or unreadable: run npm run bench to write the reports.');
}
