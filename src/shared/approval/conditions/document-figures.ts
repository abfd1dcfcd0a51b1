import { Decimal, sumOf } from '../../money/decimal';

/** What approval conditions measure on a document as it would be posted. */
export interface DocumentFigures {
  /** DocTotal, in the company's currency. */
  DocTotal: string;
  /** The header discount percent. */
  DiscPrcnt: string;
  lines: readonly { Quantity: string; DiscPrcnt: string; LineTotal: string; GrssProfit: string }[];
  /**
   * The partner's credit line, and its credit figure before this document (balance plus open
   * orders and deliveries, the one the credit check reads; 0 credit line: no limit).
   */
  CreditLine: string;
  Balance: string;
}

/** One kind of condition: what it measures on a document. */
export interface ConditionMeasure {
  measure(figures: DocumentFigures): Decimal;
}

export const linesSum = (figures: DocumentFigures, field: 'Quantity' | 'LineTotal' | 'GrssProfit'): Decimal =>
  sumOf(figures.lines.map((line) => line[field]));

export const zero = Decimal.zero;
