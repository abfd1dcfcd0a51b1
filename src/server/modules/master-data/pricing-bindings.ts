import { eq, ne, sql } from 'drizzle-orm';
import {
  itemPriceResource,
  periodDiscountResource,
  priceListResource,
  specialPriceResource,
} from '../../../shared/resources/pricing';
import type { Tx } from '../../db/database';
import { businessPartners } from '../../db/schema/partners';
import { itemPrices, priceLists } from '../../db/schema/pricing';
import { specialPricePeriods, specialPrices } from '../../db/schema/pricing-rules';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

/** RoundSys: 0 keeps two decimals, 1 rounds to 0.05, 2 to 0.10, 3 to a whole unit. */
const roundingStep = sql`(case ${priceLists.RoundSys} when '1' then 0.05 when '2' then 0.10 when '3' then 1 else 0.01 end)`;

/**
 * A new price list is filled at once from its base list: price = base price x factor, rounded
 * by its rounding method (DOMAIN.md "Prices and discounts"). One statement, in the create's
 * transaction.
 */
async function fillFromBase(record: Record<string, unknown>, tx: Tx) {
  const listNum = Number(record.ListNum);
  await tx.execute(sql`
    insert into item_prices (item_code, price_list, price, currency, factor)
    select base.item_code, ${listNum},
      round(base.price * ${priceLists.Factor} / ${roundingStep}) * ${roundingStep},
      coalesce(${priceLists.PrimCurr}, base.currency), ${priceLists.Factor}
    from item_prices base
    join price_lists on ${priceLists.ListNum} = ${listNum}
    where base.price_list = ${priceLists.BASE_NUM} and ${priceLists.BASE_NUM} <> ${listNum}`);
}

/** A price typed into a derived list is marked as set by hand, so a factor update keeps it. */
async function markSetByHand(values: Record<string, unknown>, context: WriteContext) {
  if (context.action !== 'update' || values.Price === undefined) return;
  const [list] = await context.tx
    .select({ base: priceLists.BASE_NUM, own: priceLists.ListNum })
    .from(priceLists)
    .where(eq(priceLists.ListNum, Number(context.current?.PriceList)));
  if (list && list.base !== list.own) values.Ovrwritten = 'Y';
}

async function checkBaseList(values: Record<string, unknown>, context: WriteContext) {
  const own = context.current?.ListNum ?? values.ListNum;
  if (values.BASE_NUM === undefined || values.BASE_NUM === own) return;
  // A list may not be based, through any chain, on itself.
  const [cycle] = await context.tx
    .execute<{ found: number }>(sql`
    with recursive chain(list_num) as (
      select ${Number(values.BASE_NUM)}::int
      union
      select p.base_num from price_lists p join chain c on p.list_num = c.list_num where p.base_num <> p.list_num
    )
    select 1 as found from chain where list_num = ${Number(own)} limit 1`)
    .then((result) => result.rows);
  if (cycle) throw validationFailed({ BASE_NUM: [said('wouldDeriveFromItself')] });
}

/** A period ends on or after the day it starts (ToDate empty: open-ended). */
async function checkPeriodDates(values: Record<string, unknown>, context: WriteContext) {
  const period = { ...context.current, ...values };
  if (period.ToDate && period.FromDate && String(period.ToDate) < String(period.FromDate))
    throw validationFailed({ ToDate: [said('endsBeforeStart')] });
}

export const pricingBindings: ResourceBinding[] = [
  {
    definition: priceListResource,
    table: priceLists,
    protectedBy: [
      { table: businessPartners, column: businessPartners.ListNum, label: 'business partners' },
      {
        table: priceLists,
        column: priceLists.BASE_NUM,
        where: ne(priceLists.BASE_NUM, priceLists.ListNum),
        label: 'price lists based on it',
      },
    ],
    owns: [{ table: itemPrices, column: itemPrices.PriceList }],
    beforeWrite: checkBaseList,
    afterCreate: fillFromBase,
  },
  { definition: itemPriceResource, table: itemPrices, beforeWrite: markSetByHand },
  { definition: specialPriceResource, table: specialPrices },
  { definition: periodDiscountResource, table: specialPricePeriods, beforeWrite: checkPeriodDates },
];
