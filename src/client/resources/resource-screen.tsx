import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../app/current-route';
import { ResourceList } from './resource-list';
import * as styles from './resource-list.css';
import { ResourceRecord } from './resource-record';
import { type ResourceScreenSet, resourceScreenOf } from './resource-screen-map';
import { TerritoryTree } from './territory-tree';

/** Parts a resource's list shows beside the generic grid, by resource. */
const listAsides: Partial<Record<string, ComponentType<{ set: ResourceScreenSet }>>> = {
  territories: TerritoryTree,
};

/**
 * The one screen module behind every resource route: the route's path says which resource and
 * which screen (list, record, new record), so no entity needs a screen of its own.
 */
export default function ResourceScreen() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const match = route.definition ? resourceScreenOf(route.definition.path) : undefined;
  if (!match) return <p role="alert">{t('resources.common.notFound')}</p>;
  if (match.set.record !== undefined)
    return <ResourceRecord set={match.set} kind="detail" params={{ id: match.set.record }} />;
  const Aside = listAsides[match.set.resource];
  const list = <ResourceList key={JSON.stringify(route.params)} set={match.set} params={route.params} />;
  if (match.kind === 'list' && Aside)
    return (
      <div className={styles.withAside}>
        <div className={styles.aside}>
          <Aside set={match.set} />
        </div>
        <div className={styles.asideMain}>{list}</div>
      </div>
    );
  return match.kind === 'list' ? (
    list
  ) : (
    <ResourceRecord
      key={JSON.stringify(route.params)}
      set={match.set}
      kind={match.kind}
      params={route.params}
    />
  );
}
