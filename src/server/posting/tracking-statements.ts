import { sql } from 'drizzle-orm';
import { compareFefo, comparePairs } from '../../shared/documents/fefo-order';
import { dateArray, intArray, numericArray, textArray } from '../db/array-params';
import type { Tx } from '../db/database';

/*
 * The statements that move batches, serials and bins. Every one that takes something away is a
 * guarded update (it changes nothing unless enough is there) under the item's row lock, which the
 * posting took first; the tables' checks (quantity >= 0, one row per serial) hold the same line
 * against any other writer.
 */

export interface BatchTaken {
  abs: number;
  name: string;
  expDate: string | null;
}

/** Adds to a batch of the item in the warehouse, creating it with its dates when new. */
export async function addToBatch(
  tx: Tx,
  at: { itemCode: string; whsCode: string; date: string },
  batch: { name: string; qty: string; expDate: string | null; mnfDate: string | null },
): Promise<BatchTaken> {
  const { rows } = await tx.execute<{ abs: number; exp_date: string | null }>(sql`
    with b as (
      insert into batches (item_code, dist_number, exp_date, mnf_date, in_date)
      values (${at.itemCode}, ${batch.name}, ${batch.expDate}::date, ${batch.mnfDate}::date, ${at.date}::date)
      on conflict (item_code, dist_number) do update set item_code = excluded.item_code
      returning abs_entry, exp_date
    ), q as (
      insert into batch_quantities (batch_abs, whs_code, item_code, quantity)
      select abs_entry, ${at.whsCode}, ${at.itemCode}, ${batch.qty}::numeric from b
      on conflict (batch_abs, whs_code) do update set quantity = batch_quantities.quantity + excluded.quantity
      returning batch_abs
    )
    select q.batch_abs as abs, b.exp_date::text as exp_date from q join b on b.abs_entry = q.batch_abs`);
  const row = rows[0];
  if (!row) throw new Error(`batch ${batch.name} of ${at.itemCode} was not written`);
  return { abs: row.abs, name: batch.name, expDate: row.exp_date };
}

/** Takes from a batch (by number or by entry) in the warehouse; undefined when it holds too little. */
export async function takeFromBatch(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  batch: { name?: string; abs?: number; qty: string },
): Promise<BatchTaken | undefined> {
  const { rows } = await tx.execute<{ abs: number; name: string; exp_date: string | null }>(sql`
    update batch_quantities q set quantity = q.quantity - ${batch.qty}::numeric
    from batches b
    where b.abs_entry = q.batch_abs and b.item_code = ${at.itemCode} and q.whs_code = ${at.whsCode}
      and (${batch.abs ?? null}::int is null or b.abs_entry = ${batch.abs ?? null}::int)
      and (${batch.name ?? null}::text is null or b.dist_number = ${batch.name ?? null}::text)
      and q.quantity >= ${batch.qty}::numeric
    returning b.abs_entry as abs, b.dist_number as name, b.exp_date::text as exp_date`);
  const row = rows[0];
  return row && { abs: row.abs, name: row.name, expDate: row.exp_date };
}

/** Adds back to a batch by entry (undoing an issue); the batch exists since it was issued. */
export async function returnToBatch(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  abs: number,
  qty: string,
): Promise<void> {
  await tx.execute(sql`
    insert into batch_quantities (batch_abs, whs_code, item_code, quantity)
    values (${abs}, ${at.whsCode}, ${at.itemCode}, ${qty}::numeric)
    on conflict (batch_abs, whs_code) do update set quantity = batch_quantities.quantity + excluded.quantity`);
}

/** The item's batches with stock in the warehouse, in FEFO order (compareFefo, shared with the picker). */
export async function batchesByExpiry(tx: Tx, itemCode: string, whsCode: string) {
  const { rows } = await tx.execute<{
    abs: number;
    name: string;
    exp_date: string | null;
    in_date: string;
    quantity: string;
  }>(sql`
    select b.abs_entry as abs, b.dist_number as name, b.exp_date::text as exp_date, b.in_date::text as in_date,
      q.quantity::text as quantity
    from batch_quantities q join batches b on b.abs_entry = q.batch_abs
    where q.item_code = ${itemCode} and q.whs_code = ${whsCode} and q.quantity > 0`);
  return rows.sort((a, b) =>
    compareFefo(
      { expDate: a.exp_date, inDate: a.in_date, batchAbs: a.abs },
      { expDate: b.exp_date, inDate: b.in_date, batchAbs: b.abs },
    ),
  );
}

/**
 * Brings serials into the warehouse: new ones are created, known ones that are out of stock come
 * back. Answers those it placed; a serial already in stock somewhere is left where it is.
 */
export async function placeSerials(
  tx: Tx,
  at: { itemCode: string; whsCode: string; date: string; binAbs: number | null },
  serials: { name: string; expDate: string | null; mnfDate: string | null }[],
): Promise<{ abs: number; name: string }[]> {
  const { rows } = await tx.execute<{ abs: number; name: string }>(sql`
    insert into serial_numbers (item_code, dist_number, exp_date, mnf_date, in_date, whs_code, bin_abs)
    select ${at.itemCode}, v.name, v.exp_date, v.mnf_date, ${at.date}::date, ${at.whsCode}, ${at.binAbs}::int
    from unnest(${textArray(serials.map((serial) => serial.name))},
      ${textArray(serials.map((serial) => serial.expDate ?? ''))},
      ${textArray(serials.map((serial) => serial.mnfDate ?? ''))}) as u(name, exp, mnf)
    cross join lateral (select u.name, nullif(u.exp, '')::date as exp_date, nullif(u.mnf, '')::date as mnf_date) v
    on conflict (item_code, dist_number) do update set whs_code = excluded.whs_code, bin_abs = excluded.bin_abs
      where serial_numbers.whs_code is null
    returning abs_entry as abs, dist_number as name`);
  return rows;
}

/** Brings serials back by entry (undoing an issue); answers those that were out of stock. */
export async function returnSerials(
  tx: Tx,
  at: { whsCode: string; binAbs: number | null },
  entries: number[],
): Promise<{ abs: number; name: string }[]> {
  const { rows } = await tx.execute<{ abs: number; name: string }>(sql`
    update serial_numbers set whs_code = ${at.whsCode}, bin_abs = ${at.binAbs}::int
    where abs_entry = any(${intArray(entries)}) and whs_code is null
    returning abs_entry as abs, dist_number as name`);
  return rows;
}

/** Takes serials out of the warehouse, by number or entry; answers those that were there. */
export async function takeSerials(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  which: { names?: string[]; entries?: number[] },
): Promise<{ abs: number; name: string }[]> {
  const { rows } = await tx.execute<{ abs: number; name: string }>(sql`
    update serial_numbers set whs_code = null, bin_abs = null
    where item_code = ${at.itemCode} and whs_code = ${at.whsCode}
      and (dist_number = any(${textArray(which.names ?? [])}) or abs_entry = any(${intArray(which.entries ?? [])}))
    returning abs_entry as abs, dist_number as name`);
  return rows;
}

/** Puts stock of the item into a bin of the warehouse; false when the bin is not one of its bins. */
export async function addToBin(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  binAbs: number,
  qty: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into bin_stock (bin_abs, item_code, on_hand_qty)
    select abs_entry, ${at.itemCode}, ${qty}::numeric from bin_locations
    where abs_entry = ${binAbs} and whs_code = ${at.whsCode}
    on conflict (bin_abs, item_code) do update set on_hand_qty = bin_stock.on_hand_qty + excluded.on_hand_qty,
      version = bin_stock.version + 1`);
  return (result.rowCount ?? 0) > 0;
}

/** Takes stock of the item from a bin of the warehouse; false when it holds too little. */
export async function takeFromBin(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  binAbs: number,
  qty: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    update bin_stock s set on_hand_qty = s.on_hand_qty - ${qty}::numeric, version = s.version + 1
    from bin_locations b
    where b.abs_entry = s.bin_abs and b.whs_code = ${at.whsCode} and s.bin_abs = ${binAbs}
      and s.item_code = ${at.itemCode} and s.on_hand_qty >= ${qty}::numeric`);
  return (result.rowCount ?? 0) > 0;
}

/** The warehouse's bins holding the item, its default bin first, then by entry. */
export async function binsHolding(tx: Tx, itemCode: string, whsCode: string, defaultBin: number | null) {
  const { rows } = await tx.execute<{ abs: number; quantity: string }>(sql`
    select s.bin_abs as abs, s.on_hand_qty::text as quantity
    from bin_stock s join bin_locations b on b.abs_entry = s.bin_abs
    where b.whs_code = ${whsCode} and s.item_code = ${itemCode} and s.on_hand_qty > 0
    order by (s.bin_abs = ${defaultBin ?? -1}) desc, s.bin_abs`);
  return rows;
}

/** One allocation row: what a line moved of a batch, serial or bin, signed (positive in). */
export interface AllocationRow {
  TransType: string;
  CreatedBy: number;
  DocLineNum: number;
  DocDate: string;
  ItemCode: string;
  WhsCode: string;
  Kind: 'B' | 'S' | 'L';
  abs: number;
  /** A batch row's bin in a bin warehouse: the batch-in-bin pair it moved, which a cancellation gives back. */
  binAbs?: number | null;
  Quantity: string;
}

/** Writes the allocation rows of a posting in one statement. */
export async function writeAllocations(tx: Tx, rows: AllocationRow[], userId: number): Promise<void> {
  if (rows.length === 0) return;
  const column = (of: (row: AllocationRow) => string) => textArray(rows.map(of));
  const entry = (kind: AllocationRow['Kind']) =>
    intArray(rows.map((row) => (row.Kind === kind ? row.abs : 0)));
  await tx.execute(sql`
    insert into stock_allocations (trans_type, created_by, doc_line_num, doc_date, item_code, whs_code, kind,
      batch_abs, serial_abs, bin_abs, quantity, user_sign)
    select v.trans_type, v.created_by, v.doc_line_num, v.doc_date, v.item_code, v.whs_code, v.kind,
      nullif(v.batch_abs, 0), nullif(v.serial_abs, 0), nullif(v.bin_abs, 0), v.quantity, ${userId}::int
    from unnest(${column((row) => row.TransType)}, ${intArray(rows.map((row) => row.CreatedBy))},
      ${intArray(rows.map((row) => row.DocLineNum))}, ${dateArray(rows.map((row) => row.DocDate))},
      ${column((row) => row.ItemCode)}, ${column((row) => row.WhsCode)}, ${column((row) => row.Kind)},
      ${entry('B')}, ${entry('S')},
      ${intArray(rows.map((row) => (row.Kind === 'L' ? row.abs : row.Kind === 'B' ? (row.binAbs ?? 0) : 0)))},
      ${numericArray(rows.map((row) => row.Quantity))})
      as v(trans_type, created_by, doc_line_num, doc_date, item_code, whs_code, kind, batch_abs, serial_abs,
        bin_abs, quantity)`);
}

/** Stock of items put into bins, or taken from a warehouse's bins, in one statement for many lines. */
export interface BinNeed {
  itemCode: string;
  whsCode: string;
  qty: string;
}

/** Puts each item's quantity into its bin (several lines into one bin are added first). */
export async function addToBins(
  tx: Tx,
  puts: { itemCode: string; binAbs: number; qty: string }[],
): Promise<void> {
  if (puts.length === 0) return;
  await tx.execute(sql`
    insert into bin_stock (bin_abs, item_code, on_hand_qty)
    select v.bin_abs, v.item_code, sum(v.qty)
    from unnest(${intArray(puts.map((put) => put.binAbs))}, ${textArray(puts.map((put) => put.itemCode))},
      ${numericArray(puts.map((put) => put.qty))}) as v(bin_abs, item_code, qty)
    group by v.bin_abs, v.item_code
    order by v.item_code, v.bin_abs
    on conflict (bin_abs, item_code) do update set on_hand_qty = bin_stock.on_hand_qty + excluded.on_hand_qty,
      version = bin_stock.version + 1`);
}

/**
 * Takes each place's quantity from the bins of its warehouse holding the item, the default bin
 * first, then by entry: one statement for every line. Answers what it took of each bin; a place
 * whose bins hold too little gets less than it needs (the caller refuses it).
 */
export async function takeFromBins(
  tx: Tx,
  needs: BinNeed[],
): Promise<{ item_code: string; whs_code: string; bin_abs: number; qty: string }[]> {
  if (needs.length === 0) return [];
  const { rows } = await tx.execute<{
    item_code: string;
    whs_code: string;
    bin_abs: number;
    qty: string;
  }>(sql`
    with need as (
      select item_code, whs_code, sum(qty) as qty
      from unnest(${textArray(needs.map((need) => need.itemCode))}, ${textArray(needs.map((need) => need.whsCode))},
        ${numericArray(needs.map((need) => need.qty))}) as v(item_code, whs_code, qty)
      group by 1, 2
    ), held as (
      select n.item_code, n.whs_code, n.qty as need, s.bin_abs, s.on_hand_qty,
        sum(s.on_hand_qty) over (partition by n.item_code, n.whs_code
          order by (s.bin_abs = coalesce(w.dft_bin_abs, -1)) desc, s.bin_abs) as upto
      from need n
      join warehouses w on w.whs_code = n.whs_code
      join bin_locations b on b.whs_code = n.whs_code
      join bin_stock s on s.bin_abs = b.abs_entry and s.item_code = n.item_code and s.on_hand_qty > 0
    ), take as (
      select item_code, whs_code, bin_abs, least(on_hand_qty, need - (upto - on_hand_qty)) as qty
      from held where upto - on_hand_qty < need
    )
    update bin_stock s set on_hand_qty = s.on_hand_qty - t.qty, version = s.version + 1
    from take t
    where s.bin_abs = t.bin_abs and s.item_code = t.item_code and s.on_hand_qty >= t.qty
    returning t.item_code, t.whs_code, t.bin_abs, t.qty::text as qty`);
  return rows;
}

/*
 * What a refused take was missing: a batch, serial or bin that is not in the warehouse at all (a
 * wrong reference, the request's fault: 400) rather than one that holds too little now (409).
 * Read only after the guarded update changed nothing.
 */

/** Whether the item's batch has ever been in the warehouse (it has a quantity row there). */
export async function batchKnownIn(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  name: string,
): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    select exists (select 1 from batch_quantities q join batches b on b.abs_entry = q.batch_abs
      where b.item_code = ${at.itemCode} and b.dist_number = ${name} and q.whs_code = ${at.whsCode}) as found`);
  return rows[0]?.found === true;
}

/**
 * The bins that hold or held the item's batch in the warehouse (a pair row, even at zero): a batch
 * named in a bin it was never in is a 400, one that was there but holds too little a 409.
 */
export async function binsEverHolding(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  name: string,
): Promise<Set<number>> {
  const { rows } = await tx.execute<{ bin_abs: number }>(sql`
    select p.bin_abs from batch_bin_stock p join batches b on b.abs_entry = p.batch_abs
    where p.item_code = ${at.itemCode} and p.whs_code = ${at.whsCode} and b.dist_number = ${name}`);
  return new Set(rows.map((row) => row.bin_abs));
}

/** The serials of the item among `names` that do not exist or are in stock in another warehouse. */
export async function serialsNotIn(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  names: string[],
): Promise<string[]> {
  const { rows } = await tx.execute<{ name: string }>(sql`
    select v.name from unnest(${textArray(names)}) as v(name)
    left join serial_numbers s on s.item_code = ${at.itemCode} and s.dist_number = v.name
    where s.abs_entry is null or (s.whs_code is not null and s.whs_code <> ${at.whsCode})
    order by v.name`);
  return rows.map((row) => row.name);
}

/** Whether the bin is one of the warehouse's bins. */
export async function isBinOf(tx: Tx, binAbs: number, whsCode: string): Promise<boolean> {
  const { rows } = await tx.execute<{ found: boolean }>(sql`
    select exists (select 1 from bin_locations where abs_entry = ${binAbs} and whs_code = ${whsCode}) as found`);
  return rows[0]?.found === true;
}

/*
 * Batches in bins (OBBQ, batch_bin_stock): in a bin warehouse a batch item's stock moves by pairs,
 * and one statement moves a movement's pairs together with the batch's warehouse quantity and the
 * bin's item quantity, so the three stay equal by construction.
 */

/** A batch in a bin with what it holds, as an issue chooses among them. */
export type PairHeld = {
  bin_abs: number;
  batch_abs: number;
  name: string;
  exp_date: string | null;
  in_date: string;
  qty: string;
};

/**
 * The item's batches in the warehouse's bins, in the order an issue takes them (comparePairs,
 * shared with the picker's proposal): FEFO, and for one batch its bins default bin first.
 */
export async function pairsHolding(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  defaultBin: number | null,
): Promise<PairHeld[]> {
  const { rows } = await tx.execute<PairHeld>(sql`
    select p.bin_abs, p.batch_abs, b.dist_number as name, b.exp_date::text as exp_date, b.in_date::text as in_date,
      p.on_hand_qty::text as qty
    from batch_bin_stock p join batches b on b.abs_entry = p.batch_abs
    where p.item_code = ${at.itemCode} and p.whs_code = ${at.whsCode} and p.on_hand_qty > 0`);
  const order = comparePairs(defaultBin);
  const key = (pair: PairHeld) => ({
    expDate: pair.exp_date,
    inDate: pair.in_date,
    batchAbs: pair.batch_abs,
    binAbs: pair.bin_abs,
    qty: pair.qty,
  });
  return rows.sort((a, b) => order(key(a), key(b)));
}

/**
 * Takes each pair's quantity from the batch in its bin, from the batch in the warehouse and from
 * the bin's stock of the item, in one statement; answers how many pairs held enough (the caller
 * refuses the posting when that is fewer than it asked for, and the transaction is rolled back).
 */
export async function takePairs(
  tx: Tx,
  at: { itemCode: string; whsCode: string },
  pairs: { binAbs: number; batchAbs: number; qty: string }[],
): Promise<boolean> {
  if (pairs.length === 0) return true;
  const { rows } = await tx.execute<{ taken: number; wanted: number }>(sql`
    with v as (
      select bin_abs, batch_abs, sum(qty) as qty
      from unnest(${intArray(pairs.map((pair) => pair.binAbs))}, ${intArray(pairs.map((pair) => pair.batchAbs))},
        ${numericArray(pairs.map((pair) => pair.qty))}) as v(bin_abs, batch_abs, qty)
      group by 1, 2
    ), p as (
      update batch_bin_stock p set on_hand_qty = p.on_hand_qty - v.qty from v
      where p.bin_abs = v.bin_abs and p.batch_abs = v.batch_abs and p.item_code = ${at.itemCode}
        and p.whs_code = ${at.whsCode} and p.on_hand_qty >= v.qty
      returning p.bin_abs, p.batch_abs, v.qty
    ), q as (
      update batch_quantities q set quantity = q.quantity - t.qty
      from (select batch_abs, sum(qty) as qty from p group by 1) t
      where q.batch_abs = t.batch_abs and q.whs_code = ${at.whsCode}
      returning 1
    ), s as (
      update bin_stock s set on_hand_qty = s.on_hand_qty - t.qty, version = s.version + 1
      from (select bin_abs, sum(qty) as qty from p group by 1) t
      where s.bin_abs = t.bin_abs and s.item_code = ${at.itemCode}
      returning 1
    )
    select (select count(*) from p)::int as taken, (select count(*) from v)::int as wanted`);
  const row = rows[0];
  return row !== undefined && Number(row.taken) === Number(row.wanted);
}

/**
 * Puts each pair's quantity into the batch (created by name with its dates when new) in its bin,
 * into the batch in the warehouse and into the bin's stock of the item, in one statement. Answers
 * the batches with their entries and expiry, and whether every bin is one of the warehouse's.
 */
export async function putPairs(
  tx: Tx,
  at: { itemCode: string; whsCode: string; date: string },
  pairs: { name: string; expDate: string | null; mnfDate: string | null; binAbs: number; qty: string }[],
): Promise<{ batches: Map<string, BatchTaken>; binsKnown: boolean }> {
  const batches = new Map<string, BatchTaken>();
  if (pairs.length === 0) return { batches, binsKnown: true };
  const { rows } = await tx.execute<{
    abs: number;
    name: string;
    exp_date: string | null;
    unknown_bins: number;
  }>(sql`
    with v as (
      select * from unnest(${textArray(pairs.map((pair) => pair.name))},
        ${textArray(pairs.map((pair) => pair.expDate ?? ''))}, ${textArray(pairs.map((pair) => pair.mnfDate ?? ''))},
        ${intArray(pairs.map((pair) => pair.binAbs))}, ${numericArray(pairs.map((pair) => pair.qty))})
        as v(name, exp, mnf, bin_abs, qty)
    ), b as (
      insert into batches (item_code, dist_number, exp_date, mnf_date, in_date)
      select distinct on (v.name) ${at.itemCode}, v.name, nullif(v.exp, '')::date, nullif(v.mnf, '')::date,
        ${at.date}::date
      from v order by v.name
      on conflict (item_code, dist_number) do update set item_code = excluded.item_code
      returning abs_entry, dist_number, exp_date
    ), known as (
      -- Every statement in a WITH runs to its end whether or not the answer reads it.
      select v.* from v join bin_locations l on l.abs_entry = v.bin_abs and l.whs_code = ${at.whsCode}
    ), p as (
      insert into batch_bin_stock (bin_abs, batch_abs, item_code, whs_code, on_hand_qty)
      select k.bin_abs, b.abs_entry, ${at.itemCode}, ${at.whsCode}, sum(k.qty)
      from known k join b on b.dist_number = k.name
      group by k.bin_abs, b.abs_entry
      order by b.abs_entry, k.bin_abs
      on conflict (bin_abs, batch_abs) do update set on_hand_qty = batch_bin_stock.on_hand_qty + excluded.on_hand_qty
      returning 1
    ), q as (
      insert into batch_quantities (batch_abs, whs_code, item_code, quantity)
      select b.abs_entry, ${at.whsCode}, ${at.itemCode}, sum(v.qty) from v join b on b.dist_number = v.name
      group by b.abs_entry
      on conflict (batch_abs, whs_code) do update set quantity = batch_quantities.quantity + excluded.quantity
      returning 1
    ), s as (
      insert into bin_stock (bin_abs, item_code, on_hand_qty)
      select k.bin_abs, ${at.itemCode}, sum(k.qty) from known k group by k.bin_abs
      on conflict (bin_abs, item_code) do update set on_hand_qty = bin_stock.on_hand_qty + excluded.on_hand_qty,
        version = bin_stock.version + 1
      returning 1
    )
    select b.abs_entry as abs, b.dist_number as name, b.exp_date::text as exp_date,
      (select count(*) from v)::int - (select count(*) from known)::int as unknown_bins
    from b`);
  for (const row of rows) batches.set(row.name, { abs: row.abs, name: row.name, expDate: row.exp_date });
  return { batches, binsKnown: Number(rows[0]?.unknown_bins ?? 0) === 0 };
}
