import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DispatchNote,
  DispatchNoteHeader,
  dispatchNoteListQuerySchema,
} from '../../../shared/api/dispatch';
import type { ConditionColumns } from '../../access/sql-conditions';
import { textArray } from '../../db/array-params';
import type { Db } from '../../db/database';
import { afterKey, decodeCursor, encodeCursor, type KeysetEntry } from '../../db/keyset';
import { dispatchNotes } from '../../db/schema/dispatch';
import { isoTimestampSql, lineVolumeSql, lineWeightSql } from './dispatch-measures';

/**
 * What permission rules on dispatch notes may name: the note's own fields (a driver group's
 * `DriverCode = ...`, a branch's vehicles). The queries below leave dispatch_notes unaliased, as
 * these columns name it.
 */
export const dispatchConditionColumns: ConditionColumns = {
  DocEntry: dispatchNotes.DocEntry,
  DocNum: dispatchNotes.DocNum,
  Series: dispatchNotes.Series,
  DocDate: dispatchNotes.DocDate,
  Status: dispatchNotes.Status,
  VehicleCode: dispatchNotes.VehicleCode,
  DriverCode: dispatchNotes.DriverCode,
  UserSign: dispatchNotes.UserSign,
};

const n = (column: string) => sql.raw(`dispatch_notes.${column}`);

const headerColumns = sql`
  ${n('doc_entry')} as "DocEntry", ${n('doc_num')} as "DocNum", ${n('series')} as "Series",
  to_char(${n('doc_date')}, 'YYYY-MM-DD') as "DocDate", ${n('status')} as "Status",
  ${n('vehicle_code')} as "VehicleCode", v.descr as "VehicleName", v.plate_num as "PlateNum",
  ${n('driver_code')} as "DriverCode", r.driver_name as "DriverName",
  (select count(*)::int from dispatch_stops c where c.doc_entry = ${n('doc_entry')}) as "StopCount",
  ${n('weight')}::text as "Weight", ${n('volume')}::text as "Volume",
  v.capacity_kg::numeric::text as "CapacityKg", v.capacity_m3::text as "CapacityM3",
  ${n('override_reason')} as "OverrideReason", ${n('comments')} as "Comments", ${n('scan_code')} as "ScanCode",
  ${isoTimestampSql(n('loaded_at'))} as "LoadedAt", ${isoTimestampSql(n('departed_at'))} as "DepartedAt",
  ${isoTimestampSql(n('completed_at'))} as "CompletedAt", ${isoTimestampSql(n('cancelled_at'))} as "CancelledAt",
  ${n('user_sign')} as "UserSign", ${n('version')} as "version"`;

const fromNotes = sql`from dispatch_notes join vehicles v on v.vehicle_code = dispatch_notes.vehicle_code
  join drivers r on r.driver_code = dispatch_notes.driver_code`;

/** A stop's lines: the delivery's lines as the stop carries them, with what was handed over. */
const stopLinesSql = sql`coalesce((select json_agg(json_build_object(
    'LineNum', sl.line_num, 'ItemCode', l.item_code, 'ItemName', l.dscription, 'WhsCode', coalesce(l.whs_code, ''),
    'unitMsr', u.uom_code, 'Quantity', sl.quantity::text, 'DeliveredQty', sl.delivered_qty::text,
    'ReturnQty', (case when sl.delivered_qty is null then 0 else sl.quantity - sl.delivered_qty end)::text,
    'Weight', ${lineWeightSql(sql`sl.quantity`, 'l', 'i')}::text,
    'Volume', ${lineVolumeSql(sql`sl.quantity`, 'l', 'i')}::text) order by sl.line_num)
  from dispatch_stop_lines sl
  join document_lines l on l.obj_type = s.delivery_type and l.doc_entry = s.delivery_entry and l.line_num = sl.line_num
  join items i on i.item_code = l.item_code
  left join units_of_measure u on u.uom_entry = l.uom_entry
  where sl.doc_entry = s.doc_entry and sl.stop_num = s.stop_num), '[]')`;

const stopsSql = sql`coalesce((select json_agg(json_build_object(
    'StopNum', s.stop_num, 'DeliveryEntry', s.delivery_entry, 'DeliveryNum', d.doc_num,
    'DeliveryDueDate', to_char(d.doc_due_date, 'YYYY-MM-DD'), 'CardCode', s.card_code, 'CardName', d.card_name,
    'ShipToCode', d.ship_to_code, 'Address2', d.address2, 'TerritoryName', t.descript,
    'Weight', s.weight::text, 'Volume', s.volume::text, 'Outcome', s.outcome, 'ReceiverName', s.receiver_name,
    'DeliveredAt', ${isoTimestampSql(sql`s.delivered_at`)}, 'PodNote', s.pod_note,
    'ReturnEntry', (select x.return_entry from dispatch_returns x where x.dispatch_entry = s.doc_entry
      and x.stop_num = s.stop_num),
    'Lines', ${stopLinesSql}) order by s.stop_num)
  from dispatch_stops s
  join documents d on d.obj_type = s.delivery_type and d.doc_entry = s.delivery_entry
  join business_partners b on b.card_code = s.card_code
  left join territories t on t.territry_id = b.territory
  where s.doc_entry = dispatch_notes.doc_entry), '[]')`;

/** One dispatch note with its stops and their lines, or undefined. */
export async function readDispatchNote(db: Db, DocEntry: number): Promise<DispatchNote | undefined> {
  const { rows } = await db.execute<DispatchNote>(sql`
    select ${headerColumns}, ${stopsSql} as "Stops" ${fromNotes}
    where dispatch_notes.doc_entry = ${DocEntry}`);
  return rows[0];
}

/** The list's order: newest date first, then newest note (dispatch_notes_date_idx backwards). */
const listOrder: KeysetEntry[] = [
  { column: dispatchNotes.DocDate, direction: 'desc', nullable: false },
  { column: dispatchNotes.DocEntry, direction: 'desc', nullable: false },
];

function filtersOf(query: z.output<typeof dispatchNoteListQuerySchema>): SQL[] {
  return [
    query.Status === undefined
      ? undefined
      : sql`dispatch_notes.status = any(${textArray(query.Status.split(','))})`,
    query.DateFrom === undefined ? undefined : sql`dispatch_notes.doc_date >= ${query.DateFrom}::date`,
    query.DateTo === undefined ? undefined : sql`dispatch_notes.doc_date <= ${query.DateTo}::date`,
    query.VehicleCode === undefined ? undefined : sql`dispatch_notes.vehicle_code = ${query.VehicleCode}`,
    query.DriverCode === undefined ? undefined : sql`dispatch_notes.driver_code = ${query.DriverCode}::int`,
    query.DocNum === undefined ? undefined : sql`dispatch_notes.doc_num = ${query.DocNum}::int`,
    query.DeliveryEntry === undefined
      ? undefined
      : sql`exists (select 1 from dispatch_stops s where s.doc_entry = dispatch_notes.doc_entry
          and s.delivery_entry = ${query.DeliveryEntry}::int)`,
  ].filter((filter) => filter !== undefined);
}

/** A page of the notes the caller may read (`readable`), newest date first. */
export async function listDispatchNotes(
  db: Db,
  query: z.output<typeof dispatchNoteListQuerySchema>,
  readable: SQL,
): Promise<{ data: DispatchNoteHeader[]; total: number; more: boolean; next: string | null }> {
  const context = 'dispatch-notes';
  const where = sql.join([readable, ...filtersOf(query)], sql` and `);
  const after = query.after === undefined ? undefined : decodeCursor(listOrder, context, query.after);
  const page = after === undefined ? where : sql`${where} and ${afterKey(listOrder, after)}`;
  const [{ rows }, counted] = await Promise.all([
    db.execute<DispatchNoteHeader>(sql`
      select ${headerColumns} ${fromNotes} where ${page}
      order by dispatch_notes.doc_date desc, dispatch_notes.doc_entry desc limit ${query.Top + 1}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from dispatch_notes where ${where}`),
  ]);
  const data = rows.slice(0, query.Top);
  const more = rows.length > query.Top;
  const last = data[data.length - 1];
  return {
    data,
    total: counted.rows[0]?.total ?? 0,
    more,
    next: more && last ? encodeCursor(listOrder, context, [last.DocDate, last.DocEntry]) : null,
  };
}
