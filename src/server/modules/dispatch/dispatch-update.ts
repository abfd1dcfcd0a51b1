import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { dispatchNoteUpdateSchema } from '../../../shared/api/dispatch';
import { authorizeRecord } from '../../access/record-checks';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { writeAudit } from '../../resources/audit-trail';
import { type DispatchCaller, dispatchAuditResource } from './dispatch-create';
import { lockNote } from './dispatch-locked-note';
import { refusingConflicts } from './dispatch-refusals';
import { noteResources } from './dispatch-resources';
import { capacityOverrun, loadOf, type PlannedStop, plannedStops, writeStops } from './dispatch-stops';

/** The stops a note has now, as weighed when they were planned. */
async function currentStops(tx: Tx, DocEntry: number): Promise<PlannedStop[]> {
  const { rows } = await tx.execute<PlannedStop>(sql`
    select s.delivery_entry as "DeliveryEntry", d.doc_num as "DocNum", s.card_code as "CardCode",
      s.weight::text as "Weight", s.volume::text as "Volume"
    from dispatch_stops s join documents d on d.obj_type = s.delivery_type and d.doc_entry = s.delivery_entry
    where s.doc_entry = ${DocEntry} order by s.stop_num`);
  return rows;
}

/**
 * Changes a planned note in one transaction: its date, vehicle, driver, comments and, when
 * `Stops` is given, its whole order of stops (deliveries left out go back among the open items).
 * The load is weighed again against the (new) vehicle; the unique indexes decide a busy vehicle
 * or driver on the (new) date and a delivery another note holds.
 */
export async function updateDispatchNote(
  db: Db,
  caller: DispatchCaller,
  DocEntry: number,
  input: z.output<typeof dispatchNoteUpdateSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const note = await lockNote(tx, caller.ability, 'update', DocEntry, input.version);
    if (note.Status !== 'P') throw new AppError(409, 'INVALID_STATE', said('dispatchOnlyPlanned'));
    const next = {
      DocDate: input.DocDate ?? note.DocDate,
      VehicleCode: input.VehicleCode ?? note.VehicleCode,
      DriverCode: input.DriverCode ?? note.DriverCode,
      Comments: input.Comments === undefined ? note.Comments : input.Comments,
    };
    // The note as it would be must be one the caller may update too (a rule on VehicleCode, say).
    authorizeRecord(caller.ability, 'update', 'Dispatch', { ...note, ...next });
    const { vehicle } = await noteResources(tx, caller.ability, { ...next, Series: null });
    const deliveries = (input.Stops ?? []).map((stop) => stop.DeliveryEntry);
    const stops =
      input.Stops === undefined
        ? await currentStops(tx, DocEntry)
        : await plannedStops(tx, deliveries, caller.readableDeliveries());
    const load = loadOf(stops);
    const reason = input.OverrideReason === undefined ? note.OverrideReason : input.OverrideReason;
    const over = capacityOverrun(load, vehicle, reason);
    const keys = { ...next, deliveries: stops.map((stop) => stop.DeliveryEntry) };
    if (input.Stops !== undefined) await writeStops(tx, DocEntry, stops, keys);
    await refusingConflicts(keys, () =>
      tx.execute(sql`
        update dispatch_notes set doc_date = ${next.DocDate}, vehicle_code = ${next.VehicleCode},
          driver_code = ${next.DriverCode}, comments = ${next.Comments}, weight = ${load.Weight.toString()},
          volume = ${load.Volume.toString()}, override_reason = ${over ? reason : null}, version = version + 1
        where doc_entry = ${DocEntry}`),
    );
    await writeAudit(tx, {
      userId: caller.userId,
      resource: dispatchAuditResource,
      recordKey: `ODSP/${DocEntry}`,
      action: 'update',
      before: { ...note },
      after: { ...note, ...next, OverrideReason: over ? reason : null, Stops: keys.deliveries },
    });
  });
}
