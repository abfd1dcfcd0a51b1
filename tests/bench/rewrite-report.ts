import { previousResults } from './previous-results';
import { writeReports } from './report-writer';

/** `npx tsx tests/bench/rewrite-report.ts`: docs/benchmarks.md again from docs/benchmarks.json, after a change of its text. */
const previous = previousResults();
if (!previous) {
  console.error('docs/benchmarks.json is missing or unreadable: run npm run bench.');
  process.exit(2);
}
writeReports(previous);
