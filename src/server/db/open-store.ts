import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './data-dir-lock';
import { type ConnectionLog, type Database, openDatabase, pgliteTarget, postgresTarget } from './database';
import { runMigrations } from './migrate';
import { type OnUnexpectedExit, startPgliteHost } from './pglite-host';

export interface StoreLog extends ConnectionLog {
  info(message: string): void;
}

type StoreConfig = Pick<Config, 'dataDir' | 'databaseUrl'> & Partial<Pick<Config, 'databasePoolSize'>>;

export interface StoreOptions {
  /**
   * What an opened database is filled with if it needs it (the demo company), passed in by the
   * caller so that db/ knows nothing of the seed above it.
   */
  fill?: (database: Database) => Promise<void>;
  onUnexpectedExit?: OnUnexpectedExit;
}

const databaseFolder = 'pgdata';
const creatingPrefix = `${databaseFolder}.creating-`;

export interface EmbeddedWatchers {
  log?: ConnectionLog;
  /** What the server does if the database thread dies (main.ts: say so and exit non-zero). */
  onUnexpectedExit?: OnUnexpectedExit;
}

export async function openEmbedded(
  folder: string,
  onClose: () => void = () => undefined,
  { log, onUnexpectedExit }: EmbeddedWatchers = {},
): Promise<Database> {
  const host = await startPgliteHost(folder, onUnexpectedExit);
  return openDatabase(
    pgliteTarget(host.socketDirectory, host.port, async () => {
      await host.close();
      onClose();
    }),
    log,
  );
}

export const embeddedDatabaseFolder = (dataDir: string) => path.join(dataDir, databaseFolder);

/**
 * A new embedded database is made in a temporary folder and renamed into place once migrated
 * and filled, so a kill during the first start leaves no half-made database behind. The caller
 * holds the data directory's lock.
 */
export async function createEmbedded(
  dataDir: string,
  fill: (database: Database) => Promise<void>,
): Promise<void> {
  for (const leftover of readdirSync(dataDir).filter((name) => name.startsWith(creatingPrefix))) {
    rmSync(path.join(dataDir, leftover), { recursive: true, force: true });
  }
  const folder = path.join(dataDir, `${creatingPrefix}${process.pid}`);
  const database = await openEmbedded(folder);
  try {
    await runMigrations(database);
    await fill(database);
  } finally {
    await database.close();
  }
  renameSync(folder, embeddedDatabaseFolder(dataDir));
}

/** Opens the database the configuration names, migrated, and seeded on its first start. */
export async function openStore(
  config: StoreConfig,
  log: StoreLog,
  { fill = async () => undefined, onUnexpectedExit }: StoreOptions = {},
): Promise<Database> {
  if (config.databaseUrl) {
    const database = openDatabase(postgresTarget(config.databaseUrl, config.databasePoolSize), log);
    try {
      await runMigrations(database);
      await fill(database);
      return database;
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  mkdirSync(config.dataDir, { recursive: true });
  const lock = lockDataDir(config.dataDir);
  try {
    const folder = embeddedDatabaseFolder(config.dataDir);
    if (!existsSync(folder)) {
      log.info(`Creating the embedded database in ${config.dataDir}`);
      await createEmbedded(config.dataDir, fill);
    }
    const database = await openEmbedded(folder, () => lock.release(), { log, onUnexpectedExit });
    try {
      await runMigrations(database);
      return database;
    } catch (error) {
      await database.close();
      throw error;
    }
  } catch (error) {
    lock.release();
    throw error;
  }
}
