import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Decimal } from '../../../shared/money/decimal';
import type { Tx } from '../../db/database';
import { inventoryLedger, items, itemWarehouses, warehouses } from '../../db/schema/inventory';
import { AppError } from '../../http/app-error';
import { documentSettings } from './document-settings';
import type { StockChange } from './stock-effects';

interface Totals {
  onHand: Decimal;
  committed: Decimal;
  ordered: Decimal;
}

const noTotals = (): Totals => ({ onHand: Decimal.zero, committed: Decimal.zero, ordered: Decimal.zero });

function add(into: Map<string, Totals>, key: string, change: StockChange): void {
  const totals = into.get(key) ?? noTotals();
  into.set(key, {
    onHand: totals.onHand.plus(change.onHand),
    committed: totals.committed.plus(change.committed),
    ordered: totals.ordered.plus(change.ordered),
  });
}

const placeKey = (itemCode: string, whsCode: string) => JSON.stringify([itemCode, whsCode]);

interface ItemFacts {
  AvgPrice: string;
  AllowNegStk: 'Y' | 'N';
}

/**
 * Inventory items among the changed ones, with their cost and negative-stock flag, locked in code
 * order: their totals are written below, in one statement whose row order is the plan's, so the
 * fixed order of the locks is taken here (items, then their warehouse rows).
 */
async function inventoryItems(tx: Tx, codes: string[]): Promise<Map<string, ItemFacts>> {
  const rows = await tx
    .select({ ItemCode: items.ItemCode, AvgPrice: items.AvgPrice, AllowNegStk: items.AllowNegStk })
    .from(items)
    .where(and(inArray(items.ItemCode, codes), eq(items.InvntItem, 'Y')))
    .orderBy(asc(items.ItemCode))
    .for('update');
  return new Map(rows.map((row) => [row.ItemCode, row]));
}

/**
 * Locks the stock rows of every place in a fixed order (item, then warehouse), after the items
 * themselves, creating the missing ones first, so that two postings never wait on each other in a cycle and the check
 * below sees figures no one else can change before this transaction ends (PITFALLS.md).
 */
async function lockPlaces(tx: Tx, places: [string, string][], facts: Map<string, ItemFacts>) {
  await tx
    .insert(itemWarehouses)
    .values(
      places.map(([ItemCode, WhsCode]) => ({ ItemCode, WhsCode, AvgPrice: facts.get(ItemCode)?.AvgPrice })),
    )
    .onConflictDoNothing();
  const keys = sql.join(
    places.map(([item, whs]) => sql`(${item}, ${whs})`),
    sql`, `,
  );
  return tx
    .select({
      ItemCode: itemWarehouses.ItemCode,
      WhsCode: itemWarehouses.WhsCode,
      OnHand: itemWarehouses.OnHand,
    })
    .from(itemWarehouses)
    .where(sql`(${itemWarehouses.ItemCode}, ${itemWarehouses.WhsCode}) in (${keys})`)
    .orderBy(asc(itemWarehouses.ItemCode), asc(itemWarehouses.WhsCode))
    .for('update');
}

async function negativeStockAllowed(tx: Tx, whsCodes: string[]) {
  const settings = await documentSettings(tx);
  const rows = await tx
    .select({ WhsCode: warehouses.WhsCode })
    .from(warehouses)
    .where(and(inArray(warehouses.WhsCode, whsCodes), eq(warehouses.AllowNegStk, 'Y')));
  const warehousesAllowing = new Set(rows.map((row) => row.WhsCode));
  return (item: ItemFacts, whsCode: string) =>
    settings.AllowNegStk === 'Y' || item.AllowNegStk === 'Y' || warehousesAllowing.has(whsCode);
}

function insufficientStock(itemCode: string, whsCode: string, onHand: Decimal, required: Decimal) {
  return new AppError(
    409,
    'INSUFFICIENT_STOCK',
    `Not enough stock of item ${itemCode} in warehouse ${whsCode}: ${onHand} on hand, ${required} required.`,
  );
}

const signedParam = (value: Decimal) => sql`${value.toString()}::numeric`;

/**
 * Posts stock changes in the caller's transaction: per-warehouse figures (item_warehouses), the
 * items' totals, and one ledger row per line whose on-hand quantity moved, so that the ledger
 * always sums to OnHand. Non-inventory items post nothing. An issue that would take stock below
 * zero is refused unless the document settings, the warehouse or the item allow negative stock.
 */
export async function postStockChanges(tx: Tx, changes: StockChange[], userId: number): Promise<void> {
  if (changes.length === 0) return;
  const facts = await inventoryItems(tx, [...new Set(changes.map((change) => change.ItemCode))]);
  const posted = changes.filter((change) => facts.has(change.ItemCode));
  if (posted.length === 0) return;
  const byPlace = new Map<string, Totals>();
  const byItem = new Map<string, Totals>();
  for (const change of posted) {
    add(byPlace, placeKey(change.ItemCode, change.WhsCode), change);
    add(byItem, change.ItemCode, change);
  }
  const places = [...byPlace.keys()].map((key) => JSON.parse(key) as [string, string]);
  const locked = await lockPlaces(tx, places, facts);
  const allowed = await negativeStockAllowed(tx, [...new Set(places.map(([, whs]) => whs))]);
  for (const row of locked) {
    const delta = byPlace.get(placeKey(row.ItemCode, row.WhsCode));
    const item = facts.get(row.ItemCode);
    if (!delta || !item || !delta.onHand.isNegative()) continue;
    const onHand = Decimal.of(row.OnHand);
    if (onHand.plus(delta.onHand).isNegative() && !allowed(item, row.WhsCode))
      throw insufficientStock(row.ItemCode, row.WhsCode, onHand, delta.onHand.negated());
  }
  // One statement per table, whatever the number of lines: the rows are already locked above.
  const deltas = (values: Totals) =>
    sql`${signedParam(values.onHand)}, ${signedParam(values.committed)}, ${signedParam(values.ordered)}`;
  const placeValues = places.map(
    ([ItemCode, WhsCode]) =>
      sql`(${ItemCode}::text, ${WhsCode}::text, ${deltas(byPlace.get(placeKey(ItemCode, WhsCode)) ?? noTotals())})`,
  );
  await tx.execute(sql`
    update item_warehouses w set on_hand = w.on_hand + v.on_hand, is_commited = w.is_commited + v.committed,
      on_order = w.on_order + v.ordered
    from (values ${sql.join(placeValues, sql`, `)}) as v(item_code, whs_code, on_hand, committed, ordered)
    where w.item_code = v.item_code and w.whs_code = v.whs_code`);
  const itemValues = [...byItem].map(([ItemCode, delta]) => sql`(${ItemCode}::text, ${deltas(delta)})`);
  await tx.execute(sql`
    update items i set on_hand = i.on_hand + v.on_hand, is_commited = i.is_commited + v.committed,
      on_order = i.on_order + v.ordered
    from (values ${sql.join(itemValues, sql`, `)}) as v(item_code, on_hand, committed, ordered)
    where i.item_code = v.item_code`);
  const moved = posted.filter((change) => !change.onHand.isZero());
  if (moved.length === 0) return;
  await tx.insert(inventoryLedger).values(
    moved.map((change) => ({
      ItemCode: change.ItemCode,
      WhsCode: change.WhsCode,
      TransType: change.TransType,
      CreatedBy: change.CreatedBy,
      DocLineNum: change.DocLineNum,
      DocDate: change.DocDate,
      InQty: change.onHand.isPositive() ? change.onHand.toString() : '0',
      OutQty: change.onHand.isNegative() ? change.onHand.negated().toString() : '0',
      Price: facts.get(change.ItemCode)?.AvgPrice ?? '0',
      CardCode: change.CardCode,
      UserSign: userId,
    })),
  );
}
