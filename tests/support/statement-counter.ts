import type pg from 'pg';
import type { Database } from '../../src/server/db/database';

const counted = Symbol('statement counter');

type CountedClient = pg.PoolClient & { [counted]?: true };

/** Where wrapped clients record their statements while a count runs; none records otherwise. */
let sink: string[] | undefined;
/** Where they record the messages those statements travelled in (several statements may share one). */
let messageSink: string[] | undefined;

function wrap(client: CountedClient): void {
  if (client[counted]) return;
  client[counted] = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (sink) {
      const [first] = args;
      const text =
        typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? '');
      const message = text.replace(/\s+/g, ' ').trim();
      messageSink?.push(message);
      // A closing statement travels with its COMMIT (closing-transaction.ts): two statements.
      const closing = /^(.*); commit$/.exec(message);
      if (closing?.[1]) sink.push(closing[1], 'commit');
      else sink.push(message);
    }
    return query(...args);
  };
}

/**
 * Counts the SQL statements a database's pool sends while `during` runs: every query of every
 * client it checks out (a transaction's BEGIN and COMMIT included), whichever way the caller
 * reached it (Drizzle, pool.query, a checked-out client). A count is deterministic where a timing
 * is not, so a test may hold a limit on it. `messages` are the round trips they took. Statements of other work running at the same time
 * would count too: run nothing else meanwhile.
 */
export async function countStatements(
  database: Database,
  during: () => Promise<unknown>,
): Promise<{ count: number; statements: string[]; messages: string[] }> {
  const statements: string[] = [];
  const messages: string[] = [];
  database.pool.on('acquire', wrap);
  sink = statements;
  messageSink = messages;
  try {
    await during();
  } finally {
    sink = undefined;
    messageSink = undefined;
    database.pool.off('acquire', wrap);
  }
  return { count: statements.length, statements, messages };
}
