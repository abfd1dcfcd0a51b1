import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceListAnswerSchema, resourceListLimits } from '../../shared/api/resources';
import { KeyboardTree, type TreeOpenHow } from '../navigation/keyboard-tree';
import { useAppServices } from '../shell/app-services';
import { usePaneOpener } from '../shell/pane-opener';
import { resourceKeys } from './resource-queries';
import * as styles from './resource-record.css';
import { type ResourceScreenSet, recordHref } from './resource-screen-map';
import { rootIds, type TerritoryNode, territoryNodes } from './territory-nodes';

/**
 * The territories as the tree they are (OTER.parent), beside their list: arrows move, Right opens
 * a territory, Left closes it or goes to its parent, Enter opens it in the pane (Ctrl+Enter
 * beside). Kept under the list's query key, so a write to a territory refreshes it too.
 */
export function TerritoryTree({ set }: { set: ResourceScreenSet }) {
  const { t } = useTranslation();
  const { http } = useAppServices();
  const open = usePaneOpener();
  const headingId = useId();
  const territories = useQuery({
    queryKey: [...resourceKeys.lists('territories'), 'tree'],
    queryFn: ({ signal }) =>
      http.get('resources/territories', {
        schema: resourceListAnswerSchema,
        query: { per_page: resourceListLimits.perPageMax, count: 0 },
        signal,
      }),
    select: (answer) => territoryNodes(answer.ResponseData.data),
  });
  const nodes = territories.data;
  const label = t('resources.territories.tree');
  const openTerritory = (node: TerritoryNode, how: TreeOpenHow) => {
    if (set.detail) open(recordHref(set.detail, node.id), how);
  };
  return (
    <section aria-labelledby={headingId} className={styles.history}>
      <h2 id={headingId} className={styles.subheading}>
        {label}
      </h2>
      <p className={styles.muted}>{t('resources.territories.treeHint')}</p>
      {!nodes ? (
        <p role="status">{t('resources.common.loading')}</p>
      ) : (
        <KeyboardTree
          nodes={nodes}
          label={label}
          expandedAtFirst={rootIds(nodes)}
          labelOf={(node) =>
            node.inactive ? t('resources.territories.inactiveNode', { name: node.name }) : node.name
          }
          onOpen={openTerritory}
        />
      )}
    </section>
  );
}
