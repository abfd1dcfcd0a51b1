import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, postgresTarget } from '../../src/server/db/database';
import { openEmbedded } from '../../src/server/db/open-store';
import {
  expectAcknowledgedWhole,
  type LoadPlan,
  loadPlanOf,
  startPostingLoad,
} from '../support/posting-load';
import { scratchFolder } from '../support/scratch-folder';
import { embeddedCopy, hasPostgres, postgresCopy, serverFleet } from '../support/server-databases';
import { signInForWrites } from '../support/sign-in';
import { expectStockBalanced } from '../support/stock-invariants';

const kills = 4;
const clients = 5;
const acknowledgedBetweenKills = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a crash-tested server keeps its data, and how the test reads it once the server is stopped. */
interface CrashTarget {
  name: string;
  environment: Record<string, string>;
  /** Opens the data for checking; on the embedded database only while no server runs. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function embeddedTarget(): Promise<CrashTarget> {
  const copy = embeddedCopy();
  return {
    name: 'the embedded database',
    environment: { DATA_DIR: copy.dataDir },
    open: () => openEmbedded(path.join(copy.dataDir, 'pgdata')),
    drop: async () => copy.drop(),
  };
}

async function postgresCrashTarget(): Promise<CrashTarget> {
  const copy = await postgresCopy();
  const dataDir = scratchFolder('erp-crash-');
  return {
    name: 'PostgreSQL',
    environment: { DATABASE_URL: copy.url, DATA_DIR: dataDir },
    open: async () => openDatabase(postgresTarget(copy.url)),
    drop: async () => {
      await copy.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withData<T>(target: CrashTarget, read: (database: Database) => Promise<T>): Promise<T> {
  const database = await target.open();
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

const targets = [
  { name: 'the embedded database', makeTarget: embeddedTarget },
  ...(hasPostgres() ? [{ name: 'PostgreSQL', makeTarget: postgresCrashTarget }] : []),
];

describe.each(targets)('the built server killed under posting load on $name', ({ makeTarget }) => {
  const fleet = serverFleet();
  let target: CrashTarget | undefined;
  afterAll(async () => {
    await fleet.killAll();
    await target?.drop();
  });

  it(`restarts after ${kills} SIGKILLs, and every acknowledged document is whole and stock balances`, async () => {
    target = await makeTarget();
    const current = target;
    const spawn = () => fleet.start(current.environment);
    const plan: LoadPlan = await withData(current, loadPlanOf);
    let server = await spawn();
    // Sessions live in the database and tokens are signed with AUTH_SECRET: they outlive a restart.
    const headers = await signInForWrites(server.url, 'admin');
    const load = startPostingLoad({ baseUrl: () => server.url, headers, plan, clients });
    const restartTimes: number[] = [];
    for (let kill = 0; kill < kills; kill++) {
      // Kill while posting runs: once this server has acknowledged a few documents, at a random moment.
      const before = load.figures.acknowledged.length;
      const deadline = Date.now() + 30_000;
      while (load.figures.acknowledged.length < before + acknowledgedBetweenKills && Date.now() < deadline) {
        await pause(50);
      }
      await pause(Math.random() * 1000);
      expect(await server.stop('SIGKILL')).toBe('SIGKILL');
      const killedAt = performance.now();
      server = await spawn();
      restartTimes.push(Math.round(performance.now() - killedAt));
    }
    await pause(3000);
    const figures = await load.stop();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(figures.unexpected).toEqual([]);
    expect(figures.acknowledged.length).toBeGreaterThan(0);
    await withData(current, async (database) => {
      await expectAcknowledgedWhole(database, figures.acknowledged);
      await expectStockBalanced(database);
    });
    console.info(
      `crash test on ${current.name}: ${kills} SIGKILLs, ${figures.requests} requests, ` +
        `${figures.acknowledged.length} acknowledged documents checked whole, ` +
        `${figures.statuses.get('network') ?? 0} cut by a kill, ${figures.statuses.get(503) ?? 0} answered 503, ` +
        `restart to healthy ${Math.min(...restartTimes)}-${Math.max(...restartTimes)} ms`,
    );
  });
});
