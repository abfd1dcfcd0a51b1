import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureLists, recordListRun } from './list-bench';

/**
 * `npx tsx tests/bench/lists/run-list-bench.ts <label> [seconds a run] [rounds]`: the list benchmark
 * alone (list-bench.ts) on BENCH_DATABASE_URL or TEST_DATABASE_URL. Appends the run to
 * docs/benchmarks-lists.json and rewrites docs/benchmarks.md, whose report writer shows that
 * history; `npm run bench` runs it too.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases.',
  );
  process.exit(2);
}
const entry = await measureLists(
  adminUrl,
  process.argv[2] ?? 'unlabelled',
  Number(process.argv[3] ?? process.env.BENCH_SECONDS ?? 5),
  Number(process.argv[4] ?? 3),
);
console.log(JSON.stringify(entry, null, 2));
recordListRun(entry);
const previous = previousResults();
if (previous) writeReports(previous);
console.log(`Appended to docs/benchmarks-lists.json${previous ? ' and wrote docs/benchmarks.md' : ''}`);
