import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal } from '../../../shared/money/decimal';
import {
  dateArray,
  expectRowCount,
  intArray,
  isAnyText,
  numericArray,
  textArray,
} from '../../db/array-params';
import type { Tx } from '../../db/database';
import { items, itemWarehouses, warehouses } from '../../db/schema/inventory';
import { AppError } from '../../errors/app-error';
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
 * fixed order of the locks is taken here (items, then their warehouse rows). Every changed item
 * exists (its lines reference it), so fewer rows than codes means the answer was cut short: the
 * posting stops rather than skip the check of the missing items.
 */
async function inventoryItems(tx: Tx, codes: string[]): Promise<Map<string, ItemFacts>> {
  const rows = await tx
    .select({
      ItemCode: items.ItemCode,
      AvgPrice: items.AvgPrice,
      AllowNegStk: items.AllowNegStk,
      InvntItem: items.InvntItem,
    })
    .from(items)
    .where(isAnyText(items.ItemCode, codes))
    .orderBy(asc(items.ItemCode))
    .for('update');
  expectRowCount('items of the stock changes', codes.length, rows.length);
  return new Map(rows.filter((row) => row.InvntItem === 'Y').map((row) => [row.ItemCode, row]));
}

type Place = [itemCode: string, whsCode: string];

/**
 * Locks the stock rows of every place in a fixed order (item, then warehouse), after the items
 * themselves, creating the missing ones first, so that two postings never wait on each other in a
 * cycle and the check below sees figures no one else can change before this transaction ends
 * (PITFALLS.md). The places travel as two array parameters whatever their number, and every place
 * must come back locked: a missing row would skip its negative-stock check.
 */
async function lockPlaces(tx: Tx, places: Place[]) {
  const itemCodes = textArray(places.map(([itemCode]) => itemCode));
  const whsCodes = textArray(places.map(([, whsCode]) => whsCode));
  await tx.execute(sql`
    insert into item_warehouses (item_code, whs_code, avg_price)
    select k.item_code, k.whs_code, i.avg_price
    from unnest(${itemCodes}, ${whsCodes}) as k(item_code, whs_code)
    join items i on i.item_code = k.item_code
    order by k.item_code, k.whs_code
    on conflict do nothing`);
  const locked = await tx
    .select({
      ItemCode: itemWarehouses.ItemCode,
      WhsCode: itemWarehouses.WhsCode,
      OnHand: itemWarehouses.OnHand,
    })
    .from(itemWarehouses)
    .where(
      sql`(${itemWarehouses.ItemCode}, ${itemWarehouses.WhsCode}) in (select * from unnest(${itemCodes}, ${whsCodes}))`,
    )
    .orderBy(asc(itemWarehouses.ItemCode), asc(itemWarehouses.WhsCode))
    .for('update');
  expectRowCount('stock rows locked for the posting', places.length, locked.length);
  return locked;
}

async function negativeStockAllowed(tx: Tx, whsCodes: string[]) {
  const settings = await documentSettings(tx);
  const rows = await tx
    .select({ WhsCode: warehouses.WhsCode })
    .from(warehouses)
    .where(and(isAnyText(warehouses.WhsCode, whsCodes), eq(warehouses.AllowNegStk, 'Y')));
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
  const placeOf = new Map<string, Place>();
  for (const change of posted) {
    const key = placeKey(change.ItemCode, change.WhsCode);
    placeOf.set(key, [change.ItemCode, change.WhsCode]);
    add(byPlace, key, change);
    add(byItem, change.ItemCode, change);
  }
  const places = [...placeOf.values()];
  const locked = await lockPlaces(tx, places);
  const allowed = await negativeStockAllowed(tx, [...new Set(places.map(([, whs]) => whs))]);
  for (const row of locked) {
    const delta = byPlace.get(placeKey(row.ItemCode, row.WhsCode));
    const item = facts.get(row.ItemCode);
    if (!delta || !item || !delta.onHand.isNegative()) continue;
    const onHand = Decimal.of(row.OnHand);
    if (onHand.plus(delta.onHand).isNegative() && !allowed(item, row.WhsCode))
      throw insufficientStock(row.ItemCode, row.WhsCode, onHand, delta.onHand.negated());
  }
  await addToPlaces(tx, places, byPlace);
  await addToItems(tx, byItem);
  await writeLedger(tx, posted, facts, userId);
}

/** Adds each place's change to its stock row, in one statement (the rows are locked above). */
async function addToPlaces(tx: Tx, places: Place[], byPlace: Map<string, Totals>) {
  const totals = places.map(([itemCode, whsCode]) => byPlace.get(placeKey(itemCode, whsCode)) ?? noTotals());
  const result = await tx.execute(sql`
    update item_warehouses w set on_hand = w.on_hand + v.on_hand, is_commited = w.is_commited + v.committed,
      on_order = w.on_order + v.ordered
    from unnest(${textArray(places.map(([itemCode]) => itemCode))}, ${textArray(places.map(([, whsCode]) => whsCode))},
      ${figures(totals)}) as v(item_code, whs_code, on_hand, committed, ordered)
    where w.item_code = v.item_code and w.whs_code = v.whs_code`);
  expectRowCount('stock rows updated', places.length, result.rowCount);
}

/** Adds each item's change to its totals, in one statement. */
async function addToItems(tx: Tx, byItem: Map<string, Totals>) {
  const result = await tx.execute(sql`
    update items i set on_hand = i.on_hand + v.on_hand, is_commited = i.is_commited + v.committed,
      on_order = i.on_order + v.ordered
    from unnest(${textArray([...byItem.keys()])}, ${figures([...byItem.values()])})
      as v(item_code, on_hand, committed, ordered)
    where i.item_code = v.item_code`);
  expectRowCount('item totals updated', byItem.size, result.rowCount);
}

/** The three figures of each entry as three numeric[] parameters, for unnest. */
const figures = (totals: Totals[]) =>
  sql`${numericArray(totals.map((t) => t.onHand.toString()))}, ${numericArray(
    totals.map((t) => t.committed.toString()),
  )}, ${numericArray(totals.map((t) => t.ordered.toString()))}`;

/** One ledger row per change whose on-hand quantity moved, so the ledger sums to OnHand. */
async function writeLedger(tx: Tx, posted: StockChange[], facts: Map<string, ItemFacts>, userId: number) {
  const moved = posted.filter((change) => !change.onHand.isZero());
  if (moved.length === 0) return;
  const column = (of: (change: StockChange) => string) => textArray(moved.map(of));
  const quantities = (of: (change: StockChange) => Decimal) =>
    numericArray(moved.map((change) => of(change).toString()));
  const result = await tx.execute(sql`
    insert into inventory_ledger (item_code, whs_code, trans_type, created_by, doc_line_num, doc_date, in_qty,
      out_qty, price, card_code, user_sign)
    select v.*, ${userId}::int from unnest(${column((c) => c.ItemCode)}, ${column((c) => c.WhsCode)},
      ${column((c) => c.TransType)}, ${intArray(moved.map((c) => c.CreatedBy))}, ${intArray(moved.map((c) => c.DocLineNum))},
      ${dateArray(moved.map((c) => c.DocDate))},
      ${quantities((c) => (c.onHand.isPositive() ? c.onHand : Decimal.zero))},
      ${quantities((c) => (c.onHand.isNegative() ? c.onHand.negated() : Decimal.zero))},
      ${numericArray(moved.map((c) => facts.get(c.ItemCode)?.AvgPrice ?? '0'))},
      ${column((c) => c.CardCode)}) as v`);
  expectRowCount('ledger rows written', moved.length, result.rowCount);
}
