import { Decimal } from '../../money/decimal';
import { type ConditionMeasure, linesSum } from './document-figures';

/**
 * Gross profit as a percent of the lines' total (before tax and header discount); a document
 * with no line total has no margin to speak of and measures 0.
 */
export const grossProfitPercent: ConditionMeasure = {
  measure: (figures) => {
    const total = linesSum(figures, 'LineTotal');
    if (total.isZero()) return Decimal.zero;
    return linesSum(figures, 'GrssProfit').times('100').dividedBy(total, 4);
  },
};
