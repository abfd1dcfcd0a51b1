import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureGrid } from './grid-bench';

/**
 * `npx tsx tests/bench/grid/run-grid-bench.ts`: the grid over 1,000,000 prices, alone. Needs a
 * PostgreSQL server (BENCH_DATABASE_URL or TEST_DATABASE_URL) and the built product; it prints the
 * figures and puts them into docs/benchmarks.json and .md beside the figures already there.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases.',
  );
  process.exit(2);
}
const grid = await measureGrid(adminUrl);
console.log(JSON.stringify(grid, null, 2));
const previous = previousResults();
if (previous) {
  writeReports({ ...previous, grid });
  console.log('Wrote the grid section of docs/benchmarks.md and docs/benchmarks.json');
} else {
  console.log('docs/benchmarks.json is missing or unreadable: run npm run bench to write the reports.');
}
