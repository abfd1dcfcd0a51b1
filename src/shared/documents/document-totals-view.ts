import { formatMoney } from '../locale/formatters';
import { Decimal } from '../money/decimal';
import type { DocumentFormat } from './document-format';

/** A document's totals in its own currency, as the wire and documentTotals name them. */
export interface DocumentTotalsFC {
  SubTotalFC: string;
  DiscSumFC: string;
  VatSumFC: string;
  DocTotalFC: string;
}

export interface TotalsRow {
  key: 'subtotal' | 'discount' | 'tax' | 'total';
  text: string;
}

/** The totals rows a document shows, rounded to SumDec and written as the language writes money. */
export function totalsRows(
  totals: DocumentTotalsFC,
  currency: string,
  format: Pick<DocumentFormat, 'language' | 'sumDec'>,
): TotalsRow[] {
  const money = (amount: string) =>
    formatMoney(amount, { decimals: format.sumDec, currency, language: format.language });
  const rows: TotalsRow[] = [{ key: 'subtotal', text: money(totals.SubTotalFC) }];
  if (!Decimal.of(totals.DiscSumFC).isZero()) rows.push({ key: 'discount', text: money(totals.DiscSumFC) });
  rows.push({ key: 'tax', text: money(totals.VatSumFC) }, { key: 'total', text: money(totals.DocTotalFC) });
  return rows;
}

interface StoredTotals {
  DocTotal: string;
  VatSum: string;
  DiscSum: string;
  DocTotalFC: string;
  VatSumFC: string;
  DiscSumFC: string;
}

/**
 * A stored document's totals in its currency: the FC amounts, or the local ones for a document
 * whose FC amounts are all zero (kept in the local currency). The subtotal before the header
 * discount is what the total less VAT and plus the discount leaves.
 */
export function storedTotalsFC(document: StoredTotals): DocumentTotalsFC {
  const foreign = !Decimal.of(document.DocTotalFC).isZero() || Decimal.of(document.DocTotal).isZero();
  const total = foreign ? document.DocTotalFC : document.DocTotal;
  const vat = foreign ? document.VatSumFC : document.VatSum;
  const discount = foreign ? document.DiscSumFC : document.DiscSum;
  return {
    SubTotalFC: Decimal.of(total).minus(vat).plus(discount).toString(),
    DiscSumFC: discount,
    VatSumFC: vat,
    DocTotalFC: total,
  };
}
