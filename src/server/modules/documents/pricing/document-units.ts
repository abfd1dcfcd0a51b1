import { and, eq, ne } from 'drizzle-orm';
import type { DocumentArea } from '../../../../shared/documents/object-types';
import { isAnyText } from '../../../db/array-params';
import type { DbOrTx } from '../../../db/database';
import { items, unitsOfMeasure, uomGroupLines, uomGroups } from '../../../db/schema/inventory';

export interface DocumentUnit {
  UomEntry: number;
  UomCode: string;
}

/**
 * The unit a new line of each item takes in a document of this area: the item's sales unit
 * (SalUnitMsr) in sales, its purchasing unit (BuyUnitMsr) in purchasing, as the editor fills a
 * line's unit. An item whose unit is its base unit, or not one of its UoM group's (or that has
 * none), is left out: its line is priced per base unit, which needs no saying. One statement for
 * all the items. Inventory transactions count in the inventory unit, as SAP Business One's do.
 */
export async function documentUnits(
  db: DbOrTx,
  itemCodes: readonly string[],
  area: DocumentArea,
): Promise<Map<string, DocumentUnit>> {
  if (itemCodes.length === 0 || area === 'inventory') return new Map();
  const unit = area === 'sales' ? items.SalUnitMsr : items.BuyUnitMsr;
  const rows = await db
    .select({ ItemCode: items.ItemCode, UomEntry: unitsOfMeasure.UomEntry, UomCode: unitsOfMeasure.UomCode })
    .from(items)
    .innerJoin(unitsOfMeasure, eq(unitsOfMeasure.UomCode, unit))
    .innerJoin(
      uomGroupLines,
      and(eq(uomGroupLines.UgpEntry, items.UgpEntry), eq(uomGroupLines.UomEntry, unitsOfMeasure.UomEntry)),
    )
    .innerJoin(
      uomGroups,
      and(eq(uomGroups.UgpEntry, items.UgpEntry), ne(uomGroups.BaseUom, unitsOfMeasure.UomEntry)),
    )
    .where(isAnyText(items.ItemCode, itemCodes));
  return new Map(rows.map(({ ItemCode, ...rest }) => [ItemCode, rest]));
}
