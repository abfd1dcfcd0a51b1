import { Decimal } from '../../money/decimal';
import type { ConditionMeasure } from './document-figures';

/**
 * How far the partner's balance with this document goes beyond its credit line (0 when within
 * it, or when the partner has no credit line).
 */
export const creditDeviation: ConditionMeasure = {
  measure: (figures) => {
    const line = Decimal.of(figures.CreditLine);
    if (!line.isPositive()) return Decimal.zero;
    return Decimal.max(Decimal.zero, Decimal.of(figures.Balance).plus(figures.DocTotal).minus(line));
  },
};
