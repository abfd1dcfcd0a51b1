import { useSignals } from '@preact/signals-react/runtime';
import { useRouterState } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceNamed } from '../../shared/resources/resource-registry';
import { sessionSignal } from '../session/session-state';
import { useCurrentRoute } from '../shell/current-route';
import { ResourceList } from './resource-list';
import * as styles from './resource-list.css';
import { ResourceRecord } from './resource-record';
import { type ResourceScreenSet, resourceScreenOf, screenKindOf } from './resource-screen-map';
import { ResourceTree } from './resource-tree';
import { TerritoryTree } from './territory-tree';

/** Parts a resource's list shows beside the generic grid, by resource. */
const listAsides: Partial<Record<string, ComponentType<{ set: ResourceScreenSet }>>> = {
  territories: TerritoryTree,
};

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
  useSignals();
  const { t } = useTranslation();
  const session = sessionSignal.value;
  const route = useCurrentRoute();
  const match = route.definition ? resourceScreenOf(route.definition.screen.path) : undefined;
  const searchId = useRouterState({ select: (state) => idOfSearch(state.location.search) });
  // An edit route without {id} (ip-config/edit) names its record in the query string.
  const params =
    match?.kind === 'edit' && route.params.id === undefined && searchId !== undefined
      ? { ...route.params, id: searchId }
      : route.params;
  if (!match) return <p role="alert">{t('resources.common.notFound')}</p>;
  const { set } = match;
  // What the server would refuse is not shown: the screen says so instead of an empty grid.
  const subject = resourceNamed(set.resource)?.subject;
  if (session.status === 'signed-in' && subject && session.ability.cannot('read', subject))
    return (
      <div className={styles.refused}>
        <h1>{t('pages.notAuthorized.heading')}</h1>
        <p>{t('pages.notAuthorized.explanation')}</p>
      </div>
    );
  const kind = screenKindOf(match, params);
  if (kind === 'list' && set.tree) return <ResourceTree set={{ ...set, tree: set.tree }} />;
  const Aside = listAsides[set.resource];
  const list = <ResourceList key={JSON.stringify(params)} set={set} params={params} />;
  if (kind === 'list' && Aside)
    return (
      <div className={styles.withAside}>
        <div className={styles.aside}>
          <Aside set={set} />
        </div>
        <div className={styles.asideMain}>{list}</div>
      </div>
    );
  return kind === 'list' ? (
    list
  ) : (
    <ResourceRecord key={JSON.stringify(params)} set={set} kind={kind} params={params} />
  );
}
