import { and, type SQL, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { PriceChange, PriceSelection } from '../../../shared/api/price-batches';
import { accessibleWhere, type ConditionColumns } from '../../access/sql-conditions';
import { items } from '../../db/schema/inventory';
import { itemPrices } from '../../db/schema/pricing';

/** What a rule on ItemPrice may name: the price's own columns (its list, item, price, currency). */
const priceColumns: ConditionColumns = {
  PriceList: itemPrices.PriceList,
  ItemCode: itemPrices.ItemCode,
  Price: itemPrices.Price,
  Currency: itemPrices.Currency,
  Factor: itemPrices.Factor,
  Ovrwritten: itemPrices.Ovrwritten,
};

/** The prices (item_prices, unaliased) the caller may take the action on. */
export const pricesAllowed = (ability: AppAbility, action: 'read' | 'update'): SQL =>
  accessibleWhere(ability, action, 'ItemPrice', priceColumns);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The selection's criteria over item_prices joined to items (every criterion given must hold). */
export function selectionWhere(selection: PriceSelection): SQL | undefined {
  const search = selection.Search?.trim();
  return and(
    selection.PriceList === undefined ? undefined : sql`${itemPrices.PriceList} = ${selection.PriceList}`,
    selection.ItmsGrpCod === undefined ? undefined : sql`${items.ItmsGrpCod} = ${selection.ItmsGrpCod}`,
    selection.FirmCode === undefined ? undefined : sql`${items.FirmCode} = ${selection.FirmCode}`,
    selection.ItemCodes === undefined
      ? undefined
      : // One array parameter: a JavaScript array in sql`` would become a row of parameters.
        sql`${itemPrices.ItemCode} = any(${sql.param(selection.ItemCodes)}::text[])`,
    selection.ItemCodeFrom === undefined
      ? undefined
      : sql`${itemPrices.ItemCode} >= ${selection.ItemCodeFrom}`,
    selection.ItemCodeTo === undefined ? undefined : sql`${itemPrices.ItemCode} <= ${selection.ItemCodeTo}`,
    search
      ? sql`(${items.ItemName} ilike ${`%${escapeLike(search)}%`} or ${itemPrices.ItemCode} ilike ${`${escapeLike(search)}%`})`
      : undefined,
  );
}

/**
 * The new price from a starting price (`base`, an SQL numeric): times the factor or plus the
 * amount, then rounded. `none` rounds to the company's price decimals (PriceDec); a step rounds
 * to its multiple, to the nearest (half away from zero, as PostgreSQL's round), up or down. A
 * price never goes below zero (an amount that would take it there is refused before; this holds
 * it if the price fell since).
 */
export function newPriceSql(change: PriceChange, base: SQL): SQL {
  const raw =
    change.Kind === 'amount'
      ? sql`(${base} + ${change.Amount}::numeric)`
      : sql`(${base} * ${change.Factor}::numeric)`;
  const step = sql`${change.RoundTo}::numeric`;
  const rounded =
    change.Rounding === 'nearest'
      ? sql`round(${raw} / ${step}) * ${step}`
      : change.Rounding === 'up'
        ? sql`ceil(${raw} / ${step}) * ${step}`
        : change.Rounding === 'down'
          ? sql`floor(${raw} / ${step}) * ${step}`
          : sql`round(${raw}, coalesce((select price_dec from company limit 1), 2))`;
  return sql`greatest(round(${rounded}, 6), 0)`;
}

/** The change's raw result before the floor at zero: below zero means the amount is refused. */
export function wouldBeNegativeSql(change: PriceChange, base: SQL): SQL {
  return change.Kind === 'amount' ? sql`(${base} + ${change.Amount}::numeric) < 0` : sql`false`;
}

/** A new price a NUMERIC(19,6) column cannot hold (10^13 or more): the change is refused. */
export function wouldOverflowSql(change: PriceChange, base: SQL): SQL {
  return sql`${newPriceSql(change, base)} >= 10000000000000`;
}
