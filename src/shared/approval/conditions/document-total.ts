import { Decimal } from '../../money/decimal';
import type { ConditionMeasure } from './document-figures';

/** The document's total with tax, in the company's currency. */
export const documentTotal: ConditionMeasure = {
  measure: (figures) => Decimal.of(figures.DocTotal),
};
