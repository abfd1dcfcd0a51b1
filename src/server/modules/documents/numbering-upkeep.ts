import { sql } from 'drizzle-orm';
import { documentTypes } from '../../../shared/documents/object-types';
import { bumpAccessVersion } from '../../access/access-version';
import { textArray } from '../../db/array-params';
import type { Database } from '../../db/database';

/**
 * A company that numbers its documents gets a primary series for every document type it has none
 * for, at each start: a type that arrives with an upgrade (the inventory transactions of issue 21)
 * is then ready to post in a database made before it, as in a new demo company, without an
 * administrator having to add its series first. A company that numbers nothing yet (started
 * without the demo data) is left to its administrator. Answers the object types given a series.
 */
export async function ensureNumberingSeries(database: Database): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    // Two servers starting together on one database give each type one series, not two.
    await tx.execute(sql`lock table numbering_series in share row exclusive mode`);
    const result = await tx.execute<{ object_code: string }>(sql`
      insert into numbering_series (series, object_code, series_name, initial_num, next_number, is_default)
      select (select max(series) from numbering_series) + row_number() over (order by t.ord), t.code,
        'Primary', 1, 1, 'Y'
      from unnest(${textArray(documentTypes.map((type) => type.objectId))}) with ordinality as t(code, ord)
      where exists (select 1 from numbering_series)
        and not exists (select 1 from numbering_series s where s.object_code = t.code)
      returning object_code`);
    // Configuration changed: every server loads the numbering series again (configuration-cache.ts).
    if (result.rows.length > 0) await bumpAccessVersion(tx);
    return result.rows.map((row) => row.object_code);
  });
}
