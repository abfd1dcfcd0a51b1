import { useSearch } from '@tanstack/react-router';
import { sessionSignal } from '../../session/session-state';
import { useCurrentRoute } from '../../shell/current-route';
import { type DispatchHrefs, dispatchHrefs, type NotesScreen, notesScreenOf } from './notes-paths';

/** Whether the signed-in user may do this with dispatch (the server decides; this hides what it would refuse). */
export function mayManageDispatch(action: 'read' | 'create' | 'update'): boolean {
  const session = sessionSignal.value;
  return session.status === 'signed-in' && session.ability.can(action, 'Dispatch');
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
