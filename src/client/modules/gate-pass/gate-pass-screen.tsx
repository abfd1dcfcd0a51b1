import { useSearch } from '@tanstack/react-router';
import { useCurrentRoute } from '../../shell/current-route';
import { GatePassCreateScreen } from './gate-pass-create';
import { GatePassList } from './gate-pass-list';
import { gatePassScreenOf } from './gate-pass-paths';
import { GatePassScreen } from './gate-pass-view';

const listFilters = ['Status', 'PassType', 'GateCode', 'DateFrom', 'DateTo'] as const;

/**
 * The one screen module of the gate pass documents (issue 24): the route's name says which screen
 * it shows; the list takes its first filters from the query string, a new pass its note.
 */
export default function GatePassDocumentsScreen() {
  const route = useCurrentRoute();
  const raw: Record<string, unknown> = useSearch({ strict: false });
  const search = Object.fromEntries(
    Object.entries(raw).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
  switch (gatePassScreenOf(route.name)) {
    case 'list':
      return (
        <GatePassList
          initial={Object.fromEntries(
            listFilters.flatMap((name) => (search[name] ? [[name, search[name]]] : [])),
          )}
        />
      );
    case 'pass':
      return <GatePassScreen key={route.params.id} id={route.params.id} />;
    case 'create':
      return <GatePassCreateScreen note={search.note} />;
    default:
      return null;
  }
}
