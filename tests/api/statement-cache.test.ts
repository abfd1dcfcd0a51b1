import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementCacheSize } from '../../src/server/db/statement-cache';
import { type OpenedTestDatabase, testDatabases } from '../support/test-databases';

/** The statements this connection holds prepared, as PostgreSQL lists them. */
const preparedOn = async (client: { query: OpenedTestDatabase['pool']['query'] }) =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (row) => row.name,
  );

describe.each(testDatabases())('the statement cache on $name', (target) => {
  let database: OpenedTestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  it('prepares a parameterised statement once per connection and reuses it', async () => {
    const client = await database.pool.connect();
    try {
      const text = 'select $1::int + 1 as next';
      const before = await preparedOn(client);
      expect((await client.query<{ next: number }>(text, [1])).rows[0]?.next).toBe(2);
      const once = await preparedOn(client);
      expect(once.length).toBe(before.length + 1);
      expect((await client.query<{ next: number }>({ text, values: [41] })).rows[0]?.next).toBe(42);
      expect(await preparedOn(client)).toEqual(once);
      // Without parameters nothing is prepared: the simple protocol carries it.
      await client.query('select 1');
      expect(await preparedOn(client)).toEqual(once);
    } finally {
      client.release();
    }
  });

  it('keeps at most its size per connection, deallocating the least recently used, and answers all the same', async () => {
    const client = await database.pool.connect();
    try {
      for (let at = 0; at < statementCacheSize + 20; at += 1) {
        const { rows } = await client.query<{ n: number }>(`select $1::int as n, ${at} as at`, [at]);
        expect(rows[0]?.n).toBe(at);
      }
      const held = await preparedOn(client);
      expect(held.length).toBeLessThanOrEqual(statementCacheSize);
      // The first statements were pushed out; running one again prepares it anew.
      expect((await client.query<{ n: number }>('select $1::int as n, 0 as at', [5])).rows[0]?.n).toBe(5);
    } finally {
      client.release();
    }
  });

  it('leaves a transaction usable when a prepared statement is pushed out inside it', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      for (let at = 0; at < statementCacheSize + 5; at += 1)
        await client.query(`select $1::int as n, ${at} as inside`, [at]);
      expect((await client.query<{ ok: boolean }>('select $1::boolean as ok', [true])).rows[0]?.ok).toBe(
        true,
      );
      await client.query('commit');
    } finally {
      client.release();
    }
  });

  it('prepares a statement again after a failure on the same connection', async () => {
    const client = await database.pool.connect();
    try {
      const text = 'select 1 / $1::int as quotient';
      await expect(client.query(text, [0])).rejects.toThrow('division by zero');
      expect((await client.query<{ quotient: number }>(text, [1])).rows[0]?.quotient).toBe(1);
      await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toThrow();
      await expect(client.query('select * from no_such_table where id = $1', [1])).rejects.toThrow(
        'no_such_table',
      );
    } finally {
      client.release();
    }
  });
});
