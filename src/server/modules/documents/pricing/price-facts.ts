/**
 * What pricing needs to know, loaded once for a whole batch of lines (price-data.ts) and read by
 * the pure rules (price-rules.ts). Amounts stay decimal strings as the database answers them.
 */

export interface PartnerFacts {
  CardCode: string;
  ListNum: number | null;
  GroupCode: number;
}

export interface ItemFacts {
  ItemCode: string;
  ItmsGrpCod: number;
  FirmCode: number | null;
  UgpEntry: number | null;
}

export interface PriceListFacts {
  ListNum: number;
  BASE_NUM: number;
  Factor: string;
  /** 0 none, 1 to 0.05, 2 to 0.10, 3 to a whole unit. */
  RoundSys: string;
  PrimCurr: string | null;
}

export interface ItemPriceFacts {
  PriceList: number;
  Price: string;
  Currency: string | null;
  Ovrwritten: 'Y' | 'N';
}

/** A price and a line discount in percent, as a special price, its period or its break gives them. */
export interface PriceTerms {
  Price: string;
  Discount: string;
}

export interface VolumeBreakFacts extends PriceTerms {
  /** From this many base units on. */
  Amount: string;
}

export interface SpecialPricePeriodFacts extends PriceTerms {
  FromDate: string;
  ToDate: string | null;
  volumes: VolumeBreakFacts[];
}

export interface SpecialPriceFacts extends PriceTerms {
  ItemCode: string;
  CardCode: string | null;
  ListNum: number | null;
  Currency: string | null;
  ValidFrom: string | null;
  ValidTo: string | null;
  periods: SpecialPricePeriodFacts[];
}

export type DiscountRuleObject = '52' | '8' | '43' | '4';

export interface DiscountGroupFacts {
  Type: 'C' | 'G' | 'A';
  ObjCode: string;
  ValidFrom: string | null;
  ValidTo: string | null;
  rules: { ObjType: DiscountRuleObject; ObjKey: string; Discount: string }[];
}

export interface UomFacts {
  AltQty: string;
  BaseQty: string;
}

export interface PricingFacts {
  mainCurrency: string;
  /** The company's PriceDec: the decimals a unit price is rounded to (OADM). */
  priceDec: number;
  partners: Map<string, PartnerFacts>;
  items: Map<string, ItemFacts>;
  lists: Map<number, PriceListFacts>;
  /** By item code, then by price list. */
  itemPrices: Map<string, Map<number, ItemPriceFacts>>;
  /** By item code; only valid ones of the batch's partners and lists. */
  specialPrices: Map<string, SpecialPriceFacts[]>;
  discountGroups: DiscountGroupFacts[];
  /** By `${UgpEntry}:${UomEntry}`. */
  uoms: Map<string, UomFacts>;
}

export const uomKey = (ugpEntry: number, uomEntry: number) => `${ugpEntry}:${uomEntry}`;
