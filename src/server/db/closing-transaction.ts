import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, Tx } from './database';

/** A value written into a statement's text: the simple query protocol carries no parameters. */
export type InlineValue = string | number | null;

function inline(value: InlineValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${value} cannot be written into a statement`);
    return String(value);
  }
  // A NUL would end the query text early; no value of ours holds one (JSON writes it as \u0000).
  if (value.includes('\0')) throw new Error('a text holding NUL cannot be written into a statement');
  return pg.escapeLiteral(value);
}

/** `select <fn>(<arguments>) as result`, its arguments written into the text, each cast as given. */
export function callText(fn: string, args: readonly [InlineValue, string][]): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(fn)) throw new Error(`${fn} is not a function name`);
  return `select ${fn}(${args.map(([value, type]) => `${inline(value)}::${type}`).join(', ')}) as result`;
}

/** The last statement of a transaction, sent with its COMMIT, and what its rows mean. */
export interface ClosingStatement<Result> {
  text: string;
  read(rows: Record<string, unknown>[]): Result;
  /** Called with the closing statement's error once the transaction is rolled back: may throw a clearer one. */
  failed?(error: unknown): Promise<void>;
}

/** What the body of a transaction ends with: a value, or the statement that ends it. */
export type TransactionEnd<Result> = { value: Result } | { closing: ClosingStatement<Result> };

const dialect = new PgDialect();

/**
 * Sent as the transaction's first message. Its statements look rows up by key, so a plan that
 * ignores the values is as good as one made for them: with generic plans each connection plans a
 * prepared statement once (statement-cache.ts) instead of on every call, which PostgreSQL's own
 * choice (custom plans for statements such as the pricing read, whose generic estimate is higher)
 * did not do. Measured on the posting path: PostgreSQL's CPU per five-line order fell from 3.4 to
 * 2.2 ms (issue 19). SET LOCAL ends with the transaction.
 */
const opening = 'begin; set local plan_cache_mode = force_generic_plan';

function poolOf(db: Db): pg.Pool {
  const client: unknown = Reflect.get(db, '$client');
  if (client instanceof pg.Pool) return client;
  throw new Error('a transaction closed by one message needs the pool the database was opened on');
}

/**
 * A transaction on one pooled connection whose last statement and COMMIT reach the server in one
 * message. Drizzle's own transaction sends COMMIT only once the last statement has answered and the
 * event loop has come back to it: under load that wait held the numbering series' lock for several
 * milliseconds per posting, and every other posting queued behind it (issue 19). The simple query
 * protocol carries several statements in one message but no parameters, so the closing statement
 * writes its values into its text (callText). If it fails, the commit is not run and the
 * transaction is rolled back.
 */
export async function transactionClosedBy<Result>(
  db: Db,
  body: (tx: Tx) => Promise<TransactionEnd<Result>>,
): Promise<Result> {
  const failures: { closing?: ClosingStatement<Result> } = {};
  try {
    return await closedTransaction(db, body, failures);
  } catch (error) {
    // Only once the connection is back in the pool: on the embedded database it is the only one.
    await failures.closing?.failed?.(error);
    throw error;
  }
}

async function closedTransaction<Result>(
  db: Db,
  body: (tx: Tx) => Promise<TransactionEnd<Result>>,
  failures: { closing?: ClosingStatement<Result> },
): Promise<Result> {
  const client = await poolOf(db).connect();
  const session = new NodePgSession(client, dialect, undefined);
  const tx = new NodePgTransaction(dialect, session, undefined) as unknown as Tx;
  let broken: Error | undefined;
  try {
    // Not awaited: the connection pipelines (statement-cache.ts), so BEGIN leaves with the body's
    // first statement instead of taking a round trip of its own. Should it fail, so does that one.
    const began = client.query(opening).then(
      () => true,
      (lost: Error) => {
        broken = lost;
        return false;
      },
    );
    try {
      const end = await body(tx);
      if (!(await began)) throw broken;
      if ('value' in end) {
        await client.query('commit');
        return end.value;
      }
      const closing = end.closing;
      failures.closing = closing;
      const results: unknown = await client.query(`${closing.text};\ncommit`);
      const first = Array.isArray(results) ? (results[0] as pg.QueryResult | undefined) : undefined;
      return closing.read(first?.rows ?? []);
    } catch (error) {
      // A failed statement leaves the transaction aborted and a failed closing one its COMMIT
      // unrun; after a failed COMMIT there is nothing left to roll back, which is only a warning.
      await client.query('rollback').catch((lost: Error) => {
        broken = lost;
      });
      throw error;
    }
  } finally {
    // A connection that could not even roll back is not given to the next request.
    client.release(broken);
  }
}
