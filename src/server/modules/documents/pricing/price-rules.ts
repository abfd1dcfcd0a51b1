import { Decimal } from '../../../../shared/money/decimal';
import type {
  DiscountGroupFacts,
  DiscountRuleObject,
  ItemFacts,
  PartnerFacts,
  PriceListFacts,
  PriceTerms,
  PricingFacts,
  SpecialPriceFacts,
} from './price-facts';
import { uomKey } from './price-facts';
import type { PriceRequest, PriceResult } from './price-request';

/**
 * Which price a line gets, in the order of DOMAIN.md (Prices and discounts): the partner's special
 * price, the partner's discount groups, the partner's price list (with that list's special
 * prices), the item's base price. Pure: everything it reads was loaded for the batch beforehand.
 */

/** Units per measure are kept to the places numeric(19,6) stores. */
const ratioDec = 6;

const withinDates = (date: string, from: string | null, to: string | null) =>
  (from === null || from <= date) && (to === null || date <= to);

/**
 * RoundSys of a derived list: 0 none, 1 to 0.05, 2 to 0.10, 3 to a whole unit (half away from
 * zero). "None" still keeps the price to the company's price decimals, as every price is.
 */
const roundingSteps: Record<string, string | undefined> = { '1': '0.05', '2': '0.1', '3': '1' };

export function roundByRoundSys(price: Decimal, roundSys: string, priceDec: number): Decimal {
  const step = roundingSteps[roundSys];
  if (step === undefined) return price.round(priceDec);
  return price.dividedBy(step, 0).times(step);
}

/**
 * The terms a special price gives on a date for a quantity in base units: its period covering the
 * date, and within it the highest volume break at or below the quantity; the period's own terms
 * below the first break; the special price's own terms when no period covers the date.
 */
export function specialPriceTerms(
  special: SpecialPriceFacts,
  date: string,
  baseQuantity: Decimal,
): PriceTerms | undefined {
  if (!withinDates(date, special.ValidFrom, special.ValidTo)) return undefined;
  const period = special.periods.find((candidate) => withinDates(date, candidate.FromDate, candidate.ToDate));
  if (!period) return special;
  let best: PriceTerms = period;
  let bestAmount: Decimal | undefined;
  for (const volume of period.volumes) {
    const amount = Decimal.of(volume.Amount);
    if (amount.compare(baseQuantity) > 0) continue;
    if (bestAmount === undefined || amount.compare(bestAmount) > 0) {
      best = volume;
      bestAmount = amount;
    }
  }
  return best;
}

/** An item rule beats a manufacturer rule, which beats a property rule, which beats an item group rule. */
const rulePrecedence: DiscountRuleObject[] = ['4', '43', '8', '52'];

/**
 * The discount of the partner's discount groups for an item: the partner's own group first, then
 * its partner group's, then the one for everyone; the first with a rule for the item wins.
 * Item properties are not stored on items yet, so property rules (8) match nothing.
 */
export function discountGroupDiscount(
  groups: readonly DiscountGroupFacts[],
  partner: PartnerFacts,
  item: ItemFacts,
  date: string,
): string | undefined {
  const owners: [DiscountGroupFacts['Type'], string | undefined][] = [
    ['C', partner.CardCode],
    ['G', String(partner.GroupCode)],
    ['A', undefined],
  ];
  const keys: Record<DiscountRuleObject, string[]> = {
    '4': [item.ItemCode],
    '43': item.FirmCode === null ? [] : [String(item.FirmCode)],
    '8': [],
    '52': [String(item.ItmsGrpCod)],
  };
  for (const [type, code] of owners) {
    const group = groups.find(
      (candidate) =>
        candidate.Type === type &&
        (code === undefined || candidate.ObjCode === code) &&
        withinDates(date, candidate.ValidFrom, candidate.ValidTo),
    );
    if (!group) continue;
    for (const objType of rulePrecedence) {
      const rule = group.rules.find(
        (candidate) => candidate.ObjType === objType && keys[objType].includes(candidate.ObjKey),
      );
      if (rule) return rule.Discount;
    }
  }
  return undefined;
}

interface ListPrice {
  price: Decimal;
  currency: string | null;
}

/**
 * An item's price in a list: the stored price of a list of its own, or of a derived list where it
 * was set by hand (Ovrwritten); otherwise a derived list's base price x Factor, rounded by RoundSys.
 */
export function priceInList(
  facts: PricingFacts,
  itemCode: string,
  listNum: number,
  depth = 0,
): ListPrice | undefined {
  const list = facts.lists.get(listNum);
  if (!list || depth > facts.lists.size) return undefined;
  const row = facts.itemPrices.get(itemCode)?.get(listNum);
  const derived = list.BASE_NUM !== list.ListNum;
  if (row && (!derived || row.Ovrwritten === 'Y')) {
    return { price: Decimal.of(row.Price), currency: row.Currency ?? list.PrimCurr };
  }
  if (!derived) return undefined;
  const base = priceInList(facts, itemCode, list.BASE_NUM, depth + 1);
  if (!base) return undefined;
  return {
    price: roundByRoundSys(base.price.times(list.Factor), list.RoundSys, facts.priceDec),
    currency: list.PrimCurr ?? base.currency,
  };
}

interface Choice {
  price: Decimal;
  discount: string;
  currency: string | null;
  source: PriceResult['PriceSource'];
  listNum: number | null;
}

/** The base-price rule: the partner's derived list from its base, else price list 1, else nothing (zero). */
function basePrice(facts: PricingFacts, itemCode: string, list: PriceListFacts | undefined): Choice {
  const derived =
    list && list.BASE_NUM !== list.ListNum ? priceInList(facts, itemCode, list.ListNum) : undefined;
  if (list && derived) return { ...derived, discount: '0', source: 'base-price', listNum: list.BASE_NUM };
  const base = priceInList(facts, itemCode, 1);
  if (base) return { ...base, discount: '0', source: 'base-price', listNum: 1 };
  return { price: Decimal.zero, discount: '0', currency: null, source: 'base-price', listNum: null };
}

/** The partner's price list, when that list holds a price for the item (Choice without a discount). */
function partnerListPrice(facts: PricingFacts, itemCode: string, list: PriceListFacts | undefined): Choice {
  if (list && facts.itemPrices.get(itemCode)?.has(list.ListNum)) {
    const price = priceInList(facts, itemCode, list.ListNum);
    if (price) return { ...price, discount: '0', source: 'price-list', listNum: list.ListNum };
  }
  return basePrice(facts, itemCode, list);
}

function fromSpecial(
  special: SpecialPriceFacts,
  terms: PriceTerms,
  source: Choice['source'],
  listNum: number | null,
): Choice {
  return {
    price: Decimal.of(terms.Price),
    discount: terms.Discount,
    currency: special.Currency,
    source,
    listNum,
  };
}

function choosePrice(
  facts: PricingFacts,
  partner: PartnerFacts,
  item: ItemFacts,
  date: string,
  baseQuantity: Decimal,
): Choice {
  const specials = facts.specialPrices.get(item.ItemCode) ?? [];
  const list = partner.ListNum === null ? undefined : facts.lists.get(partner.ListNum);
  const own = specials.find((special) => special.CardCode === partner.CardCode);
  const ownTerms = own && specialPriceTerms(own, date, baseQuantity);
  if (own && ownTerms) return fromSpecial(own, ownTerms, 'special-price', partner.ListNum);
  const discount = discountGroupDiscount(facts.discountGroups, partner, item, date);
  if (discount !== undefined) {
    return { ...partnerListPrice(facts, item.ItemCode, list), discount, source: 'discount-group' };
  }
  const ofList =
    list && specials.find((special) => special.CardCode === null && special.ListNum === list.ListNum);
  const listTerms = ofList && specialPriceTerms(ofList, date, baseQuantity);
  if (ofList && listTerms) return fromSpecial(ofList, listTerms, 'price-list', partner.ListNum);
  return partnerListPrice(facts, item.ItemCode, list);
}

/** Base units per unit of the line's measure: the UoM group line's BaseQty / AltQty, 1 without a unit. */
export function unitsPerMeasure(facts: PricingFacts, item: ItemFacts, uomEntry: number | null | undefined) {
  if (uomEntry === null || uomEntry === undefined) return Decimal.of('1');
  const line = item.UgpEntry === null ? undefined : facts.uoms.get(uomKey(item.UgpEntry, uomEntry));
  if (!line) return undefined;
  return Decimal.of(line.BaseQty).dividedBy(line.AltQty, ratioDec);
}

/**
 * Prices one request whose partner and item are known (resolve-price.ts checks that) and whose
 * unit belongs to the item's UoM group. Quantities compare with volume breaks in base units, and
 * the unit price is the base unit's price x units per measure (there is no UoM price list, ITM9),
 * rounded to the company's price decimals: the quote is the price a saved line keeps.
 */
export function priceOf(
  facts: PricingFacts,
  request: PriceRequest,
  partner: PartnerFacts,
  item: ItemFacts,
  numPerMsr: Decimal,
): PriceResult {
  const baseQuantity = Decimal.of(request.Quantity).times(numPerMsr);
  const choice = choosePrice(facts, partner, item, request.DocDate, baseQuantity);
  return {
    UnitPrice: choice.price.times(numPerMsr).round(facts.priceDec).toString(),
    DiscountPercent: Decimal.of(choice.discount).toString(),
    Currency: choice.currency ?? facts.mainCurrency,
    PriceSource: choice.source,
    ListNum: choice.listNum,
    NumPerMsr: numPerMsr.toString(),
  };
}
