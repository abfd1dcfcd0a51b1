import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { requireBuiltServer } from './server-process';
import { uniqueDatabaseName, withDatabase } from './test-databases-urls';

/**
 * The `large` company (1,000,000 items, 5,000,000 prices, 200,000 documents) on a PostgreSQL
 * server, for the browser tests and benchmarks that need a million-row list. Loading it takes
 * about 90 s, so it is loaded once into a template database named after the code that makes it
 * (migrations and seed), and each run works on a copy (about 7 s with file_copy) that it drops.
 * A change to that code gives a new name: a stale template is never used, only dropped.
 */
const sources = ['src/server/db/migrations', 'src/server/seed'];
const templatePrefix = 'erp_large_tpl_';
/** Any fixed number: serialises the one-time load between test files and benchmark runs. */
const buildLockKey = 61_000_006;

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

/** A digest of everything that decides what the large company holds. */
export function largeCompanyVersion(): string {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder)) hash.update(file).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

async function runSeed(databaseUrl: string): Promise<void> {
  requireBuiltServer();
  const child = spawn(process.execPath, [path.resolve('dist/server/seed.js'), '--size', 'large', '--json'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`Loading the large company failed (exit ${code}):\n${output}`);
}

async function databasesLike(admin: pg.Client, prefix: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where left(datname, length($1)) = $1',
    [prefix],
  );
  return rows.map((row) => row.datname);
}

/** Makes sure the template of this version exists, loading it when missing. */
async function ensureTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const template = `${templatePrefix}${largeCompanyVersion()}`;
  await admin.query('select pg_advisory_lock($1)', [buildLockKey]);
  try {
    if ((await databasesLike(admin, template)).includes(template)) return template;
    // Older versions and loads cut off half-way: each is over 1.5 GB.
    for (const stale of [
      ...(await databasesLike(admin, templatePrefix)),
      ...(await databasesLike(admin, 'erp_large_build_')),
    ])
      await admin.query(`drop database if exists ${stale} with (force)`);
    const building = uniqueDatabaseName('erp_large_build');
    await admin.query(`create database ${building}`);
    await runSeed(withDatabase(adminUrl, building));
    // Renamed only once complete, so a template is never half loaded.
    await admin.query(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [buildLockKey]);
  }
}

const copyPrefix = 'erp_large';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Copies whose run died before dropping them (named `erp_large_<pid>_<random>`). */
async function dropOrphanCopies(admin: pg.Client): Promise<void> {
  for (const name of await databasesLike(admin, `${copyPrefix}_`)) {
    const pid = /^erp_large_(\d+)_[0-9a-f]+$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) await admin.query(`drop database if exists ${name} with (force)`);
  }
}

export interface LargeCompanyCopy {
  url: string;
  drop(): Promise<void>;
}

/** A database of its own holding the large company, for one test file or benchmark run. */
export async function copyOfLargeCompany(adminUrl: string): Promise<LargeCompanyCopy> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = await ensureTemplate(admin, adminUrl);
    await dropOrphanCopies(admin);
    const name = uniqueDatabaseName(copyPrefix);
    // file_copy copies the files instead of writing the whole database through the WAL.
    await admin
      .query(`create database ${name} template ${template} strategy file_copy`)
      .catch(() => admin.query(`create database ${name} template ${template}`));
    return {
      url: withDatabase(adminUrl, name),
      async drop() {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          await client.query(`drop database if exists ${name} with (force)`);
        } finally {
          await client.end();
        }
      },
    };
  } finally {
    await admin.end();
  }
}
