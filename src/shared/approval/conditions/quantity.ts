import { type ConditionMeasure, linesSum } from './document-figures';

/** The quantity of every line together, in the lines' units. */
export const totalQuantity: ConditionMeasure = {
  measure: (figures) => linesSum(figures, 'Quantity'),
};
