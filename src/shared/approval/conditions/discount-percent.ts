import { Decimal } from '../../money/decimal';
import type { ConditionMeasure } from './document-figures';

/** The largest discount the document gives: its header discount or any line's, in percent. */
export const discountPercent: ConditionMeasure = {
  measure: (figures) => Decimal.max(figures.DiscPrcnt, ...figures.lines.map((line) => line.DiscPrcnt)),
};
