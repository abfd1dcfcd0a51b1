import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { scratchFolder } from './scratch-folder';
import { type ServerProcess, spawnServer, waitUntilHealthy } from './server-process';
import { uniqueDatabaseName, withDatabase, withoutCommitFlush } from './test-databases-urls';

/** A seeded PostgreSQL database for a spawned server (DATABASE_URL), dropped by drop(). */
export interface PostgresCopy {
  url: string;
  drop(): Promise<void>;
}

export const hasPostgres = () => inject('postgresTemplate') !== null;

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A copy of the seeded PostgreSQL template for a server process to use as its DATABASE_URL. */
export async function postgresCopy(): Promise<PostgresCopy> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueDatabaseName('erp_server');
  await adminQuery(template.adminUrl, `create database ${name} template ${template.template}`);
  await adminQuery(template.adminUrl, withoutCommitFlush(name));
  return {
    url: withDatabase(template.adminUrl, name),
    drop: () => adminQuery(template.adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/** A data directory holding a copy of the seeded embedded template (DATA_DIR), removed by drop(). */
export function embeddedCopy(): { dataDir: string; drop(): void } {
  const dataDir = scratchFolder('erp-server-');
  cpSync(inject('pgliteTemplate'), path.join(dataDir, 'pgdata'), { recursive: true });
  return { dataDir, drop: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * Built servers started for one suite: each with a fixed signing secret (tokens outlive a
 * restart), no periodic alerts and quiet logs, waited on until healthy; killed by killAll().
 */
export function serverFleet() {
  const started: ServerProcess[] = [];
  return {
    async start(environment: Record<string, string>): Promise<ServerProcess> {
      const server = await spawnServer({
        AUTH_SECRET: 'a test secret for spawned servers, long enough to sign',
        ALERT_CHECK_SECONDS: '0',
        LOG_LEVEL: 'warn',
        ...environment,
      });
      started.push(server);
      await waitUntilHealthy(server);
      return server;
    },
    killAll: () => Promise.all(started.map((server) => server.stop('SIGKILL'))),
  };
}
