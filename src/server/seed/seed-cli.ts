import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { lockDataDir } from '../db/data-dir-lock';
import { type Database, openDatabase, postgresTarget } from '../db/database';
import { runMigrations } from '../db/migrate';
import { createEmbedded, embeddedDatabaseFolder } from '../db/open-store';
import { isSeeded, seedDemoCompany } from './demo-company';
import { seedVolumes } from './seed-sizes';

/**
 * npm run seed -- --size large [--seed N] [--reset] [--json]
 * Loads the demo company into DATA_DIR (embedded) or DATABASE_URL. A database that already
 * holds data is refused unless --reset, which empties it first.
 */
const usage = 'Usage: npm run seed -- --size demo|large [--seed N] [--reset] [--json]';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'demo' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const size = values.size;
if (size !== 'demo' && size !== 'large') {
  console.error(usage);
  process.exit(2);
}
const seed = values.seed === undefined ? undefined : Number(values.seed);
if (seed !== undefined && !Number.isSafeInteger(seed)) {
  console.error(`--seed must be a whole number. ${usage}`);
  process.exit(2);
}
const config = readConfig(process.env);
const steps: Record<string, number> = {};
const onStep = (step: string, milliseconds: number) => {
  steps[step] = Math.round(milliseconds);
  if (!values.json) console.log(`  ${step}: ${Math.round(milliseconds)} ms`);
};

async function fill(database: Database): Promise<void> {
  if (await isSeeded(database))
    throw new Error('The database already holds a company: pass --reset to replace it.');
  if (!(await seedDemoCompany(database, { size: size === 'large' ? 'large' : 'demo', seed, onStep })))
    throw new Error('Another process seeded the database meanwhile.');
}

async function seedPostgres(url: string): Promise<void> {
  const database = openDatabase(postgresTarget(url));
  try {
    if (values.reset)
      await database.pool.query(
        'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
      );
    await runMigrations(database);
    await fill(database);
  } finally {
    await database.close();
  }
}

async function seedEmbedded(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const lock = lockDataDir(dataDir);
  try {
    const folder = embeddedDatabaseFolder(dataDir);
    if (existsSync(folder)) {
      if (!values.reset) throw new Error(`${folder} already holds a database: pass --reset to replace it.`);
      rmSync(folder, { recursive: true, force: true });
    }
    await createEmbedded(dataDir, fill);
  } finally {
    lock.release();
  }
}

const started = performance.now();
const target = config.databaseUrl ? 'postgres' : 'pglite';
if (!values.json)
  console.log(`Seeding the ${size} company (${seedVolumes[size].items} items) into ${target}`);
try {
  if (config.databaseUrl) await seedPostgres(config.databaseUrl);
  else await seedEmbedded(config.dataDir);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const seconds = (performance.now() - started) / 1000;
if (values.json) console.log(JSON.stringify({ size, database: target, seconds, steps }));
else console.log(`Done in ${seconds.toFixed(1)} s`);
