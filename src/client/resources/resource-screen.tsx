import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route';
import { ResourceList } from './resource-list';
import { ResourceRecord } from './resource-record';
import { resourceScreenOf, screenKindOf } from './resource-screen-map';
import { ResourceTree } from './resource-tree';

/**
 * The one screen module behind every resource route: the route's path says which resource and
 * which screen (list, record, new record), so no entity needs a screen of its own.
 */
export default function ResourceScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const match = route.definition ? resourceScreenOf(route.definition.path) : undefined;
  if (!match) return <p role="alert">{t('resources.common.notFound')}</p>;
  const { set } = match;
  const kind = screenKindOf(match, route.params);
  if (kind === 'list' && set.tree) return <ResourceTree set={{ ...set, tree: set.tree }} />;
  return kind === 'list' ? (
    <ResourceList key={JSON.stringify(route.params)} set={match.set} params={route.params} />
  ) : (
    <ResourceRecord key={JSON.stringify(route.params)} set={match.set} kind={kind} params={route.params} />
  );
}
