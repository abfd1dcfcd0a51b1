import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openEmbedded } from '../../src/server/db/open-store';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { scratchFolder } from '../support/scratch-folder';
import { fingerprint } from '../support/seed-fingerprint';
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

/** The fingerprint of the demo company in a pgdata folder no server has open. */
async function companyFingerprint(pgdata: string): Promise<string> {
  const database = await openEmbedded(pgdata);
  try {
    return await fingerprint(database);
  } finally {
    await database.close();
  }
}

/**
 * One server's life on one data directory, in order (it.sequential): its first start is killed
 * half-way, so the next start is the one that migrates and seeds the demo company; that seed is
 * most of this file's time, and one seed checks both that a first start builds the company and
 * that a killed one leaves nothing behind. The seeding test has 180 s for a loaded machine.
 */
describe('the product process on its embedded database', () => {
  const dataDir = scratchFolder('erp-life-');
  const started: ServerProcess[] = [];
  /** Sales orders of the demo company, counted on the first whole start. */
  let demoTotal = 0;
  const spawn = async (environment: Record<string, string> = {}) => {
    const server = await spawnServer({ DATA_DIR: dataDir, ...environment });
    started.push(server);
    return server;
  };

  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.sequential('leaves no half-made database when its first start is killed half-way', async () => {
    const first = await spawn();
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
  });

  it.sequential('starts again on that directory, seeds the demo company, prints its URL and serves sales orders 50 at a time', async () => {
    const server = await spawn();
    await waitUntilHealthy(server);
    await waitForOutput(server, /Press Ctrl\+C to stop/);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.creating-'))).toEqual([]);
    expect(server.output()).toContain('Seeded the demo company');
    expect(server.output()).toMatch(/running at http:\/\/localhost:\d+/);
    expect(server.output()).toContain(
      'Demo sign-ins: admin, sales, dispatcher, warehouse, gate (password demo1234)',
    );
    const orders = await salesOrders(server);
    expect(orders.data).toHaveLength(50);
    expect(orders.total).toBeGreaterThan(0);
    demoTotal = orders.total;
    expect(existsSync(lockFile(dataDir))).toBe(true);
  }, 180_000);

  it.sequential('refuses a second server on the same data directory while the first keeps working', async () => {
    const first = started.at(-1);
    if (!first) throw new Error('the first server did not start');
    const second = await spawn();
    expect(await second.exited).toBe(3);
    expect(second.output()).toContain('is in use by another server');
    expect((await salesOrders(first)).total).toBe(demoTotal);
  });

  it.sequential('stops cleanly on SIGTERM and releases the data directory', async () => {
    const first = started.at(-2);
    expect(await first?.stop('SIGTERM')).toBe(0);
    expect(first?.output()).toContain('Stopped cleanly');
    expect(existsSync(lockFile(dataDir))).toBe(false);
  });

  it.sequential('built the same demo company as every first start: the seed is deterministic', async () => {
    // The run's template was seeded by the test run itself, in another process; its fingerprint
    // was read as it was seeded. Both servers on this directory have stopped.
    expect(await companyFingerprint(path.join(dataDir, 'pgdata'))).toBe(inject('demoTemplateFingerprint'));
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
