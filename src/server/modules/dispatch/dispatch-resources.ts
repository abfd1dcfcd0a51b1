import { sql } from 'drizzle-orm';
import type { AppAbility } from '../../../shared/access/app-ability';
import { dispatchObjectType } from '../../../shared/api/dispatch';
import { keyedSubject, readableKeys } from '../../access/readable-keys';
import type { Tx } from '../../db/database';
import { drivers, vehicles } from '../../db/schema/organisation';
import { AppError, validationFailed } from '../../errors/app-error';
import { said } from '../../errors/local-text';
import type { Capacity } from './dispatch-stops';

type Resources = {
  vehicle: (Capacity & { Active: string }) | null;
  driver: { Active: string } | null;
  series: { Series: number; Locked: string } | null;
};

/**
 * The vehicle, the driver and (for a new note) the numbering series a note names, read in one
 * statement and judged: an inactive or unknown vehicle or driver is a field error, as is a series
 * that is not the dispatch notes' or is locked. `Series: null` skips the series (an update). A
 * vehicle or driver the caller's rules do not let them read is refused as an unknown one.
 */
export async function noteResources(
  tx: Tx,
  ability: AppAbility,
  names: { VehicleCode: string; DriverCode: number; Series: number | undefined | null },
): Promise<{ vehicle: Capacity; Series: number }> {
  const [readableVehicles, readableDrivers, { rows }] = await Promise.all([
    readableKeys(tx, ability, keyedSubject('Vehicle', vehicles, vehicles.VehicleCode), [names.VehicleCode]),
    readableKeys(tx, ability, keyedSubject('Driver', drivers, drivers.DriverCode), [names.DriverCode]),
    tx.execute<Resources>(sql`
    select
      (select json_build_object('CapacityKg', v.capacity_kg::text, 'CapacityM3', v.capacity_m3::text,
        'Active', v.active) from vehicles v where v.vehicle_code = ${names.VehicleCode}) as vehicle,
      (select json_build_object('Active', d.active) from drivers d where d.driver_code = ${names.DriverCode}::int)
        as driver,
      (select json_build_object('Series', s.series, 'Locked', s.locked) from numbering_series s
        where s.object_code = ${dispatchObjectType}
          and ${names.Series == null ? sql`s.is_default = 'Y'` : sql`s.series = ${names.Series}::int`}
        order by s.series limit 1) as series`),
  ]);
  const [found] = rows;
  const fields: Record<string, ReturnType<typeof said>[]> = {};
  if (found?.vehicle?.Active !== 'Y' || !readableVehicles.size)
    fields.VehicleCode = [said('notActiveVehicle')];
  if (found?.driver?.Active !== 'Y' || !readableDrivers.size) fields.DriverCode = [said('notActiveDriver')];
  if (names.Series !== null) {
    if (!found?.series) {
      if (names.Series === undefined) throw new AppError(409, 'INVALID_STATE', said('dispatchNoSeries'));
      fields.Series = [said('seriesNotOfDispatch')];
    } else if (found.series.Locked === 'Y') fields.Series = [said('seriesLocked')];
  }
  if (Object.keys(fields).length || !found?.vehicle) throw validationFailed(fields);
  return { vehicle: found.vehicle, Series: found.series?.Series ?? 0 };
}
