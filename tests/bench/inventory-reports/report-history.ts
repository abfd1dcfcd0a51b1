import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const reportHistoryFile = 'docs/benchmarks-inventory-reports.json';

/** Milliseconds of one measured request or query, sorted figures of a run. */
export interface Timing {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

export interface ReportRun {
  /** The report's first page through the API: rules, keyset page, joins, JSON. */
  api: Timing;
  /** The same with LIST_COUNT_SECONDS=0: the total counted on every request, as after each posting. */
  apiCounting?: Timing;
  /** The same page's SQL written by hand and sent over node-postgres, in the same run. */
  rawPage: Timing;
  /** The report's total, which the API counts once per filter until the next posting (CountCache). */
  rawCount: Timing;
}

export interface ReportBenchEntry {
  label: string;
  measuredAt: string;
  commit: string;
  machine: { cpus: number; load1: number };
  ledgerRows: number;
  itemWarehouses: number;
  reports: Record<string, ReportRun>;
}

export function reportHistory(): ReportBenchEntry[] {
  if (!existsSync(reportHistoryFile)) return [];
  return JSON.parse(readFileSync(reportHistoryFile, 'utf8')) as ReportBenchEntry[];
}

export function recordReportRun(entry: ReportBenchEntry): void {
  writeFileSync(reportHistoryFile, `${JSON.stringify([...reportHistory(), entry], null, 2)}\n`);
}

const names: Record<string, string> = {
  movements: 'movements, first page (newest first)',
  cumulativeBalances: 'cumulative balances at a date, first page',
  stockByItem: 'stock per item over all warehouses, first page',
};

const row = (cells: unknown[]) => `| ${cells.map(String).join(' | ')} |`;

/** The section of docs/benchmarks.md: each run's API figures beside its raw SQL's. */
export function reportBenchLines(): string[] {
  const history = reportHistory();
  if (history.length === 0) return [];
  return [
    '## Stock reports on the large company (issue 21)',
    '',
    '`npx tsx tests/bench/inventory-reports/run-report-bench.ts <label>` (also part of `npm run bench`,',
    '`BENCH_ONLY=inventory-reports`): the built server on a copy of the large company in PostgreSQL, signed',
    'in as admin, one request at a time, 100 rows a page as the grid asks for them (`count=1`). Beside each,',
    'in the same run on the same copy, the page written by hand in SQL over node-postgres, and the count',
    "of the report's rows, which the server pays once per filter until the next posting (its CountCache);",
    'the API once more with LIST_COUNT_SECONDS=0, counting the total on every request, as the first',
    'request after a posting does.',
    'Target: API first page p95 at or under 200 ms.',
    '',
    ...history.flatMap((entry) => [
      `### ${entry.label} (${entry.measuredAt.slice(0, 16).replace('T', ' ')}, commit ${entry.commit}, load ${entry.machine.load1} on ${entry.machine.cpus} cores; ${entry.ledgerRows.toLocaleString('en')} ledger rows, ${entry.itemWarehouses.toLocaleString('en')} item-warehouse rows)`,
      '',
      row([
        'report',
        'requests',
        'API p50 ms',
        'API p95 ms',
        'API p95 ms counting its total',
        'raw page p50 ms',
        'raw page p95 ms',
        'raw count p95 ms',
      ]),
      row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...Object.entries(entry.reports).map(([name, run]) =>
        row([
          names[name] ?? name,
          run.api.samples,
          run.api.p50Ms,
          run.api.p95Ms,
          run.apiCounting?.p95Ms ?? '—',
          run.rawPage.p50Ms,
          run.rawPage.p95Ms,
          run.rawCount.p95Ms,
        ]),
      ),
      '',
    ]),
  ];
}
