import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { padSalesOrders } from '../../support/padded-orders';
import { freePort, spawnServer, waitUntilHealthy } from '../../support/server-process';
import { signIn } from '../../support/sign-in';
import { uniqueDatabaseName, withDatabase } from '../../support/test-databases-urls';
import { type LoadResult, loadTest } from '../http-load';
import { type ListBenchEntry, listHistory, listHistoryFile } from './list-report';

const connections = 20;
const deepPage = 2_000;
const perPage = 50;
const ordersWanted = deepPage * perPage + 100;

function spawnRaw(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('tests/bench/lists/raw-keyset-server.ts')],
    { env: { ...process.env, DATABASE_URL: url, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the raw keyset server exited with ${code}`)));
  });
}

/**
 * The documents list against a raw keyset page in the same run, on a PostgreSQL server whose user
 * may create databases (`adminUrl`): the demo company with its sales orders copied until one list
 * holds more than 100,000 posted orders (page 2,000 of 50 exists; the large company's 37,000 orders
 * have none), in a database of its own that is dropped afterwards. Every target runs once per
 * round for `seconds`; each figure is its median round's.
 */
export async function measureLists(
  adminUrl: string,
  label: string,
  seconds: number,
  roundCount: number,
): Promise<ListBenchEntry> {
  const measure = async (url: string, headers: Record<string, string> = {}): Promise<LoadResult> => {
    await loadTest(url, connections, 2, headers); // warm the JIT, the caches and the statements
    return loadTest(url, connections, seconds, headers);
  };

  const name = uniqueDatabaseName('erp_list_bench');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = withDatabase(adminUrl, name);
  const children: ChildProcess[] = [];
  const servers: { stop(): Promise<unknown> }[] = [];
  try {
    const seeding = await spawnServer({ DATABASE_URL: url, SEED: 'demo', LOG_LEVEL: 'warn' });
    await waitUntilHealthy(seeding, 300_000);
    await seeding.stop('SIGTERM');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const orders = await padSalesOrders(client, ordersWanted);
    const deepAfter = (
      await client.query<{ entry: number }>(
        `select doc_entry as entry from documents where obj_type = '17' and draft = 'N' and is_ict = 'N'
       order by doc_entry desc offset $1 limit 1`,
        [(deepPage - 1) * perPage - 1],
      )
    ).rows[0]?.entry;
    await client.end();
    console.log(`${orders} posted sales orders; measuring`);

    const server = await spawnServer({ DATABASE_URL: url, SEED: 'none', LOG_LEVEL: 'warn' });
    servers.push(server);
    const uncached = await spawnServer({
      DATABASE_URL: url,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      SESSION_CACHE_SECONDS: '0',
    });
    servers.push(uncached);
    const rawPort = await freePort();
    children.push(await spawnRaw(url, rawPort));
    const raw = `http://127.0.0.1:${rawPort}/raw`;
    await waitUntilHealthy(server, 120_000);
    await waitUntilHealthy(uncached, 120_000);
    const headers = { authorization: `Bearer ${await signIn(server.url, 'admin')}` };
    const uncachedHeaders = { authorization: `Bearer ${await signIn(uncached.url, 'admin')}` };
    const list = (query: string) => `/api/v1/marketing/docs/17?isDoc=1&per_page=${perPage}&IsICT=N&${query}`;
    const specQuery = list('page=1&DocStatus=O');

    // The cursor of page 2,000, as a grid scrolling down would hold it: the `next` of page 1,999.
    const before = await fetch(`${server.url}${list(`page=${deepPage - 1}&DocStatus=all`)}`, { headers });
    const beforeBody = (await before.json()) as { ResponseData?: { next?: string | null } };
    const cursor = beforeBody.ResponseData?.next ?? undefined;

    const targets: Record<string, { url: string; headers?: Record<string, string> } | null> = {
      rawKeysetPage1: { url: `${raw}?status=O` },
      list: { url: `${server.url}${specQuery}`, headers },
      listWithoutSessionCache: { url: `${uncached.url}${specQuery}`, headers: uncachedHeaders },
      rawKeysetAllPage1: { url: `${raw}?status=all` },
      rawKeysetPage2000: { url: `${raw}?status=all&after=${deepAfter}` },
      allPage1: { url: `${server.url}${list('page=1&DocStatus=all')}`, headers },
      page2000Offset: { url: `${server.url}${list(`page=${deepPage}&DocStatus=all`)}`, headers },
      page2000Keyset: cursor
        ? {
            url: `${server.url}${list(`page=${deepPage}&DocStatus=all&after=${encodeURIComponent(cursor)}`)}`,
            headers,
          }
        : null,
    };
    // The machine is shared and noisy: every target runs once per round, the rounds one after
    // another, and each figure is the median round's, so that a busy spell hits all targets alike.
    const rounds: Record<string, LoadResult[]> = {};
    for (let round = 0; round < roundCount; round += 1)
      for (const [key, target] of Object.entries(targets)) {
        if (!target) continue;
        const measured =
          round === 0
            ? await measure(target.url, target.headers)
            : await loadTest(target.url, connections, seconds, target.headers);
        rounds[key] = [...(rounds[key] ?? []), measured];
      }
    const median = (key: string) => {
      const sorted = [...(rounds[key] ?? [])].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
      return sorted[Math.floor(sorted.length / 2)] ?? null;
    };
    const results = Object.fromEntries(Object.keys(targets).map((key) => [key, median(key)])) as Record<
      keyof typeof targets,
      LoadResult | null
    >;
    const ratio = (a: LoadResult | null | undefined, b: LoadResult | null | undefined) =>
      a && b ? Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100 : null;
    const entry = {
      label,
      measuredAt: new Date().toISOString(),
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim(),
      machine: { cpus: os.cpus().length, load1: Math.round((os.loadavg()[0] ?? 0) * 10) / 10 },
      database: 'PostgreSQL',
      orders,
      connections,
      seconds,
      rounds: roundCount,
      results,
      ratios: {
        listToRawKeyset: ratio(results.list, results.rawKeysetPage1),
        sessionCacheGain: ratio(results.list, results.listWithoutSessionCache),
        page2000OffsetToPage1: ratio(results.page2000Offset, results.allPage1),
        page2000KeysetToPage1: ratio(results.page2000Keyset, results.allPage1),
        rawPage2000ToRawPage1: ratio(results.rawKeysetPage2000, results.rawKeysetAllPage1),
      },
    };
    return entry;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    for (const server of servers) await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Appends a run to docs/benchmarks-lists.json, the history docs/benchmarks.md shows. */
export function recordListRun(entry: ListBenchEntry): void {
  writeFileSync(listHistoryFile, `${JSON.stringify([...listHistory(), entry], null, 2)}\n`);
}
