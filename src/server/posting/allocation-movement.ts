import { Decimal, sumOf } from '../../shared/money/decimal';
import { AppError, validationFailed } from '../errors/app-error';
import { type LocalText, said } from '../errors/local-text';
import type { HeldAllocation } from './line-history';
import type { StockChange } from './stock-posting';
import type { AllocationRow } from './tracking-statements';

/*
 * A line's movement as the allocation steps (stock-tracking.ts, batch-bin-allocation.ts) see it,
 * and what they share: recording what moved, giving back what the line moved before, the errors.
 */
/** Where a change happens, as the allocation steps need it. */
export interface Movement {
  change: StockChange;
  qty: Decimal;
  inward: boolean;
  /** What the line moved before and this change gives back, latest first. */
  held: HeldAllocation[];
  /**
   * What the copied-from line moved (or, for the receiving side of a transfer, what its issuing
   * side took in this posting), which this one moves when it names nothing.
   */
  fromBase: HeldAllocation[];
  /** The batches and serials this movement moved, signed as their rows: what a transfer's other side mirrors. */
  took: HeldAllocation[];
  field: (name: string) => string;
  rows: AllocationRow[];
}

export const place = (movement: Movement) => ({
  itemCode: movement.change.ItemCode,
  whsCode: movement.change.WhsCode,
  date: movement.change.DocDate,
});

export function record(
  movement: Movement,
  Kind: AllocationRow['Kind'],
  abs: number,
  qty: Decimal,
  named?: { name: string; expDate: string | null },
  bin: number | null = null,
): void {
  const { change } = movement;
  if (Kind !== 'L')
    movement.took.push({
      kind: Kind,
      abs,
      name: named?.name ?? null,
      expDate: named?.expDate ?? null,
      bin,
      qty: movement.inward ? qty : qty.negated(),
    });
  movement.rows.push({
    TransType: change.TransType,
    CreatedBy: change.CreatedBy,
    DocLineNum: change.DocLineNum,
    DocDate: change.DocDate,
    ItemCode: change.ItemCode,
    WhsCode: change.WhsCode,
    Kind,
    abs,
    binAbs: bin,
    Quantity: (movement.inward ? qty : qty.negated()).toString(),
  });
}

export const shortOf = (movement: Movement, what: LocalText) =>
  new AppError(
    409,
    'INSUFFICIENT_STOCK',
    said('stockShort', { item: movement.change.ItemCode, warehouse: movement.change.WhsCode, what }),
  );

/** What the line moved before of one kind that this change gives back, up to its quantity. */
export function heldToGiveBack(
  movement: Movement,
  kind: HeldAllocation['kind'],
  from: readonly HeldAllocation[] = movement.held,
  upTo: Decimal = movement.qty,
): { held: HeldAllocation; qty: Decimal }[] {
  let remaining = upTo;
  const back: { held: HeldAllocation; qty: Decimal }[] = [];
  for (const held of from) {
    // Given back: what came in leaves (held positive, this change out), and the other way round.
    if (held.kind !== kind || held.qty.isPositive() === movement.inward || !remaining.isPositive()) continue;
    const qty = Decimal.min(held.qty.abs(), remaining);
    back.push({ held, qty });
    remaining = remaining.minus(qty);
  }
  return back;
}

export const given = (back: { qty: Decimal }[]) => sumOf(back.map((entry) => entry.qty));

export function mustAddUp(movement: Movement, name: string, total: Decimal, qty: Decimal): void {
  if (!total.equals(qty))
    throw validationFailed({
      [movement.field(name)]: [said('mustAddUp', { qty: qty.toString(), total: total.toString() })],
    });
}

export type BinsMoved = { BinAbsEntry: number; Quantity: string }[];

export const notABinOf = (movement: Movement, binAbs: number) =>
  validationFailed({
    [movement.field('DocumentLinesBinAllocations')]: [
      said('notBinOf', { bin: binAbs, warehouse: movement.change.WhsCode }),
    ],
  });

export const noDefaultBin = (movement: Movement) =>
  validationFailed({
    [movement.field('DocumentLinesBinAllocations')]: [
      said('noDefaultBinName', { warehouse: movement.change.WhsCode }),
    ],
  });
