import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseFolder, openEmbedded } from '../../src/server/db/open-store';
import { spawnServer, waitUntilHealthy } from '../support/server-process';
import { signIn, signInForWrites } from '../support/sign-in';
import { uniqueDatabaseName, withDatabase } from '../support/test-databases-urls';
import type { DatabaseBench } from './bench-results';
import { measureInitialJavaScript } from './bundle/initial-javascript';
import { type DocumentBench, measureDocuments } from './documents/document-bench';
import { measureDocumentOpen } from './documents/document-open-bench';
import { postingEntry, recordPostingRun } from './documents/posting-history';
import { measureRawPosting } from './documents/raw-posting-baseline';
import { measureGrid } from './grid/grid-bench';
import { backgroundLoad, loadTest } from './http-load';
import { measureInventoryReports } from './inventory-reports/report-bench';
import { recordReportRun } from './inventory-reports/report-history';
import { measureLists, recordListRun } from './lists/list-bench';
import { measurePaletteLatency } from './palette/keystroke-latency';
import { previousResults } from './previous-results';
import { runPriceBench } from './pricing/run-price-bench';
import { peakMemoryMiB } from './process-memory';
import { type BenchReport, writeReports } from './report-writer';
import { timeLargeSeed } from './seed-timing';
import { measureLayoutRestore } from './workspace/layout-restore';

/**
 * npm run bench: the command palette's keystroke latency in Chromium, then the large company on
 * each database and the built server under autocannon. BENCH_ONLY=palette, workspace, bundle, grid, lists, inventory-reports, pricing, pglite or postgres
 * measures one of them.
 * PostgreSQL is measured when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server whose
 * user may create databases; a database of its own is made and dropped.
 */
const connections = 20;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const listPath = '/api/v1/marketing/docs/17?isDoc=1&page=1&per_page=50&DocStatus=O&IsICT=N';
const reportPath = '/api/v1/marketing/docs/13?search=trading&sort=DocTotal:desc&per_page=500';
const reportClients = 2;

async function measureServer(
  environment: Record<string, string>,
): Promise<Omit<DatabaseBench, 'seed'> & { documents: DocumentBench }> {
  const server = await spawnServer({ ...environment, SEED: 'none', LOG_LEVEL: 'warn' });
  try {
    await waitUntilHealthy(server, 180_000);
    const headers = { authorization: `Bearer ${await signIn(server.url, 'admin')}` };
    await loadTest(`${server.url}${listPath}`, connections, 2, headers); // warm caches and the JIT
    const list = await loadTest(`${server.url}${listPath}`, connections, seconds, headers);
    const live = await loadTest(`${server.url}/api/v1/health/live`, connections, seconds);
    const reports = backgroundLoad(`${server.url}${reportPath}`, reportClients, headers);
    const liveUnderReport = await loadTest(`${server.url}/api/v1/health/live`, connections, seconds);
    const listUnderReport = await loadTest(`${server.url}${listPath}`, connections, seconds, headers);
    const report = await reports.stop();
    // Posting last: the documents it adds would change what the list measurements read.
    const writer = await signInForWrites(server.url, 'admin');
    const { largeEntry, ...posted } = await measureDocuments(
      { origin: server.url, headers: writer },
      connections,
      seconds,
      server.child.pid,
    );
    const documents = { ...posted, openInBrowser: await measureDocumentOpen(server.url, largeEntry) };
    const pid = server.child.pid;
    const peak = pid === undefined ? Number.NaN : peakMemoryMiB(pid);
    return { list, live, liveUnderReport, listUnderReport, report, peakMemoryMiB: peak, documents };
  } finally {
    await server.stop('SIGTERM');
  }
}

/**
 * The raw-SQL posting baseline on the data the server just posted to, once it has stopped (the
 * embedded database takes one process), recorded beside the server's posting figures.
 */
async function postRaw(database: string, posting: DocumentBench['posting'], pool: pg.Pool) {
  const raw = await measureRawPosting(pool, connections, seconds);
  const entry = postingEntry(
    `npm run bench ${new Date().toISOString().slice(0, 10)}`,
    database,
    posting,
    raw,
  );
  recordPostingRun(entry);
  console.log(
    `${database}: posting ${posting.documentsPerSecond} docs/s, raw ${raw.documentsPerSecond}, ratio ${entry.ratio}`,
  );
}

async function benchPglite(): Promise<DatabaseBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-bench-'));
  try {
    console.log('PGlite: seeding the large company');
    const seed = await timeLargeSeed({ DATA_DIR: dataDir, DATABASE_URL: '' });
    console.log(`PGlite: seeded in ${seed.seconds} s; load tests`);
    const measured = await measureServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const embedded = await openEmbedded(embeddedDatabaseFolder(dataDir));
    try {
      await postRaw('PGlite (large)', measured.documents.posting, embedded.pool);
    } finally {
      await embedded.close();
    }
    return { seed, ...measured };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(adminUrl: string): Promise<DatabaseBench> {
  const name = uniqueDatabaseName('erp_bench');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(adminUrl, name);
  try {
    console.log('PostgreSQL: seeding the large company');
    const seed = await timeLargeSeed({ DATABASE_URL: url });
    // Let PostgreSQL write out the load before measuring requests, not during.
    await admin.query('checkpoint');
    console.log(`PostgreSQL: seeded in ${seed.seconds} s; load tests`);
    const measured = await measureServer({ DATABASE_URL: url });
    const pool = new pg.Pool({ connectionString: url, max: connections });
    try {
      await postRaw('PostgreSQL (large)', measured.documents.posting, pool);
    } finally {
      await pool.end();
    }
    return { seed, ...measured };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results: BenchReport = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
  },
  load: { connections, seconds, listPath, reportPath, reportClients },
  databases: {},
  notes: [],
};
const only = process.env.BENCH_ONLY;
// First: a missing browser fails the run in a minute, not after the databases' half hour.
if (!only || only === 'palette') results.palette = await measurePaletteLatency();
if (!only || only === 'workspace') results.workspace = await measureLayoutRestore();
if (!only || only === 'bundle') results.bundle = measureInitialJavaScript();
if (!only || only === 'pglite') results.databases.PGlite = await benchPglite();
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresUrl && (!only || only === 'postgres'))
  results.databases.PostgreSQL = await benchPostgres(postgresUrl);
else if (!only || only === 'postgres')
  results.notes.push('PostgreSQL was not measured: set BENCH_DATABASE_URL to a server.');
// The documents list against a raw keyset page in the same run (issue 19), on its own padded company.
if (postgresUrl && (!only || only === 'lists'))
  recordListRun(
    await measureLists(postgresUrl, `npm run bench ${new Date().toISOString().slice(0, 10)}`, 5, 3),
  );
else if (!only || only === 'lists')
  results.notes.push(
    'The documents list was not measured against a raw keyset page: set BENCH_DATABASE_URL.',
  );
// The stock reports' first pages on the large company beside their raw SQL (issue 21).
if (postgresUrl && (!only || only === 'inventory-reports'))
  recordReportRun(
    await measureInventoryReports(postgresUrl, `npm run bench ${new Date().toISOString().slice(0, 10)}`),
  );
else if (!only || only === 'inventory-reports')
  results.notes.push('The stock reports were not measured: set BENCH_DATABASE_URL to a PostgreSQL server.');
// The grid reads the large company from PostgreSQL: loading it into PGlite for each run would
// take minutes more and measure the same client.
if (postgresUrl && (!only || only === 'grid')) results.grid = await measureGrid(postgresUrl);
else if (!only || only === 'grid')
  results.notes.push('The grid was not measured: set BENCH_DATABASE_URL to a PostgreSQL server.');
// A factor on a whole price list as a batch beside a plain UPDATE of the same rows (issue 26).
if (!only || only === 'pricing')
  for (const run of await runPriceBench(process.env.BENCH_PRICING_COMPANY === 'large' ? 'large' : 'demo'))
    results.notes.push(
      `Price factor on ${run.database} (${run.company}, ${run.rows} prices): batch ${run.batchMs} ms, plain UPDATE ${run.plainUpdateMs} ms, ratio ${run.ratio}.`,
    );
// A run of one part (BENCH_ONLY) replaces that part's figures and keeps the others' as they were.
const previous = only ? previousResults() : undefined;
if (previous && (only === 'pglite' || only === 'postgres'))
  results.notes.push(
    `${only === 'pglite' ? 'PGlite' : 'PostgreSQL'} was measured again alone on ${results.measuredAt.slice(0, 10)} (BENCH_ONLY=${only}).`,
  );
writeReports(
  previous
    ? {
        ...previous,
        ...Object.fromEntries(
          Object.entries(results).filter(([key]) => ['palette', 'workspace', 'grid', 'bundle'].includes(key)),
        ),
        databases: { ...previous.databases, ...results.databases },
        notes: [...new Set([...previous.notes, ...results.notes])],
      }
    : results,
);
console.log('Wrote docs/benchmarks.md and docs/benchmarks.json');
