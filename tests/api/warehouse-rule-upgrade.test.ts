import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrationsFolder, readJournal } from '../../src/server/db/migrations-folder';
import { demoGroups } from '../../src/server/seed/demo-access';
import { testDatabases } from '../support/test-databases';

const migration = '0028_warehouse-rule-batches-serials';

/** The warehouse group's Item rule as this build seeds it. */
const seededItemRule = demoGroups
  .find((group) => group.code === 'warehouse')
  ?.rules.find((rule) => rule.subject === 'Item' && rule.action === 'read' && rule.fields);
const seededFields = seededItemRule?.fields ?? [];
/** The rule as seeded before issue 21 gave it ManBtchNum and ManSerNum. */
const oldFields = seededFields.filter((field) => field !== 'ManBtchNum' && field !== 'ManSerNum');

/**
 * A data directory seeded before the warehouse rule gained two fields gets them at the next start
 * (migration 0028), unless an administrator edited the rule.
 */
describe.each(testDatabases())('the warehouse rule of an older data directory on $name', (target) => {
  let database: Database;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await database.pool.query(text, values)).rows as Row[];
  const itemRuleFields = async () =>
    (
      await query<{ fields: string[] }>(
        `select r.fields from group_rules r join user_groups g on g.id = r.group_id
          where g.code = 'warehouse' and r.subject = array['Item'] and r.action = array['read']`,
      )
    ).map((row) => row.fields);
  const accessVersion = async () =>
    (await query<{ version: number }>('select version from access_state where id = 1'))[0]?.version;
  /**
   * Stores the rule's fields as given, then runs migration 0028 as the server's start runs it on
   * a database that has not had it (its statements, in order).
   */
  const restartWith = async (fields: string[]) => {
    await query(
      `update group_rules r set fields = $1 from user_groups g
        where g.id = r.group_id and g.code = 'warehouse' and r.subject = array['Item'] and r.action = array['read']`,
      [fields],
    );
    const when = readJournal().entries.find((entry) => entry.tag === migration)?.when;
    const statements = readMigrationFiles({ migrationsFolder: migrationsFolder() }).find(
      (file) => file.folderMillis === when,
    )?.sql;
    expect(statements?.length).toBeGreaterThan(0);
    for (const statement of statements ?? []) await query(statement);
  };

  it('is seeded with the fields the stock picker asks by', async () => {
    expect(seededFields).toEqual(expect.arrayContaining(['ManBtchNum', 'ManSerNum']));
    expect(oldFields).toHaveLength(seededFields.length - 2);
    expect(await itemRuleFields()).toEqual([seededFields]);
  });

  it('gives the rule seeded before the two fields, as this build seeds it, and makes servers rebuild abilities', async () => {
    const before = await accessVersion();
    await restartWith(oldFields);
    expect(await itemRuleFields()).toEqual([seededFields]);
    expect(await accessVersion()).toBe((before ?? 0) + 1);
  });

  it('leaves a rule an administrator edited as they left it', async () => {
    const edited = oldFields.filter((field) => field !== 'FrgnName');
    const before = await accessVersion();
    await restartWith(edited);
    expect(await itemRuleFields()).toEqual([edited]);
    expect(await accessVersion()).toBe(before);
  });
});
