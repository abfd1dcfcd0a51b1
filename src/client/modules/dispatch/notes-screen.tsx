import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveredScreen } from './delivered-screen';
import { NoteCreate } from './note-create';
import { NoteScreen } from './note-view';
import { NotesList } from './notes-list';
import type { ListFilters } from './notes-queries';
import { ReturnCreate } from './return-create';
import { ReturnScreen } from './return-view';
import { ReturnsList } from './returns-list';
import { useNotesRoute } from './use-dispatch-base';

// The charts library comes with the dashboard, not with the lists and notes.
const Dashboard = lazy(() => import('./dispatch-dashboard'));

const pick = (search: Record<string, string>, names: readonly string[]): ListFilters =>
  Object.fromEntries(names.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));

/**
 * The one screen module of the dispatcher's screens after planning (issue 23): the route's name
 * says which screen it shows; a list takes its first filters from the query string, so a
 * dashboard tile opens it filtered.
 */
export default function DispatchNotesScreen() {
  const { t } = useTranslation();
  const { screen, id, search, hrefs } = useNotesRoute();
  switch (screen) {
    case 'notes':
      return (
        <NotesList
          hrefs={hrefs}
          initial={pick(search, ['Status', 'DateFrom', 'DateTo', 'VehicleCode', 'DriverCode'])}
        />
      );
    case 'note':
      return <NoteScreen key={id} id={id} hrefs={hrefs} />;
    case 'note-create':
      return <NoteCreate hrefs={hrefs} />;
    case 'delivered':
      return <DeliveredScreen hrefs={hrefs} initialNote={search.note} />;
    case 'returns':
      return (
        <ReturnsList
          hrefs={hrefs}
          initial={pick({ ...search, Status: search.status ?? search.Status ?? '' }, ['Status', 'CardCode'])}
        />
      );
    case 'return':
      return <ReturnScreen key={id} id={id} hrefs={hrefs} />;
    case 'return-create':
      return <ReturnCreate hrefs={hrefs} />;
    case 'dashboard':
      return (
        <Suspense fallback={<p>{t('dispatchNotes.loading')}</p>}>
          <Dashboard hrefs={hrefs} />
        </Suspense>
      );
    default:
      return null;
  }
}
