import type { Language } from '../locale/languages';

/** The language and display decimals a document is formatted with, on screen and on paper. */
export interface DocumentFormat {
  language: Language;
  /** The user's SumDec: the decimals amounts are shown with (specification section 3). */
  sumDec: number;
  /** The company's PriceDec: the decimals unit prices are rounded to, and so shown with. */
  priceDec: number;
}
