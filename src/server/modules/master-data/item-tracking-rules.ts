import { sql } from 'drizzle-orm';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { WriteContext } from '../../resources/resource-binding';

const trackingFlags = ['ManBtchNum', 'ManSerNum'] as const;

/**
 * An item is managed by batches or by serial numbers, not both; and which, if any, is fixed once
 * the item holds stock or its batches and serials have a history (SAP Business One refuses the
 * change too): the stock on hand would have no batches or serials, or batches that no longer
 * count. The record was read for update by the engine, and postings lock the item row first, so
 * no posting adds stock between this check and the write.
 */
export async function refuseTrackingChange(
  values: Record<string, unknown>,
  context: WriteContext,
): Promise<void> {
  const merged = { ...context.current, ...values };
  if (merged.ManBtchNum === 'Y' && merged.ManSerNum === 'Y')
    throw validationFailed({ ManSerNum: [said('batchOrSerial')] });
  const current = context.current;
  if (context.action !== 'update' || !current) return;
  const changed = trackingFlags.filter((flag) => flag in values && values[flag] !== current[flag]);
  if (changed.length === 0) return;
  const { rows } = await context.tx.execute<{ stocked: boolean }>(sql`
    select exists (select 1 from item_warehouses where item_code = ${String(current.ItemCode)} and on_hand <> 0)
      or exists (select 1 from stock_allocations where item_code = ${String(current.ItemCode)}
        and kind in ('B', 'S')) as stocked`);
  if (rows[0]?.stocked)
    throw new AppError(
      409,
      'INVALID_STATE',
      said('trackingFixed', { item: String(current.ItemCode) }),
      Object.fromEntries(changed.map((flag) => [flag, [said('trackingFixedField')]])),
    );
}
