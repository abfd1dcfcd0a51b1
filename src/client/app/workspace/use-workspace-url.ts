import { effect } from '@preact/signals-react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { stringifySearch } from '../../routes/search-params';
import { decodeLayout, encodeLayout, layoutSearchParam } from '../../workspace/layout-codec';
import { loadLastLayout, saveLastLayout } from '../../workspace/layout-storage';
import {
  createWorkspace,
  openInFocused,
  type Workspace,
  workspaceFromLayout,
} from '../../workspace/workspace';
import { notify } from '../feedback/notifications';
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

/**
 * Keeps the workspace and the address bar in step. The address is the focused pane's page plus
 * `ws`, the encoded layout: a pasted, reloaded or back/forward address rebuilds the workspace;
 * an address without `ws` (a menu link, a typed path) opens that page in the focused pane of the
 * current or last saved workspace. Every change is written back and saved for the user.
 */
export function useWorkspaceUrl(userKey: string): void {
  const router = useRouter();
  const { t } = useTranslation();
  const location = useRouterState({ select: (state) => state.location });
  const written = useRef<string | null>(null);
  useEffect(() => {
    const search: Record<string, unknown> = location.search;
    const { [layoutSearchParam]: layout, ...rest } = search;
    const href = `${location.pathname}${stringifySearch(rest)}`;
    if (typeof layout === 'string') {
      if (layout === written.current) return;
      const decoded = decodeLayout(layout, newPaneId);
      if (decoded.ok) {
        written.current = layout;
        applyWorkspace(workspaceFromLayout(decoded.layout), 'replace');
      } else {
        notify({ type: 'warning', text: t(`workspace.layoutRefused.${decoded.reason}`), timeout: 0 });
        applyWorkspace(createWorkspace(href, newPaneId), 'replace');
      }
      return;
    }
    const current = workspaceSignal.value ?? restore(loadLastLayout(window.localStorage, userKey));
    const base = current ?? createWorkspace(href, newPaneId);
    const focusedHref = base.panes[base.focused]?.href;
    applyWorkspace(focusedHref === href ? base : openInFocused(base, href), 'replace');
  }, [location, userKey, t]);

  useEffect(
    () =>
      effect(() => {
        const workspace = workspaceSignal.value;
        if (!workspace) return;
        const mode = takeHistoryMode();
        const encoded = encodeLayout(workspace);
        saveLastLayout(window.localStorage, userKey, encoded);
        const focusedHref = workspace.panes[workspace.focused]?.href ?? '/dashboard';
        const address = addressOf(focusedHref, encoded);
        if (encoded === written.current && router.state.location.href === address) return;
        written.current = encoded;
        void router.navigate({ href: address, replace: mode === 'replace' });
      }),
    [router, userKey],
  );
}
