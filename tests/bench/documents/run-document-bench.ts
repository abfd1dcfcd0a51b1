import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signInForWrites } from '../../support/sign-in';
import { previousResults } from '../previous-results';
import { writeReports } from '../report-writer';
import { measureDocuments } from './document-bench';
import { measureDocumentOpen } from './document-open-bench';

/**
 * `npx tsx tests/bench/documents/run-document-bench.ts [seconds] [--pglite]`: the posting rate and
 * a 200-line read alone, on a copy of the large company in PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL), or with --pglite on the demo company in a new embedded database (a temporary
 * DATA_DIR, quick to compare). The PostgreSQL figures replace that database's Posting documents
 * row in docs/benchmarks.md and .json; `npm run bench` measures both databases on the large company.
 */
const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const seconds = Number(args.find((arg) => !arg.startsWith('--')) ?? 10);

async function embedded() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-document-bench-'));
  return {
    environment: { DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'demo' },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgres() {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error(
      'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases, or pass --pglite.',
    );
    process.exit(2);
  }
  const company = await copyOfLargeCompany(adminUrl);
  return { environment: { DATABASE_URL: company.url, SEED: 'none' }, drop: () => company.drop() };
}

const target = pglite ? await embedded() : await postgres();
const server = await spawnServer({ ...target.environment, LOG_LEVEL: 'warn' });
try {
  await waitUntilHealthy(server, 180_000);
  const headers = await signInForWrites(server.url, 'admin');
  const { largeEntry, ...posted } = await measureDocuments({ origin: server.url, headers }, 20, seconds);
  const figures = { ...posted, openInBrowser: await measureDocumentOpen(server.url, largeEntry) };
  console.log(
    JSON.stringify({ database: pglite ? 'pglite (demo)' : 'postgres (large)', ...figures }, null, 2),
  );
  const previous = previousResults();
  const measured = previous?.databases.PostgreSQL;
  if (!pglite && previous && measured) {
    writeReports({
      ...previous,
      databases: { ...previous.databases, PostgreSQL: { ...measured, documents: figures } },
    });
    console.log(
      'Wrote the PostgreSQL row of Posting documents in docs/benchmarks.md and docs/benchmarks.json',
    );
  }
} finally {
  await server.stop('SIGTERM');
  await target.drop();
}
