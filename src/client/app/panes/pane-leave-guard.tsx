import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { PaneId } from '../../workspace/layout-tree';
import { confirmDiscard } from './discard-prompt';

/**
 * Asks before the page inside a pane moves elsewhere on its own (a link, a screen's own
 * navigation) while it holds unsaved changes. Rendered under the pane's router. The workspace's
 * own moves of the pane (the palette, the menu, Back) asked already and pass `ignoreBlocker`.
 * A change of the query alone keeps the screen and its input, so it passes too. The browser's
 * unload warning is useDirtyGuard's, not this blocker's.
 */
export function PaneLeaveGuard({ paneId }: { paneId: PaneId }) {
  const shouldBlockFn = useCallback<ShouldBlockFn>(
    async ({ current, next }) =>
      current.pathname !== next.pathname && !(await confirmDiscard('leave', [paneId])),
    [paneId],
  );
  useBlocker({ shouldBlockFn, enableBeforeUnload: false });
  return null;
}
