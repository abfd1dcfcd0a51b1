import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrationsFolder, readJournal } from '../../src/server/db/migrations-folder';
import { testDatabases } from '../support/test-databases';

const migration = '0040_gate-pass-numbering';

/**
 * A data directory seeded before gate passes (issue 24) gets the rules on them at the next start
 * (migration 0040's last statement): the dispatchers read, make, cancel and print passes, the
 * warehouse staff read and print those of their warehouses; a group with such a rule keeps its own.
 */
describe.each(testDatabases())('gate pass rights of an older data directory on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Row[];
  const rulesOf = async (group: string) =>
    query<{ action: string[]; conditions: unknown }>(
      `select r.action, r.conditions from group_rules r join user_groups g on g.id = r.group_id
        where g.code = $1 and 'GatePass' = any(r.subject) order by r.position`,
      [group],
    );
  const accessVersion = async () =>
    (await query<{ version: number }>('select version from access_state where id = 1'))[0]?.version ?? 0;
  /** Runs the migration's rules statement as a start runs it on a database that has not had it. */
  const restart = async () => {
    const when = readJournal().entries.find((entry) => entry.tag === migration)?.when;
    const statements = readMigrationFiles({ migrationsFolder: migrationsFolder() }).find(
      (file) => file.folderMillis === when,
    )?.sql;
    const rules = statements?.find((statement) => statement.includes('insert into group_rules'));
    expect(rules).toBeDefined();
    await query(rules ?? '');
  };

  it('gives an older company the rules on gate passes, and makes servers rebuild abilities', async () => {
    await query(
      `delete from group_rules r using user_groups g where g.id = r.group_id
        and g.code in ('dispatchers', 'warehouse') and 'GatePass' = any(r.subject)`,
    );
    const before = await accessVersion();
    await restart();
    expect((await rulesOf('dispatchers')).map((rule) => rule.action)).toEqual([
      ['read'],
      ['print'],
      ['create'],
      ['cancel'],
    ]);
    const warehouse = await rulesOf('warehouse');
    expect(warehouse.map((rule) => rule.action)).toEqual([['read'], ['print']]);
    for (const rule of warehouse) expect(rule.conditions).toEqual({ WhsCode: { $in: '${user.warehouses}' } });
    expect(await accessVersion()).toBe(before + 1);
  });

  it('adds nothing where the rules are there already', async () => {
    const rules = await rulesOf('warehouse');
    const before = await accessVersion();
    await restart();
    expect(await rulesOf('warehouse')).toEqual(rules);
    expect(await accessVersion()).toBe(before);
  });
});
