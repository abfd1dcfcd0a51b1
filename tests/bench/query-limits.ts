/**
 * Measures the longest parameter lists each query shape answers correctly, on the embedded
 * database exactly as the server runs it (PGlite in a worker thread behind a socket) and, with
 * TEST_DATABASE_URL, on PostgreSQL. PGlite answers an oversized row-IN list with no rows and no
 * error (PITFALLS.md), so every probe checks its answer, not only that it returned.
 *
 *   npx tsx tests/bench/query-limits.ts            (embedded only)
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx tests/bench/query-limits.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { openEmbedded } from '../../src/server/db/open-store';
import { openScratchPostgres } from './scratch-postgres';

const tableRows = 40_000;
const sizes = [250, 500, 1_000, 1_100, 1_200, 1_500, 2_000, 5_000, 10_000, 20_000, 40_000];
const queryTimeoutMs = 30_000;

const itemOf = (n: number) => `I${String(n).padStart(6, '0')}`;
const whsOf = (n: number) => `W${n % 7}`;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

interface Probe {
  name: string;
  /** Runs the shape with n keys and answers the count it saw; n is the right answer. */
  run(database: Database, n: number): Promise<number>;
}

async function count(database: Database, query: SQL): Promise<number> {
  const result = await database.db.execute<{ n: string }>(query);
  return Number(result.rows[0]?.n ?? -1);
}

const pairs = (n: number) =>
  sql.join(
    range(n).map((i) => sql`(${itemOf(i)}, ${whsOf(i)})`),
    sql`, `,
  );

const probes: Probe[] = [
  {
    name: 'row-IN list (a, b) in ((..), ..)',
    run: (database, n) => count(database, sql`select count(*) as n from probe where (a, b) in (${pairs(n)})`),
  },
  {
    name: 'in (..) list (drizzle inArray)',
    run: (database, n) =>
      count(
        database,
        sql`select count(*) as n from probe where a in (${sql.join(
          range(n).map((i) => sql`${itemOf(i)}`),
          sql`, `,
        )})`,
      ),
  },
  {
    name: '= any($1::text[])',
    run: (database, n) =>
      count(
        database,
        sql`select count(*) as n from probe where a = any(${sql.param(range(n).map(itemOf))}::text[])`,
      ),
  },
  {
    name: 'unnest($1::text[], $2::text[]) join',
    run: (database, n) =>
      count(
        database,
        sql`select count(*) as n from probe p
          join unnest(${sql.param(range(n).map(itemOf))}::text[], ${sql.param(range(n).map(whsOf))}::text[]) as k(a, b)
            on p.a = k.a and p.b = k.b`,
      ),
  },
  {
    name: 'multi-row insert values (3 columns)',
    async run(database, n) {
      await database.db.execute(sql`truncate probe_insert`);
      await database.db.execute(
        sql`insert into probe_insert (a, b, q) values ${sql.join(
          range(n).map((i) => sql`(${itemOf(i)}, ${whsOf(i)}, ${'1'}::numeric)`),
          sql`, `,
        )}`,
      );
      return count(database, sql`select count(*) as n from probe_insert`);
    },
  },
  {
    name: 'multi-row insert values (11 columns, the ledger)',
    async run(database, n) {
      await database.db.execute(sql`truncate probe_wide`);
      await database.db.execute(
        sql`insert into probe_wide values ${sql.join(
          range(n).map(
            (i) =>
              sql`(${itemOf(i)}, ${whsOf(i)}, ${'13'}, ${i}, ${1}, ${'2026-01-01'}::date, ${'1'}::numeric,
                ${'0'}::numeric, ${'2.5'}::numeric, ${'C1'}, ${1})`,
          ),
          sql`, `,
        )}`,
      );
      return count(database, sql`select count(*) as n from probe_wide`);
    },
  },
  {
    name: 'insert select from unnest (11 arrays)',
    async run(database, n) {
      await database.db.execute(sql`truncate probe_wide`);
      const column = <T>(of: (i: number) => T) => sql.param(range(n).map(of));
      await database.db.execute(
        sql`insert into probe_wide select * from unnest(${column(itemOf)}::text[], ${column(whsOf)}::text[],
          ${column(() => '13')}::text[], ${column((i) => i)}::int[], ${column(() => 1)}::int[],
          ${column(() => '2026-01-01')}::date[], ${column(() => '1')}::numeric[], ${column(() => '0')}::numeric[],
          ${column(() => '2.5')}::numeric[], ${column(() => 'C1')}::text[], ${column(() => 1)}::int[])`,
      );
      return count(database, sql`select count(*) as n from probe_wide`);
    },
  },
  {
    name: 'update from (values ..)',
    async run(database, n) {
      const values = sql.join(
        range(n).map((i) => sql`(${itemOf(i)}::text, ${whsOf(i)}::text, ${'1'}::numeric)`),
        sql`, `,
      );
      const result = await database.db.execute(
        sql`update probe p set q = p.q + v.d from (values ${values}) as v(a, b, d) where p.a = v.a and p.b = v.b`,
      );
      return result.rowCount ?? -1;
    },
  },
  {
    name: 'update from unnest(..)',
    async run(database, n) {
      const result = await database.db.execute(
        sql`update probe p set q = p.q + v.d
          from unnest(${sql.param(range(n).map(itemOf))}::text[], ${sql.param(range(n).map(whsOf))}::text[],
            ${sql.param(range(n).map(() => '1'))}::numeric[]) as v(a, b, d)
          where p.a = v.a and p.b = v.b`,
      );
      return result.rowCount ?? -1;
    },
  },
];

async function prepare(database: Database): Promise<void> {
  await database.pool.query(`
    drop table if exists probe, probe_insert, probe_wide;
    create table probe (a text not null, b text not null, q numeric not null default 0, primary key (a, b));
    create table probe_insert (a text not null, b text not null, q numeric not null);
    create table probe_wide (a text, b text, t text, l int, c int, d date, i numeric, o numeric, p numeric,
      card text, u int);
    insert into probe (a, b) select 'I' || lpad(g::text, 6, '0'), 'W' || (g % 7)
      from generate_series(1, ${tableRows}) g;`);
}

interface Opened {
  database: Database;
  dispose(): Promise<void>;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  return Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))]);
}

async function openFresh(kind: 'pglite' | 'postgres'): Promise<Opened> {
  if (kind === 'pglite') {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'query-limits-'));
    const database = await openEmbedded(folder);
    await prepare(database);
    return {
      database,
      async dispose() {
        await withTimeout(database.close(), 5_000);
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const scratch = await openScratchPostgres(process.env.TEST_DATABASE_URL ?? '', 'query_limits');
  await prepare(scratch.database);
  return scratch;
}

type Outcome = 'ok' | string;

async function attempt(database: Database, probe: Probe, n: number): Promise<Outcome> {
  try {
    const seen = await withTimeout(probe.run(database, n), queryTimeoutMs);
    if (seen === 'timeout') return 'no answer';
    return seen === n ? 'ok' : `${seen} rows`;
  } catch (error) {
    return error instanceof Error ? error.message.slice(0, 60) : 'error';
  }
}

async function measure(kind: 'pglite' | 'postgres'): Promise<void> {
  console.log(`\n## ${kind}`);
  for (const probe of probes) {
    let opened = await openFresh(kind);
    let largest = 0;
    let failure = '';
    for (const n of sizes) {
      const outcome = await attempt(opened.database, probe, n);
      if (outcome === 'ok') {
        largest = n;
        continue;
      }
      failure = `${n}: ${outcome}`;
      // A failed oversized query may leave the embedded instance unable to answer: start afresh.
      await opened.dispose();
      opened = await openFresh(kind);
      // Narrow the limit between the last good size and the first bad one.
      let low = largest;
      let high = n;
      while (high - low > Math.max(25, low / 20)) {
        const middle = Math.round((low + high) / 2);
        if ((await attempt(opened.database, probe, middle)) === 'ok') low = middle;
        else {
          high = middle;
          await opened.dispose();
          opened = await openFresh(kind);
        }
      }
      largest = low;
      failure = `first failure near ${high} (at ${failure})`;
      break;
    }
    await opened.dispose();
    console.log(`- ${probe.name}: correct up to ${largest}${failure ? `; ${failure}` : ` (largest tried)`}`);
  }
}

await measure('pglite');
if (process.env.TEST_DATABASE_URL) await measure('postgres');
process.exit(0);
