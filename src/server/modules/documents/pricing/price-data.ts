import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database';
import { prebuilt, slot, textArraySlot } from '../../../db/prebuilt-statement';
import {
  type DiscountGroupFacts,
  type ItemPriceFacts,
  type PricingFacts,
  type SpecialPriceFacts,
  type SpecialPricePeriodFacts,
  uomKey,
  type VolumeBreakFacts,
} from './price-facts';

/** Adds `value` to the list kept under `key`. */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What the one statement of loadPricingFacts answers: JSON, every decimal and date as its text. */
interface PricingRows {
  partners: { CardCode: string; ListNum: number | null; GroupCode: number }[];
  items: { ItemCode: string; ItmsGrpCod: number; FirmCode: number | null; UgpEntry: number | null }[];
  company: { MainCurncy: string; PriceDec: number } | null;
  lists: { ListNum: number; BASE_NUM: number; Factor: string; RoundSys: string; PrimCurr: string | null }[];
  prices: ({ ItemCode: string } & ItemPriceFacts)[];
  specials: (Omit<SpecialPriceFacts, 'periods'> & {
    periods: (Omit<SpecialPricePeriodFacts, 'volumes'> & { volumes: VolumeBreakFacts[] | null })[] | null;
  })[];
  groups: (Omit<DiscountGroupFacts, 'rules'> & { rules: DiscountGroupFacts['rules'] })[];
  uoms: { UgpEntry: number; UomEntry: number; AltQty: string; BaseQty: string }[];
  details: ItemDetails[];
}

/** What a document line needs of its item beside its price: name, validity, tax groups, cost. */
export interface ItemDetails {
  ItemCode: string;
  ItemName: string;
  SellItem: string;
  PrchseItem: string;
  validFor: string;
  frozenFor: string;
  VatGourpSa: string | null;
  VatGroupPu: string | null;
  AvgPrice: string;
}

interface FactsValues extends Record<string, unknown> {
  cards: string[];
  codes: string[];
  fallback: number | null;
  details: string[];
}

const list = (query: SQL) => sql`coalesce((select json_agg(row_to_json(q)) from (${query}) q), '[]'::json)`;

/** The pricing facts statement, with or without units and item details: four texts, each built once. */
function factsStatement(withUnits: boolean, withDetails: boolean) {
  const cards = textArraySlot('cards');
  const codes = textArraySlot('codes');
  return sql`
    with partner as (
      select card_code, coalesce(list_num, ${slot('fallback')}::int) as list_num, group_code
      from business_partners where card_code = any(${cards})
    )
    select json_build_object(
      'partners', ${list(sql`select card_code as "CardCode", list_num as "ListNum", group_code as "GroupCode" from partner`)},
      'items', ${list(sql`select item_code as "ItemCode", itms_grp_cod as "ItmsGrpCod", firm_code as "FirmCode",
        ugp_entry as "UgpEntry" from items where item_code = any(${codes})`)},
      'company', (select json_build_object('MainCurncy', main_curncy, 'PriceDec', price_dec) from company limit 1),
      -- Tens of lists at most, and derived lists need their bases: all of them.
      'lists', ${list(sql`select list_num as "ListNum", base_num as "BASE_NUM", factor::text as "Factor",
        round_sys as "RoundSys", prim_curr as "PrimCurr" from price_lists`)},
      'prices', ${list(sql`select item_code as "ItemCode", price_list as "PriceList", price::text as "Price",
        currency as "Currency", ovrwritten as "Ovrwritten" from item_prices where item_code = any(${codes})`)},
      'specials', ${list(sql`select s.item_code as "ItemCode", s.card_code as "CardCode", s.list_num as "ListNum",
        s.price::text as "Price", s.currency as "Currency", s.discount::text as "Discount",
        s.valid_from::text as "ValidFrom", s.valid_to::text as "ValidTo",
        (select json_agg(json_build_object('FromDate', p.from_date::text, 'ToDate', p.to_date::text,
            'Price', p.price::text, 'Discount', p.discount::text,
            'volumes', (select json_agg(json_build_object('Amount', v.amount::text, 'Price', v.price::text,
                'Discount', v.discount::text))
              from special_price_volumes v
              where v.special_price_id = p.special_price_id and v.period_line = p.line_num))
          order by p.line_num)
         from special_price_periods p where p.special_price_id = s.special_price_id) as "periods"
        from special_prices s
        where s.item_code = any(${codes}) and s.valid = 'Y'
          and (s.card_code = any(${cards})
            or (s.card_code is null and s.list_num in (select list_num from partner)))
        order by s.special_price_id`)},
      'groups', ${list(sql`select g.type as "Type", g.obj_code as "ObjCode", g.valid_from::text as "ValidFrom",
        g.valid_to::text as "ValidTo",
        (select json_agg(json_build_object('ObjType', r.obj_type, 'ObjKey', r.obj_key, 'Discount', r.discount::text))
          from discount_group_rules r where r.abs_entry = g.abs_entry) as "rules"
        from discount_groups g
        where g.valid = 'Y' and (g.type = 'A' or (g.type = 'C' and g.obj_code = any(${cards}))
          or (g.type = 'G' and g.obj_code in (select group_code::text from partner)))
          and exists (select 1 from discount_group_rules r where r.abs_entry = g.abs_entry)
        order by g.abs_entry`)},
      'uoms', ${
        withUnits
          ? list(sql`select l.ugp_entry as "UgpEntry", l.uom_entry as "UomEntry", l.alt_qty::text as "AltQty",
              l.base_qty::text as "BaseQty" from uom_group_lines l
              where l.ugp_entry in (select ugp_entry from items where item_code = any(${codes}))`)
          : sql`'[]'::json`
      },
      -- A document's lines' items, so that their check takes no statement of its own.
      'details', ${
        withDetails
          ? list(sql`select item_code as "ItemCode", item_name as "ItemName", sell_item as "SellItem",
              prchse_item as "PrchseItem", valid_for as "validFor", frozen_for as "frozenFor",
              vat_gourp_sa as "VatGourpSa", vat_group_pu as "VatGroupPu", avg_price::text as "AvgPrice"
              from items where item_code = any(${textArraySlot('details')})`)
          : sql`'[]'::json`
      }
    ) as facts`;
}

const factsStatements = [false, true].map((withUnits) =>
  [false, true].map((withDetails) =>
    prebuilt<{ facts: PricingRows }, FactsValues>(() => factsStatement(withUnits, withDetails)),
  ),
);

/**
 * Loads what pricing needs for a batch of lines in one statement, whatever the number of lines:
 * each part is a JSON aggregate with its decimals and dates as text (exactly as the database
 * writes them, never through a binary float), so a 200-line document costs one round trip as one
 * line does.
 */
export async function loadPricingFacts(
  db: DbOrTx,
  cardCodes: string[],
  itemCodes: string[],
  withUnits: boolean,
  fallbackListNum: number | null = null,
  detailCodes: string[] = [],
): Promise<PricingFacts & { details: Map<string, ItemDetails> }> {
  const statement = factsStatements[withUnits ? 1 : 0]?.[detailCodes.length ? 1 : 0];
  if (!statement) throw new Error('no pricing facts statement');
  const rows = await statement(db, {
    cards: cardCodes,
    codes: itemCodes,
    fallback: fallbackListNum,
    details: detailCodes,
  });
  const facts = rows[0]?.facts;
  if (!facts) throw new Error('the pricing facts were not answered');
  const itemPricesOf = new Map<string, Map<number, ItemPriceFacts>>();
  for (const { ItemCode, ...price } of facts.prices) {
    const prices = itemPricesOf.get(ItemCode) ?? new Map<number, ItemPriceFacts>();
    prices.set(price.PriceList, price);
    itemPricesOf.set(ItemCode, prices);
  }
  const specialPricesOf = new Map<string, SpecialPriceFacts[]>();
  for (const special of facts.specials)
    pushTo(specialPricesOf, special.ItemCode, {
      ...special,
      periods: (special.periods ?? []).map((period) => ({ ...period, volumes: period.volumes ?? [] })),
    });
  return {
    mainCurrency: facts.company?.MainCurncy ?? '',
    priceDec: facts.company?.PriceDec ?? 2,
    partners: new Map(facts.partners.map((partner) => [partner.CardCode, partner])),
    items: new Map(facts.items.map((item) => [item.ItemCode, item])),
    lists: new Map(facts.lists.map((row) => [row.ListNum, row])),
    itemPrices: itemPricesOf,
    specialPrices: specialPricesOf,
    discountGroups: facts.groups,
    uoms: new Map(facts.uoms.map((line) => [uomKey(line.UgpEntry, line.UomEntry), line])),
    details: new Map(facts.details.map((item) => [item.ItemCode, item])),
  };
}
