import { sql } from 'drizzle-orm';
import { Decimal } from '../../shared/money/decimal';
import { intArray, textArray } from '../db/array-params';
import type { Tx } from '../db/database';
import { recordedCost } from './stock-valuation';

/** A document line, as the ledger and the allocations name it. */
export interface LineKey {
  TransType: string;
  CreatedBy: number;
  DocLineNum: number;
}

export const lineKeyOf = (line: LineKey) => `${line.TransType}/${line.CreatedBy}/${line.DocLineNum}`;
const placeLineKey = (line: LineKey, itemCode: string, whsCode: string) =>
  `${lineKeyOf(line)}/${itemCode}/${whsCode}`;

/** A batch, serial or bin a line still holds moved (net of what undid part of it), signed. */
export interface HeldAllocation {
  kind: 'B' | 'S' | 'L';
  abs: number;
  name: string | null;
  expDate: string | null;
  /** A batch's bin when the line moved it in a bin warehouse (the pair), else null. */
  bin: number | null;
  qty: Decimal;
}

/** What lines moved before, at each of their places: the cost it moved at and what it allocated. */
export interface LineHistory {
  costAt(line: LineKey, itemCode: string, whsCode: string): Decimal | undefined;
  heldAt(line: LineKey, itemCode: string, whsCode: string): HeldAllocation[];
  /** What the line holds of the item in any warehouse: a copy's base line, wherever it moved stock. */
  heldOf(line: LineKey, itemCode: string): HeldAllocation[];
}

type HistoryRow = {
  costs: { key: string; qty: string; value: string }[];
  held: {
    key: string;
    kind: 'B' | 'S' | 'L';
    abs: number;
    name: string | null;
    exp_date: string | null;
    bin: number | null;
    qty: string;
  }[];
};

export const noHistory: LineHistory = { costAt: () => undefined, heldAt: () => [], heldOf: () => [] };

/**
 * Reads, in one statement, what the given lines moved before: their ledger rows' net quantity and
 * value per place (the cost a cancellation moves back at) and their net allocations (the batches,
 * serials and bins it gives back). Latest first, so a partial undo gives back the last moved.
 */
export async function readLineHistory(tx: Tx, lines: LineKey[]): Promise<LineHistory> {
  if (lines.length === 0) return noHistory;
  const { rows } = await tx.execute<HistoryRow>(sql`
    with lines as (
      select distinct * from unnest(${textArray(lines.map((line) => line.TransType))},
        ${intArray(lines.map((line) => line.CreatedBy))}, ${intArray(lines.map((line) => line.DocLineNum))})
        as v(trans_type, created_by, doc_line_num)
    ), costs as (
      select concat_ws('/', g.trans_type, g.created_by, g.doc_line_num, g.item_code, g.whs_code) as key,
        sum(g.in_qty - g.out_qty)::text as qty, sum((g.in_qty - g.out_qty) * g.price)::text as value
      from lines l join inventory_ledger g on g.trans_type = l.trans_type and g.created_by = l.created_by
        and g.doc_line_num = l.doc_line_num
      group by g.trans_type, g.created_by, g.doc_line_num, g.item_code, g.whs_code
    ), held as (
      select concat_ws('/', a.trans_type, a.created_by, a.doc_line_num, a.item_code, a.whs_code) as key, a.kind,
        coalesce(a.batch_abs, a.serial_abs, a.bin_abs) as abs, coalesce(b.dist_number, s.dist_number) as name,
        b.exp_date::text as exp_date, case when a.kind = 'B' then a.bin_abs end as bin,
        sum(a.quantity)::text as qty, max(a.alloc_entry) as last
      from lines l join stock_allocations a on a.trans_type = l.trans_type and a.created_by = l.created_by
        and a.doc_line_num = l.doc_line_num
      left join batches b on b.abs_entry = a.batch_abs
      left join serial_numbers s on s.abs_entry = a.serial_abs
      group by a.trans_type, a.created_by, a.doc_line_num, a.item_code, a.whs_code, a.kind,
        coalesce(a.batch_abs, a.serial_abs, a.bin_abs), coalesce(b.dist_number, s.dist_number), b.exp_date,
        case when a.kind = 'B' then a.bin_abs end
      having sum(a.quantity) <> 0
    )
    select (select coalesce(json_agg(costs), '[]'::json) from costs) as costs,
      (select coalesce(json_agg(held order by last desc), '[]'::json) from held) as held`);
  const answer = rows[0];
  const costs = new Map(
    (answer?.costs ?? []).map((row) => [row.key, recordedCost(Decimal.of(row.qty), Decimal.of(row.value))]),
  );
  const held = new Map<string, HeldAllocation[]>();
  const heldByItem = new Map<string, HeldAllocation[]>();
  const push = (into: Map<string, HeldAllocation[]>, key: string, allocation: HeldAllocation) =>
    into.set(key, [...(into.get(key) ?? []), allocation]);
  for (const row of answer?.held ?? []) {
    const allocation = {
      kind: row.kind,
      abs: row.abs,
      name: row.name,
      expDate: row.exp_date,
      bin: row.bin,
      qty: Decimal.of(row.qty),
    };
    push(held, row.key, allocation);
    // The key ends with the warehouse: without it, the line and the item.
    push(heldByItem, row.key.slice(0, row.key.lastIndexOf('/')), allocation);
  }
  return {
    costAt: (line, itemCode, whsCode) => costs.get(placeLineKey(line, itemCode, whsCode)),
    heldAt: (line, itemCode, whsCode) => held.get(placeLineKey(line, itemCode, whsCode)) ?? [],
    heldOf: (line, itemCode) => heldByItem.get(`${lineKeyOf(line)}/${itemCode}`) ?? [],
  };
}
