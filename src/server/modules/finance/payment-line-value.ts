import { Decimal } from '../../../shared/money/decimal';

/**
 * How a payment line settles a document, in one of three ways:
 * - `local`: a local-currency document paid in the local currency, amount for amount;
 * - `foreign`: a foreign-currency document paid in its own currency at the payment's rate;
 * - `converted`: a foreign-currency document paid in the local currency, as SAP Business One lets
 *   a clerk do: the local amount is worth (amount / the payment date's rate) of the document's
 *   currency, taken off what is open of it there.
 */
export type Settlement = 'local' | 'foreign' | 'converted';

export interface LineValueInput {
  settlement: Settlement;
  /** What the line pays, in the payment's currency. */
  SumApplied: Decimal;
  /** What is open of the document in its own currency. */
  open: Decimal;
  /** What is open of it in local currency at its own rate (DocTotal − PaidToDate). */
  book: Decimal;
  /** The document's own rate (local per unit of its currency). */
  DocRate: string;
  /** The payment date's rate of the document's currency (1 for a local document). */
  rate: Decimal;
  DBSumDec: number;
}

export type LineValue =
  | {
      /** What the line may pay at most, in the payment's currency. */
      limit: Decimal;
      exceeds: false;
      /** In the document's currency. */
      AppliedFC: Decimal;
      /** Taken off the document's PaidToDate: its book value at its own rate. */
      AppliedSys: Decimal;
      /** What the payment brought for it in local currency. */
      received: Decimal;
      closes: boolean;
    }
  | { limit: Decimal; exceeds: true };

/**
 * The values of one payment line. A foreign document is taken off at its own rate (its book
 * value); what the payment brings for it differs by the realized exchange difference (`received`
 * less `AppliedSys`). Paying what is left takes the rest of the book value exactly, so a fully paid
 * document's PaidToDate is its DocTotal whatever the rounding on the way.
 */
export function valueLine(input: LineValueInput): LineValue {
  const { settlement, SumApplied, open, book, DocRate, rate, DBSumDec } = input;
  const limit = settlement === 'converted' ? open.times(rate).round(DBSumDec) : open;
  if (SumApplied.compare(limit) > 0) return { limit, exceeds: true };
  if (settlement === 'local') {
    const closes = SumApplied.equals(open);
    return {
      limit,
      exceeds: false,
      AppliedFC: SumApplied,
      AppliedSys: SumApplied,
      received: SumApplied,
      closes,
    };
  }
  // Paid in the local currency: the full local equivalent closes the document; a part is worth
  // its amount at the day's rate in the document's currency (never more than is open, which the
  // rounding of a division could otherwise make it).
  const AppliedFC =
    settlement === 'foreign'
      ? SumApplied
      : SumApplied.equals(limit)
        ? open
        : Decimal.min(SumApplied.dividedBy(rate, DBSumDec), open);
  const closes = AppliedFC.equals(open);
  const AppliedSys = closes ? book : AppliedFC.times(DocRate).round(DBSumDec);
  const received = settlement === 'foreign' ? SumApplied.times(rate).round(DBSumDec) : SumApplied;
  return { limit, exceeds: false, AppliedFC, AppliedSys, received, closes };
}
