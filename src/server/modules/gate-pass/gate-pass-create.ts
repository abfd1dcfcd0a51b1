import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import {
  type GatePassMovement,
  type GatePassType,
  type gatePassCreateSchema,
  gatePassObjectType,
  gatePassScanCode,
  passTypeOfSource,
} from '../../../shared/api/gate-pass';
import { authorizeRecord, mayRead } from '../../access/record-checks';
import { callText } from '../../db/closing-transaction';
import type { Db, Tx } from '../../db/database';
import { databaseFailureOf, sqlStateOf, uniqueViolation } from '../../db/database-errors';
import { AppError, notFound, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { runPosting } from '../../posting/posting-core';

export interface GatePassCaller {
  ability: AppAbility;
  userId: number;
}

type CreateInput = z.output<typeof gatePassCreateSchema>;

/** The audit trail's name of gate passes. */
export const gatePassAuditResource = 'gate-passes';

/** What the scan code is before the number (gatePassScanCode's format, written once there). */
const scanPrefix = gatePassScanCode(0).replace(/0$/, '');

/** How long a pass is valid when its creator says nothing: a day from now. */
const defaultValidityMs = 24 * 60 * 60 * 1000;

interface PassLine {
  ItemCode: string | null;
  Dscription: string;
  Quantity: string;
  UomCode: string | null;
  BaseLine: number | null;
}

interface PassDraft {
  PassType: GatePassType;
  Movement: GatePassMovement;
  GateCode: string | null;
  WhsCode: string | null;
  SourceType: string | null;
  SourceEntry: number | null;
  SourceScanCode: string | null;
  CardCode: string | null;
  CarrierName: string | null;
  PlateNum: string | null;
  Lines: PassLine[];
}

type NoteSource = {
  DocNum: number;
  Status: string;
  ScanCode: string;
  VehicleCode: string;
  DriverCode: number;
  UserSign: number | null;
  DocDate: string;
  PlateNum: string | null;
  DriverName: string | null;
  CardCodes: string[];
  WhsCode: string | null;
  Lines: PassLine[];
};

/**
 * A dispatch note as a pass copies it: its stops' delivery lines in stop order, its customers, the
 * warehouse most of its lines leave from, the vehicle's plate and the driver's name. Locked (FOR
 * SHARE) so that the note cannot be cancelled or completed while its pass is made.
 */
async function noteSource(tx: Tx, DocEntry: number): Promise<NoteSource | undefined> {
  const { rows } = await tx.execute<NoteSource>(sql`
    select n.doc_num as "DocNum", n.status as "Status", n.scan_code as "ScanCode", n.vehicle_code as "VehicleCode",
      n.driver_code as "DriverCode", n.user_sign as "UserSign", to_char(n.doc_date, 'YYYY-MM-DD') as "DocDate",
      v.plate_num as "PlateNum", r.driver_name as "DriverName",
      coalesce((select array_agg(distinct s.card_code) from dispatch_stops s where s.doc_entry = n.doc_entry), '{}')
        as "CardCodes",
      (select l.whs_code from dispatch_stops s
        join document_lines l on l.obj_type = s.delivery_type and l.doc_entry = s.delivery_entry
        where s.doc_entry = n.doc_entry and l.whs_code is not null
        group by l.whs_code order by count(*) desc, l.whs_code limit 1) as "WhsCode",
      coalesce((select json_agg(json_build_object('ItemCode', l.item_code, 'Dscription', coalesce(l.dscription, l.item_code),
          'Quantity', sl.quantity::text, 'UomCode', u.uom_code, 'BaseLine', sl.line_num) order by s.stop_num, sl.line_num)
        from dispatch_stops s
        join dispatch_stop_lines sl on sl.doc_entry = s.doc_entry and sl.stop_num = s.stop_num
        join document_lines l on l.obj_type = s.delivery_type and l.doc_entry = s.delivery_entry and l.line_num = sl.line_num
        left join units_of_measure u on u.uom_entry = l.uom_entry
        where s.doc_entry = n.doc_entry), '[]') as "Lines"
    from dispatch_notes n
    join vehicles v on v.vehicle_code = n.vehicle_code
    join drivers r on r.driver_code = n.driver_code
    where n.doc_entry = ${DocEntry}
    for share of n`);
  return rows[0];
}

/** The pass a source document gives: a dispatch note loaded or on the road, readable by the caller. */
async function draftFromSource(tx: Tx, caller: GatePassCaller, input: CreateInput): Promise<PassDraft> {
  const SourceEntry = input.SourceEntry ?? 0;
  const note = await noteSource(tx, SourceEntry);
  const dispatchRecord = note && {
    DocEntry: SourceEntry,
    DocNum: note.DocNum,
    Status: note.Status,
    DocDate: note.DocDate,
    VehicleCode: note.VehicleCode,
    DriverCode: note.DriverCode,
    UserSign: note.UserSign,
  };
  if (!note || !dispatchRecord || !mayRead(caller.ability, 'Dispatch', dispatchRecord))
    throw notFound(said('dispatchNoteNotFound', { entry: SourceEntry }));
  if (note.Status !== 'L' && note.Status !== 'R')
    throw new AppError(409, 'INVALID_STATE', said('gatePassSourceState', { number: note.DocNum }));
  return {
    PassType: passTypeOfSource.ODSP,
    Movement: 'O',
    GateCode: input.GateCode ?? null,
    WhsCode: note.WhsCode,
    SourceType: 'ODSP',
    SourceEntry,
    SourceScanCode: note.ScanCode,
    CardCode: note.CardCodes.length === 1 ? (note.CardCodes[0] ?? null) : null,
    CarrierName: input.CarrierName ?? note.DriverName,
    PlateNum: input.PlateNum ?? note.PlateNum,
    Lines: note.Lines,
  };
}

/** A visitor's pass typed by hand: its free-text lines as sent. */
function draftByHand(input: CreateInput): PassDraft {
  return {
    PassType: 'visitor',
    Movement: input.Movement ?? 'O',
    GateCode: input.GateCode ?? null,
    WhsCode: input.WhsCode ?? null,
    SourceType: null,
    SourceEntry: null,
    SourceScanCode: null,
    CardCode: input.CardCode ?? null,
    CarrierName: input.CarrierName ?? null,
    PlateNum: input.PlateNum ?? null,
    Lines: (input.Lines ?? []).map((line) => ({
      ItemCode: line.ItemCode ?? null,
      Dscription: line.Dscription,
      Quantity: line.Quantity,
      UomCode: line.UomCode ?? null,
      BaseLine: null,
    })),
  };
}

/**
 * The named gate, warehouse, partner and the default series, read in one statement and judged: an
 * unknown or inactive gate, a gate of another warehouse than the goods', an unknown warehouse or
 * partner are field errors. The pass's warehouse is the gate's when a gate is named.
 */
async function judgeReferences(
  tx: Tx,
  draft: PassDraft,
): Promise<{ Series: number; WhsCode: string | null }> {
  const { rows } = await tx.execute<{
    gate: { Active: string; WhsCode: string | null } | null;
    warehouse: boolean;
    partner: boolean;
    series: { Series: number; Locked: string } | null;
  }>(sql`
    select
      (select json_build_object('Active', g.active, 'WhsCode', g.whs_code) from gates g
        where g.gate_code = ${draft.GateCode}) as gate,
      exists (select 1 from warehouses w where w.whs_code = ${draft.WhsCode}) as warehouse,
      exists (select 1 from business_partners b where b.card_code = ${draft.CardCode}) as partner,
      (select json_build_object('Series', s.series, 'Locked', s.locked) from numbering_series s
        where s.object_code = ${gatePassObjectType} and s.is_default = 'Y' order by s.series limit 1) as series`);
  const [found] = rows;
  const fields: Record<string, ReturnType<typeof said>[]> = {};
  let WhsCode = draft.WhsCode;
  if (draft.GateCode !== null) {
    if (found?.gate?.Active !== 'Y') fields.GateCode = [said('notActiveGate')];
    else if (draft.SourceType !== null && WhsCode && found.gate.WhsCode && found.gate.WhsCode !== WhsCode)
      fields.GateCode = [said('gateOfOtherWarehouse')];
    else WhsCode = found.gate.WhsCode ?? WhsCode;
  } else if (draft.WhsCode !== null && !found?.warehouse)
    fields.WhsCode = [said('notAWarehouse', { code: draft.WhsCode })];
  if (draft.CardCode !== null && !found?.partner) fields.CardCode = [said('notPartner')];
  if (Object.keys(fields).length) throw validationFailed(fields);
  if (!found?.series) throw new AppError(409, 'INVALID_STATE', said('gatePassNoSeries'));
  if (found.series.Locked === 'Y')
    throw new AppError(409, 'INVALID_STATE', said('seriesGivesNoNumber', { series: found.series.Series }));
  return { Series: found.series.Series, WhsCode };
}

/** A new pass's DocEntry, from its identity's sequence, so its provisional number can name it. */
async function takePassEntry(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ entry: string }>(
    sql`select nextval(pg_get_serial_sequence('gate_passes', 'doc_entry')) as entry`,
  );
  return Number(rows[0]?.entry);
}

async function writePass(
  tx: Tx,
  DocEntry: number,
  Series: number,
  draft: PassDraft,
  input: CreateInput,
  userId: number,
) {
  const from = input.ValidFrom ? new Date(input.ValidFrom) : new Date();
  const until = input.ValidUntil ? new Date(input.ValidUntil) : new Date(from.getTime() + defaultValidityMs);
  if (until <= from) throw validationFailed({ ValidUntil: [said('afterStartTime')] });
  await tx.execute(sql`
    insert into gate_passes (doc_entry, doc_num, series, doc_date, pass_type, movement, status, valid_from,
      valid_until, gate_code, whs_code, source_type, source_entry, source_scan_code, card_code, carrier_name,
      plate_num, comments, scan_code, user_sign)
    values (${DocEntry}, ${-DocEntry}, ${Series}, (now() at time zone 'UTC')::date, ${draft.PassType}, ${draft.Movement}, 'O',
      ${from.toISOString()}::timestamptz, ${until.toISOString()}::timestamptz, ${draft.GateCode}, ${draft.WhsCode},
      ${draft.SourceType}, ${draft.SourceEntry}, ${draft.SourceScanCode}, ${draft.CardCode}, ${draft.CarrierName},
      ${draft.PlateNum}, ${input.Comments ?? null}, ${gatePassScanCode(-DocEntry)}, ${userId})`);
  if (draft.Lines.length)
    await tx.execute(sql`
      insert into gate_pass_lines (doc_entry, line_num, item_code, dscription, quantity, uom_code, base_line)
      select ${DocEntry}, l.n::int - 1, l.line->>'ItemCode', l.line->>'Dscription', (l.line->>'Quantity')::numeric,
        l.line->>'UomCode', (l.line->>'BaseLine')::int
      from jsonb_array_elements(${JSON.stringify(draft.Lines)}::jsonb) with ordinality as l(line, n)`);
}

/** The live pass of a source, for the 409 that names it. */
async function livePassOf(db: Db, SourceType: string, SourceEntry: number) {
  const { rows } = await db.execute<{ pass: number; note: number | null }>(sql`
    select p.doc_num as pass, (select n.doc_num from dispatch_notes n where n.doc_entry = p.source_entry) as note
    from gate_passes p where p.source_type = ${SourceType} and p.source_entry = ${SourceEntry} and p.status <> 'X'`);
  return rows[0];
}

/**
 * A gate pass on the posting core, in one transaction: from a source document (its lines, partner,
 * vehicle and driver copied) or by hand (a visitor's goods), the caller's right to create it on its
 * warehouse checked, the gate, warehouse and partner judged, the pass and its lines written (the
 * partial unique index refusing a second live pass of the same source), and the number and scan
 * code taken with the commit (number_gate_pass, migration 0040). Answers the DocEntry.
 */
export async function createGatePass(db: Db, caller: GatePassCaller, input: CreateInput): Promise<number> {
  try {
    return await runPosting<number>(db, async (tx) => {
      const draft = input.SourceType ? await draftFromSource(tx, caller, input) : draftByHand(input);
      const { Series, WhsCode } = await judgeReferences(tx, draft);
      draft.WhsCode = WhsCode;
      const header = {
        PassType: draft.PassType,
        Status: 'O',
        WhsCode: draft.WhsCode,
        GateCode: draft.GateCode,
        CardCode: draft.CardCode,
        SourceType: draft.SourceType,
        UserSign: caller.userId,
      };
      authorizeRecord(caller.ability, 'create', 'GatePass', header);
      const DocEntry = await takePassEntry(tx);
      await writePass(tx, DocEntry, Series, draft, input, caller.userId);
      const after = {
        ...header,
        DocEntry,
        Series,
        SourceEntry: draft.SourceEntry,
        Lines: draft.Lines.length,
      };
      return {
        userId: caller.userId,
        stock: [],
        journal: [],
        finish: async () => ({
          closing: {
            text: callText('number_gate_pass', [
              [Series, 'int'],
              [DocEntry, 'int'],
              [scanPrefix, 'text'],
              [caller.userId, 'int'],
              [gatePassAuditResource, 'text'],
              ['create', 'text'],
              [JSON.stringify(after), 'jsonb'],
            ]),
            read: () => DocEntry,
            async failed(error) {
              if (sqlStateOf(error) === 'EN001')
                throw new AppError(409, 'INVALID_STATE', said('seriesGivesNoNumber', { series: Series }));
            },
          },
        }),
        committed: () => undefined,
      };
    });
  } catch (error) {
    const failure = databaseFailureOf(error);
    if (
      failure?.code === uniqueViolation &&
      failure.constraint === 'gate_passes_source_active_idx' &&
      input.SourceType &&
      input.SourceEntry
    ) {
      const live = await livePassOf(db, input.SourceType, input.SourceEntry);
      throw new AppError(
        409,
        'ALREADY_EXISTS',
        said('gatePassSourceTaken', { number: live?.note ?? input.SourceEntry, pass: live?.pass ?? '' }),
        {
          SourceEntry: [
            said('gatePassSourceTaken', { number: live?.note ?? input.SourceEntry, pass: live?.pass ?? '' }),
          ],
        },
      );
    }
    throw error;
  }
}
