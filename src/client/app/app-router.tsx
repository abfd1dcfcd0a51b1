import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorRouteComponent,
  lazyRouteComponent,
  type ParsedLocation,
  type RouteComponent,
  type RouterHistory,
  redirect,
} from '@tanstack/react-router';
import type { FunctionComponent } from 'react';
import type { RouteDefinition, RouteLayout } from '../routes/route-definition';
import { type GuardSession, guardRoute } from '../routes/route-guard';
import { parseSearch, stringifySearch } from '../routes/search-params';
import { ensureSession, type SessionServices } from '../session/session-flow';
import { sessionSignal } from '../session/session-state';
import type { ScreenLoader } from './screen-registry';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The specification's route this TanStack route serves: name, access, layout, subject. */
    definition?: RouteDefinition;
  }
}

export interface RouterContext {
  services: SessionServices;
}

/** Thrown by a guard when the user may not take the route's action: the route shows not-authorized. */
export class RouteForbiddenError extends Error {
  constructor(readonly definition: RouteDefinition) {
    super(`Not authorized for ${definition.path}`);
    this.name = 'RouteForbiddenError';
  }
}

/** The unmatched-route target of specification section 2. */
export const notFoundPath = '/pages/misc/not-found/$error';

export interface AppRouterParts {
  routes: RouteDefinition[];
  screens: Partial<Record<string, ScreenLoader>>;
  root: RouteComponent;
  layouts: Record<RouteLayout, RouteComponent>;
  /** Shown by a route whose screen is not part of this version. */
  unserved: FunctionComponent<{ definition: RouteDefinition }>;
  /** Shown when a route fails: RouteForbiddenError means not-authorized. */
  failure: ErrorRouteComponent;
  context: RouterContext;
  history?: RouterHistory;
  /**
   * What an unknown path does. 'redirect' (the address bar) goes to the not-found page when
   * nobody is signed in; signed in, the workspace opens and the pane shows it.
   * 'in-place' (a pane's own router) shows the not-found page inside the pane.
   */
  unmatched?: 'redirect' | 'in-place';
}

const asGuardSession = (state: typeof sessionSignal.value): GuardSession =>
  state.status === 'signed-in' ? state : { status: 'signed-out' };

function guardOf(definition: RouteDefinition) {
  return async ({ context, location }: { context: RouterContext; location: { href: string } }) => {
    // Public pages never wait for the server; every other route checks the session first.
    const session =
      definition.access === 'public' ? sessionSignal.value : await ensureSession(context.services);
    const outcome = guardRoute(definition, asGuardSession(session), location.href);
    if (outcome.kind === 'redirect')
      throw redirect({ to: outcome.to, search: outcome.search ?? {}, replace: true });
    if (outcome.kind === 'forbidden') throw new RouteForbiddenError(definition);
  };
}

/**
 * The router of the whole product, built from the route catalogue: one TanStack route per
 * specification route under a blank or a default layout, each guarded, each screen loaded on
 * first use, and a catch-all that shows the not-found page for an unknown path.
 */
export function createAppRouter(parts: AppRouterParts) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: parts.root });
  const layoutRoutes = {
    blank: createRoute({ getParentRoute: () => rootRoute, id: 'blank', component: parts.layouts.blank }),
    default: createRoute({
      getParentRoute: () => rootRoute,
      id: 'default',
      component: parts.layouts.default,
    }),
  };
  const children: Record<RouteLayout, AnyRoute[]> = { blank: [], default: [] };
  for (const definition of parts.routes) {
    const loader = parts.screens[definition.name];
    const Unserved = parts.unserved;
    children[definition.layout].push(
      createRoute({
        getParentRoute: () => layoutRoutes[definition.layout],
        path: definition.path,
        staticData: { definition },
        beforeLoad: guardOf(definition),
        component: loader ? lazyRouteComponent(loader) : () => <Unserved definition={definition} />,
        errorComponent: parts.failure,
      }),
    );
  }
  const notFound = parts.routes.find((definition) => definition.path === notFoundPath);
  const notFoundScreen = notFound && parts.screens[notFound.name];
  const unmatched = createRoute({
    getParentRoute: () => layoutRoutes.default,
    path: '$',
    staticData: notFound ? { definition: notFound } : {},
    beforeLoad: async ({ context, location }) => {
      if (parts.unmatched === 'in-place') return;
      // Signed in, the shell stays: the workspace opens the address in a pane, whose own router
      // shows the not-found page there (with the other panes, the menu and the top bar around it).
      const session = await ensureSession(context.services);
      if (session.status === 'signed-in') return;
      throw redirect({
        to: notFoundPath,
        params: { error: '404' },
        search: { from: location.href },
        replace: true,
      });
    },
    component: notFoundScreen ? lazyRouteComponent(notFoundScreen) : () => null,
  });
  children.default.push(unmatched);
  const routeTree = rootRoute.addChildren([
    layoutRoutes.blank.addChildren(children.blank),
    layoutRoutes.default.addChildren(children.default),
  ]);
  return createRouter({
    routeTree,
    context: parts.context,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: parts.failure,
    ...(parts.history ? { history: parts.history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts the download of the screen an address shows, without running its guard: the route's
 * chunk then arrives while the session is checked instead of after (the restored workspace's
 * focused pane shows this address).
 */
export function preloadScreenAt(
  router: AppRouter,
  screens: AppRouterParts['screens'],
  location: ParsedLocation,
): Promise<unknown> | undefined {
  const definition = router
    .matchRoutes(location)
    .findLast((match) => match.staticData.definition !== undefined)?.staticData.definition;
  return definition ? screens[definition.name]?.() : undefined;
}
