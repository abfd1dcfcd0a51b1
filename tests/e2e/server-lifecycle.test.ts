import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../src/server/db/open-store';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { type ServerProcess, spawnServer, waitForOutput, waitUntilHealthy } from '../support/server-process';
import { signIn } from '../support/sign-in';

async function salesOrders(server: ServerProcess, query = '') {
  const response = await fetch(`${server.url}/api/v1/marketing/docs/17${query}`, {
    headers: { authorization: `Bearer ${await tokenFor(server)}` },
  });
  expect(response.status).toBe(200);
  return documentListAnswerSchema.parse(await response.json()).ResponseData;
}

const tokens = new WeakMap<ServerProcess, Promise<string>>();
/** Signs in as the demo administrator once per server process. */
function tokenFor(server: ServerProcess): Promise<string> {
  let token = tokens.get(server);
  if (!token) {
    token = signIn(server.url, 'admin');
    tokens.set(server, token);
  }
  return token;
}

const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock');
/** Sales orders of the demo company, counted on the first start below. */
let demoTotal = 0;
/** The same count for the second block, which runs beside the first and waits for it. */
let countedOnFirstStart: (total: number) => void = () => undefined;
let firstStartFailed: (error: unknown) => void = () => undefined;
const firstStartTotal = new Promise<number>((resolve, reject) => {
  countedOnFirstStart = resolve;
  firstStartFailed = reject;
});
// Not left unhandled when the first start fails and the second block has not asked yet.
firstStartTotal.catch(() => undefined);

/**
 * The two blocks run side by side (describe.concurrent), each on its own data directory; the
 * tests of each run in order (it.sequential), the first block's on one server's life. Both
 * begin with a first start that migrates and seeds the demo company, most of this file's time:
 * one after the other they took about 140 s of a loaded run. The seeding tests have 180 s: two
 * seeds at once on the two cores take longer each.
 */
describe.concurrent('the product process on its embedded database', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-life-'));
  const started: ServerProcess[] = [];
  const spawn = async (environment: Record<string, string> = {}) => {
    const server = await spawnServer({ DATA_DIR: dataDir, ...environment });
    started.push(server);
    return server;
  };

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.sequential('starts on a fresh directory, seeds the demo company, prints its URL and serves sales orders 50 at a time', async ({
    onTestFinished,
  }) => {
    // Counted below, or the other block fails at once rather than waiting out its time.
    onTestFinished(() => firstStartFailed(new Error('The first start counted no sales orders')));
    const server = await spawn();
    await waitUntilHealthy(server);
    await waitForOutput(server, /Press Ctrl\+C to stop/);
    expect(server.output()).toContain('Seeded the demo company');
    expect(server.output()).toMatch(/running at http:\/\/localhost:\d+/);
    expect(server.output()).toContain(
      'Demo sign-ins: admin, sales, dispatcher, warehouse (password demo1234)',
    );
    const orders = await salesOrders(server);
    expect(orders.data).toHaveLength(50);
    expect(orders.total).toBeGreaterThan(0);
    demoTotal = orders.total;
    countedOnFirstStart(demoTotal);
    expect(existsSync(lockFile(dataDir))).toBe(true);
  }, 180_000);

  it.sequential('refuses a second server on the same data directory while the first keeps working', async () => {
    const [first] = started;
    if (!first) throw new Error('the first server did not start');
    const second = await spawn();
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('is in use by another server');
    expect((await salesOrders(first)).total).toBe(demoTotal);
  });

  it.sequential('stops cleanly on SIGTERM and releases the data directory', async () => {
    const [first] = started;
    expect(await first?.stop('SIGTERM')).toBe(0);
    expect(first?.output()).toContain('Stopped cleanly');
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it.sequential('keeps every change across a restart and does not seed again', async () => {
    const database = await openEmbedded(path.join(dataDir, 'pgdata'));
    await database.pool.query(
      `update documents set comments = 'Changed before the restart' where obj_type = '17' and doc_entry = 1`,
    );
    await database.close();
    const server = await spawn();
    await waitUntilHealthy(server);
    expect(server.output()).not.toContain('Seeded');
    const changed = await salesOrders(server, '?search=&DocNum=1');
    expect(changed.data[0]?.Comments).toBe('Changed before the restart');
    expect((await salesOrders(server)).total).toBe(demoTotal);
  });

  it.sequential('starts again after being killed with SIGKILL under load, taking over the stale lock', async () => {
    const server = started.at(-1);
    if (!server) throw new Error('no running server');
    const load = Array.from({ length: 20 }, () =>
      salesOrders(server, '?per_page=200').catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await server.stop('SIGKILL')).toBe('SIGKILL');
    await Promise.all(load);
    expect(existsSync(lockFile(dataDir))).toBe(true);
    const again = await spawn();
    await waitUntilHealthy(again);
    expect((await salesOrders(again)).total).toBe(demoTotal);
    // Ctrl+C in a terminal sends SIGINT: the same clean stop.
    expect(await again.stop('SIGINT')).toBe(0);
    expect(again.output()).toContain('Stopped cleanly');
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });
});

describe.concurrent('a first start killed half-way', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'erp-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('leaves no half-made database, and the next start builds the same demo company', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    await waitForOutput(first, /Creating the embedded database/);
    const deadline = Date.now() + 30_000;
    while (
      !readdirSync(dataDir).some((name) => name.startsWith('pgdata.creating-')) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await first.stop('SIGKILL');
    expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);

    const second = await spawnServer({ DATA_DIR: dataDir });
    try {
      await waitUntilHealthy(second);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.creating-'))).toEqual([]);
      // The seed is deterministic: the rebuilt company is the one every first start makes.
      const total = await firstStartTotal;
      expect(total).toBeGreaterThan(0);
      expect((await salesOrders(second)).total).toBe(total);
    } finally {
      await second.stop('SIGTERM');
    }
  }, 180_000);
});
