import { Decimal, sumOf } from '../money/decimal';

/**
 * A document's line and header totals, in the document's currency (FC) and the local one. The
 * server runs this when it posts and the editor as the user types, so both agree to the cent.
 * Rules (DOMAIN.md, Documents; docs/decisions.md, Documents): the header discount is shared
 * among the lines in proportion to their totals, VAT is taken per line on what is left after that
 * share and rounded per line, and local amounts are converted per line so that they add up.
 * Unit prices, before and after the line discount, are rounded to the company's PriceDec, the
 * decimals they are shown with, so a line's shown price x its quantity is its shown total.
 */

export interface TotalsLineInput {
  Quantity: string;
  PriceBefDi: string;
  DiscPrcnt: string;
  VatPrcnt: string;
  VatGroup: string | null;
}

export interface TotalsInput {
  lines: readonly TotalsLineInput[];
  /** The header discount in percent. */
  DiscPrcnt: string;
  /** Local currency per 1 unit of the document's currency. */
  DocRate: string;
  dbSumDec: number;
  /** The company's PriceDec: the places unit prices are kept to (at most 6, as numeric(19,6) stores). */
  priceDec: number;
}

export interface TotalsLine {
  /** The unit price before the discount, as the line keeps it (rounded to the price decimals). */
  PriceBefDi: string;
  Price: string;
  TotalFrgn: string;
  LineTotal: string;
  VatSumFrgn: string;
  VatSum: string;
}

export interface TaxGroupTotal {
  VatGroup: string | null;
  VatPrcnt: string;
  BaseFC: string;
  VatSumFC: string;
}

export interface Totals {
  lines: TotalsLine[];
  SubTotalFC: string;
  DiscSumFC: string;
  DiscSum: string;
  VatSumFC: string;
  VatSum: string;
  DocTotalFC: string;
  DocTotal: string;
  taxByGroup: TaxGroupTotal[];
}

const hundred = Decimal.of('100');
const hundredth = Decimal.of('0.01');

/** Percent of an amount, exact: the caller rounds once, so no value is rounded twice. */
const percentOf = (amount: Decimal, percent: Decimal | string) => amount.times(percent).times(hundredth);

/**
 * A unit price as a line keeps it: rounded half away from zero to the price decimals, so that no
 * stored price has more decimals than it is shown with (SAP Business One's PriceDec).
 */
export const roundedPrice = (price: Decimal | string, priceDec: number) => Decimal.of(price).round(priceDec);

/** PriceBefDi (kept to the price decimals) x (1 - DiscPrcnt/100), kept to the price decimals. */
export const priceAfterDiscount = (priceBefDi: string, discPrcnt: string, priceDec: number) =>
  percentOf(roundedPrice(priceBefDi, priceDec), hundred.minus(discPrcnt)).round(priceDec);

/** A line's total: its quantity x its price after discount, rounded to the amount decimals. */
export const lineTotal = (quantity: string, price: Decimal | string, amountDec: number) =>
  Decimal.of(quantity).times(price).round(amountDec);

/**
 * Shares `total` among `weights` in proportion, rounded to `places`: each share is the rounded
 * running total less the rounded running total before it, so the shares add up to `total`
 * exactly and none is more than one unit of `places` from its exact proportion.
 */
export function splitInProportion(total: Decimal, weights: readonly Decimal[], places: number): Decimal[] {
  const whole = sumOf(weights);
  if (whole.isZero()) return weights.map(() => Decimal.zero);
  let running = Decimal.zero;
  let allocated = Decimal.zero;
  return weights.map((weight) => {
    running = running.plus(weight);
    const upToHere = total.times(running).dividedBy(whole, places);
    const share = upToHere.minus(allocated);
    allocated = upToHere;
    return share;
  });
}

interface ComputedLine {
  price: Decimal;
  totalFc: Decimal;
  /** The line total less its share of the header discount: what its VAT is taken on. */
  baseFc: Decimal;
  vatFc: Decimal;
  source: TotalsLineInput;
}

function computeLines(input: TotalsInput, priceDec: number) {
  const places = input.dbSumDec;
  const prices = input.lines.map((line) => priceAfterDiscount(line.PriceBefDi, line.DiscPrcnt, priceDec));
  const totalsFc = input.lines.map((line, index) =>
    lineTotal(line.Quantity, prices[index] ?? Decimal.zero, places),
  );
  const subTotalFc = sumOf(totalsFc);
  const discSumFc = percentOf(subTotalFc, input.DiscPrcnt).round(places);
  const shares = splitInProportion(discSumFc, totalsFc, places);
  const lines = input.lines.map((line, index): ComputedLine => {
    const totalFc = totalsFc[index] ?? Decimal.zero;
    const baseFc = totalFc.minus(shares[index] ?? Decimal.zero);
    return {
      price: prices[index] ?? Decimal.zero,
      totalFc,
      baseFc,
      vatFc: percentOf(baseFc, line.VatPrcnt).round(places),
      source: line,
    };
  });
  return { lines, subTotalFc, discSumFc };
}

function taxGroupsOf(lines: readonly ComputedLine[], places: number): TaxGroupTotal[] {
  const groups = new Map<string, { VatGroup: string | null; rate: Decimal; base: Decimal; vat: Decimal }>();
  for (const line of lines) {
    const rate = Decimal.of(line.source.VatPrcnt);
    const key = `${line.source.VatGroup ?? ''}\u0000${rate.toString()}`;
    const group = groups.get(key) ?? {
      VatGroup: line.source.VatGroup,
      rate,
      base: Decimal.zero,
      vat: Decimal.zero,
    };
    group.base = group.base.plus(line.baseFc);
    group.vat = group.vat.plus(line.vatFc);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({
    VatGroup: group.VatGroup,
    VatPrcnt: group.rate.toString(),
    BaseFC: group.base.toFixed(places),
    VatSumFC: group.vat.toFixed(places),
  }));
}

export function documentTotals(input: TotalsInput): Totals {
  const places = input.dbSumDec;
  const priceDec = input.priceDec;
  const rate = Decimal.of(input.DocRate);
  const { lines: computed, subTotalFc, discSumFc } = computeLines(input, priceDec);
  const local = (amount: Decimal) => amount.times(rate).round(places);
  const lines = computed.map((line) => ({
    PriceBefDi: roundedPrice(line.source.PriceBefDi, priceDec).toFixed(priceDec),
    Price: line.price.toFixed(priceDec),
    TotalFrgn: line.totalFc.toFixed(places),
    LineTotal: local(line.totalFc).toFixed(places),
    VatSumFrgn: line.vatFc.toFixed(places),
    VatSum: local(line.vatFc).toFixed(places),
  }));
  const vatSumFc = sumOf(computed.map((line) => line.vatFc));
  const discSum = local(discSumFc);
  // The local VAT is the sum of the lines' local VAT, so lines and header agree in both currencies.
  const vatSum = sumOf(lines.map((line) => line.VatSum));
  const docTotal = sumOf(lines.map((line) => line.LineTotal))
    .minus(discSum)
    .plus(vatSum);
  return {
    lines,
    SubTotalFC: subTotalFc.toFixed(places),
    DiscSumFC: discSumFc.toFixed(places),
    DiscSum: discSum.toFixed(places),
    VatSumFC: vatSumFc.toFixed(places),
    VatSum: vatSum.toFixed(places),
    DocTotalFC: subTotalFc.minus(discSumFc).plus(vatSumFc).toFixed(places),
    DocTotal: docTotal.toFixed(places),
    taxByGroup: taxGroupsOf(computed, places),
  };
}
