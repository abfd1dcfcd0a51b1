import { sql } from 'drizzle-orm';
import type { CountManaged, CountSheetLine } from '../../../../shared/api/inventory-counts';
import { Decimal } from '../../../../shared/money/decimal';
import { textArray } from '../../../db/array-params';
import type { DbOrTx } from '../../../db/database';

/** A warehouse as a count reads it: whether it keeps bins, and the bin new stock goes to. */
export interface CountWarehouse {
  whsCode: string;
  bins: boolean;
  dftBinAbs: number | null;
  dftBinCode: string | null;
}

/** A counted item: how it is managed and what the warehouse holds of it. */
export interface CountItem {
  itemCode: string;
  managed: CountManaged;
  onHand: Decimal;
}

/** How an item is counted, from its management flags. */
export const managedOf = (item: { man_btch_num: string; man_ser_num: string }): CountManaged =>
  item.man_ser_num === 'Y' ? 'S' : item.man_btch_num === 'Y' ? 'B' : 'N';

export async function countWarehouse(db: DbOrTx, whsCode: string): Promise<CountWarehouse | undefined> {
  const { rows } = await db.execute<{
    bin_activat: string;
    dft_bin_abs: number | null;
    bin_code: string | null;
  }>(sql`
    select w.bin_activat, w.dft_bin_abs, b.bin_code from warehouses w
    left join bin_locations b on b.abs_entry = w.dft_bin_abs
    where w.whs_code = ${whsCode}`);
  const row = rows[0];
  if (!row) return undefined;
  return {
    whsCode,
    bins: row.bin_activat === 'Y',
    dftBinAbs: row.dft_bin_abs,
    dftBinCode: row.bin_code,
  };
}

const place = (
  itemCode: string,
  rest: Partial<Omit<CountSheetLine, 'ItemCode' | 'OnHand'>> & { OnHand: Decimal },
): CountSheetLine => ({
  ItemCode: itemCode,
  BinAbs: rest.BinAbs ?? null,
  BinCode: rest.BinCode ?? null,
  BatchNumber: rest.BatchNumber ?? null,
  SerialNumber: rest.SerialNumber ?? null,
  OnHand: rest.OnHand.toString(),
});

/**
 * The places of the items in the warehouse with what the system holds in each, items in the
 * given order: a plain item held in no bin is the warehouse's default bin (or, without bins, one
 * place as a whole), a batch item per batch held, in a bin warehouse per batch in each bin (none
 * when it holds none: batches found are added by name), a serial item one place per serial in
 * stock there (none when it holds none).
 */
export async function countPlaces(
  db: DbOrTx,
  warehouse: CountWarehouse,
  items: readonly CountItem[],
): Promise<CountSheetLine[]> {
  const codes = items.map((item) => item.itemCode);
  const by = <Row extends { item_code: string }>(rows: Row[]) => {
    const map = new Map<string, Row[]>();
    for (const row of rows) map.set(row.item_code, [...(map.get(row.item_code) ?? []), row]);
    return map;
  };
  const tracked = (managed: CountManaged) => codes.filter((_, index) => items[index]?.managed === managed);
  const binRows = warehouse.bins
    ? (
        await db.execute<{ item_code: string; abs: number; code: string; qty: string }>(sql`
          select s.item_code, s.bin_abs as abs, b.bin_code as code, s.on_hand_qty::text as qty
          from bin_stock s join bin_locations b on b.abs_entry = s.bin_abs
          where b.whs_code = ${warehouse.whsCode} and s.item_code = any(${textArray(codes)})
            and s.on_hand_qty > 0
          order by s.item_code, (s.bin_abs = ${warehouse.dftBinAbs ?? -1}) desc, s.bin_abs`)
      ).rows
    : [];
  const batchCodes = tracked('B');
  // In a bin warehouse each batch in each bin (batch_bin_stock), else each batch in the warehouse.
  const batchRows = batchCodes.length
    ? (
        await db.execute<{
          item_code: string;
          name: string;
          qty: string;
          abs: number | null;
          code: string | null;
        }>(
          warehouse.bins
            ? sql`
          select p.item_code, b.dist_number as name, p.on_hand_qty::text as qty, p.bin_abs as abs, l.bin_code as code
          from batch_bin_stock p join batches b on b.abs_entry = p.batch_abs
          join bin_locations l on l.abs_entry = p.bin_abs
          where p.whs_code = ${warehouse.whsCode} and p.item_code = any(${textArray(batchCodes)})
            and p.on_hand_qty > 0
          order by p.item_code, l.bin_code, b.exp_date nulls last, b.in_date, b.abs_entry`
            : sql`
          select q.item_code, b.dist_number as name, q.quantity::text as qty, null::int as abs, null::text as code
          from batch_quantities q join batches b on b.abs_entry = q.batch_abs
          where q.whs_code = ${warehouse.whsCode} and q.item_code = any(${textArray(batchCodes)})
            and q.quantity > 0
          order by q.item_code, b.exp_date nulls last, b.in_date, b.abs_entry`,
        )
      ).rows
    : [];
  const serialCodes = tracked('S');
  const serialRows = serialCodes.length
    ? (
        await db.execute<{ item_code: string; name: string; abs: number | null; code: string | null }>(sql`
          select s.item_code, s.dist_number as name, s.bin_abs as abs, b.bin_code as code
          from serial_numbers s left join bin_locations b on b.abs_entry = s.bin_abs
          where s.whs_code = ${warehouse.whsCode} and s.item_code = any(${textArray(serialCodes)})
          order by s.item_code, s.dist_number`)
      ).rows
    : [];
  const [binsOf, batchesOf, serialsOf] = [by(binRows), by(batchRows), by(serialRows)];
  const byBinCode = (a: CountSheetLine, b: CountSheetLine) =>
    (a.BinCode ?? '').localeCompare(b.BinCode ?? '');
  return items.flatMap((item): CountSheetLine[] => {
    const { itemCode } = item;
    if (item.managed === 'S')
      return (serialsOf.get(itemCode) ?? []).map((serial) =>
        place(itemCode, {
          BinAbs: serial.abs,
          BinCode: serial.code,
          SerialNumber: serial.name,
          OnHand: Decimal.of('1'),
        }),
      );
    const bins = (binsOf.get(itemCode) ?? []).map((bin) => ({
      abs: bin.abs,
      code: bin.code,
      qty: Decimal.of(bin.qty),
    }));
    const batches = batchesOf.get(itemCode) ?? [];
    if (item.managed === 'B' && batches.length > 0)
      return batches.map((batch) =>
        place(itemCode, {
          BinAbs: batch.abs,
          BinCode: batch.code,
          BatchNumber: batch.name,
          OnHand: Decimal.of(batch.qty),
        }),
      );
    if (item.managed === 'N' && bins.length > 0)
      return bins
        .map((bin) => place(itemCode, { BinAbs: bin.abs, BinCode: bin.code, OnHand: bin.qty }))
        .sort(byBinCode);
    // Batches found are added under the item, each in its bin: a whole-item place beside them
    // would count the item both ways.
    if (item.managed === 'B') return [];
    if (warehouse.bins && warehouse.dftBinAbs !== null)
      return [
        place(itemCode, { BinAbs: warehouse.dftBinAbs, BinCode: warehouse.dftBinCode, OnHand: Decimal.zero }),
      ];
    return [place(itemCode, { OnHand: item.onHand })];
  });
}
