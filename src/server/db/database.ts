import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

// DATE columns stay 'YYYY-MM-DD' strings: node-postgres would turn them into local-time Dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type DatabaseKind = 'pglite' | 'postgres';
export type Db = NodePgDatabase;
/** A transaction's handle: queries inside a transaction must use it, never the outer Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The one way the server reaches its data, whichever database holds it. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolTarget {
  kind: DatabaseKind;
  config: pg.PoolConfig;
  onClose?: () => Promise<void>;
}

export function openDatabase(target: PoolTarget): Database {
  const pool = new pg.Pool(target.config);
  // An idle client that loses its server (a restarted PostgreSQL) must not crash the process.
  pool.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  return {
    kind: target.kind,
    db: drizzle({ client: pool }),
    pool,
    close() {
      closing ??= (async () => {
        await pool.end();
        await target.onClose?.();
      })();
      return closing;
    },
  };
}

export function postgresTarget(url: string): PoolTarget {
  return { kind: 'postgres', config: { connectionString: url, max: 10 } };
}

/**
 * The embedded database accepts one connection and runs one query at a time, so the pool holds
 * a single client; a transaction keeps it, and other requests queue until it commits.
 */
export function pgliteTarget(
  socketDirectory: string,
  port: number,
  onClose: () => Promise<void>,
): PoolTarget {
  return {
    kind: 'pglite',
    config: {
      host: socketDirectory,
      port,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
    },
    onClose,
  };
}
