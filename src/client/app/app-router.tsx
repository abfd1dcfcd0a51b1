import { useSignals } from '@preact/signals-react/runtime';
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
  useRouterState,
} from '@tanstack/react-router';
import type { RouteDefinition, RouteLayout } from '../../shared/screens/route-definition';
import { type GuardSession, guardRoute } from '../routes/route-guard';
import type { ScreenEarlyRequests, ScreenPrefetchContext } from '../routes/screen-prefetch';
import { parseSearch, stringifySearch } from '../routes/search-params';
import { ensureSession, type SessionServices } from '../session/session-flow';
import { sessionSignal } from '../session/session-state';
import type { ScreenLoader } from './screen-loading';

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

/**
 * The error pages: public, on the blank layout for a signed-out visitor, but inside the shell
 * for a signed-in user (the workspace shows the page in its focused pane), as an unknown path
 * already is, so that visiting one directly does not drop the menu and the other panes.
 */
export const shellErrorPaths: ReadonlySet<string> = new Set([
  notFoundPath,
  '/error-404',
  '/not-authorized',
  '/pages/misc/not-authorized',
]);

export interface AppRouterParts {
  routes: RouteDefinition[];
  /**
   * A route's screen by the route's name: a module of its own, or the generic screen that shows
   * a resource or the placeholder of a screen not built yet (screen-registry.ts).
   */
  screenOf: (name: string) => ScreenLoader;
  root: RouteComponent;
  layouts: Record<RouteLayout, RouteComponent>;
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

/** The session an error page shows itself in: resumed if need be, a server that does not answer leaving it out. */
async function sessionForErrorPage(services: SessionServices) {
  if (sessionSignal.value.status !== 'checking') return sessionSignal.value;
  return ensureSession(services).catch(() => sessionSignal.value);
}

function guardOf(definition: RouteDefinition) {
  return async ({ context, location }: { context: RouterContext; location: { href: string } }) => {
    // Public pages never wait for the server (an error page resumes a stored session, to show
    // itself inside the shell); every other route checks the session first.
    const session =
      definition.access !== 'public'
        ? await ensureSession(context.services)
        : shellErrorPaths.has(definition.path)
          ? await sessionForErrorPage(context.services)
          : sessionSignal.value;
    const outcome = guardRoute(definition, asGuardSession(session), location.href);
    if (outcome.kind === 'redirect')
      throw redirect({ to: outcome.to, search: outcome.search ?? {}, replace: true });
    if (outcome.kind === 'forbidden') throw new RouteForbiddenError(definition);
  };
}

/** What a route tree is made of: everything of a router but its context and history. */
export type RouteTreeParts = Omit<AppRouterParts, 'context' | 'history'>;

/**
 * The route tree of the product, built from the screen catalogue: one TanStack route per
 * specification route under a blank or a default layout, each guarded, each screen loaded on
 * first use, and a catch-all that shows the not-found page for an unknown path. It holds no
 * router's state, so the panes' routers share one (as TanStack's server rendering shares one
 * tree between the routers of its requests).
 */
export function createAppRouteTree(parts: RouteTreeParts) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: parts.root });
  const Blank = parts.layouts.blank;
  const Shell = parts.layouts.default;
  // An error page signed in: the shell, whose workspace shows the page in a pane (see shellErrorPaths).
  function BlankOrShell() {
    useSignals();
    const path = useRouterState({
      select: (state) => state.matches.at(-1)?.staticData.definition?.path,
    });
    const inShell =
      sessionSignal.value.status === 'signed-in' && path !== undefined && shellErrorPaths.has(path);
    return inShell ? <Shell /> : <Blank />;
  }
  const layoutRoutes = {
    blank: createRoute({ getParentRoute: () => rootRoute, id: 'blank', component: BlankOrShell }),
    default: createRoute({
      getParentRoute: () => rootRoute,
      id: 'default',
      component: parts.layouts.default,
    }),
  };
  const children: Record<RouteLayout, AnyRoute[]> = { blank: [], default: [] };
  for (const definition of parts.routes) {
    // A screen at two paths has one loader, under its id.
    const loader = parts.screenOf(definition.screen.id);
    children[definition.layout].push(
      createRoute({
        getParentRoute: () => layoutRoutes[definition.layout],
        path: definition.path,
        staticData: { definition },
        beforeLoad: guardOf(definition),
        component: lazyRouteComponent(loader),
        errorComponent: parts.failure,
      }),
    );
  }
  const notFound = parts.routes.find((definition) => definition.path === notFoundPath);
  const notFoundScreen = notFound && parts.screenOf(notFound.screen.id);
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
  return rootRoute.addChildren([
    layoutRoutes.blank.addChildren(children.blank),
    layoutRoutes.default.addChildren(children.default),
  ]);
}

export type AppRouteTree = ReturnType<typeof createAppRouteTree>;

/** A router over the product's routes: its own tree, or one shared with other routers. */
export function createAppRouter(parts: AppRouterParts, routeTree: AppRouteTree = createAppRouteTree(parts)) {
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
 * focused pane shows this address). Given the services, the screen's first GETs go at once where
 * it declares them in a light module (`earlyOf`, screen-prefetch.ts), and its prefetch follows as
 * soon as its chunk is in, still before the shell has rendered, taking those answers.
 */
export function preloadScreenAt(
  router: AppRouter,
  screenOf: AppRouterParts['screenOf'],
  location: ParsedLocation,
  services?: Pick<ScreenPrefetchContext, 'queryClient' | 'http'>,
  earlyOf?: (name: string) => (() => Promise<{ earlyRequests: ScreenEarlyRequests }>) | undefined,
): Promise<unknown> | undefined {
  const match = router.matchRoutes(location).findLast((each) => each.staticData.definition !== undefined);
  const name = match?.staticData.definition?.name;
  const loading = name === undefined ? undefined : screenOf(name)?.();
  if (!match || name === undefined || !services) return loading;
  const opens = { routeName: name, params: match.params, search: location.search };
  void earlyOf?.(name)?.().then(({ earlyRequests }) => {
    for (const { path, query } of earlyRequests(opens)) services.http.warm(path, { query });
  });
  return loading?.then((module) => module.prefetch?.({ ...services, ...opens }));
}
