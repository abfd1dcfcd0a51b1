import type { PriceSource } from '../../../../shared/documents/price-sources';

/** One line to price: quantities in the line's unit of measure (UomEntry), the item's base unit without one. */
export interface PriceRequest {
  CardCode: string;
  ItemCode: string;
  Quantity: string;
  /** YYYY-MM-DD: which periods and discount groups are valid. */
  DocDate: string;
  UomEntry?: number | null;
}

/** The price of one unit of the line's unit of measure, before the line discount, and which rule gave it. */
export interface PriceResult {
  UnitPrice: string;
  DiscountPercent: string;
  Currency: string;
  PriceSource: PriceSource;
  /** The price list the price came from, when one did. */
  ListNum: number | null;
  /** Base units per unit of the line's measure (1 without one). */
  NumPerMsr: string;
}

/** Today as YYYY-MM-DD in UTC, the date a quote asked without DocDate is priced on. */
export const quoteDateToday = () => new Date().toISOString().slice(0, 10);
