import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  GatePass,
  GatePassHeader,
  GatePassSummary,
  gatePassListQuerySchema,
} from '../../../shared/api/gate-pass';
import type { ConditionColumns } from '../../access/sql-conditions';
import { textArray } from '../../db/array-params';
import type { DbOrTx } from '../../db/database';
import type { KeysetEntry } from '../../db/keyset';
import { keysetPage } from '../../db/keyset-page';
import { gatePasses } from '../../db/schema/gate-pass';

/**
 * What permission rules on gate passes may name: the pass's own fields, its warehouse first (a
 * warehouse group reads the passes of its warehouses). The queries below leave gate_passes
 * unaliased, as these columns name it.
 */
export const gatePassConditionColumns: ConditionColumns = {
  DocEntry: gatePasses.DocEntry,
  DocNum: gatePasses.DocNum,
  PassType: gatePasses.PassType,
  Status: gatePasses.Status,
  GateCode: gatePasses.GateCode,
  WhsCode: gatePasses.WhsCode,
  CardCode: gatePasses.CardCode,
  SourceType: gatePasses.SourceType,
  UserSign: gatePasses.UserSign,
};

/** A timestamp as ISO 8601 in UTC, as the wire carries it. */
export const isoTime = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const p = (column: string) => sql.raw(`gate_passes.${column}`);

const summaryColumns = sql`
  ${p('doc_entry')} as "DocEntry", ${p('doc_num')} as "DocNum", ${p('pass_type')} as "PassType",
  ${p('movement')} as "Movement", ${p('status')} as "Status",
  ${isoTime(p('valid_from'))} as "ValidFrom", ${isoTime(p('valid_until'))} as "ValidUntil",
  ${p('gate_code')} as "GateCode", ${p('card_code')} as "CardCode", bp.card_name as "CardName",
  ${p('carrier_name')} as "CarrierName", ${p('plate_num')} as "PlateNum", ${p('scan_code')} as "ScanCode",
  ${p('source_scan_code')} as "SourceScanCode"`;

const recordColumns = sql`${summaryColumns},
  to_char(${p('doc_date')}, 'YYYY-MM-DD') as "DocDate", ${p('whs_code')} as "WhsCode", g.gate_name as "GateName",
  ${p('source_type')} as "SourceType", ${p('source_entry')} as "SourceEntry", ${p('comments')} as "Comments",
  ${isoTime(p('out_at'))} as "OutAt", ${isoTime(p('in_at'))} as "InAt",
  ${isoTime(p('cancelled_at'))} as "CancelledAt", ${p('user_sign')} as "UserSign",
  ${isoTime(p('create_date'))} as "CreateDate", ${p('version')} as "version"`;

const linesSql = sql`coalesce((select json_agg(json_build_object('LineNum', l.line_num, 'ItemCode', l.item_code,
    'Dscription', l.dscription, 'Quantity', l.quantity::text, 'UomCode', l.uom_code) order by l.line_num)
  from gate_pass_lines l where l.doc_entry = gate_passes.doc_entry), '[]')`;

const fromPasses = sql`from gate_passes left join business_partners bp on bp.card_code = gate_passes.card_code
  left join gates g on g.gate_code = gate_passes.gate_code`;

/** The passes a `where` names, as a gate shows them after a scan (with their lines). */
export async function passSummaries(db: DbOrTx, where: SQL, limit = 1): Promise<GatePassSummary[]> {
  const { rows } = await db.execute<GatePassSummary>(sql`
    select ${summaryColumns}, ${linesSql} as "Lines" ${fromPasses} where ${where}
    order by gate_passes.doc_entry limit ${limit}`);
  return rows;
}

/** One pass with its lines and history, or undefined. */
export async function readGatePass(db: DbOrTx, DocEntry: number): Promise<GatePass | undefined> {
  const { rows } = await db.execute<GatePass>(sql`
    select ${recordColumns}, ${linesSql} as "Lines" ${fromPasses} where gate_passes.doc_entry = ${DocEntry}`);
  return rows[0];
}

/** The list's order: newest date first, then newest pass (gate_passes_date_idx backwards). */
const listOrder: KeysetEntry[] = [
  { column: gatePasses.DocDate, direction: 'desc', nullable: false },
  { column: gatePasses.DocEntry, direction: 'desc', nullable: false },
];

function filtersOf(query: z.output<typeof gatePassListQuerySchema>): SQL[] {
  return [
    query.Status === undefined
      ? undefined
      : sql`gate_passes.status = any(${textArray(query.Status.split(','))})`,
    query.PassType === undefined ? undefined : sql`gate_passes.pass_type = ${query.PassType}`,
    query.GateCode === undefined ? undefined : sql`gate_passes.gate_code = ${query.GateCode}`,
    query.DateFrom === undefined ? undefined : sql`gate_passes.doc_date >= ${query.DateFrom}::date`,
    query.DateTo === undefined ? undefined : sql`gate_passes.doc_date <= ${query.DateTo}::date`,
    query.DocNum === undefined ? undefined : sql`gate_passes.doc_num = ${query.DocNum}::int`,
    query.SourceType === undefined ? undefined : sql`gate_passes.source_type = ${query.SourceType}`,
    query.SourceEntry === undefined ? undefined : sql`gate_passes.source_entry = ${query.SourceEntry}::int`,
  ].filter((filter) => filter !== undefined);
}

/** A page of the passes the caller may read (`readable`), newest date first. */
export function listGatePasses(db: DbOrTx, query: z.output<typeof gatePassListQuerySchema>, readable: SQL) {
  return keysetPage<GatePassHeader>(db, query, {
    order: listOrder,
    context: 'gate-passes',
    where: sql.join([readable, ...filtersOf(query)], sql` and `),
    rows: async (page, orderBy, limit) =>
      (
        await db.execute<GatePassHeader>(sql`
      select ${recordColumns},
        (select count(*)::int from gate_pass_lines l where l.doc_entry = gate_passes.doc_entry) as "LineCount"
      ${fromPasses} where ${page} order by ${orderBy} limit ${limit}`)
      ).rows,
    count: (where) => sql`select count(*)::int as total from gate_passes where ${where}`,
    keyOf: (row) => [row.DocDate, row.DocEntry],
  });
}
