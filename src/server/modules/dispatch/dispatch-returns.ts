import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DispatchReturn, dispatchReturnListQuerySchema } from '../../../shared/api/dispatch';
import { AccessQueryError, type ConditionColumns } from '../../access/sql-conditions';
import type { DbOrTx } from '../../db/database';
import { decodeCursor, encodeCursor, type KeysetEntry } from '../../db/keyset';
import { isoTimestampSql } from './dispatch-measures';

/** The fields a rule on Dispatch may name for a return, as SQL over the list's alias `r`. */
export const dispatchReturnConditionColumns: ConditionColumns = {
  Status: (operator, value) => conditionOn(sql`r.status`, operator, value),
  CardCode: (operator, value) => conditionOn(sql`r.card_code`, operator, value),
  DispatchEntry: (operator, value) => conditionOn(sql`r.dispatch_entry`, operator, value),
  // Every row here is a return (a rule may allow returns alone: delivery-routes.ts).
  Kind: (operator, value) => conditionOn(sql`'return'`, operator, value),
};

/** The few operators a rule on a return's own columns uses; anything else fails closed. */
function conditionOn(column: SQL, operator: string, value: unknown): SQL {
  if (operator === 'eq') return sql`${column} = ${value}`;
  if (operator === 'ne') return sql`${column} is distinct from ${value}`;
  if (operator === 'in' && Array.isArray(value))
    return value.length
      ? sql`${column} in (${sql.join(
          value.map((item) => sql`${item}`),
          sql`, `,
        )})`
      : sql`false`;
  throw new AccessQueryError(`the operator "${operator}" has no SQL form for dispatch returns`);
}

/**
 * One return as the wire carries it: its stop's note and delivery, the partner, the return
 * document posting made, and its lines with the delivery line's item, warehouse and unit and
 * the sales order the line came from.
 */
const returnColumns = sql`
  r.return_entry as "ReturnEntry", r.status as "Status", r.dispatch_entry as "DispatchEntry",
  n.doc_num as "DispatchNum", r.stop_num as "StopNum", r.delivery_entry as "DeliveryEntry",
  d.doc_num as "DeliveryNum", r.card_code as "CardCode", b.card_name as "CardName", r.reason as "Reason",
  ${isoTimestampSql(sql`r.created_at`)} as "CreatedAt",
  r.sales_return_entry as "SalesReturnEntry", s.doc_num as "SalesReturnNum",
  ${isoTimestampSql(sql`r.posted_at`)} as "PostedAt",
  coalesce((select json_agg(json_build_object('LineNum', l.line_num, 'ItemCode', dl.item_code,
      'ItemName', dl.dscription, 'WhsCode', coalesce(dl.whs_code, ''),
      'unitMsr', coalesce(u.uom_code, i.sal_unit_msr, i.invntry_uom), 'Quantity', l.quantity::text,
      'OrderEntry', o.doc_entry, 'OrderNum', o.doc_num, 'Redelivered', l.redelivered) order by l.line_num)
    from dispatch_return_lines l
    join document_lines dl on dl.obj_type = '15' and dl.doc_entry = r.delivery_entry and dl.line_num = l.line_num
    join items i on i.item_code = dl.item_code
    left join units_of_measure u on u.uom_entry = dl.uom_entry
    left join documents o on dl.base_type = '17' and o.obj_type = '17' and o.doc_entry = dl.base_entry
    where l.return_entry = r.return_entry), '[]') as "Lines"`;

const returnTables = sql`
  dispatch_returns r
  join dispatch_notes n on n.doc_entry = r.dispatch_entry
  join documents d on d.obj_type = '15' and d.doc_entry = r.delivery_entry
  join business_partners b on b.card_code = r.card_code
  left join documents s on s.obj_type = '16' and s.doc_entry = r.sales_return_entry`;

/** One dispatch return, or undefined. */
export async function readDispatchReturn(
  db: DbOrTx,
  ReturnEntry: number,
): Promise<DispatchReturn | undefined> {
  const { rows } = await db.execute<DispatchReturn>(
    sql`select ${returnColumns} from ${returnTables} where r.return_entry = ${ReturnEntry}`,
  );
  return rows[0];
}

/** Newest first, by ReturnEntry (the identity). */
const listOrder: KeysetEntry[] = [{ column: sql`r.return_entry`, direction: 'desc', nullable: false }];

/** A page of the dispatch returns the caller may read (`readable`, their rules as SQL), newest first. */
export async function listDispatchReturns(
  db: DbOrTx,
  query: z.output<typeof dispatchReturnListQuerySchema>,
  readable: SQL,
): Promise<{ data: DispatchReturn[]; total: number; more: boolean; next: string | null }> {
  const context = 'dispatch-returns';
  const conditions = [
    readable,
    query.Status === undefined ? undefined : sql`r.status = ${query.Status}`,
    query.CardCode === undefined ? undefined : sql`r.card_code = ${query.CardCode}`,
    query.DispatchEntry === undefined ? undefined : sql`r.dispatch_entry = ${query.DispatchEntry}::int`,
  ].filter((condition) => condition !== undefined);
  const where = sql.join(conditions, sql` and `);
  const after = query.after === undefined ? undefined : decodeCursor(listOrder, context, query.after);
  const page = after === undefined ? where : sql`${where} and r.return_entry < ${Number(after[0])}::int`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<DispatchReturn>(sql`
      select ${returnColumns} from ${returnTables} where ${page} order by r.return_entry desc
      limit ${query.Top + 1}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from dispatch_returns r where ${where}`),
  ]);
  const data = rows.slice(0, query.Top);
  const more = rows.length > query.Top;
  const last = data[data.length - 1];
  return {
    data,
    total: counted.rows[0]?.total ?? 0,
    more,
    next: more && last ? encodeCursor(listOrder, context, [last.ReturnEntry]) : null,
  };
}
