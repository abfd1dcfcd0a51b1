import { createMemoryHistory, Outlet } from '@tanstack/react-router';
import { specRoutes } from '../../../shared/screens/screen-catalogue';
import type { PaneId } from '../../workspace/layout-tree';
import {
  type AppRouter,
  type AppRouteTree,
  createAppRouter,
  createAppRouteTree,
  type RouterContext,
  type RouteTreeParts,
} from '../app-router';
import { RouteFailure } from '../route-fallbacks';
import { routeTitleText } from '../route-title';
import { screenLoaderOf } from '../screen-loading';

/**
 * Every pane runs its own router over the same route table, in memory: the screen inside reads
 * its own params and search, its links move that pane only, and the guards run per pane, so a
 * route the user may not see shows not-authorized inside its pane while the others work.
 */
const routers = new Map<PaneId, AppRouter>();

const paneParts: RouteTreeParts = {
  routes: specRoutes,
  screenOf: screenLoaderOf,
  root: Outlet,
  layouts: { blank: Outlet, default: Outlet },
  failure: RouteFailure,
  unmatched: 'in-place',
};

/** One route tree for every pane: built with the first pane, not once per pane. */
let paneTree: AppRouteTree | undefined;

function createPaneRouter(href: string, context: RouterContext): AppRouter {
  paneTree ??= createAppRouteTree(paneParts);
  return createAppRouter(
    { ...paneParts, context, history: createMemoryHistory({ initialEntries: [href] }) },
    paneTree,
  );
}

/** Whether the pane has its router already (a waiting pane gets one when it wakes). */
export const hasPaneRouter = (id: PaneId): boolean => routers.has(id);

/** Whether a pane's router has resolved its page: the screen's chunk is in, so the page renders now. */
export function paneShowsPage(id: PaneId): boolean {
  const state = routers.get(id)?.state;
  return state !== undefined && state.status === 'idle' && state.matches.length > 0;
}

export function paneRouter(id: PaneId, href: string, context: RouterContext): AppRouter {
  let router = routers.get(id);
  if (!router) {
    router = createPaneRouter(href, context);
    routers.set(id, router);
  }
  return router;
}

/** A closed pane's router goes with it; its screen's state is gone (undo reopens its page). */
export function forgetPaneRouters(keep: Iterable<PaneId>): void {
  const kept = new Set(keep);
  for (const id of routers.keys()) if (!kept.has(id)) routers.delete(id);
}

/** The localized title of the page a pane shows now, for announcements. */
export function paneTitle(id: PaneId, t: (key: string, values?: Record<string, string>) => string): string {
  const router = routers.get(id);
  const match = router?.state.matches.findLast((candidate) => candidate.staticData.definition !== undefined);
  const definition = match?.staticData.definition;
  return definition ? routeTitleText(definition, match.params, t) : '';
}
