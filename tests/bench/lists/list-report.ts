import { existsSync, readFileSync } from 'node:fs';
import type { LoadResult } from '../http-load';

export const listHistoryFile = 'docs/benchmarks-lists.json';

export interface ListBenchEntry {
  label: string;
  measuredAt: string;
  commit: string;
  machine: { cpus: number; load1: number };
  database: string;
  orders: number;
  connections: number;
  seconds: number;
  /** Rounds over every target; each figure is its median round's (absent: one run each). */
  rounds?: number;
  results: Record<string, LoadResult | null>;
  ratios: Record<string, number | null>;
}

export function listHistory(): ListBenchEntry[] {
  if (!existsSync(listHistoryFile)) return [];
  return JSON.parse(readFileSync(listHistoryFile, 'utf8')) as ListBenchEntry[];
}

const runs: [string, string][] = [
  ['rawKeysetPage1', 'raw keyset page (baseline, spec filters)'],
  ['list', 'documents list (spec query)'],
  ['listWithoutSessionCache', 'documents list, SESSION_CACHE_SECONDS=0'],
  ['rawKeysetAllPage1', 'raw keyset page 1 (all statuses)'],
  ['rawKeysetPage2000', 'raw keyset page 2,000'],
  ['allPage1', 'documents list page 1 (all statuses)'],
  ['page2000Offset', 'documents list page=2000 (offset)'],
  ['page2000Keyset', 'documents list page 2,000 by after= (keyset)'],
];

const cell = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

/** The list benchmark's runs (tests/bench/lists/run-list-bench.ts), each with its same-run baseline. */
export function listLines(): string[] {
  const history = listHistory();
  if (history.length === 0) return [];
  return [
    '## Documents list against a raw keyset page (issue 19)',
    '',
    '`npx tsx tests/bench/lists/run-list-bench.ts <label>` on PostgreSQL: the demo company with its sales',
    'orders copied past 100,000 (page 2,000 of 50 exists), autocannon at 20 connections. The baseline is a',
    'minimal Fastify route over node-postgres (pool of 20, prepared statements, no session, rules or count)',
    'answering the same 50 rows by keyset, measured in the same run; ratios are of requests/s. The product',
    "server's pool held 10 connections in these runs (its size is the posting work's part of issue 19), the",
    "baseline's 20; the machine was shared, so compare within a run.",
    '',
    ...history.flatMap((entry) => [
      `### ${entry.label} (${entry.measuredAt.slice(0, 16).replace('T', ' ')}, commit ${entry.commit}, load ${entry.machine.load1} on ${entry.machine.cpus} cores, ${entry.rounds ? `median of ${entry.rounds} rounds of ${entry.seconds} s` : `one run of ${entry.seconds} s`} a target)`,
      '',
      '| run | requests/s | p50 ms | p99 ms | errors + non-2xx |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...runs.map(([key, name]) => {
        const result = entry.results[key];
        return result
          ? `| ${name} | ${result.requestsPerSecond} | ${result.latencyP50Ms} | ${result.latencyP99Ms} | ${result.errors + result.non2xx} |`
          : `| ${name} | — | — | — | — |`;
      }),
      '',
      `Ratios: list / raw keyset ${cell(entry.ratios.listToRawKeyset)} (target 0.6); list with / without the session cache ${cell(entry.ratios.sessionCacheGain)}; page 2,000 / page 1 by offset ${cell(entry.ratios.page2000OffsetToPage1)}, by keyset ${cell(entry.ratios.page2000KeysetToPage1)} (target 0.8 or more); raw page 2,000 / raw page 1 ${cell(entry.ratios.rawPage2000ToRawPage1)}.`,
      '',
    ]),
  ];
}
