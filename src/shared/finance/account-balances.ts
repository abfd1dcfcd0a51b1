import { Decimal } from '../money/decimal';

/**
 * Each account's balance with its children's added: a title account (a drawer or a group) shows
 * what the postable accounts under it hold, as SAP Business One's chart of accounts does. `own` is
 * the trial balance's debit minus credit per account; an account named as its own ancestor stops
 * the walk rather than looping.
 */
export function rolledUpBalances(
  parentOf: ReadonlyMap<string, string | null>,
  own: ReadonlyMap<string, string>,
): Map<string, string> {
  const totals = new Map<string, Decimal>();
  for (const [account, balance] of own) {
    const seen = new Set<string>();
    for (let at: string | null | undefined = account; at && !seen.has(at); at = parentOf.get(at)) {
      seen.add(at);
      totals.set(at, (totals.get(at) ?? Decimal.zero).plus(balance));
    }
  }
  return new Map([...totals].map(([account, total]) => [account, total.toString()]));
}
