import { effect } from '@preact/signals-react';
import { type ShouldBlockFn, useBlocker, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stringifySearch } from '../../routes/search-params';
import { sessionSignal } from '../../session/session-state';
import { notify } from '../../shell/feedback/notifications';
import {
  decodeLayout,
  fitLayout,
  type LayoutDecodeFailure,
  layoutSearchParam,
} from '../../workspace/layout-codec';
import { loadLastLayout, saveLastLayout } from '../../workspace/layout-storage';
import { keepPaneIds, panesLeaving } from '../../workspace/leaving-panes';
import {
  createWorkspace,
  openInFocused,
  type Workspace,
  workspaceFromLayout,
} from '../../workspace/workspace';
import { confirmDiscard } from './discard-prompt';
import { applyWorkspace, newPaneId, takeHistoryMode, workspaceSignal } from './workspace-store';

/** The focused pane's page with the layout beside it: what the address bar shows. */
export function addressOf(href: string, encoded: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${layoutSearchParam}=${encoded}`;
}

function restore(text: string | null): Workspace | undefined {
  if (!text) return undefined;
  const decoded = decodeLayout(text, newPaneId);
  return decoded.ok ? workspaceFromLayout(decoded.layout) : undefined;
}

/** What an address makes of the workspace; `unchanged` for the layout this tab wrote itself. */
type Arrival =
  | { kind: 'unchanged' }
  | { kind: 'layout'; layout: string; workspace: Workspace }
  | { kind: 'refused'; reason: LayoutDecodeFailure; workspace: Workspace }
  | { kind: 'page'; workspace: Workspace };

/**
 * The workspace an address asks for. With `ws`, its layout, whose panes continue the open panes
 * that show the same pages; without, its page in the focused pane of `current`.
 */
function arrivalAt(
  location: { pathname: string; search: Record<string, unknown> },
  current: Workspace | undefined,
  written: string | null,
): Arrival {
  const { [layoutSearchParam]: layout, ...rest } = location.search;
  const href = `${location.pathname}${stringifySearch(rest)}`;
  if (typeof layout === 'string') {
    if (layout === written) return { kind: 'unchanged' };
    const decoded = decodeLayout(layout, newPaneId);
    if (!decoded.ok)
      return { kind: 'refused', reason: decoded.reason, workspace: createWorkspace(href, newPaneId) };
    const workspace = workspaceFromLayout(decoded.layout);
    return { kind: 'layout', layout, workspace: current ? keepPaneIds(current, workspace) : workspace };
  }
  const base = current ?? createWorkspace(href, newPaneId);
  const focusedHref = base.panes[base.focused]?.href;
  return { kind: 'page', workspace: focusedHref === href ? base : openInFocused(base, href) };
}

/**
 * Keeps the workspace and the address bar in step. The address is the focused pane's page plus
 * `ws`, the encoded layout: a pasted, reloaded or back/forward address rebuilds the workspace;
 * an address without `ws` (a menu link, a typed path) opens that page in the focused pane of the
 * current or last saved workspace. Every change is written back and saved for the user. An
 * address that would take away a pane with unsaved changes (Back, Forward, a menu link) asks
 * first, and stays where it is if the user keeps editing.
 */
export function useWorkspaceUrl(userKey: string): void {
  const router = useRouter();
  const { t } = useTranslation();
  const location = useRouterState({ select: (state) => state.location });
  const written = useRef<string | null>(null);
  const viewsLeftOut = useRef(0);
  useEffect(() => {
    const current = workspaceSignal.value ?? restore(loadLastLayout(window.localStorage, userKey));
    const arrival = arrivalAt(location, current, written.current);
    if (arrival.kind === 'unchanged') return;
    if (arrival.kind === 'layout') written.current = arrival.layout;
    if (arrival.kind === 'refused')
      notify({ type: 'warning', text: t(`workspace.layoutRefused.${arrival.reason}`), timeout: 0 });
    applyWorkspace(arrival.workspace, 'replace');
  }, [location, userKey, t]);

  const shouldBlockFn = useCallback<ShouldBlockFn>(async ({ next }) => {
    const current = workspaceSignal.value;
    // Signing out (or a session the server ended) leaves for the sign-in page: it asked already.
    if (!current || sessionSignal.value.status !== 'signed-in') return false;
    const arrival = arrivalAt(next, current, written.current);
    if (arrival.kind === 'unchanged') return false;
    return !(await confirmDiscard('leave', panesLeaving(current, arrival.workspace)));
  }, []);
  useBlocker({ shouldBlockFn, enableBeforeUnload: false });

  useEffect(
    () =>
      effect(() => {
        const workspace = workspaceSignal.value;
        if (!workspace) return;
        const mode = takeHistoryMode();
        const fitted = fitLayout(workspace);
        const encoded = fitted.encoded;
        // Said when one more pane's view leaves the link, not again on every change after.
        if (fitted.viewsLeftOut > viewsLeftOut.current)
          notify({ type: 'warning', text: t('workspace.viewsLeftOut') });
        viewsLeftOut.current = fitted.viewsLeftOut;
        saveLastLayout(window.localStorage, userKey, encoded);
        const focusedHref = workspace.panes[workspace.focused]?.href ?? '/dashboard';
        const address = addressOf(focusedHref, encoded);
        if (encoded === written.current && router.state.location.href === address) return;
        written.current = encoded;
        // The workspace's own change: whatever would be lost was asked about before it was made.
        void router.navigate({ href: address, replace: mode === 'replace', ignoreBlocker: true });
      }),
    [router, userKey, t],
  );
}
