import { copyOfLargeCompany } from '../../support/large-company';
import { spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signInForWrites } from '../../support/sign-in';
import { measureDocuments } from './document-bench';

/**
 * `npx tsx tests/bench/documents/run-document-bench.ts [seconds]`: the posting rate and a 200-line
 * read alone, on a copy of the large company in PostgreSQL (BENCH_DATABASE_URL or
 * TEST_DATABASE_URL); `npm run bench` measures the same on both databases and writes the report.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server whose user may create databases.',
  );
  process.exit(2);
}
const company = await copyOfLargeCompany(adminUrl);
const server = await spawnServer({ DATABASE_URL: company.url, SEED: 'none', LOG_LEVEL: 'warn' });
try {
  await waitUntilHealthy(server, 180_000);
  const headers = await signInForWrites(server.url, 'admin');
  const figures = await measureDocuments({ origin: server.url, headers }, 20, Number(process.argv[2] ?? 10));
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await server.stop('SIGTERM');
  await company.drop();
}
