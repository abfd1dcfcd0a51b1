import { sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAnyInt } from '../../src/server/db/array-params';
import { insertRows } from '../../src/server/db/json-insert';
import { type OpenedTestDatabase, testDatabases } from '../support/test-databases';

const scratch = pgTable('json_insert_scratch', {
  id: integer('id').primaryKey(),
  label: text('label_text'),
  amount: numeric('amount', { precision: 19, scale: 6 }),
  tags: text('tags').array(),
  details: jsonb('details').$type<Record<string, unknown>>(),
  day: date('day', { mode: 'string' }),
  status: text('status').notNull().default('O'),
  at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

describe.each(testDatabases())('rows inserted as one JSON parameter on $name', (target) => {
  let database: OpenedTestDatabase;
  beforeAll(async () => {
    database = await target.open();
    await database.db.execute(sql`create table json_insert_scratch (id int primary key, label_text text,
      amount numeric(19,6), tags text[], details jsonb, day date, status text not null default 'O',
      at timestamptz not null default now())`);
  });
  afterAll(() => database.close());

  const read = (ids: number[]) =>
    database.db.select().from(scratch).where(isAnyInt(scratch.id, ids)).orderBy(scratch.id);

  it('stores what Drizzle stores: decimals, arrays, JSON, dates, nulls and defaults', async () => {
    const row = (id: number) => ({
      id,
      label: "O'Brien \\ \u00e9\u0644",
      amount: '12.345678',
      tags: ['a', 'b,c', 'd"e'],
      details: { nested: { n: 1 }, list: [1, 'x'] },
      day: '2026-11-27',
    });
    expect(await insertRows(database.db, scratch, [row(1), { ...row(2), label: null }])).toBe(2);
    await database.db.insert(scratch).values([row(11), { ...row(12), label: null }]);
    const [ours, theirs] = [await read([1, 2]), await read([11, 12])];
    const comparable = (rows: typeof ours) => rows.map(({ id, at, ...rest }) => ({ ...rest, at: typeof at }));
    expect(comparable(ours)).toEqual(comparable(theirs));
    expect(ours[0]).toMatchObject({ status: 'O', tags: ['a', 'b,c', 'd"e'], details: { nested: { n: 1 } } });
  });

  it('uses one text whatever the number of rows, and gives rows that leave out different columns their defaults', async () => {
    const many = Array.from({ length: 300 }, (_, at) => ({ id: 100 + at, label: `row ${at}` }));
    expect(await insertRows(database.db, scratch, many)).toBe(300);
    expect(
      await insertRows(database.db, scratch, [
        { id: 500, status: 'C' },
        { id: 501, label: 'x' },
      ]),
    ).toBe(2);
    const [first, second] = await read([500, 501]);
    expect(first).toMatchObject({ status: 'C', label: null });
    expect(second).toMatchObject({ status: 'O', label: 'x' });
  });
});
