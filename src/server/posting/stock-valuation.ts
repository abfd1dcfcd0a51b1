import type { Decimal } from '../../shared/money/decimal';

/** Places of an average cost: stored as NUMERIC(19,6). */
const costPlaces = 6;

/** A quantity and its moving average cost before (or after) some movements. */
export interface Valued {
  qty: Decimal;
  avg: Decimal;
}

/**
 * The moving average after a movement of `qty` units at `price` each (positive in, negative out):
 * the value over the quantity, (q x avg + qty x price) / (q + qty). Stock that was zero or below
 * takes the receipt's price; stock that ends at zero or below keeps the average it had, as there
 * is nothing left to value.
 */
export function moved(before: Valued, qty: Decimal, price: Decimal): Valued {
  const after = before.qty.plus(qty);
  if (!after.isPositive()) return { qty: after, avg: before.avg };
  if (!before.qty.isPositive()) return { qty: after, avg: qty.isPositive() ? price : before.avg };
  const value = before.qty.times(before.avg).plus(qty.times(price));
  return { qty: after, avg: value.dividedBy(after, costPlaces) };
}

/** What one movement is valued at, per inventory unit, for the ledger's Price. */
export interface Pricing {
  /** In (positive) or out (negative), in inventory units. */
  qty: Decimal;
  /** The cost a receipt states (its line's price in local currency per inventory unit). */
  cost?: Decimal;
  /** The cost the line moved at before, when this movement undoes it (a cancellation). */
  recorded?: Decimal;
}

/**
 * The price of a movement at a place whose average is `avg`: what it undoes moves back at the
 * cost it came or left at; a receipt comes in at its cost (or the average when it states none,
 * a customer's return); an issue leaves at the average.
 */
export function priceOf(movement: Pricing, avg: Decimal): Decimal {
  if (movement.recorded) return movement.recorded;
  if (movement.qty.isPositive()) return movement.cost ?? avg;
  return avg;
}

/** The recorded cost of a line's movements: their value over their quantity, when they moved any. */
export function recordedCost(qty: Decimal, value: Decimal): Decimal | undefined {
  return qty.isZero() ? undefined : value.dividedBy(qty, costPlaces);
}
