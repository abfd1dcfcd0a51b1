import { useSignals } from '@preact/signals-react/runtime';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconLayoutColumns,
  IconLayoutRows,
  IconX,
} from '@tabler/icons-react';
import { type AnyRouter, RouterContextProvider, RouterProvider, useRouter } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DirtyScopeProvider } from '../../forms/use-dirty-guard';
import { bindingById, type KeyBindingId } from '../../keyboard/key-bindings';
import { NavIcon } from '../../navigation/nav-icon';
import { recordVisit } from '../../palette/recent-items';
import { isCopyHref } from '../../routes/document-hrefs';
import { PaneCloserProvider } from '../../shell/pane-closer';
import { shortcutLabel } from '../../ui/shortcut-label';
import type { PaneId } from '../../workspace/layout-tree';
import { hrefWithoutView } from '../../workspace/pane-view-search';
import { focusPane } from '../../workspace/workspace';
import { notFoundPath, type RouterContext } from '../app-router';
import { routeTitleText } from '../route-title';
import { rememberPaneFocus } from './discard-prompt';
import type { PaneActions } from './pane-actions';
import { landFocusWhenReady } from './pane-focus-landing';
import { paneIconFor } from './pane-icon';
import { PaneLeaveGuard } from './pane-leave-guard';
import { hasPaneRouter, paneRouter } from './pane-routers';
import * as styles from './pane-tile.css';
import { sleepingPanes, wake, whenIdle } from './pane-wakeup';
import { type PaneRoute, usePaneRoute } from './use-pane-route';
import { applyWorkspace, workspaceSignal } from './workspace-store';

/**
 * A title-bar button for a command of the key table: its title, and its shortcut shown in the
 * tooltip and announced through aria-keyshortcuts, as the palette and the cheat sheet show them.
 */
function commandButton(id: KeyBindingId, t: TFunction) {
  const binding = bindingById(id);
  const keys = shortcutLabel(binding.keys);
  const title = t(binding.titleKey);
  return { 'aria-label': title, title: `${title} (${keys})`, 'aria-keyshortcuts': keys };
}

/**
 * One pane: its own title bar (the page's localized title and icon, split, maximise, close) over
 * its own router, so the page inside keeps its scroll and unsaved input while other panes are used.
 * A pane waiting for the focused one (pane-wakeup.ts) gets its router when it wakes: building one
 * processes the whole route table, work that delayed the focused pane's first rows eleven times
 * over. Meanwhile its title comes from the address bar's router, which matches without loading.
 */
export function PaneTile({
  id,
  position,
  count,
  context,
  actions,
  userKey,
}: {
  id: PaneId;
  position: number;
  count: number;
  context: RouterContext;
  actions: PaneActions;
  userKey: string;
}) {
  useSignals();
  const { t } = useTranslation();
  const workspace = workspaceSignal.value;
  const pane = workspace?.panes[id];
  const main = useRouter();
  const waiting = sleepingPanes.value.has(id) && !hasPaneRouter(id);
  const router = waiting ? undefined : paneRouter(id, pane?.href ?? '/dashboard', context);
  const route = usePaneRoute(router);

  // The workspace moved this pane elsewhere (the menu, the address bar): its router follows. The
  // workspace asked about unsaved changes before the move, so the pane's own blocker stays quiet.
  useEffect(() => {
    if (router && pane && pane.href !== router.state.location.href)
      void router.navigate({ href: pane.href, ignoreBlocker: true });
  }, [pane, router]);

  // The page inside navigated on its own (a link, a redirect): the workspace and the address follow.
  useEffect(() => {
    const current = workspaceSignal.value;
    const known = current?.panes[id];
    if (!router || route.href === '' || !current || !known || route.href === known.href) return;
    applyWorkspace({ ...current, panes: { ...current.panes, [id]: { href: route.href } } }, 'replace');
  }, [id, route.href, router]);

  // The page inside changed (saving a new document shows the stored one): when the focus went with
  // the old page, the new one's landing takes it, so the next key is heard.
  const shownHref = useRef(route.href);
  useEffect(() => {
    if (shownHref.current === route.href) return;
    // A waiting pane woke: its page opens where it was, the focus stays where the user put it.
    if (shownHref.current === '') {
      shownHref.current = route.href;
      return;
    }
    shownHref.current = route.href;
    if (workspaceSignal.value?.focused !== id) return;
    const body = document.querySelector<HTMLElement>(`[data-pane-id="${id}"] [data-pane-body]`);
    return body ? landFocusWhenReady(body) : undefined;
  }, [id, route.href]);

  // Every page a pane opens joins the user's recent pages in the palette.
  const visitedTitle = route.definition ? routeTitleText(route.definition, route.params, t) : '';
  useEffect(() => {
    if (!router || !visitedTitle || route.definition?.path === notFoundPath || isCopyHref(route.href)) return;
    const kind = /^\/(sales|purchasing)\/doc\/[^/]+\/[^/]+/.test(route.href) ? 'document' : 'page';
    // A list's filters and sort are a view of the page, not another page to come back to.
    recordVisit(window.localStorage, userKey, {
      href: hrefWithoutView(route.href),
      title: visitedTitle,
      kind,
    });
  }, [router, route.href, route.definition, visitedTitle, userKey]);

  // A pane waiting for the focused one still resolves its route, so its title shows soon: once
  // the browser is idle, after the focused pane has mounted and sent its requests (resolving a
  // route fetches and runs its screen's chunk, work that would otherwise delay them).
  const asleep = sleepingPanes.value.has(id);
  useEffect(() => {
    if (!asleep || !router || router.state.matches.length > 0) return;
    return whenIdle(() => void router.load());
  }, [asleep, router]);

  // A stable function, so the screens inside do not render again with every workspace change.
  const closeThis = useCallback(() => actions.close(id), [actions, id]);

  if (!workspace || !pane) return null;
  const focused = workspace.focused === id;
  const maximized = workspace.maximized === id;
  // Until its own router has resolved the page (a pane just woken), the address bar's match.
  const shown = route.definition ? route : waitingRoute(main, pane.href);
  const title = shown.definition ? routeTitleText(shown.definition, shown.params, t) : '';
  const icon = shown.definition ? paneIconFor(shown.definition) : 'tabler-point';

  return (
    <section
      className={styles.pane}
      data-pane-id={id}
      data-focused={focused || undefined}
      data-maximized={maximized || undefined}
      data-key-scope="pane"
      aria-label={t('workspace.pane', { title, position, count })}
      tabIndex={-1}
      onFocus={(event) => {
        wake(id);
        if (event.target.closest('[data-pane-body]')) rememberPaneFocus(id, event.target);
        const current = workspaceSignal.value;
        if (current && current.focused !== id) applyWorkspace(focusPane(current, id), 'replace');
      }}
    >
      <header className={styles.bar}>
        <NavIcon name={icon} className={styles.icon} />
        <span className={styles.title}>{title}</span>
        <span className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            {...commandButton('split-pane-right', t)}
            onClick={() => actions.split(id, 'right')}
          >
            <IconLayoutColumns aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={styles.tool}
            {...commandButton('split-pane-down', t)}
            onClick={() => actions.split(id, 'down')}
          >
            <IconLayoutRows aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={styles.tool}
            {...commandButton('toggle-maximize-pane', t)}
            aria-pressed={maximized}
            onClick={() => actions.maximize(id)}
          >
            {maximized ? (
              <IconArrowsMinimize aria-hidden="true" size={18} />
            ) : (
              <IconArrowsMaximize aria-hidden="true" size={18} />
            )}
          </button>
          <button
            type="button"
            className={styles.tool}
            {...commandButton('close-pane', t)}
            onClick={() => actions.close(id)}
          >
            <IconX aria-hidden="true" size={18} />
          </button>
        </span>
      </header>
      <div className={styles.body} data-pane-body>
        {/* Forms inside list their unsaved changes under this pane's id (use-dirty-guard.ts). */}
        {asleep || !router ? (
          <p role="status" className={styles.waiting}>
            {t('workspace.paneWaiting')}
          </p>
        ) : (
          <DirtyScopeProvider value={id}>
            <PaneCloserProvider value={closeThis}>
              <RouterProvider router={router} />
            </PaneCloserProvider>
          </DirtyScopeProvider>
        )}
        {router && (
          <RouterContextProvider router={router}>
            <PaneLeaveGuard paneId={id} />
          </RouterContextProvider>
        )}
      </div>
    </section>
  );
}

type WaitingRoute = Pick<PaneRoute, 'definition' | 'params'>;
const waitingRoutes = new WeakMap<AnyRouter, Map<string, WaitingRoute>>();

/**
 * The page a waiting pane shows, as the address bar's router matches it (no guard, no loading).
 * Kept per href: eleven waiting panes render again with every workspace change while they wait.
 */
function waitingRoute(main: AnyRouter, href: string): WaitingRoute {
  const known = waitingRoutes.get(main) ?? new Map<string, WaitingRoute>();
  waitingRoutes.set(main, known);
  const cached = known.get(href);
  if (cached) return cached;
  const [, params, found] = main.getMatchedRoutes(new URL(href, window.location.origin).pathname);
  const route = { definition: found?.options.staticData?.definition, params };
  known.set(href, route);
  return route;
}
