import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './database';
import { migrationsFolder, readJournal } from './migrations-folder';

// Any fixed number: API servers starting together on one PostgreSQL take turns migrating.
const migrationLockKey = 72_620_001;

/**
 * Applies the migrations not yet applied, as drizzle's migrator does and into its table, but in
 * one transaction that first takes a transaction-level advisory lock: servers starting together
 * take turns, and the lock ends with the transaction, so it works behind a transaction-mode
 * pooler (a session-level lock there may be taken and released on different connections).
 * Running it again changes nothing.
 */
export async function runMigrations(database: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const { rows } = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const last = rows[0] ? Number(rows[0].created_at) : undefined;
    for (const migration of migrations.filter(
      (candidate) => last === undefined || last < candidate.folderMillis,
    )) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface SchemaVersion {
  /** Tag of the newest applied migration, such as 0000_initial; null on an empty database. */
  current: string | null;
  applied: number;
  /** Migrations this build knows; applied < known means a migration is pending. */
  known: number;
}

export async function readSchemaVersion(database: Database): Promise<SchemaVersion> {
  const journal = readJournal();
  const { rows } = await database.pool.query<{ created_at: string }>(
    'select created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  const appliedEntries = journal.entries.filter((entry) => applied.has(entry.when));
  return {
    current: appliedEntries.at(-1)?.tag ?? null,
    applied: rows.length,
    known: journal.entries.length,
  };
}
