import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureInventoryReports } from './report-bench';
import { recordReportRun } from './report-history';

/**
 * `npx tsx tests/bench/inventory-reports/run-report-bench.ts <label> [requests]`: the stock reports'
 * benchmark alone (report-bench.ts) on BENCH_DATABASE_URL or TEST_DATABASE_URL. Appends the run to
 * docs/benchmarks-inventory-reports.json and rewrites docs/benchmarks.md; `npm run bench` runs it too.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases.',
  );
  process.exit(2);
}
const entry = await measureInventoryReports(
  adminUrl,
  process.argv[2] ?? 'unlabelled',
  Number(process.argv[3] ?? 40),
);
recordReportRun(entry);
const previous = previousResults();
if (previous) writeReports(previous);
console.log(
  `Appended to docs/benchmarks-inventory-reports.json${previous ? ' and wrote docs/benchmarks.md' : ''}`,
);
