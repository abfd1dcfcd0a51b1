import { databaseFailureOf, uniqueViolation } from '../../db/database-errors';
import { AppError } from '../../errors/app-error';
import { said } from '../../errors/local-text';

/** PostgreSQL's SQLSTATE for the victim of a deadlock. */
const deadlockDetected = '40P01';

/** PostgreSQL's DETAIL of a failed statement ("Key (delivery_entry)=(12) already exists."). */
function detailOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Object; depth += 1) {
    const detail: unknown = Reflect.get(current, 'detail');
    if (typeof detail === 'string') return detail;
    current = 'cause' in current ? current.cause : undefined;
  }
  return '';
}

export interface NoteKeys {
  DocDate: string;
  VehicleCode: string;
  DriverCode: number;
  /** The stops' deliveries in the order sent, to name the field of the one refused. */
  deliveries: readonly number[];
  /** Their numbers (DocNum), in the same order, when known. */
  deliveryNums?: readonly number[];
}

/**
 * The partial unique indexes of migration 0034 decide who holds a delivery, a vehicle or a
 * driver (never a read before the write, which two dispatchers would both pass): their violation
 * is the 409 it means, naming the field. Any other error is left as it is (undefined).
 */
export function dispatchConflictOf(error: unknown, keys: NoteKeys): AppError | undefined {
  const failure = databaseFailureOf(error);
  // A plan that releases one delivery and takes another can meet a concurrent plan taking them in
  // the other order; PostgreSQL then aborts one of the two: that one is told to read and try again.
  if (failure?.code === deadlockDetected)
    return new AppError(409, 'VERSION_CONFLICT', said('dispatchNoteStale'));
  if (failure?.code !== uniqueViolation) return undefined;
  const date = keys.DocDate;
  switch (failure.constraint) {
    case 'dispatch_stops_delivery_active_idx': {
      const entry = Number(/\(delivery_entry\)=\((\d+)\)/.exec(detailOf(error))?.[1] ?? Number.NaN);
      const index = keys.deliveries.indexOf(entry);
      const field = index < 0 ? 'Stops' : `Stops.${index}.DeliveryEntry`;
      return new AppError(
        409,
        'ALREADY_EXISTS',
        said('deliveryOnActiveNote', {
          number: keys.deliveryNums?.[index] ?? (Number.isNaN(entry) ? '' : entry),
        }),
        { [field]: [said('onActiveNote')] },
      );
    }
    case 'dispatch_notes_vehicle_busy_idx':
      return new AppError(409, 'ALREADY_EXISTS', said('vehicleBusy', { vehicle: keys.VehicleCode, date }), {
        VehicleCode: [said('busyOnDate', { date })],
      });
    case 'dispatch_notes_driver_busy_idx':
      return new AppError(409, 'ALREADY_EXISTS', said('driverBusy', { driver: keys.DriverCode, date }), {
        DriverCode: [said('busyOnDate', { date })],
      });
    default:
      return undefined;
  }
}

/** Runs a write whose unique violations mean a dispatch conflict, answering those as 409. */
export async function refusingConflicts<T>(keys: NoteKeys, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw dispatchConflictOf(error, keys) ?? error;
  }
}
