import { expect } from 'vitest';
import type { ApiHarness } from './api-app';
import { sqlRows } from './document-requests';

/** Creates an item through the items resource (a price in every list, a stock row in every warehouse). */
export async function createItem(
  api: ApiHarness,
  headers: Record<string, string>,
  ItemCode: string,
  extra: Record<string, string> = {},
): Promise<void> {
  const reply = await api.app.inject({
    method: 'POST',
    url: '/api/v1/resources/items',
    headers,
    payload: { ItemCode, ItemName: `Tracked ${ItemCode}`, ItmsGrpCod: 103, ...extra },
  });
  expect(reply.statusCode, reply.body).toBe(201);
}

/** A supplier and a customer whose currency is the company's, so line totals are the prices. */
export async function localPartner(api: ApiHarness, cardType: 'C' | 'S'): Promise<string> {
  const [row] = await sqlRows<{ card_code: string }>(
    api,
    `select card_code from business_partners where card_type = $1 and valid_for = 'Y' and frozen_for = 'N'
       and (currency is null or currency = (select main_curncy from company limit 1) or currency = '##')
     order by card_code limit 1`,
    [cardType],
  );
  if (!row) throw new Error(`no ${cardType} partner in the company's currency`);
  return row.card_code;
}

/** What each batch of the item holds per warehouse, "name@WHS" to quantity. */
export async function batchQuantities(api: ApiHarness, itemCode: string): Promise<Record<string, number>> {
  const rows = await sqlRows<{ name: string; whs_code: string; quantity: string }>(
    api,
    `select b.dist_number as name, q.whs_code, q.quantity::text from batch_quantities q
       join batches b on b.abs_entry = q.batch_abs where q.item_code = $1 order by 1, 2`,
    [itemCode],
  );
  return Object.fromEntries(rows.map((row) => [`${row.name}@${row.whs_code}`, Number(row.quantity)]));
}

/** Where each serial of the item is now ("" when out of stock). */
export async function serialPlaces(api: ApiHarness, itemCode: string): Promise<Record<string, string>> {
  const rows = await sqlRows<{ name: string; whs_code: string | null }>(
    api,
    'select dist_number as name, whs_code from serial_numbers where item_code = $1 order by 1',
    [itemCode],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.whs_code ?? '']));
}

/** What each bin holds of the item, by bin entry. */
export async function binQuantities(api: ApiHarness, itemCode: string): Promise<Record<number, number>> {
  const rows = await sqlRows<{ bin_abs: number; on_hand_qty: string }>(
    api,
    'select bin_abs, on_hand_qty::text from bin_stock where item_code = $1 and on_hand_qty <> 0 order by 1',
    [itemCode],
  );
  return Object.fromEntries(rows.map((row) => [row.bin_abs, Number(row.on_hand_qty)]));
}

/** What each batch of the item holds in each bin (SAP's OBBQ), "batch@bin" to quantity. */
export async function pairQuantities(api: ApiHarness, itemCode: string): Promise<Record<string, number>> {
  const rows = await sqlRows<{ name: string; bin_abs: number; on_hand_qty: string }>(
    api,
    `select b.dist_number as name, p.bin_abs, p.on_hand_qty::text from batch_bin_stock p
       join batches b on b.abs_entry = p.batch_abs where p.item_code = $1 and p.on_hand_qty <> 0 order by 1, 2`,
    [itemCode],
  );
  return Object.fromEntries(rows.map((row) => [`${row.name}@${row.bin_abs}`, Number(row.on_hand_qty)]));
}

/** A bin warehouse's default bin and the first of its other bins. */
export async function binsOfWarehouse(
  api: ApiHarness,
  whsCode: string,
): Promise<{ dft: number; other: number }> {
  const [row] = await sqlRows<{ dft: number; other: number }>(
    api,
    `select w.dft_bin_abs as dft, (select min(abs_entry) from bin_locations b
       where b.whs_code = w.whs_code and b.abs_entry <> w.dft_bin_abs) as other
     from warehouses w where w.whs_code = $1`,
    [whsCode],
  );
  return { dft: row?.dft ?? 0, other: row?.other ?? 0 };
}

/** The moving averages of an item: in a warehouse and company-wide. */
export async function averagesOf(api: ApiHarness, itemCode: string, whsCode: string) {
  const [row] = await sqlRows<{ place: string; item: string; on_hand: string }>(
    api,
    `select w.avg_price::text as place, i.avg_price::text as item, w.on_hand::text as on_hand
       from item_warehouses w join items i on i.item_code = w.item_code where w.item_code = $1 and w.whs_code = $2`,
    [itemCode, whsCode],
  );
  return { place: Number(row?.place), item: Number(row?.item), onHand: Number(row?.on_hand) };
}

/**
 * Places where batches, serials or bins disagree with the stock figures: for batch items the
 * batches' sum per warehouse, for serial items the serials in each warehouse, and for bin
 * warehouses the bins' sum, each equal to OnHand; and for batch items in bin warehouses, each
 * batch's bins adding up to the batch and each bin's batches to the bin. Limited to the given items.
 */
export async function trackingMismatches(api: ApiHarness, items: string[]): Promise<string[]> {
  const rows = await sqlRows<{ problem: string }>(
    api,
    `select format('%s/%s: OnHand %s, batches %s', w.item_code, w.whs_code, w.on_hand, coalesce(b.qty, 0)) as problem
       from item_warehouses w join items i on i.item_code = w.item_code and i.man_btch_num = 'Y'
       left join (select item_code, whs_code, sum(quantity) as qty from batch_quantities group by 1, 2) b
         on b.item_code = w.item_code and b.whs_code = w.whs_code
       where w.item_code = any($1) and w.on_hand <> coalesce(b.qty, 0)
     union all
     select format('%s/%s: OnHand %s, serials %s', w.item_code, w.whs_code, w.on_hand, coalesce(s.n, 0))
       from item_warehouses w join items i on i.item_code = w.item_code and i.man_ser_num = 'Y'
       left join (select item_code, whs_code, count(*) as n from serial_numbers where whs_code is not null
         group by 1, 2) s on s.item_code = w.item_code and s.whs_code = w.whs_code
       where w.item_code = any($1) and w.on_hand <> coalesce(s.n, 0)
     union all
     select format('%s/%s: OnHand %s, bins %s', w.item_code, w.whs_code, w.on_hand, coalesce(l.qty, 0))
       from item_warehouses w join warehouses h on h.whs_code = w.whs_code and h.bin_activat = 'Y'
       left join (select s.item_code, b.whs_code, sum(s.on_hand_qty) as qty from bin_stock s
         join bin_locations b on b.abs_entry = s.bin_abs group by 1, 2) l
         on l.item_code = w.item_code and l.whs_code = w.whs_code
       where w.item_code = any($1) and w.on_hand <> coalesce(l.qty, 0)
     union all
     select format('batch %s in %s: %s, in its bins %s', q.batch_abs, q.whs_code, q.quantity, coalesce(p.qty, 0))
       from batch_quantities q join warehouses h on h.whs_code = q.whs_code and h.bin_activat = 'Y'
       left join (select batch_abs, whs_code, sum(on_hand_qty) as qty from batch_bin_stock group by 1, 2) p
         on p.batch_abs = q.batch_abs and p.whs_code = q.whs_code
       where q.item_code = any($1) and q.quantity <> coalesce(p.qty, 0)
     union all
     select format('bin %s of %s: %s, its batches %s', s.bin_abs, s.item_code, s.on_hand_qty, coalesce(p.qty, 0))
       from bin_stock s join items i on i.item_code = s.item_code and i.man_btch_num = 'Y'
       left join (select bin_abs, item_code, sum(on_hand_qty) as qty from batch_bin_stock group by 1, 2) p
         on p.bin_abs = s.bin_abs and p.item_code = s.item_code
       where s.item_code = any($1) and s.on_hand_qty <> coalesce(p.qty, 0)`,
    [items],
  );
  return rows.map((row) => row.problem);
}
