import { describe, expect, it } from 'vitest';
import type { DispatchNote, DispatchStop } from '../../../shared/api/dispatch';
import {
  addStops,
  capacityUse,
  type LoadStop,
  loadCapacity,
  loadChanged,
  moveStop,
  releasedStops,
  removeStop,
} from './load-model';

const stop = (entry: number, weight = '10', volume = '0.5'): LoadStop => ({
  DeliveryEntry: entry,
  DeliveryNum: 1000 + entry,
  DeliveryDueDate: '2026-11-28',
  CardCode: `C${entry}`,
  CardName: `Customer ${entry}`,
  Address2: null,
  TerritoryName: null,
  Weight: weight,
  Volume: volume,
});
const entries = (stops: readonly LoadStop[]) => stops.map((one) => one.DeliveryEntry);

describe('a load being built', () => {
  it('adds deliveries in the order given, each once', () => {
    const first = addStops([stop(1)], [stop(2), stop(1), stop(3), stop(2)]);
    expect(entries(first.stops)).toEqual([1, 2, 3]);
    expect(first.added).toBe(2);
  });

  it('moves a stop up and down, staying put at either end', () => {
    const stops = [stop(1), stop(2), stop(3)];
    expect(moveStop(stops, 2, -1)).toMatchObject({ index: 1 });
    expect(entries(moveStop(stops, 2, -1).stops)).toEqual([1, 3, 2]);
    expect(entries(moveStop(stops, 0, 1).stops)).toEqual([2, 1, 3]);
    expect(moveStop(stops, 0, -1)).toMatchObject({ index: 0 });
    expect(entries(moveStop(stops, 2, 1).stops)).toEqual([1, 2, 3]);
  });

  it('removes a stop and focuses the next one, else the last', () => {
    const stops = [stop(1), stop(2), stop(3)];
    expect(removeStop(stops, 1)).toMatchObject({ index: 1 });
    expect(entries(removeStop(stops, 1).stops)).toEqual([1, 3]);
    expect(removeStop(stops, 2)).toMatchObject({ index: 1 });
    expect(removeStop([stop(1)], 0)).toEqual({ stops: [], index: -1 });
  });

  it('sums weight and volume exactly and compares them with the vehicle', () => {
    const stops = [stop(1, '0.1', '0.1'), stop(2, '0.2', '0.2'), stop(3, '1999.7', '0.7')];
    const use = loadCapacity(stops, { CapacityKg: 2000, CapacityM3: '1' });
    expect(use.weight).toMatchObject({ total: '2000', capacity: '2000', over: false, percent: 100 });
    expect(use.volume).toMatchObject({ total: '1', over: false });
    expect(use.over).toBe(false);
    expect(loadCapacity([...stops, stop(4, '0.001', '0')], { CapacityKg: 2000, CapacityM3: '1' }).over).toBe(
      true,
    );
  });

  it('treats a capacity of zero as no limit', () => {
    expect(capacityUse('5000', '0')).toMatchObject({ unlimited: true, over: false, percent: 0 });
    expect(capacityUse('5000', undefined)).toMatchObject({ unlimited: true, over: false });
    expect(capacityUse('750', 1000)).toMatchObject({ unlimited: false, percent: 75 });
  });

  it('counts a new stop order as a change', () => {
    const saved = {
      DocDate: '2026-11-28',
      VehicleCode: 'V1',
      DriverCode: '1',
      Comments: '',
      stops: [stop(1), stop(2)],
    };
    expect(loadChanged(saved, saved)).toBe(false);
    expect(loadChanged({ ...saved, stops: [stop(2), stop(1)] }, saved)).toBe(true);
    expect(loadChanged({ ...saved, VehicleCode: 'V2' }, saved)).toBe(true);
  });

  it('offers a stop taken off the saved load among the open items again, until it is saved', () => {
    const saved = (entry: number): DispatchStop => ({
      ...stop(entry, '12.5', '0.1'),
      StopNum: entry,
      Outcome: 'pending',
      ReceiverName: null,
      DeliveredAt: null,
      PodNote: null,
      ReturnEntry: null,
      ShipToCode: null,
      Lines: [
        {
          LineNum: 0,
          ItemCode: 'A',
          ItemName: 'A',
          WhsCode: 'WH02',
          unitMsr: null,
          Quantity: '1',
          DeliveredQty: null,
          ReturnQty: '0',
          Weight: '12.5',
          Volume: '0.1',
        },
        {
          LineNum: 1,
          ItemCode: 'B',
          ItemName: 'B',
          WhsCode: 'WH01',
          unitMsr: null,
          Quantity: '1',
          DeliveredQty: null,
          ReturnQty: '0',
          Weight: '0',
          Volume: '0',
        },
      ],
    });
    const note = { Stops: [saved(1), saved(2)] } as unknown as DispatchNote;
    const released = releasedStops(note, [stop(2)]);
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      DocEntry: 1,
      DocNum: 1001,
      Warehouses: ['WH01', 'WH02'],
      LineCount: 2,
      Weight: '12.5',
    });
    expect(releasedStops(undefined, [])).toEqual([]);
  });
});
