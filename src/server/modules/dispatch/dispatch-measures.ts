import { type SQL, sql } from 'drizzle-orm';

/**
 * A delivery line's weight (kg) and volume (m³): its quantity in inventory units (Quantity ×
 * NumPerMsr) times the item's SWeight1 and SVolume, which are per inventory unit. `line` and
 * `item` are the aliases of document_lines and items in the query; `quantity` the quantity
 * carried (a stop line's or the delivery line's). Rounded as the numeric columns store them.
 */
export const lineWeightSql = (quantity: SQL, line: string, item: string): SQL =>
  sql`round(${quantity} * ${sql.raw(line)}.num_per_msr * ${sql.raw(item)}.s_weight1, 6)`;

export const lineVolumeSql = (quantity: SQL, line: string, item: string): SQL =>
  sql`round(${quantity} * ${sql.raw(line)}.num_per_msr * ${sql.raw(item)}.s_volume, 6)`;

/** A timestamp as the wire carries it: ISO 8601 in UTC. */
export const isoTimestampSql = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** Today as the server's UTC calendar date, the day AgeDays and the dashboard count from. */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

/**
 * A lateral join giving each document (`documents`, unaliased) its line count, weight, volume and
 * sorted warehouses as `m`, from its lines' `quantity` column: a delivery's whole Quantity (what
 * an open item shows and a stop stores), or an order's OpenQty over its lines still open (what is
 * left to deliver).
 */
const measuresSql = (quantity: 'quantity' | 'open_qty') => {
  const carried = sql.raw(`l.${quantity}`);
  const open = quantity === 'open_qty' ? sql`and l.open_qty > 0` : sql``;
  return sql`cross join lateral (
  select count(*)::int as line_count,
    coalesce(sum(${lineWeightSql(carried, 'l', 'i')}), 0) as weight,
    coalesce(sum(${lineVolumeSql(carried, 'l', 'i')}), 0) as volume,
    coalesce(array_agg(distinct l.whs_code order by l.whs_code) filter (where l.whs_code is not null), '{}') as warehouses
  from document_lines l join items i on i.item_code = l.item_code
  where l.obj_type = documents.obj_type and l.doc_entry = documents.doc_entry ${open}) m`;
};

export const deliveryMeasuresSql = measuresSql('quantity');

/** An order's open lines measured: what its delivery would carry. */
export const openOrderMeasuresSql = measuresSql('open_qty');
