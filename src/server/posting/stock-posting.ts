import { sql } from 'drizzle-orm';
import { type LineAllocation, namesBatchesOrSerials } from '../../shared/documents/stock-allocations';
import { Decimal } from '../../shared/money/decimal';
import { dateArray, expectRowCount, intArray, numericArray, textArray } from '../db/array-params';
import type { Tx } from '../db/database';
import { numericArraySlot, prebuilt, textArraySlot } from '../db/prebuilt-statement';
import { AppError } from '../errors/app-error';
import { said } from '../errors/local-text';
import { type LineHistory, type LineKey, noHistory, readLineHistory } from './line-history';
import { writeAverages } from './stock-averages';
import { allocateTracking, type LineAllocationOutcome } from './stock-tracking';
import { moved, priceOf, type Valued } from './stock-valuation';
import { writeAllocations } from './tracking-statements';

/** A change to stock figures caused by one document line, and the line it belongs to. */
export interface StockChange {
  ItemCode: string;
  WhsCode: string;
  /** In inventory units: on hand (signed), committed to orders, ordered from suppliers. */
  onHand: Decimal;
  committed: Decimal;
  ordered: Decimal;
  TransType: string;
  CreatedBy: number;
  DocLineNum: number;
  DocDate: string;
  CardCode: string;
  /** The batches, serials and bins the line names for this movement (a new line's request). */
  allocation?: LineAllocation;
  /**
   * The movement undoes what the line moved before (a cancellation, a line removed or reduced):
   * it moves back at the line's recorded cost and gives back the batches, serials and bins the
   * line took or brought.
   */
  reverses?: boolean;
  /** Cost per inventory unit, in local currency, of a receipt; without it, the moving average. */
  cost?: Decimal;
  /**
   * The line this one was copied from (a return from its delivery): naming no batches or serials,
   * it moves back those the base line moved.
   */
  basedOn?: LineKey;
  /**
   * The receiving side of a transfer (inventory transfer 67): the warehouse the same line issues
   * from in this posting, whose batches and serials this side receives unless it names its own.
   * The issuing side is a change of the same line at that warehouse, with a negative quantity.
   */
  transferFrom?: string;
  /**
   * Both sides of a transfer within one warehouse (bin to bin): only bins move; the warehouse's
   * batches and serials stay as they are (bin stock is per item).
   */
  withinWarehouse?: boolean;
}

/** What a posting's stock step did beside the figures: the batches, serials and bins each line moved. */
export interface PostedStock {
  allocations: LineAllocationOutcome[];
  /**
   * The value each movement of on-hand stock carried, in local currency: its signed quantity
   * times the cost the ledger row records (receipts positive). The journal values stock by these.
   */
  values: StockValue[];
}

/** The value of one movement: which document line moved it, where, and for how much (signed). */
export interface StockValue {
  TransType: string;
  CreatedBy: number;
  DocLineNum: number;
  WhsCode: string;
  value: Decimal;
}

const nothingTracked: PostedStock = { allocations: [], values: [] };

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

type Place = [itemCode: string, whsCode: string];

const placeKey = (itemCode: string, whsCode: string) => JSON.stringify([itemCode, whsCode]);

/** Keys in the one order every posting locks them in: by code, then warehouse (plain code-point order). */
export const lockOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const placeOrder = (a: Place, b: Place) => lockOrder(a[0], b[0]) || lockOrder(a[1], b[1]);

export interface ItemFacts {
  AvgPrice: string;
  AllowNegStk: 'Y' | 'N';
  ManBtchNum: 'Y' | 'N';
  ManSerNum: 'Y' | 'N';
  /** On hand once this posting's changes are added. */
  OnHand: string;
}

/** The three figures of each entry, as the statements' three numeric[] slots take them. */
const figures = (totals: Totals[]) => ({
  onHand: totals.map((t) => t.onHand.toString()),
  committed: totals.map((t) => t.committed.toString()),
  ordered: totals.map((t) => t.ordered.toString()),
});

const figureSlots = sql`${numericArraySlot('onHand')}, ${numericArraySlot('committed')}, ${numericArraySlot('ordered')}`;

type Figures = ReturnType<typeof figures>;

/** What addToStock answers: the inventory items with their cost and flag, and each place's new on hand. */
interface StockAnswer {
  items: {
    item_code: string;
    avg_price: string;
    allow_neg_stk: 'Y' | 'N';
    man_btch_num: 'Y' | 'N';
    man_ser_num: 'Y' | 'N';
    on_hand: string;
  }[];
  places: { item_code: string; whs_code: string; on_hand: string; avg_price: string }[];
  bin_warehouses: { whs_code: string; dft_bin_abs: number | null }[];
  /** The company's setting: Y values stock per item and warehouse, N per item (company.ItemCostPerWhs). */
  per_whs: 'Y' | 'N';
}

type StockValues = Figures & {
  codes: string[];
  placeCodes: string[];
  warehouses: string[];
  placeOnHand: string[];
  placeCommitted: string[];
  placeOrdered: string[];
};

/**
 * Adds each item's change to its totals and each place's change to its stock row (creating the
 * missing rows) in one statement. The items are locked first, in code order (the FOR UPDATE
 * subquery locks rows as its sort hands them out); the places take their rows after all of them,
 * in (item, warehouse) order, because the insert sorts what it joins to the updated items before
 * writing its first row. That is the posting core's one order of locks (lockOrder), so two
 * postings never wait on each other in a cycle (PITFALLS.md). Only inventory items post: the
 * others are neither updated nor given stock rows. Answers each place's new on-hand figure, which
 * no one else can change before this transaction ends.
 */
const addToStockStatement = prebuilt<StockAnswer, StockValues>(
  () => sql`
    with locked as (
      update items i set on_hand = i.on_hand + v.on_hand, is_commited = i.is_commited + v.committed,
        on_order = i.on_order + v.ordered
      from (select item_code from items where item_code = any(${textArraySlot('codes')}) order by item_code for update) l,
        unnest(${textArraySlot('codes')}, ${figureSlots}) as v(item_code, on_hand, committed, ordered)
      where i.item_code = l.item_code and v.item_code = l.item_code and i.invnt_item = 'Y'
      returning i.item_code, i.avg_price, i.allow_neg_stk, i.man_btch_num, i.man_ser_num, i.on_hand
    ), placed as (
      insert into item_warehouses (item_code, whs_code, avg_price, on_hand, is_commited, on_order)
      select v.item_code, v.whs_code, l.avg_price, v.on_hand, v.committed, v.ordered
      from unnest(${textArraySlot('placeCodes')}, ${textArraySlot('warehouses')}, ${numericArraySlot('placeOnHand')},
        ${numericArraySlot('placeCommitted')}, ${numericArraySlot('placeOrdered')})
        as v(item_code, whs_code, on_hand, committed, ordered)
      join locked l on l.item_code = v.item_code
      order by v.item_code, v.whs_code
      on conflict (item_code, whs_code) do update set on_hand = item_warehouses.on_hand + excluded.on_hand,
        is_commited = item_warehouses.is_commited + excluded.is_commited,
        on_order = item_warehouses.on_order + excluded.on_order
      returning item_code, whs_code, on_hand::text, avg_price::text
    )
    select
      (select coalesce(json_agg(json_build_object('item_code', item_code, 'avg_price', avg_price::text,
        'allow_neg_stk', allow_neg_stk, 'man_btch_num', man_btch_num, 'man_ser_num', man_ser_num,
        'on_hand', on_hand::text)), '[]'::json) from locked) as items,
      (select coalesce(json_agg(json_build_object('item_code', item_code, 'whs_code', whs_code, 'on_hand', on_hand,
        'avg_price', avg_price)), '[]'::json) from placed) as places,
      (select coalesce(json_agg(json_build_object('whs_code', whs_code, 'dft_bin_abs', dft_bin_abs)), '[]'::json)
        from warehouses where whs_code = any(${textArraySlot('warehouses')}) and bin_activat = 'Y') as bin_warehouses,
      coalesce((select item_cost_per_whs from company where id = 1), 'Y') as per_whs`,
);

async function addToStock(
  tx: Tx,
  byItem: Map<string, Totals>,
  places: Place[],
  byPlace: Map<string, Totals>,
) {
  const codes = [...byItem.keys()].sort(lockOrder);
  const atPlaces = figures(
    places.map(([itemCode, whsCode]) => byPlace.get(placeKey(itemCode, whsCode)) ?? noTotals()),
  );
  const [answer] = await addToStockStatement(tx, {
    codes,
    ...figures(codes.map((code) => byItem.get(code) ?? noTotals())),
    placeCodes: places.map(([itemCode]) => itemCode),
    warehouses: places.map(([, whsCode]) => whsCode),
    placeOnHand: atPlaces.onHand,
    placeCommitted: atPlaces.committed,
    placeOrdered: atPlaces.ordered,
  });
  const facts = new Map<string, ItemFacts>(
    (answer?.items ?? []).map((row) => [
      row.item_code,
      {
        AvgPrice: row.avg_price,
        AllowNegStk: row.allow_neg_stk,
        ManBtchNum: row.man_btch_num,
        ManSerNum: row.man_ser_num,
        OnHand: row.on_hand,
      },
    ]),
  );
  const rows = answer?.places ?? [];
  expectRowCount(
    'stock rows updated',
    places.filter(([itemCode]) => facts.has(itemCode)).length,
    rows.length,
  );
  const binWarehouses = new Map((answer?.bin_warehouses ?? []).map((row) => [row.whs_code, row.dft_bin_abs]));
  return { facts, rows, binWarehouses, perWarehouse: answer?.per_whs !== 'N' };
}

function insufficientStock(itemCode: string, whsCode: string, onHand: Decimal, required: Decimal) {
  return new AppError(
    409,
    'INSUFFICIENT_STOCK',
    said('notEnoughStock', {
      item: itemCode,
      warehouse: whsCode,
      onHand: String(onHand),
      required: String(required),
    }),
  );
}

/**
 * Places an issue took below zero, refused unless the document settings, the warehouse or the
 * item allow negative stock. The settings and warehouses are read only then: a posting that
 * leaves stock at zero or above sends no statement for this check.
 */
async function refuseNegativeStock(
  tx: Tx,
  below: { itemCode: string; whsCode: string; onHand: Decimal; delta: Decimal }[],
  facts: Map<string, ItemFacts>,
): Promise<void> {
  const judged = below.filter((place) => facts.get(place.itemCode)?.AllowNegStk !== 'Y');
  if (judged.length === 0) return;
  const { rows } = await tx.execute<{ company: string | null; warehouses: string[] }>(sql`
    select (select allow_neg_stk from doc_settings where code = 1) as company,
      array(select whs_code from warehouses where whs_code = any(${textArray(judged.map((place) => place.whsCode))})
        and allow_neg_stk = 'Y') as warehouses`);
  const allowing = rows[0];
  if (allowing?.company === 'Y') return;
  const warehouses = new Set(allowing?.warehouses ?? []);
  const refused = judged.find((place) => !warehouses.has(place.whsCode));
  if (refused)
    throw insufficientStock(
      refused.itemCode,
      refused.whsCode,
      refused.onHand.minus(refused.delta),
      refused.delta.negated(),
    );
}

/**
 * Posts stock changes in the caller's transaction: the items' totals, per-warehouse figures
 * (item_warehouses), the batches, serials and bins of managed items and bin warehouses
 * (stock-tracking.ts), the moving average costs, and one ledger row per line whose on-hand
 * quantity moved, priced at its cost, so that the ledger always sums to OnHand. Non-inventory
 * items post nothing. An issue that would take stock below zero is refused unless the document
 * settings, the warehouse or the item allow negative stock. The locks are taken in the fixed order
 * of lockOrder, the posting core's one rule for them: items first, so that everything about an
 * item (its places, batches, serials, bins) is changed by one posting at a time. `alongside` is
 * what the posting sends once the movements are priced (its journal): sent with the last writes,
 * in their round trip, or alone when nothing moved.
 */
export async function postStockChanges(
  tx: Tx,
  changes: StockChange[],
  userId: number,
  alongside?: (stock: PostedStock) => Promise<void>,
): Promise<PostedStock> {
  const done = async (stock: PostedStock) => {
    await alongside?.(stock);
    return stock;
  };
  if (changes.length === 0) return done(nothingTracked);
  const byItem = new Map<string, Totals>();
  const byPlace = new Map<string, Totals>();
  const placeOf = new Map<string, Place>();
  for (const change of changes) {
    add(byItem, change.ItemCode, change);
    const key = placeKey(change.ItemCode, change.WhsCode);
    placeOf.set(key, [change.ItemCode, change.WhsCode]);
    add(byPlace, key, change);
  }
  const places = [...placeOf.values()].sort(placeOrder);
  const { facts, rows: after, binWarehouses, perWarehouse } = await addToStock(tx, byItem, places, byPlace);
  const posted = changes.filter((change) => facts.has(change.ItemCode));
  if (posted.length === 0) return done(nothingTracked);
  const below = after.flatMap((row) => {
    const delta = byPlace.get(placeKey(row.item_code, row.whs_code))?.onHand ?? Decimal.zero;
    const onHand = Decimal.of(row.on_hand);
    return delta.isNegative() && onHand.isNegative()
      ? [{ itemCode: row.item_code, whsCode: row.whs_code, onHand, delta }]
      : [];
  });
  below.sort((a, b) => placeOrder([a.itemCode, a.whsCode], [b.itemCode, b.whsCode]));
  await refuseNegativeStock(tx, below, facts);
  const moving = posted.filter((change) => !change.onHand.isZero());
  const reversing = moving.filter((change) => change.reverses);
  const tracked = (change: StockChange) => {
    const item = facts.get(change.ItemCode);
    return item?.ManBtchNum === 'Y' || item?.ManSerNum === 'Y';
  };
  const bases = moving.flatMap((change) =>
    change.basedOn && !change.reverses && !namesBatchesOrSerials(change.allocation) && tracked(change)
      ? [change.basedOn]
      : [],
  );
  const history =
    reversing.length || bases.length ? await readLineHistory(tx, [...reversing, ...bases]) : noHistory;
  const allocated = await allocateTracking(tx, moving, facts, binWarehouses, history);
  const prices = await valueMovements(tx, moving, { facts, after, byPlace, history, perWarehouse });
  const stock: PostedStock = {
    allocations: allocated.lines,
    values: moving.map((change, index) => ({
      TransType: change.TransType,
      CreatedBy: change.CreatedBy,
      DocLineNum: change.DocLineNum,
      WhsCode: change.WhsCode,
      value: change.onHand.times(prices[index] ?? Decimal.zero),
    })),
  };
  // What follows the stock step (the journal, valued by these prices) leaves with its last writes.
  await Promise.all([
    writeAllocations(tx, allocated.rows, userId),
    writeLedger(tx, moving, prices, userId),
    alongside?.(stock),
  ]);
  return stock;
}

/**
 * Prices each movement (stock-valuation.ts) and moves the averages of its place and item, in the
 * order of the changes; writes the averages that changed in one statement. Answers each
 * movement's price, for the ledger. Valued per item (the company's ItemCostPerWhs is N), an issue
 * leaves at the item's average, a transfer moves at it (so it changes nothing), and the item's new
 * average is written to every warehouse of the item.
 */
async function valueMovements(
  tx: Tx,
  moving: StockChange[],
  state: {
    facts: Map<string, ItemFacts>;
    after: { item_code: string; whs_code: string; on_hand: string; avg_price: string }[];
    byPlace: Map<string, Totals>;
    history: LineHistory;
    perWarehouse: boolean;
  },
): Promise<Decimal[]> {
  const atPlace = new Map<string, Valued>(
    state.after.map((row) => {
      const key = placeKey(row.item_code, row.whs_code);
      const delta = state.byPlace.get(key)?.onHand ?? Decimal.zero;
      return [key, { qty: Decimal.of(row.on_hand).minus(delta), avg: Decimal.of(row.avg_price) }];
    }),
  );
  const itemDelta = new Map<string, Decimal>();
  for (const change of moving)
    itemDelta.set(change.ItemCode, (itemDelta.get(change.ItemCode) ?? Decimal.zero).plus(change.onHand));
  const atItem = new Map<string, Valued>(
    [...itemDelta].map(([code, delta]) => {
      const item = state.facts.get(code);
      return [
        code,
        { qty: Decimal.of(item?.OnHand ?? '0').minus(delta), avg: Decimal.of(item?.AvgPrice ?? '0') },
      ];
    }),
  );
  const startPlace = new Map(atPlace);
  const startItem = new Map(atItem);
  // A transfer's receiving side comes in at the cost its issuing side (the same line, before it
  // in the changes) left at, so that stock keeps its value across warehouses.
  const sideKey = (change: StockChange, whsCode: string) =>
    JSON.stringify([change.TransType, change.CreatedBy, change.DocLineNum, whsCode]);
  const issuedAt = new Map<string, Decimal>();
  const prices = moving.map((change) => {
    const key = placeKey(change.ItemCode, change.WhsCode);
    const place = atPlace.get(key) ?? { qty: Decimal.zero, avg: Decimal.zero };
    const item = atItem.get(change.ItemCode) ?? place;
    const recorded = change.reverses
      ? state.history.costAt(change, change.ItemCode, change.WhsCode)
      : undefined;
    const cost =
      change.cost ??
      (change.transferFrom === undefined ? undefined : issuedAt.get(sideKey(change, change.transferFrom)));
    const price = priceOf({ qty: change.onHand, cost, recorded }, state.perWarehouse ? place.avg : item.avg);
    if (change.onHand.isNegative()) issuedAt.set(sideKey(change, change.WhsCode), price);
    atPlace.set(key, moved(place, change.onHand, price));
    atItem.set(change.ItemCode, moved(item, change.onHand, price));
    return price;
  });
  const changed = <Key>(now: Map<Key, Valued>, before: Map<Key, Valued>) =>
    [...now].filter(([key, value]) => !value.avg.equals(before.get(key)?.avg ?? Decimal.zero));
  const items = changed(atItem, startItem).map(([itemCode, value]) => ({
    itemCode,
    avg: value.avg.toString(),
  }));
  if (!state.perWarehouse)
    return writeAverages(tx, { places: [], items, everywhere: true }).then(() => prices);
  await writeAverages(tx, {
    places: changed(atPlace, startPlace).map(([key, value]) => {
      const [itemCode, whsCode] = JSON.parse(key) as Place;
      return { itemCode, whsCode, avg: value.avg.toString() };
    }),
    items,
  });
  return prices;
}

/** One ledger row per change whose on-hand quantity moved, so the ledger sums to OnHand. */
async function writeLedger(tx: Tx, moved: StockChange[], prices: Decimal[], userId: number) {
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
      ${numericArray(prices.map((price) => price.toString()))},
      ${column((c) => c.CardCode)}) as v`);
  expectRowCount('ledger rows written', moved.length, result.rowCount);
}
