import { sql } from 'drizzle-orm';
import { isAnyText } from '../../../db/array-params';
import type { DbOrTx } from '../../../db/database';
import { items, warehouses } from '../../../db/schema/inventory';
import { businessPartners } from '../../../db/schema/partners';

export interface ChoiceExistence {
  items: ReadonlySet<string>;
  partner: boolean;
  warehouse: boolean;
}

/**
 * Which of the records an item-choices question names exist, in one statement: resolveReferences
 * says only whether the caller may read a key, and does not ask the database at all for a caller
 * who reads every record of a subject (posting core), so existence is this route's own check.
 */
export async function choiceExistence(
  db: DbOrTx,
  question: { itemCodes: readonly string[]; CardCode?: string; WhsCode?: string },
): Promise<ChoiceExistence> {
  const { rows } = await db.execute<{ items: string[] | null; partner: boolean; warehouse: boolean }>(sql`
    select
      (select array_agg(${items.ItemCode}) from ${items} where ${isAnyText(items.ItemCode, question.itemCodes)}) as items,
      exists (select 1 from ${businessPartners} where ${businessPartners.CardCode} = ${question.CardCode ?? null}) as partner,
      exists (select 1 from ${warehouses} where ${warehouses.WhsCode} = ${question.WhsCode ?? null}) as warehouse`);
  const row = rows[0];
  return {
    items: new Set(row?.items ?? []),
    partner: row?.partner === true,
    warehouse: row?.warehouse === true,
  };
}
