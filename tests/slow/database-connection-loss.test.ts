import { rmSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, postgresTarget } from '../../src/server/db/database';
import { expectAcknowledgedWhole, loadPlanOf, startPostingLoad } from '../support/posting-load';
import { scratchFolder } from '../support/scratch-folder';
import { hasPostgres, type PostgresCopy, postgresCopy, serverFleet } from '../support/server-databases';
import { freePort, type ServerProcess } from '../support/server-process';
import { signInForWrites } from '../support/sign-in';
import { expectStockBalanced } from '../support/stock-invariants';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP relay to PostgreSQL that can be cut and restored: the database unreachable, then back. */
async function databaseRelay(target: URL) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((incoming) => {
        const outgoing = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => sockets.delete(socket));
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  await up();
  return { port, up, down };
}

async function healthStatus(server: ServerProcess): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(15_000) });
  return response.status;
}

/** Milliseconds until health answers 200 again, polling every 50 ms; fails after 30 s. */
async function recoveryTime(server: ServerProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if ((await healthStatus(server).catch(() => 0)) === 200) return Math.round(performance.now() - started);
    await pause(50);
  }
  throw new Error(`health did not recover within 30 s:\n${server.output().slice(-2000)}`);
}

describe.runIf(hasPostgres())('the server while PostgreSQL drops its connections', () => {
  let copy: PostgresCopy;
  let checker: Database;
  let dataDir: string;
  const fleet = serverFleet();
  const spawn = (url: string) => fleet.start({ DATABASE_URL: url, DATA_DIR: dataDir });

  beforeAll(async () => {
    copy = await postgresCopy();
    checker = openDatabase(postgresTarget(copy.url));
    dataDir = scratchFolder('erp-connection-loss-');
  });
  afterAll(async () => {
    await fleet.killAll();
    await checker.close();
    await copy.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stays up while its connections are terminated under load, answers 2xx, 409 or 503, and loses no acknowledged document', async () => {
    const server = await spawn(copy.url);
    const headers = await signInForWrites(server.url, 'admin');
    const load = startPostingLoad({
      baseUrl: () => server.url,
      headers,
      plan: await loadPlanOf(checker),
      clients: 6,
    });
    const killer = new pg.Client({ connectionString: copy.url });
    await killer.connect();
    const terminations = 6;
    let terminated = 0;
    const recoveries: number[] = [];
    try {
      for (let round = 0; round < terminations; round++) {
        await pause(1200);
        const { rows } = await killer.query<{ killed: boolean }>(
          `select pg_terminate_backend(pid) as killed from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
        );
        terminated += rows.filter((row) => row.killed).length;
        recoveries.push(await recoveryTime(server));
      }
    } finally {
      await killer.end();
    }
    const figures = await load.stop();
    expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    expect(figures.unexpected).toEqual([]);
    expect(figures.statuses.get('network') ?? 0).toBe(0);
    expect(
      [...figures.statuses.keys()].every((status) => [200, 201, 409, 503].includes(Number(status))),
    ).toBe(true);
    expect(figures.acknowledged.length).toBeGreaterThan(0);
    await expectAcknowledgedWhole(checker, figures.acknowledged);
    await expectStockBalanced(checker);
    console.info(
      `connection loss: ${terminations} rounds, ${terminated} connections terminated, ${figures.requests} requests, ` +
        `${figures.acknowledged.length} acknowledged documents checked, ${figures.statuses.get(503) ?? 0} answered 503, ` +
        `health back within ${Math.max(...recoveries)} ms (statuses ${JSON.stringify([...figures.statuses])})`,
    );
  });

  it('says unready while the database is unreachable, answers requests 503, and recovers by itself', async () => {
    const target = new URL(copy.url);
    const relay = await databaseRelay(target);
    const relayed = new URL(copy.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relay.port);
    const server = await spawn(relayed.toString());
    const headers = await signInForWrites(server.url, 'admin');
    await relay.down();
    expect(await healthStatus(server)).toBe(503);
    const read = await fetch(`${server.url}/api/v1/marketing/docs/17`, {
      headers,
      signal: AbortSignal.timeout(15_000),
    });
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await read.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await relay.up();
    const recovery = await recoveryTime(server);
    const again = await fetch(`${server.url}/api/v1/marketing/docs/17`, { headers });
    expect(again.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    await relay.down();
    console.info(`database unreachable: health 503 while down, 200 again ${recovery} ms after it came back`);
  });
});
