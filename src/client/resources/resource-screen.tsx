import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route';
import { ResourceList } from './resource-list';
import { ResourceRecord } from './resource-record';
import { resourceScreenOf } from './resource-screen-map';

function idOfSearch(search: unknown): string | undefined {
  if (typeof search !== 'object' || search === null) return undefined;
  const id: unknown = Reflect.get(search, 'id');
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}

/**
 * The one screen module behind every resource route: the route's path says which resource and
 * which screen (list, record, new record), so no entity needs a screen of its own.
 */
export default function ResourceScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const match = route.definition ? resourceScreenOf(route.definition.path) : undefined;
  const searchId = useRouterState({ select: (state) => idOfSearch(state.location.search) });
  // An edit route without {id} (ip-config/edit) names its record in the query string.
  const params =
    match?.kind === 'edit' && route.params.id === undefined && searchId !== undefined
      ? { ...route.params, id: searchId }
      : route.params;
  if (!match) return <p role="alert">{t('resources.common.notFound')}</p>;
  return match.kind === 'list' ? (
    <ResourceList key={JSON.stringify(params)} set={match.set} params={params} />
  ) : (
    <ResourceRecord key={JSON.stringify(params)} set={match.set} kind={match.kind} params={params} />
  );
}
