import {
  type DispatchAction,
  type DispatchNote,
  type DispatchStatus,
  dispatchActions,
  type StopOutcome,
} from '../../../shared/api/dispatch';
import type { KeyBindingId } from '../../keyboard/key-bindings';

/** The order the view offers a note's moves in: forward first, backward and cancel after. */
const actionOrder: readonly DispatchAction[] = ['load', 'depart', 'complete', 'unload', 'cancel'];

/** Each move's shortcut: the view's button shows it, the palette lists it. */
export const actionBindings: Readonly<Record<DispatchAction, KeyBindingId>> = {
  load: 'dispatch-load',
  unload: 'dispatch-unload',
  depart: 'dispatch-depart',
  complete: 'dispatch-complete',
  cancel: 'document-cancel',
};

/** The moves a note may make from its status, as the contract's `dispatchActions` allows them. */
export function allowedActions(status: DispatchStatus): DispatchAction[] {
  return actionOrder.filter((action) =>
    (dispatchActions[action].from as readonly DispatchStatus[]).includes(status),
  );
}

/** Moves that undo work or cannot be undone ask first. */
export const asksFirst = (action: DispatchAction): boolean => action === 'cancel' || action === 'complete';

/** Whether every stop's proof of delivery is recorded, so the note may be completed. */
export const allStopsRecorded = (note: Pick<DispatchNote, 'Stops'>): boolean =>
  note.Stops.every((stop) => stop.Outcome !== 'pending');

/** Why completing is not yet possible: the stops still pending, by number. */
export const pendingStops = (note: Pick<DispatchNote, 'Stops'>): number[] =>
  note.Stops.filter((stop) => stop.Outcome === 'pending').map((stop) => stop.StopNum);

/** The catalogue key of a status's name. */
export const statusKey = (status: DispatchStatus) => `dispatchNotes.status.${status}` as const;
export const outcomeKey = (outcome: StopOutcome) => `dispatchNotes.outcome.${outcome}` as const;
