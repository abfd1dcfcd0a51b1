import { and, type SQL, sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import type { PriceChange } from '../../../shared/api/price-batches';
import { authorizeRecord } from '../../access/record-checks';
import { items } from '../../db/schema/inventory';
import { itemPrices } from '../../db/schema/pricing';
import { validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import {
  newPriceSql,
  pricesAllowed,
  selectionWhere,
  wouldBeNegativeSql,
  wouldOverflowSql,
} from './price-change-sql';

/**
 * The rows a change writes, as one SELECT: PriceList and ItemCode of the price written, the
 * price a copy starts from (SourcePrice, null for a factor or an amount, which start from the
 * price itself), the price there now (OldPrice, null where a copy creates it), and the new price.
 * A factor or an amount reaches the prices the caller may update; a copy reads the source prices
 * the caller may read and writes the target list, which the caller must be allowed to create and
 * update prices in.
 */
export function changeSource(change: PriceChange, ability: AppAbility): SQL {
  const base = sql`${itemPrices.Price}`;
  const computed = sql`${newPriceSql(change, base)} as new_price, ${wouldBeNegativeSql(change, base)} as negative,
    ${wouldOverflowSql(change, base)} as overflow`;
  if (change.Kind !== 'copy')
    return sql`select ${itemPrices.PriceList} as price_list, ${itemPrices.ItemCode} as item_code,
        ${items.ItemName} as item_name, null::numeric as source_price, null::varchar as source_currency,
        ${itemPrices.Price} as old_price, ${computed}
      from ${itemPrices} join ${items} on ${items.ItemCode} = ${itemPrices.ItemCode}
      where ${and(selectionWhere(change.Selection), pricesAllowed(ability, 'update'))}`;
  for (const action of ['create', 'update'] as const)
    authorizeRecord(ability, action, 'ItemPrice', { PriceList: change.TargetList });
  return sql`select ${change.TargetList}::int as price_list, ${itemPrices.ItemCode} as item_code,
      ${items.ItemName} as item_name, ${itemPrices.Price} as source_price,
      ${itemPrices.Currency} as source_currency, target.price as old_price, ${computed}
    from ${itemPrices} join ${items} on ${items.ItemCode} = ${itemPrices.ItemCode}
    left join item_prices target on target.price_list = ${change.TargetList} and target.item_code = ${itemPrices.ItemCode}
    where ${itemPrices.PriceList} = ${change.SourceList} and ${pricesAllowed(ability, 'read')}`;
}

/** Counts what a change's source holds, and refuses one that would write nothing or no valid price. */
export function checkCounts(
  counted: { rows: number; negative: number; overflow: number } | undefined,
  applying: boolean,
) {
  if (applying && (!counted || counted.rows === 0)) throw validationFailed({ _: [said('noPricesSelected')] });
  if (counted && counted.negative > 0)
    throw validationFailed({ Amount: [said('pricesWouldBeNegative', { count: counted.negative })] });
  if (counted && counted.overflow > 0)
    throw validationFailed({ _: [said('pricesWouldOverflow', { count: counted.overflow })] });
}

/** The counts checkCounts reads, over a change's source. */
export const countsSql = (source: SQL) =>
  sql`select count(*)::int as rows, (count(*) filter (where old_price is null))::int as created,
      (count(*) filter (where old_price = new_price))::int as unchanged,
      (count(*) filter (where negative))::int as negative, (count(*) filter (where overflow))::int as overflow
    from (${source}) s`;
