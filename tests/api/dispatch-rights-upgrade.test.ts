import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrationsFolder, readJournal } from '../../src/server/db/migrations-folder';
import { testDatabases } from '../support/test-databases';

const migration = '0036_dispatch-return-rights';

/**
 * A data directory seeded before dispatch returns (issue 23) gets the rules that post them at the
 * next start (migration 0036): the dispatchers' create on SalesReturn and the warehouse staff's
 * read on Dispatch; a group that already has a rule on that action and subject keeps its own.
 */
describe.each(testDatabases())('dispatch return rights of an older data directory on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  /** The single-action, single-subject rules the migration adds. */
  const added = `cardinality(r.action) = 1 and cardinality(r.subject) = 1 and (r.action[1], r.subject[1]) in
    (('create', 'SalesReturn'), ('read', 'Dispatch'))`;
  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Row[];
  const rulesOf = async (group: string) =>
    query<{ action: string[]; subject: string[]; conditions: unknown; fields: string[] | null }>(
      `select r.action, r.subject, r.conditions, r.fields from group_rules r join user_groups g on g.id = r.group_id
        where g.code = $1 and ${added} order by r.position`,
      [group],
    );
  const accessVersion = async () =>
    (await query<{ version: number }>('select version from access_state where id = 1'))[0]?.version ?? 0;
  /** Runs the migration as a start runs it on a database that has not had it. */
  const restart = async () => {
    const when = readJournal().entries.find((entry) => entry.tag === migration)?.when;
    const statements = readMigrationFiles({ migrationsFolder: migrationsFolder() }).find(
      (file) => file.folderMillis === when,
    )?.sql;
    expect(statements?.length).toBeGreaterThan(0);
    for (const statement of statements ?? []) await query(statement);
  };
  const forget = (group: string) =>
    query(
      `delete from group_rules r using user_groups g where g.id = r.group_id and g.code = $1 and ${added}`,
      [group],
    );

  it('gives an older company the rules this build seeds, and makes servers rebuild abilities', async () => {
    const seeded = { dispatchers: await rulesOf('dispatchers'), warehouse: await rulesOf('warehouse') };
    expect(seeded.dispatchers).toEqual([
      { action: ['create'], subject: ['SalesReturn'], conditions: null, fields: null },
    ]);
    await forget('dispatchers');
    await forget('warehouse');
    const before = await accessVersion();
    await restart();
    expect(await rulesOf('dispatchers')).toEqual(seeded.dispatchers);
    expect(seeded.warehouse).toEqual([
      { action: ['read'], subject: ['Dispatch'], conditions: null, fields: null },
    ]);
    expect(await rulesOf('warehouse')).toEqual(seeded.warehouse);
    expect(await accessVersion()).toBe(before + 1);
  });

  it('adds nothing where the rules are there already', async () => {
    const before = await accessVersion();
    const rules = await rulesOf('warehouse');
    await restart();
    expect(await rulesOf('warehouse')).toEqual(rules);
    expect(await accessVersion()).toBe(before);
  });
});
