import pg from 'pg';
import { type Database, openDatabase, postgresTarget } from '../../src/server/db/database';
import { uniqueDatabaseName, withDatabase } from '../support/test-databases-urls';

/** A new, empty PostgreSQL database for a measuring script, dropped by dispose(). */
export async function openScratchPostgres(
  adminUrl: string,
  prefix: string,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  const name = uniqueDatabaseName(prefix);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openDatabase(postgresTarget(withDatabase(adminUrl, name)));
  return {
    database,
    async dispose() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
