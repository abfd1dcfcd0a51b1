import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DispatchOpenItem, dispatchOpenItemsQuerySchema } from '../../../shared/api/dispatch';
import type { Db } from '../../db/database';
import { deliveryMeasuresSql, openOrderMeasuresSql } from './dispatch-measures';

/** More than a dispatcher plans from at once; the answer's `total` still counts them all. */
const openItemsLimit = 5_000;

/**
 * What makes a delivery an open item: a posted (not draft), open, not cancelled delivery (15) on
 * no active dispatch note. `documents` is unaliased in every query that uses it, as the rules'
 * SQL (document-rule-columns.ts) names it.
 */
export const openDeliverySql = sql`documents.obj_type = '15' and documents.draft = 'N'
  and documents.doc_status = 'O' and documents.canceled = 'N'
  and not exists (select 1 from dispatch_stops s where s.delivery_entry = documents.doc_entry and s.active = 'Y')`;

/** A territory and every territory below it (a region holds countries, a country its cities). */
const territoryTreeSql = (territory: number) => sql`(
  with recursive tree(id) as (
    select ${territory}::int
    union all select t.territry_id from territories t join tree on t.parent = tree.id)
  select id from tree)`;

function filtersOf(query: z.output<typeof dispatchOpenItemsQuerySchema>): SQL[] {
  return [
    query.DateFrom === undefined ? undefined : sql`documents.doc_due_date >= ${query.DateFrom}::date`,
    query.DateTo === undefined ? undefined : sql`documents.doc_due_date <= ${query.DateTo}::date`,
    query.CardCode === undefined ? undefined : sql`documents.card_code = ${query.CardCode}`,
    query.Territory === undefined ? undefined : sql`b.territory in ${territoryTreeSql(query.Territory)}`,
    query.WhsCode === undefined
      ? undefined
      : sql`exists (select 1 from document_lines w where w.obj_type = documents.obj_type
          and w.doc_entry = documents.doc_entry and w.whs_code = ${query.WhsCode})`,
    // Route: sales routes come with the logistics hub (issue 25); until then it filters nothing.
  ].filter((filter) => filter !== undefined);
}

/**
 * What makes a sales order an open item: posted, open, not cancelled, marked ready to dispatch, with
 * a line still open. A closed order (delivered in full) leaves the list by its DocStatus.
 */
export const readyOrderSql = sql`documents.obj_type = '17' and documents.draft = 'N'
  and documents.doc_status = 'O' and documents.canceled = 'N' and documents.u_ready_to_dispatch = 'Y'
  and exists (select 1 from document_lines o where o.obj_type = documents.obj_type
    and o.doc_entry = documents.doc_entry and o.line_status = 'O' and o.open_qty > 0)`;

/** The caller's rules on each kind as SQL; a kind left out (not asked for, or not readable) is not listed. */
export interface OpenItemsReadable {
  deliveries?: SQL;
  orders?: SQL;
}

/**
 * One kind's rows: its own condition, the caller's rules on it, the filters, and its measures;
 * `counted` leaves the measures out (the total needs the rows, not their weights).
 */
function openItemsOf(
  kind: 'deliveries' | 'orders',
  readable: SQL,
  filters: SQL[],
  { today, counted = false }: { today: string; counted?: boolean },
) {
  const [condition, measures] =
    kind === 'deliveries' ? [openDeliverySql, deliveryMeasuresSql] : [readyOrderSql, openOrderMeasuresSql];
  const where = sql.join([condition, readable, ...filters], sql` and `);
  if (counted)
    return sql`select 1 from documents join business_partners b on b.card_code = documents.card_code where ${where}`;
  return sql`
    select documents.obj_type as "ObjType", documents.doc_entry as "DocEntry", documents.doc_num as "DocNum",
      to_char(documents.doc_date, 'YYYY-MM-DD') as "DocDate",
      to_char(documents.doc_due_date, 'YYYY-MM-DD') as "DocDueDate",
      documents.card_code as "CardCode", documents.card_name as "CardName",
      documents.ship_to_code as "ShipToCode", documents.address2 as "Address2",
      b.territory as "Territory", t.descript as "TerritoryName",
      m.warehouses as "Warehouses", m.line_count as "LineCount",
      m.weight::text as "Weight", m.volume::text as "Volume",
      documents.doc_total::text as "DocTotal", documents.doc_cur as "DocCurrency",
      greatest(${today}::date - documents.doc_date, 0) as "AgeDays"
    from documents join business_partners b on b.card_code = documents.card_code
    left join territories t on t.territry_id = b.territory
    ${measures}
    where ${where}`;
}

/**
 * The open deliveries and the orders ready to dispatch the caller may read (`readable`: their rules
 * on each as SQL), oldest requested date first, with what the dispatcher plans by: the ship-to, the
 * partner's territory, the warehouses, the weight and volume, and how many days each has waited at
 * `today`.
 */
export async function listOpenItems(
  db: Db,
  query: z.output<typeof dispatchOpenItemsQuerySchema>,
  readable: OpenItemsReadable,
  today: string,
): Promise<{ data: DispatchOpenItem[]; total: number }> {
  const filters = filtersOf(query);
  const kinds = (['deliveries', 'orders'] as const).flatMap((kind) => {
    const rules = readable[kind];
    return rules && (query.Documents === 'all' || query.Documents === kind) ? [{ kind, rules }] : [];
  });
  if (kinds.length === 0) return { data: [], total: 0 };
  const union = (counted: boolean) =>
    sql.join(
      kinds.map(({ kind, rules }) => openItemsOf(kind, rules, filters, { today, counted })),
      sql` union all `,
    );
  const [{ rows }, counted] = await Promise.all([
    db.execute<DispatchOpenItem>(sql`
      select * from (${union(false)}) items order by "DocDueDate", "ObjType", "DocEntry" limit ${openItemsLimit}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from (${union(true)}) items`),
  ]);
  return {
    data: rows.map((row) => ({ ...row, AgeDays: Number(row.AgeDays) })),
    total: counted.rows[0]?.total ?? 0,
  };
}

/** Open items the caller may read by days waited, in the dashboard's buckets. */
export async function openItemsByAge(db: Db, readable: SQL, today: string) {
  const { rows } = await db.execute<{ bucket: '0-1' | '2-3' | '4-7' | '8+'; count: number }>(sql`
    select bucket, count(*)::int as count from (
      select case when age <= 1 then '0-1' when age <= 3 then '2-3' when age <= 7 then '4-7' else '8+' end as bucket
      from (select ${today}::date - documents.doc_date as age from documents
        where ${openDeliverySql} and ${readable}) a) b
    group by bucket`);
  const counts = new Map(rows.map((row) => [row.bucket, Number(row.count)]));
  return (['0-1', '2-3', '4-7', '8+'] as const).map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
}
