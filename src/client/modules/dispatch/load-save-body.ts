import type { DispatchNoteCreate, DispatchNoteUpdate } from '../../../shared/api/dispatch';
import type { LoadDraft } from './load-model';

const stopsOf = (draft: LoadDraft) => draft.stops.map((stop) => ({ DeliveryEntry: stop.DeliveryEntry }));

/** POST /dispatch/notes: the draft as a planned load, with the reason it may exceed its vehicle. */
export const createBody = (draft: LoadDraft, overrideReason?: string): DispatchNoteCreate => ({
  DocDate: draft.DocDate,
  VehicleCode: draft.VehicleCode,
  DriverCode: Number(draft.DriverCode),
  ...(draft.Comments.trim() ? { Comments: draft.Comments.trim() } : {}),
  Stops: stopsOf(draft),
  ...(overrideReason ? { OverrideReason: overrideReason } : {}),
});

/** PATCH /dispatch/notes/{DocEntry}: the whole draft (its stops are the new order) at the version read. */
export const updateBody = (
  draft: LoadDraft,
  version: number,
  overrideReason?: string,
): DispatchNoteUpdate => ({
  version,
  DocDate: draft.DocDate,
  VehicleCode: draft.VehicleCode,
  DriverCode: Number(draft.DriverCode),
  Comments: draft.Comments.trim() || null,
  Stops: stopsOf(draft),
  ...(overrideReason ? { OverrideReason: overrideReason } : {}),
});
