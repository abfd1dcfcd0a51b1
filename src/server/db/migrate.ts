import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './database';
import { migrationsFolder, readJournal } from './migrations-folder';

// Any fixed number: API servers starting together on one PostgreSQL take turns migrating.
const migrationLockKey = 72_620_001;

/** Applies the migrations not yet applied; running it again changes nothing. */
export async function runMigrations(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
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
