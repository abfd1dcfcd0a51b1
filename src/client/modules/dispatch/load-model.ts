import type { DispatchNote, DispatchOpenItem, DispatchStop } from '../../../shared/api/dispatch';
import { Decimal, sumOf } from '../../../shared/money/decimal';

/** A stop of the load being built: a delivery, whichever side it came from (open items or the saved note). */
export interface LoadStop {
  DeliveryEntry: number;
  DeliveryNum: number;
  DeliveryDueDate: string;
  CardCode: string;
  CardName: string;
  Address2: string | null;
  TerritoryName: string | null;
  Weight: string;
  Volume: string;
}

export const stopOfOpenItem = (item: DispatchOpenItem): LoadStop => ({
  DeliveryEntry: item.DocEntry,
  DeliveryNum: item.DocNum,
  DeliveryDueDate: item.DocDueDate,
  CardCode: item.CardCode,
  CardName: item.CardName,
  Address2: item.Address2,
  TerritoryName: item.TerritoryName,
  Weight: item.Weight,
  Volume: item.Volume,
});

export const stopOfNote = (stop: DispatchStop): LoadStop => ({
  DeliveryEntry: stop.DeliveryEntry,
  DeliveryNum: stop.DeliveryNum,
  DeliveryDueDate: stop.DeliveryDueDate,
  CardCode: stop.CardCode,
  CardName: stop.CardName,
  Address2: stop.Address2,
  TerritoryName: stop.TerritoryName,
  Weight: stop.Weight,
  Volume: stop.Volume,
});

/**
 * A stop taken off a saved load, offered again among the open items until the load is saved (the
 * server lists it as open only then). Its age and total are not on the note; the builder shows
 * neither.
 */
export const openItemOfStop = (stop: DispatchStop): DispatchOpenItem => ({
  ObjType: '15',
  DocEntry: stop.DeliveryEntry,
  DocNum: stop.DeliveryNum,
  DocDate: stop.DeliveryDueDate,
  DocDueDate: stop.DeliveryDueDate,
  CardCode: stop.CardCode,
  CardName: stop.CardName,
  ShipToCode: stop.ShipToCode,
  Address2: stop.Address2,
  Territory: null,
  TerritoryName: stop.TerritoryName,
  Warehouses: [...new Set(stop.Lines.map((line) => line.WhsCode))].sort(),
  LineCount: stop.Lines.length,
  Weight: stop.Weight,
  Volume: stop.Volume,
  DocTotal: '0',
  DocCurrency: '',
  AgeDays: 0,
});

/** The saved load's stops no longer on the draft, as open items to put back. */
export const releasedStops = (
  note: DispatchNote | undefined,
  draft: readonly LoadStop[],
): DispatchOpenItem[] => {
  const on = new Set(draft.map((stop) => stop.DeliveryEntry));
  return (note?.Stops ?? []).filter((stop) => !on.has(stop.DeliveryEntry)).map(openItemOfStop);
};

/** The load's header as typed: kept whatever the server answers, so a refusal loses nothing. */
export interface LoadDraft {
  DocDate: string;
  VehicleCode: string;
  DriverCode: string;
  Comments: string;
  stops: readonly LoadStop[];
}

export const emptyLoad = (today: string): LoadDraft => ({
  DocDate: today,
  VehicleCode: '',
  DriverCode: '',
  Comments: '',
  stops: [],
});

export const loadOfNote = (note: DispatchNote): LoadDraft => ({
  DocDate: note.DocDate,
  VehicleCode: note.VehicleCode,
  DriverCode: String(note.DriverCode),
  Comments: note.Comments ?? '',
  stops: note.Stops.map(stopOfNote),
});

/** Appends the deliveries not on the load yet, in the order given; says how many were added. */
export function addStops(
  stops: readonly LoadStop[],
  added: readonly LoadStop[],
): { stops: LoadStop[]; added: number } {
  const on = new Set(stops.map((stop) => stop.DeliveryEntry));
  const fresh = added.filter((stop) => {
    if (on.has(stop.DeliveryEntry)) return false;
    on.add(stop.DeliveryEntry);
    return true;
  });
  return { stops: [...stops, ...fresh], added: fresh.length };
}

/**
 * Moves the stop at `index` one place up (-1) or down (+1): the new order and where the stop is
 * now; at either end it stays where it is.
 */
export function moveStop(
  stops: readonly LoadStop[],
  index: number,
  delta: -1 | 1,
): { stops: LoadStop[]; index: number } {
  const target = index + delta;
  if (index < 0 || index >= stops.length || target < 0 || target >= stops.length)
    return { stops: [...stops], index };
  const next = [...stops];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return { stops: next, index: target };
}

/** Takes the stop at `index` off the load: the rest, and the stop to focus now (the next, else the last). */
export function removeStop(stops: readonly LoadStop[], index: number): { stops: LoadStop[]; index: number } {
  if (index < 0 || index >= stops.length) return { stops: [...stops], index };
  const next = stops.filter((_, at) => at !== index);
  return { stops: next, index: Math.min(index, next.length - 1) };
}

/** One capacity of the vehicle against the load: 0 means unlimited (the vehicle records no limit). */
export interface CapacityUse {
  total: string;
  capacity: string;
  unlimited: boolean;
  over: boolean;
  /** The share used, in percent, for the meter (may pass 100); 0 when unlimited. */
  percent: number;
}

export function capacityUse(total: string, capacity: string | number | undefined): CapacityUse {
  const limit = Decimal.of(String(capacity ?? '0'));
  const load = Decimal.of(total);
  const unlimited = !limit.isPositive();
  return {
    total: load.toString(),
    capacity: limit.toString(),
    unlimited,
    over: !unlimited && load.compare(limit) > 0,
    // A meter's position only: the figures shown and compared stay exact decimals.
    percent: unlimited ? 0 : Math.round((Number(load.toString()) / Number(limit.toString())) * 1000) / 10,
  };
}

export interface VehicleCapacity {
  CapacityKg: string | number | undefined;
  CapacityM3: string | number | undefined;
}

/** The load's weight and volume against the vehicle's two capacities. */
export function loadCapacity(stops: readonly LoadStop[], vehicle: VehicleCapacity | undefined) {
  const weight = sumOf(stops.map((stop) => stop.Weight)).toString();
  const volume = sumOf(stops.map((stop) => stop.Volume)).toString();
  const use = {
    weight: capacityUse(weight, vehicle?.CapacityKg),
    volume: capacityUse(volume, vehicle?.CapacityM3),
  };
  return { ...use, over: use.weight.over || use.volume.over };
}

/** Whether the draft differs from what was saved (or, for a new load, from an empty one). */
export function loadChanged(draft: LoadDraft, saved: LoadDraft): boolean {
  return (
    draft.DocDate !== saved.DocDate ||
    draft.VehicleCode !== saved.VehicleCode ||
    draft.DriverCode !== saved.DriverCode ||
    draft.Comments !== saved.Comments ||
    draft.stops.map((stop) => stop.DeliveryEntry).join() !==
      saved.stops.map((stop) => stop.DeliveryEntry).join()
  );
}
