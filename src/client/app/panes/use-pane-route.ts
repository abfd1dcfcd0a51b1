import { useEffect, useState } from 'react';
import type { RouteDefinition } from '../../../shared/screens/route-definition';
import type { AppRouter } from '../app-router';

export interface PaneRoute {
  href: string;
  definition: RouteDefinition | undefined;
  params: Record<string, unknown>;
}

const nowhere: PaneRoute = { href: '', definition: undefined, params: {} };

function read(router: AppRouter | undefined): PaneRoute {
  if (!router) return nowhere;
  const match = router.state.matches.findLast((candidate) => candidate.staticData.definition !== undefined);
  return {
    href: router.state.location.href,
    definition: match?.staticData.definition,
    params: match?.params ?? {},
  };
}

/**
 * Where a pane's own router is: its href, and the specification route it shows with its params;
 * nowhere (an empty href) while the pane has no router yet.
 */
export function usePaneRoute(router: AppRouter | undefined): PaneRoute {
  const [state, setState] = useState(() => ({ router, route: read(router) }));
  useEffect(() => {
    setState({ router, route: read(router) });
    return router?.subscribe('onResolved', () => setState({ router, route: read(router) }));
  }, [router]);
  // A pane that just got its router reads it at once, not the empty route of the render before.
  return state.router === router ? state.route : read(router);
}
