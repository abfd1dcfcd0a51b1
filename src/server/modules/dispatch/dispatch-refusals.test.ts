import { describe, expect, it } from 'vitest';
import { worded } from '../../errors/local-text';
import { dispatchConflictOf } from './dispatch-refusals';

const keys = {
  DocDate: '2030-01-07',
  VehicleCode: 'VAN01',
  DriverCode: 2,
  deliveries: [41, 42],
  deliveryNums: [141, 142],
};

/** A failed statement as node-postgres reports it, wrapped as Drizzle wraps it. */
const failure = (fields: Record<string, string>) => ({ message: 'Failed query', cause: { ...fields } });

describe('dispatch conflicts from the database', () => {
  it('names the stop whose delivery another note holds, by the delivery’s number', () => {
    const refusal = dispatchConflictOf(
      failure({
        code: '23505',
        constraint: 'dispatch_stops_delivery_active_idx',
        detail: 'Key (delivery_entry)=(42) already exists.',
      }),
      keys,
    );
    expect(refusal?.statusCode).toBe(409);
    expect(Object.keys(refusal?.fields ?? {})).toEqual(['Stops.1.DeliveryEntry']);
    expect(refusal && worded(refusal.text)).toBe('Delivery 142 is already on an active dispatch note.');
  });

  it('names the vehicle or the driver busy that day', () => {
    const vehicle = dispatchConflictOf(
      failure({ code: '23505', constraint: 'dispatch_notes_vehicle_busy_idx' }),
      keys,
    );
    expect(Object.keys(vehicle?.fields ?? {})).toEqual(['VehicleCode']);
    const driver = dispatchConflictOf(
      failure({ code: '23505', constraint: 'dispatch_notes_driver_busy_idx' }),
      keys,
    );
    expect(driver && worded(driver.text)).toBe('Driver 2 already has an active load on 2030-01-07.');
  });

  it('tells a deadlock’s victim to read again, and leaves any other failure alone', () => {
    expect(dispatchConflictOf(failure({ code: '40P01' }), keys)?.code).toBe('VERSION_CONFLICT');
    expect(
      dispatchConflictOf(failure({ code: '23505', constraint: 'dispatch_notes_scan_code_unique' }), keys),
    ).toBe(undefined);
    expect(dispatchConflictOf(new Error('lost'), keys)).toBe(undefined);
  });
});
