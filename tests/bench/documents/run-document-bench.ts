import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { embeddedDatabaseFolder, openEmbedded } from '../../../src/server/db/open-store';
import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signInForWrites } from '../../support/sign-in';
import { uniqueDatabaseName, withDatabase } from '../../support/test-databases-urls';
import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureDocuments } from './document-bench';
import { measureDocumentOpen } from './document-open-bench';
import { postingEntry, recordPostingRun } from './posting-history';
import { measureRawPosting, type RawPosting } from './raw-posting-baseline';

/**
 * `npx tsx tests/bench/documents/run-document-bench.ts [seconds] [--pglite] [--demo] [--label=…]`: the posting
 * rate and a 200-line read alone, on a copy of the large company in PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; with --demo the demo company in a new database, quick
 * to load), or with --pglite on the demo company in a new embedded database (a temporary
 * DATA_DIR). In the same run, on the same data, a plain node-postgres script posts the same
 * five-line orders at the same concurrency (raw-posting-baseline.ts): the API's rate is printed
 * as a ratio of it, and the run is added to docs/benchmarks-posting.json (the report's posting
 * section; rewrite it with tests/bench/rewrite-report.ts). The large PostgreSQL figures replace that database's Posting documents row in
 * docs/benchmarks.md and .json; `npm run bench` measures both databases on the large company.
 */
const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const demo = args.includes('--demo');
const seconds = Number(args.find((arg) => !arg.startsWith('--')) ?? 10);
const clients = 20;

interface Target {
  environment: Record<string, string>;
  /** The raw script's pool on the same data, once the server has stopped (the embedded database takes one process). */
  rawPool(): Promise<{ pool: pg.Pool; close(): Promise<void> }>;
  drop(): Promise<void>;
}

async function embedded(): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-document-bench-'));
  return {
    environment: { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' },
    async rawPool() {
      const database = await openEmbedded(embeddedDatabaseFolder(dataDir));
      return { pool: database.pool, close: () => database.close() };
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function adminUrlOrExit(): string {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases, or pass --pglite.',
    );
    process.exit(2);
  }
  return adminUrl;
}

const postgresPool = (url: string) => async () => {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  pool.on('error', () => undefined);
  return { pool, close: () => pool.end() };
};

async function postgres(): Promise<Target> {
  const company = await copyOfLargeCompany(adminUrlOrExit());
  return {
    environment: { DATABASE_URL: company.url, SEED: 'none' },
    rawPool: postgresPool(company.url),
    drop: () => company.drop(),
  };
}

/** A new PostgreSQL database the server seeds with the demo company at its start. */
async function postgresDemo(): Promise<Target> {
  const adminUrl = adminUrlOrExit();
  const name = uniqueDatabaseName('erp_bench_demo');
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = withDatabase(adminUrl, name);
  return {
    environment: { DATABASE_URL: url, SEED: 'demo' },
    rawPool: postgresPool(url),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

const target = pglite ? await embedded() : demo ? await postgresDemo() : await postgres();
const database = pglite ? 'pglite (demo)' : demo ? 'postgres (demo)' : 'postgres (large)';
const databaseName = pglite ? 'PGlite (demo)' : demo ? 'PostgreSQL (demo)' : 'PostgreSQL (large)';
/** The run's name in docs/benchmarks-posting.json: --label=<text>, or the command's. */
const label =
  args.find((arg) => arg.startsWith('--label='))?.slice('--label='.length) ?? 'run-document-bench';
let stopped = false;
const server = await spawnServer({ ...target.environment, LOG_LEVEL: 'warn' });
try {
  await waitUntilHealthy(server, 600_000);
  const headers = await signInForWrites(server.url, 'admin');
  const { largeEntry, ...posted } = await measureDocuments(
    { origin: server.url, headers },
    clients,
    seconds,
    server.child.pid,
  );
  const figures = { ...posted, openInBrowser: await measureDocumentOpen(server.url, largeEntry) };
  await server.stop('SIGTERM');
  stopped = true;
  const raw = await target.rawPool();
  let baseline: RawPosting;
  try {
    baseline = await measureRawPosting(raw.pool, clients, seconds);
  } finally {
    await raw.close();
  }
  const entry = postingEntry(label, databaseName, figures.posting, baseline);
  const ratio = entry.ratio;
  recordPostingRun(entry);
  console.log(JSON.stringify({ database, ...figures, rawPosting: baseline, ratioToRaw: ratio }, null, 2));
  console.log(
    `Posting five-line orders, ${clients} clients on ${database}: API ${figures.posting.documentsPerSecond} docs/s, raw SQL ${baseline.documentsPerSecond} docs/s, ratio ${ratio}`,
  );
  const previous = previousResults();
  const measured = previous?.databases.PostgreSQL;
  if (!pglite && !demo && previous && measured) {
    writeReports({
      ...previous,
      databases: { ...previous.databases, PostgreSQL: { ...measured, documents: figures } },
    });
    console.log(
      'Wrote the PostgreSQL row of Posting documents in docs/benchmarks.md and docs/benchmarks.json',
    );
  } else if (previous) writeReports(previous);
  console.log('Added the run to docs/benchmarks-posting.json and its section of docs/benchmarks.md');
} finally {
  if (!stopped) await server.stop('SIGTERM');
  await target.drop();
}
