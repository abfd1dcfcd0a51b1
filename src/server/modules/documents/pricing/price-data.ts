import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isAnyInt, isAnyText } from '../../../db/array-params';
import type { DbOrTx } from '../../../db/database';
import { company } from '../../../db/schema/company';
import { items, uomGroupLines } from '../../../db/schema/inventory';
import { businessPartners } from '../../../db/schema/partners';
import { itemPrices, priceLists } from '../../../db/schema/pricing';
import {
  discountGroupRules,
  discountGroups,
  specialPricePeriods,
  specialPrices,
  specialPriceVolumes,
} from '../../../db/schema/pricing-rules';
import {
  type DiscountGroupFacts,
  type ItemPriceFacts,
  type PricingFacts,
  type SpecialPriceFacts,
  uomKey,
} from './price-facts';

/** Adds `value` to the list kept under `key`. */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

async function loadSpecialPrices(
  db: DbOrTx,
  itemCodes: string[],
  cardCodes: string[],
  listNums: number[],
): Promise<Map<string, SpecialPriceFacts[]>> {
  const owners: (SQL | undefined)[] = [isAnyText(specialPrices.CardCode, cardCodes)];
  if (listNums.length)
    owners.push(and(isNull(specialPrices.CardCode), isAnyInt(specialPrices.ListNum, listNums)));
  const heads = await db
    .select()
    .from(specialPrices)
    .where(and(isAnyText(specialPrices.ItemCode, itemCodes), eq(specialPrices.Valid, 'Y'), or(...owners)));
  const byItem = new Map<string, SpecialPriceFacts[]>();
  if (heads.length === 0) return byItem;
  const ids = heads.map((head) => head.SpecialPriceId);
  const periods = await db
    .select()
    .from(specialPricePeriods)
    .where(isAnyInt(specialPricePeriods.SpecialPriceId, ids))
    .orderBy(specialPricePeriods.SpecialPriceId, specialPricePeriods.LineNum);
  const volumes = await db
    .select()
    .from(specialPriceVolumes)
    .where(isAnyInt(specialPriceVolumes.SpecialPriceId, ids));
  const volumesOf = new Map<string, SpecialPriceFacts['periods'][number]['volumes']>();
  for (const volume of volumes) pushTo(volumesOf, `${volume.SpecialPriceId}:${volume.PeriodLine}`, volume);
  const periodsOf = new Map<number, SpecialPriceFacts['periods']>();
  for (const period of periods) {
    pushTo(periodsOf, period.SpecialPriceId, {
      ...period,
      volumes: volumesOf.get(`${period.SpecialPriceId}:${period.LineNum}`) ?? [],
    });
  }
  for (const head of heads)
    pushTo(byItem, head.ItemCode, { ...head, periods: periodsOf.get(head.SpecialPriceId) ?? [] });
  return byItem;
}

async function loadDiscountGroups(
  db: DbOrTx,
  cardCodes: string[],
  groupCodes: string[],
): Promise<DiscountGroupFacts[]> {
  const rows = await db
    .select({
      AbsEntry: discountGroups.AbsEntry,
      Type: discountGroups.Type,
      ObjCode: discountGroups.ObjCode,
      ValidFrom: discountGroups.ValidFrom,
      ValidTo: discountGroups.ValidTo,
      ObjType: discountGroupRules.ObjType,
      ObjKey: discountGroupRules.ObjKey,
      Discount: discountGroupRules.Discount,
    })
    .from(discountGroups)
    .innerJoin(discountGroupRules, eq(discountGroupRules.AbsEntry, discountGroups.AbsEntry))
    .where(
      and(
        eq(discountGroups.Valid, 'Y'),
        or(
          eq(discountGroups.Type, 'A'),
          and(eq(discountGroups.Type, 'C'), isAnyText(discountGroups.ObjCode, cardCodes)),
          and(eq(discountGroups.Type, 'G'), isAnyText(discountGroups.ObjCode, groupCodes)),
        ),
      ),
    );
  const groups = new Map<number, DiscountGroupFacts>();
  for (const { AbsEntry, ObjType, ObjKey, Discount, ...group } of rows) {
    const facts = groups.get(AbsEntry) ?? { ...group, rules: [] };
    facts.rules.push({ ObjType, ObjKey, Discount });
    groups.set(AbsEntry, facts);
  }
  return [...groups.values()];
}

/**
 * Loads what pricing needs for a batch of lines in a fixed number of queries (ten at most,
 * whatever the number of lines), so a 200-line document costs the same round trips as one line.
 */
export async function loadPricingFacts(
  db: DbOrTx,
  cardCodes: string[],
  itemCodes: string[],
  withUnits: boolean,
  fallbackListNum: number | null = null,
): Promise<PricingFacts> {
  const storedPartners = await db
    .select({
      CardCode: businessPartners.CardCode,
      ListNum: businessPartners.ListNum,
      GroupCode: businessPartners.GroupCode,
    })
    .from(businessPartners)
    .where(isAnyText(businessPartners.CardCode, cardCodes));
  // A partner without a price list is priced from the caller's default list (user-defaults).
  const partnerRows = storedPartners.map((partner) => ({
    ...partner,
    ListNum: partner.ListNum ?? fallbackListNum,
  }));
  const itemRows = await db
    .select({
      ItemCode: items.ItemCode,
      ItmsGrpCod: items.ItmsGrpCod,
      FirmCode: items.FirmCode,
      UgpEntry: items.UgpEntry,
    })
    .from(items)
    .where(isAnyText(items.ItemCode, itemCodes));
  const [settings] = await db
    .select({ MainCurncy: company.MainCurncy, PriceDec: company.PriceDec })
    .from(company)
    .limit(1);
  // Tens of lists at most, and derived lists need their bases: read them all.
  const listRows = await db
    .select({
      ListNum: priceLists.ListNum,
      BASE_NUM: priceLists.BASE_NUM,
      Factor: priceLists.Factor,
      RoundSys: priceLists.RoundSys,
      PrimCurr: priceLists.PrimCurr,
    })
    .from(priceLists);
  const priceRows = await db
    .select({
      ItemCode: itemPrices.ItemCode,
      PriceList: itemPrices.PriceList,
      Price: itemPrices.Price,
      Currency: itemPrices.Currency,
      Ovrwritten: itemPrices.Ovrwritten,
    })
    .from(itemPrices)
    .where(isAnyText(itemPrices.ItemCode, itemCodes));
  const itemPricesOf = new Map<string, Map<number, ItemPriceFacts>>();
  for (const { ItemCode, ...price } of priceRows) {
    const prices = itemPricesOf.get(ItemCode) ?? new Map<number, ItemPriceFacts>();
    prices.set(price.PriceList, price);
    itemPricesOf.set(ItemCode, prices);
  }
  const listNums = [
    ...new Set(partnerRows.flatMap((partner) => (partner.ListNum === null ? [] : [partner.ListNum]))),
  ];
  const groupCodes = [...new Set(partnerRows.map((partner) => String(partner.GroupCode)))];
  const ugpEntries = [
    ...new Set(itemRows.flatMap((item) => (item.UgpEntry === null ? [] : [item.UgpEntry]))),
  ];
  const uomRows =
    withUnits && ugpEntries.length
      ? await db.select().from(uomGroupLines).where(isAnyInt(uomGroupLines.UgpEntry, ugpEntries))
      : [];
  return {
    mainCurrency: settings?.MainCurncy ?? '',
    priceDec: settings?.PriceDec ?? 2,
    partners: new Map(partnerRows.map((partner) => [partner.CardCode, partner])),
    items: new Map(itemRows.map((item) => [item.ItemCode, item])),
    lists: new Map(listRows.map((list) => [list.ListNum, list])),
    itemPrices: itemPricesOf,
    specialPrices: await loadSpecialPrices(db, itemCodes, cardCodes, listNums),
    discountGroups: await loadDiscountGroups(db, cardCodes, groupCodes),
    uoms: new Map(uomRows.map((line) => [uomKey(line.UgpEntry, line.UomEntry), line])),
  };
}
