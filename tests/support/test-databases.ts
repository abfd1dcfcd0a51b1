import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { type Database, openDatabase, postgresTarget } from '../../src/server/db/database';
import { openEmbedded } from '../../src/server/db/open-store';
import { scratchFolder } from './scratch-folder';
import { uniqueDatabaseName, withDatabase, withoutCommitFlush } from './test-databases-urls';

/** An opened test database; on PostgreSQL, more pools can reach the same data (more API servers). */
export interface OpenedTestDatabase extends Database {
  /** A new pool on the same database, as a second API process would open; PostgreSQL only. */
  openAnotherPool?: () => Database;
}

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A copy of the seeded demo company. */
  open(): Promise<OpenedTestDatabase>;
  /** A database with nothing in it, not even the schema. */
  openEmpty(): Promise<OpenedTestDatabase>;
}

/** A copy of the seeded embedded template, opened on its own worker thread; removed on close. */
async function openPgliteCopy(template: string): Promise<Database> {
  const directory = scratchFolder('erp-api-');
  const folder = path.join(directory, 'pgdata');
  cpSync(template, folder, { recursive: true });
  return openEmbedded(folder, () => rmSync(directory, { recursive: true, force: true }));
}

/** A fresh PostgreSQL database, cloned from the seeded template when one is named; dropped on close. */
async function openPostgresCopy(adminUrl: string, template: string | undefined): Promise<OpenedTestDatabase> {
  const name = uniqueDatabaseName('erp_test');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
    await admin.query(withoutCommitFlush(name));
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const database = openDatabase(postgresTarget(url));
  const close = database.close;
  const others: Database[] = [];
  return {
    ...database,
    openAnotherPool() {
      const another = openDatabase(postgresTarget(url));
      others.push(another);
      return another;
    },
    async close() {
      await Promise.all(others.map((other) => other.close()));
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The databases every API suite runs against: the embedded one always, PostgreSQL as well when
 * TEST_DATABASE_URL is set (.ci/run sets it). Each open() gives the test its own seeded copy.
 */
export function testDatabases(): TestDatabase[] {
  const pgliteTemplate = inject('pgliteTemplate');
  const postgres = inject('postgresTemplate');
  const targets: TestDatabase[] = [
    {
      name: 'pglite',
      open: () => openPgliteCopy(pgliteTemplate),
      openEmpty: () => openEmbedded('memory://'),
    },
  ];
  if (postgres) {
    targets.push({
      name: 'postgres',
      open: () => openPostgresCopy(postgres.adminUrl, postgres.template),
      openEmpty: () => openPostgresCopy(postgres.adminUrl, undefined),
    });
  }
  return targets;
}

/**
 * The PostgreSQL target alone, for races the embedded database cannot have (it runs one query at a
 * time). Without TEST_DATABASE_URL the file still holds one skipped test saying why, instead of
 * failing with "No test suite found".
 */
export function postgresOnly(suite: string): TestDatabase[] {
  const targets = testDatabases().filter((target) => target.name === 'postgres');
  if (targets.length === 0)
    describe.skip(suite, () => {
      it('runs on PostgreSQL only: set TEST_DATABASE_URL', () => undefined);
    });
  return targets;
}
