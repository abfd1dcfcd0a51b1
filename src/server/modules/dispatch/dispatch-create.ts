import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppAbility } from '../../../shared/access/app-ability';
import { type dispatchNoteCreateSchema, dispatchScanCode } from '../../../shared/api/dispatch';
import { authorizeRecord } from '../../access/record-checks';
import { callText } from '../../db/closing-transaction';
import type { Db, Tx } from '../../db/database';
import { sqlStateOf } from '../../db/database-errors';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { runPosting } from '../../posting/posting-core';
import { refusingConflicts } from './dispatch-refusals';
import { noteResources } from './dispatch-resources';
import { capacityOverrun, loadOf, plannedStops, writeStops } from './dispatch-stops';

export interface DispatchCaller {
  ability: AppAbility;
  userId: number;
  /** The caller's rules on deliveries as SQL (403 if they may read none): what they may put on a note. */
  readableDeliveries: () => SQL;
}

/** The audit trail's name of dispatch notes. */
export const dispatchAuditResource = 'dispatch-notes';

/**
 * What the scan code is before the number (dispatchScanCode's format, written once there): the
 * numbering function appends the number the note gets with its commit.
 */
const scanPrefix = dispatchScanCode(0).replace(/0$/, '');

/** A new note's DocEntry, from its identity's sequence, so its provisional number can name it. */
async function takeNoteEntry(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ entry: string }>(
    sql`select nextval(pg_get_serial_sequence('dispatch_notes', 'doc_entry')) as entry`,
  );
  return Number(rows[0]?.entry);
}

/**
 * A planned dispatch note (an assignment) on the posting core, in one transaction: the vehicle,
 * driver and series judged, the stops' deliveries judged and weighed, the load held against the
 * vehicle's capacity, the note and its stops written (the unique indexes deciding a busy vehicle
 * or driver and a delivery another note holds), and the number and scan code taken with the
 * commit (number_dispatch_note, migration 0035). Answers the DocEntry.
 */
export async function createDispatchNote(
  db: Db,
  caller: DispatchCaller,
  input: z.output<typeof dispatchNoteCreateSchema>,
): Promise<number> {
  return runPosting<number>(db, async (tx) => {
    const header = {
      Status: 'P',
      DocDate: input.DocDate,
      VehicleCode: input.VehicleCode,
      DriverCode: input.DriverCode,
      UserSign: caller.userId,
    };
    authorizeRecord(caller.ability, 'create', 'Dispatch', header);
    const { vehicle, Series } = await noteResources(tx, caller.ability, { ...input, Series: input.Series });
    const deliveries = input.Stops.map((stop) => stop.DeliveryEntry);
    const stops = await plannedStops(tx, deliveries, caller.readableDeliveries());
    const load = loadOf(stops);
    const over = capacityOverrun(load, vehicle, input.OverrideReason ?? null);
    const DocEntry = await takeNoteEntry(tx);
    const keys = { ...input, deliveries };
    await refusingConflicts(keys, () =>
      tx.execute(sql`
        insert into dispatch_notes (doc_entry, doc_num, series, doc_date, status, vehicle_code, driver_code, weight,
          volume, override_reason, comments, scan_code, user_sign)
        values (${DocEntry}, ${-DocEntry}, ${Series}, ${input.DocDate}, 'P', ${input.VehicleCode},
          ${input.DriverCode}, ${load.Weight.toString()}, ${load.Volume.toString()},
          ${over ? (input.OverrideReason ?? null) : null}, ${input.Comments ?? null},
          ${dispatchScanCode(-DocEntry)}, ${caller.userId})`),
    );
    await writeStops(tx, DocEntry, stops, keys);
    const after = {
      ...header,
      DocEntry,
      Series,
      Stops: deliveries,
      OverrideReason: over ? input.OverrideReason : null,
    };
    return {
      userId: caller.userId,
      stock: [],
      journal: [],
      finish: async () => ({
        closing: {
          text: callText('number_dispatch_note', [
            [Series, 'int'],
            [DocEntry, 'int'],
            [scanPrefix, 'text'],
            [caller.userId, 'int'],
            [dispatchAuditResource, 'text'],
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
}
