import { type SQL, sql } from 'drizzle-orm';
import { Decimal, sumOf } from '../../../shared/money/decimal';
import { intArray, numericArray, textArray } from '../../db/array-params';
import type { Tx } from '../../db/database';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import { deliveryMeasuresSql } from './dispatch-measures';
import { type NoteKeys, refusingConflicts } from './dispatch-refusals';

/** A delivery judged fit to be a stop, with what it weighs. */
export type PlannedStop = {
  DeliveryEntry: number;
  /** The delivery's number, as refusals name it. */
  DocNum: number;
  CardCode: string;
  Weight: string;
  Volume: string;
};

/**
 * The deliveries named as stops, in the order given: each a posted, open, not cancelled delivery
 * (15) the caller may read (`readable`, their rules on deliveries as SQL), named once; anything
 * else is a field error on its place in `Stops`. Whether another note holds it is not asked here:
 * the insert's unique index answers that (writeStops).
 */
export async function plannedStops(
  tx: Tx,
  entries: readonly number[],
  readable: SQL,
): Promise<PlannedStop[]> {
  const fields: Record<string, ReturnType<typeof said>[]> = {};
  entries.forEach((entry, index) => {
    if (entries.indexOf(entry) !== index) fields[`Stops.${index}.DeliveryEntry`] = [said('deliveryTwice')];
  });
  if (Object.keys(fields).length) throw validationFailed(fields);
  if (entries.length === 0) return [];
  const { rows } = await tx.execute<PlannedStop & { open: boolean }>(sql`
    select documents.doc_entry as "DeliveryEntry", documents.doc_num as "DocNum", documents.card_code as "CardCode",
      m.weight::text as "Weight", m.volume::text as "Volume",
      (documents.doc_status = 'O' and documents.canceled = 'N' and documents.draft = 'N') as open
    from documents ${deliveryMeasuresSql}
    where documents.obj_type = '15' and documents.doc_entry = any(${intArray([...entries])}) and ${readable}`);
  const found = new Map(rows.map((row) => [Number(row.DeliveryEntry), row]));
  const stops = entries.map((entry, index) => {
    const row = found.get(entry);
    if (!row?.open) fields[`Stops.${index}.DeliveryEntry`] = [said('notOpenDelivery')];
    return {
      DeliveryEntry: entry,
      DocNum: row?.DocNum ?? entry,
      CardCode: row?.CardCode ?? '',
      Weight: row?.Weight ?? '0',
      Volume: row?.Volume ?? '0',
    };
  });
  if (Object.keys(fields).length) throw validationFailed(fields);
  return stops;
}

/**
 * Writes a note's stops (StopNum 1, 2, ... in order) and their lines (each delivery line with its
 * quantity), replacing any it had. A delivery that an active note holds, this transaction's or a
 * concurrent one's, fails the insert on dispatch_stops_delivery_active_idx: a 409.
 */
export async function writeStops(tx: Tx, DocEntry: number, stops: readonly PlannedStop[], keys: NoteKeys) {
  // A planned note's stops carry no proof of delivery or return yet: replacing them loses nothing.
  await tx.execute(sql`delete from dispatch_stops where doc_entry = ${DocEntry}`);
  // Inserted in delivery order, whatever the stops' order: two notes naming the same deliveries
  // in different orders then wait on each other's index entries in one order and never deadlock.
  if (stops.length === 0) return;
  const numbers = stops.map((_, index) => index + 1);
  const entries = stops.map((stop) => stop.DeliveryEntry);
  await refusingConflicts({ ...keys, deliveryNums: stops.map((stop) => stop.DocNum) }, () =>
    tx.execute(sql`
      insert into dispatch_stops (doc_entry, stop_num, delivery_entry, card_code, weight, volume)
      select ${DocEntry}::int, s.n, s.entry, s.card, s.weight, s.volume
      from unnest(${intArray(numbers)}, ${intArray(entries)}, ${textArray(stops.map((stop) => stop.CardCode))},
        ${numericArray(stops.map((stop) => stop.Weight))}, ${numericArray(stops.map((stop) => stop.Volume))})
        as s(n, entry, card, weight, volume)
      order by s.entry`),
  );
  await tx.execute(sql`
    insert into dispatch_stop_lines (doc_entry, stop_num, line_num, quantity)
    select ${DocEntry}::int, s.n, l.line_num, l.quantity
    from unnest(${intArray(numbers)}, ${intArray(entries)}) as s(n, entry)
    join document_lines l on l.obj_type = '15' and l.doc_entry = s.entry`);
}

export interface Load {
  Weight: Decimal;
  Volume: Decimal;
}

export const loadOf = (stops: readonly { Weight: string; Volume: string }[]): Load => ({
  Weight: sumOf(stops.map((stop) => stop.Weight)),
  Volume: sumOf(stops.map((stop) => stop.Volume)),
});

export interface Capacity {
  CapacityKg: string;
  CapacityM3: string;
}

/** Whether a figure is beyond a capacity; a capacity of 0 is no limit. */
const beyond = (load: Decimal, capacity: string) =>
  !Decimal.of(capacity).isZero() && load.compare(capacity) > 0;

/**
 * Whether a load exceeds the vehicle's weight or volume capacity: none when it fits. Beyond it
 * without a reason is refused (409 CAPACITY_EXCEEDED, the fields saying by how much); with one the
 * load stands and the reason is kept with the note.
 */
export function capacityOverrun(load: Load, vehicle: Capacity, reason: string | null): boolean {
  const weight = beyond(load.Weight, vehicle.CapacityKg);
  const volume = beyond(load.Volume, vehicle.CapacityM3);
  if (!weight && !volume) return false;
  if (reason) return true;
  const figures = (value: Decimal, capacity: string) => ({
    load: value.toFixed(3),
    capacity: Decimal.of(capacity).toFixed(3),
  });
  throw new AppError(409, 'CAPACITY_EXCEEDED', said('capacityExceeded'), {
    ...(weight ? { Weight: [said('weightOverCapacity', figures(load.Weight, vehicle.CapacityKg))] } : {}),
    ...(volume ? { Volume: [said('volumeOverCapacity', figures(load.Volume, vehicle.CapacityM3))] } : {}),
  });
}
