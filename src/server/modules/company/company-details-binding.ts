import { eq, inArray, sql } from 'drizzle-orm';
import { companyDetailsResource } from '../../../shared/resources/company-details';
import type { Tx } from '../../db/database';
import { company } from '../../db/schema/company';
import { documents } from '../../db/schema/documents';
import { currencies } from '../../db/schema/finance';
import { type FieldTexts, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { ResourceBinding, WriteContext } from '../../resources/resource-binding';

const currencyFields = ['MainCurncy', 'SysCurrncy'] as const;

/**
 * The company's settings hold together: amounts are stored with at least the decimals they are
 * shown with, the currencies exist, and the local and system currencies stay as they are once a
 * document was posted in them (SAP Business One fixes them at the first posting: every stored
 * amount and rate is in their terms).
 */
async function checkSettings(values: Record<string, unknown>, context: WriteContext) {
  const merged = { ...context.current, ...values };
  const problems: FieldTexts = {};
  if (Number(merged.DBSumDec) < Number(merged.SumDec)) problems.DBSumDec = [said('fewerDecimalsThanShown')];
  const changed = currencyFields.filter(
    (field) => values[field] !== undefined && values[field] !== context.current?.[field],
  );
  if (changed.length) {
    const codes = changed.map((field) => String(values[field]));
    const known = new Set(
      (
        await context.tx
          .select({ code: currencies.CurrCode })
          .from(currencies)
          .where(inArray(currencies.CurrCode, codes))
      ).map((row) => row.code),
    );
    const [posted] = await context.tx.select({ one: sql<number>`1` }).from(documents).limit(1);
    for (const field of changed) {
      if (!known.has(String(values[field]))) problems[field] = [said('notCurrency')];
      else if (posted) problems[field] = [said('currencyFixed')];
    }
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  if (values.ItemCostPerWhs !== undefined && values.ItemCostPerWhs !== context.current?.ItemCostPerWhs)
    await switchItemCost(values.ItemCostPerWhs === 'Y', context.tx);
}

/**
 * Switches the moving average between per item and warehouse and per item, only where no stock
 * changes value. Postings write the warehouses' stock rows, so the lock (which conflicts with itself too) waits for those
 * under way and holds new ones until this commits: the check reads still figures.
 *
 * - On (from per item): every warehouse already holds the item's figure (a posting copies it to
 *   all of them while the setting is off), so each keeps it and nothing is rewritten.
 * - Off (from per warehouse): refused while an item holds stock in a warehouse at another cost
 *   than the item's average, which would move value between warehouses or change it; otherwise
 *   the warehouses holding none take the item's figure, so every warehouse reads it.
 */
async function switchItemCost(perWarehouse: boolean, tx: Tx) {
  await tx.execute(sql`lock table item_warehouses in share row exclusive mode`);
  if (perWarehouse) return;
  const { rows } = await tx.execute<{ item_code: string; whs_code: string }>(sql`
    select w.item_code, w.whs_code from item_warehouses w join items i on i.item_code = w.item_code
    where w.on_hand <> 0 and w.avg_price <> i.avg_price
    order by w.item_code, w.whs_code limit 1`);
  const differing = rows[0];
  if (differing)
    throw validationFailed({
      ItemCostPerWhs: [
        said('itemCostDiffers', { item: String(differing.item_code), warehouse: String(differing.whs_code) }),
      ],
    });
  await tx.execute(sql`
    update item_warehouses w set avg_price = i.avg_price from items i
    where i.item_code = w.item_code and w.avg_price <> i.avg_price`);
}

export const companyDetailsBinding: ResourceBinding = {
  definition: companyDetailsResource,
  table: company,
  scope: () => eq(company.id, 1),
  beforeWrite: checkSettings,
  configuration: true,
};
