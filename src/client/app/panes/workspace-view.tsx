import 'react-mosaic-component/react-mosaic-component.css';
import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mosaic, type MosaicNode } from 'react-mosaic-component';
import { releaseBackground } from '../../api/foreground-first';
import { networkActivity } from '../../api/network-activity';
import { useAppServices } from '../../shell/app-services';
import { type LayoutNode, leafIds, mirrorTree } from '../../workspace/layout-tree';
import { readMosaicTree } from '../../workspace/mosaic-tree';
import { replaceTree } from '../../workspace/workspace-tree-edits';
import type { RouterContext } from '../app-router';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { forgetPaneFocus } from './discard-prompt';
import type { PaneActions } from './pane-actions';
import { forgetPaneRouters, paneShowsPage, paneTitle } from './pane-routers';
import { PaneTile } from './pane-tile';
import { wakeAfterFocused } from './pane-wakeup';
import { useWorkspaceUrl } from './use-workspace-url';
import { applyWorkspace, workspaceSignal } from './workspace-store';
import * as styles from './workspace-view.css';

/**
 * The content area: a mosaic of panes, each a page with its own router. Mosaic draws the tiles
 * absolutely and keeps each tile's React tree while the layout changes; it does not mirror in
 * right-to-left, so the tree is mirrored for drawing and mirrored back when the mouse resizes it.
 */
export function WorkspaceView({
  userId,
  actions,
  rtl,
}: {
  userId: number;
  actions: PaneActions;
  rtl: boolean;
}) {
  useSignals();
  const { t } = useTranslation();
  const services = useAppServices();
  const queryClient = useQueryClient();
  const context = useMemo<RouterContext>(
    () => ({ services: { ...services, queryClient } }),
    [services, queryClient],
  );
  useWorkspaceUrl(String(userId));
  // While the mouse drags a split, the tree changes every frame: it is drawn, not yet stored.
  const [dragging, setDragging] = useState<LayoutNode | null>(null);
  const workspace = workspaceSignal.value;
  const paneKey = workspace ? leafIds(workspace.tree).join(' ') : '';
  // A restored layout opens the focused pane's screen first (pane-wakeup.ts).
  useEffect(() => {
    const restored = workspaceSignal.value;
    if (!restored) return;
    return wakeAfterFocused(leafIds(restored.tree), restored.focused, {
      activity: networkActivity,
      focusedShown: () => paneShowsPage(restored.focused),
      settled: releaseBackground,
    });
  }, []);
  // Closed panes' routers, and what had focus in them, go with them.
  useEffect(() => {
    forgetPaneRouters(paneKey.split(' '));
    forgetPaneFocus(paneKey.split(' '));
  }, [paneKey]);
  if (!workspace) return null;
  const ids = leafIds(workspace.tree);
  const shown = dragging ?? workspace.tree;
  const fromMosaic = (node: MosaicNode<string> | null): LayoutNode | null => {
    const tree = readMosaicTree(node);
    return tree && rtl ? mirrorTree(tree) : tree;
  };

  return (
    <section
      className={styles.workspace}
      data-maximized={workspace.maximized ? true : undefined}
      aria-label={t('workspace.label')}
    >
      <Mosaic<string>
        value={rtl ? mirrorTree(shown) : shown}
        onChange={(node) => setDragging(fromMosaic(node))}
        onRelease={(node) => {
          setDragging(null);
          const tree = fromMosaic(node);
          const current = workspaceSignal.value;
          if (tree && current) applyWorkspace(replaceTree(current, tree), 'replace');
        }}
        resize={{ minimumPaneSizePercentage: 10 }}
        renderTile={(id) => (
          <PaneTile
            id={id}
            position={ids.indexOf(id) + 1}
            count={ids.length}
            context={context}
            actions={actions}
            userKey={String(userId)}
          />
        )}
        className={styles.mosaic}
      />
      <DiscardChangesDialog titleOf={(id) => paneTitle(id, t)} />
    </section>
  );
}
