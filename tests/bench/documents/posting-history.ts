import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { CpuShare } from '../process-cpu';
import type { DocumentBench } from './document-bench';
import type { RawPosting } from './raw-posting-baseline';

export const postingHistoryFile = 'docs/benchmarks-posting.json';

/** One posting run beside its raw-SQL baseline, measured on the same data in the same run. */
export interface PostingBenchEntry {
  label: string;
  measuredAt: string;
  commit: string;
  /** load1: null where the run did not record it (the first two, written by hand). */
  machine: { cpus: number; load1: number | null };
  /** 'PGlite (demo)', 'PostgreSQL (large)', ... */
  database: string;
  /** Latencies null where a run kept only its rates. */
  api: {
    documentsPerSecond: number;
    latencyP50Ms: number | null;
    latencyP95Ms: number | null;
    statements?: number;
    cpu?: CpuShare;
  };
  raw: {
    documentsPerSecond: number;
    latencyP50Ms: number | null;
    latencyP95Ms: number | null;
    statements: number;
    cpu?: CpuShare;
  };
  ratio: number;
}

export function postingHistory(): PostingBenchEntry[] {
  if (!existsSync(postingHistoryFile)) return [];
  return JSON.parse(readFileSync(postingHistoryFile, 'utf8')) as PostingBenchEntry[];
}

/** The entry of a run: the API's posting figures beside the raw script's, as a ratio of rates. */
export function postingEntry(
  label: string,
  database: string,
  posting: DocumentBench['posting'],
  raw: RawPosting,
): PostingBenchEntry {
  return {
    label,
    measuredAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
    machine: { cpus: os.cpus().length, load1: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
    database,
    api: {
      documentsPerSecond: posting.documentsPerSecond,
      latencyP50Ms: posting.latencyP50Ms,
      latencyP95Ms: posting.latencyP95Ms,
      ...(posting.cpu ? { cpu: posting.cpu } : {}),
    },
    raw: {
      documentsPerSecond: raw.documentsPerSecond,
      latencyP50Ms: raw.latencyP50Ms,
      latencyP95Ms: raw.latencyP95Ms,
      statements: raw.statementsPerDocument,
      cpu: raw.cpu,
    },
    ratio: Math.round((posting.documentsPerSecond / raw.documentsPerSecond) * 100) / 100,
  };
}

/** Appends a run to docs/benchmarks-posting.json, which the report's posting section is drawn from. */
export function recordPostingRun(entry: PostingBenchEntry): void {
  writeFileSync(postingHistoryFile, `${JSON.stringify([...postingHistory(), entry], null, 2)}\n`);
}

const cell = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** The posting runs against their raw baselines, oldest first, for docs/benchmarks.md. */
export function postingLines(): string[] {
  const history = postingHistory();
  if (history.length === 0) return [];
  return [
    '## Posting against a raw-SQL baseline (issue 19)',
    '',
    '20 clients post five-line sales orders for the time given; in the same run, on the same data, a plain',
    'node-postgres script (tests/bench/documents/raw-posting-baseline.ts) posts the same orders at the same',
    "concurrency, and the API's rate is given as a ratio of it (target 0.5 or more). `npm run bench` adds a",
    'run per database on the large company; `npx tsx tests/bench/documents/run-document-bench.ts 10 --pglite`',
    '(or `--demo`, PostgreSQL) one on the demo company. The machine is shared: judge the ratios, each',
    'beside the load it ran under.',
    '',
    '| run | when | commit | load | database | API docs/s | p50 ms | p95 ms | raw docs/s | raw p50 ms | raw p95 ms | ratio |',
    '| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...history.map(
      (entry) =>
        `| ${entry.label} | ${entry.measuredAt.slice(0, 16).replace('T', ' ')} | ${entry.commit} | ${cell(entry.machine.load1)} | ${entry.database} | ${entry.api.documentsPerSecond} | ${cell(entry.api.latencyP50Ms)} | ${cell(entry.api.latencyP95Ms)} | ${entry.raw.documentsPerSecond} | ${cell(entry.raw.latencyP50Ms)} | ${cell(entry.raw.latencyP95Ms)} | ${entry.ratio} |`,
    ),
    '',
    ...cpuLines(history),
  ];
}

/** Where each run's CPU went, per posting, for the runs that counted it (tests/bench/process-cpu.ts). */
function cpuLines(history: PostingBenchEntry[]): string[] {
  const counted = history.filter((entry) => entry.api.cpu && entry.raw.cpu);
  if (counted.length === 0) return [];
  const ms = (value: number) => (value === 0 ? '—' : String(value));
  return [
    'CPU milliseconds each side spent per posting during the measured window, read from /proc: the API',
    "server's process (the embedded database's thread included on PGlite), PostgreSQL's processes, and",
    "the bench's own process (the HTTP load generator for the API; the raw script, with its embedded",
    "database's thread on PGlite, for the baseline); busy is the share of the machine's cores the three kept busy.",
    '',
    '| run | when | database | API: server | API: PostgreSQL | API: load generator | busy | raw: PostgreSQL | raw: script | busy |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...counted.map((entry) => {
      const api = entry.api.cpu as CpuShare;
      const raw = entry.raw.cpu as CpuShare;
      return `| ${entry.label} | ${entry.measuredAt.slice(0, 16).replace('T', ' ')} | ${entry.database} | ${ms(api.serverMs)} | ${ms(api.postgresMs)} | ${ms(api.benchMs)} | ${api.busyShare} | ${ms(raw.postgresMs)} | ${ms(raw.benchMs)} | ${raw.busyShare} |`;
    }),
    '',
  ];
}
