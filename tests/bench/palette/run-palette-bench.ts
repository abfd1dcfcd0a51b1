import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measurePaletteLatency } from './keystroke-latency';

/**
 * `npx tsx tests/bench/palette/run-palette-bench.ts`: the command palette's keystroke latency
 * alone. It prints the figures and puts them into docs/benchmarks.json and .md beside the
 * figures already there (npm run bench measures everything together).
 */
const palette = await measurePaletteLatency();
const previous = previousResults();
if (previous) {
  writeReports({ ...previous, palette });
  console.log('Wrote the palette section of docs/benchmarks.md and docs/benchmarks.json');
} else {
  console.log('docs/benchmarks.json is missing or unreadable: run npm run bench to write the reports.');
}
