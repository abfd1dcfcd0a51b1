import { and, eq, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../../shared/access/app-ability';
import type { WarehouseStock } from '../../../../shared/api/marketing-docs';
import { mayRead } from '../../../access/record-checks';
import { isAnyText } from '../../../db/array-params';
import type { DbOrTx } from '../../../db/database';
import { items, itemWarehouses } from '../../../db/schema/inventory';

/** The figures of OITW a clerk chooses by, as numeric(19,6) text; 0 where the item has no row. */
const figure = (column: typeof itemWarehouses.OnHand) =>
  sql<string>`coalesce(${column}, 0)::numeric(19,6)::text`;

const stockFields = ['OnHand', 'IsCommited', 'OnOrder'] as const;

/**
 * The stock of each item in one warehouse, in one statement whatever the number of items (the
 * codes travel as one text[] parameter: PITFALLS.md on row-IN lists in the embedded database). An
 * item without a row for the warehouse has none there (0). A figure is answered only when the
 * caller may read that ItemStock record and its three quantities under their rules' conditions
 * (warehouse staff: their own warehouses), checked on the loaded row as `mayRead` checks a record.
 */
export async function stockInWarehouse(
  db: DbOrTx,
  ability: AppAbility,
  itemCodes: readonly string[],
  whsCode: string,
): Promise<Map<string, WarehouseStock>> {
  if (itemCodes.length === 0) return new Map();
  const rows = await db
    .select({
      ItemCode: items.ItemCode,
      OnHand: figure(itemWarehouses.OnHand),
      IsCommited: figure(itemWarehouses.IsCommited),
      OnOrder: figure(itemWarehouses.OnOrder),
      MinStock: figure(itemWarehouses.MinStock),
      AvgPrice: figure(itemWarehouses.AvgPrice),
      Available: sql<string>`(coalesce(${itemWarehouses.OnHand}, 0) - coalesce(${itemWarehouses.IsCommited}, 0)
        + coalesce(${itemWarehouses.OnOrder}, 0))::numeric(19,6)::text`,
    })
    .from(items)
    .leftJoin(
      itemWarehouses,
      and(eq(itemWarehouses.ItemCode, items.ItemCode), eq(itemWarehouses.WhsCode, whsCode)),
    )
    .where(isAnyText(items.ItemCode, itemCodes));
  const stock = new Map<string, WarehouseStock>();
  for (const { Available, ...row } of rows) {
    const record = { ...row, WhsCode: whsCode };
    if (!stockFields.every((field) => mayRead(ability, 'ItemStock', record, field))) continue;
    stock.set(row.ItemCode, {
      WhsCode: whsCode,
      OnHand: row.OnHand,
      IsCommited: row.IsCommited,
      OnOrder: row.OnOrder,
      Available,
    });
  }
  return stock;
}
