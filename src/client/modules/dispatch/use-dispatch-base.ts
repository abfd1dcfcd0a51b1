import { subject } from '@casl/ability';
import { useSearch } from '@tanstack/react-router';
import { sessionSignal } from '../../session/session-state';
import { useCurrentRoute } from '../../shell/current-route';
import { type DispatchHrefs, dispatchHrefs, type NotesScreen, notesScreenOf } from './notes-paths';

/**
 * Whether the signed-in user may do this with dispatch, or with this note or return (the server
 * decides; this hides what it would refuse). A return is judged with `Kind: 'return'`, as the
 * server judges it, so a rule may allow returns alone (the warehouse staff's).
 */
export function mayManageDispatch(
  action: 'read' | 'create' | 'update',
  record?: Record<string, unknown>,
): boolean {
  const session = sessionSignal.value;
  if (session.status !== 'signed-in') return false;
  return session.ability.can(action, record ? subject('Dispatch', { ...record }) : 'Dispatch');
}

/** Posting a dispatch return makes a return (16): the user needs that right too. */
export function mayPostReturn(entry: Record<string, unknown>): boolean {
  const session = sessionSignal.value;
  return (
    mayManageDispatch('update', { ...entry, Kind: 'return' }) &&
    session.status === 'signed-in' &&
    session.ability.can('create', 'SalesReturn')
  );
}

/** Making deliveries of the open items' orders needs the right to create deliveries (the server's guard). */
export function mayCreateDeliveries(): boolean {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can('create', 'Delivery');
}

/** The screen on show, its record's id, its query string and the links under the place it was reached through. */
export function useNotesRoute(): {
  screen: NotesScreen | undefined;
  id: string | undefined;
  search: Record<string, string>;
  hrefs: DispatchHrefs;
} {
  const route = useCurrentRoute();
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const search = Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
  const shown = notesScreenOf(route.name);
  return { screen: shown?.screen, id: route.params.id, search, hrefs: dispatchHrefs(shown?.base) };
}
