import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PreparingClient } from './statement-cache';

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

/** Where a lost connection is reported; the server passes its logger. */
export interface ConnectionLog {
  warn(details: object, message: string): void;
}

const quiet: ConnectionLog = { warn: () => undefined };

export function openDatabase(target: PoolTarget, log: ConnectionLog = quiet): Database {
  const pool = new pg.Pool(target.config);
  // node-postgres emits 'error' on a client whose connection dies, idle or checked out (a
  // restarted PostgreSQL, pg_terminate_backend, a proxy timeout, the embedded thread dying);
  // unheard, Node exits. The query in flight fails on its own and the pool drops the client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.once('error', (error) => {
      log.warn({ err: error }, 'A database connection was lost; it is dropped from the pool');
      client.on('error', () => undefined);
    });
  });
  let closing: Promise<void> | undefined;
  return {
    kind: target.kind,
    db: drizzle({ client: pool }),
    pool,
    close() {
      // The embedded database's thread and folder are released even when the pool was ended
      // already or fails to end: left open, the thread runs on until the process exits.
      closing ??= (async () => {
        try {
          if (!pool.ended) await pool.end();
        } finally {
          await target.onClose?.();
        }
      })();
      return closing;
    },
  };
}

/**
 * A server that does not answer a new connection fails the request within seconds (503) instead
 * of holding it. The limit is the client's own, not the pool's: the pool's would also end requests
 * that merely wait their turn for a client under load (200 postings at once waited longer).
 */
class ConnectWithinSeconds extends PreparingClient {
  constructor(config?: string | pg.ClientConfig) {
    const settings = typeof config === 'string' ? { connectionString: config } : config;
    super({ ...settings, connectionTimeoutMillis: 5000 });
  }
}

/**
 * Connections to PostgreSQL: DATABASE_POOL_SIZE, 20 by default. Measured with 20 posting clients,
 * a pool of 10 spent 92% of a posting's database time waiting for a connection (issue 19); the
 * pool is never smaller than the 20 concurrent clients the README promises (config.ts).
 */
export const defaultPoolSize = 20;

export function postgresTarget(url: string, poolSize = defaultPoolSize): PoolTarget {
  return { kind: 'postgres', config: { connectionString: url, max: poolSize, Client: ConnectWithinSeconds } };
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
      Client: PreparingClient,
    },
    onClose,
  };
}
