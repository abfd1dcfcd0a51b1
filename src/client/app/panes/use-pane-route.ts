import { useEffect, useState } from 'react';
import type { RouteDefinition } from '../../routes/route-definition';
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
  const [route, setRoute] = useState(() => read(router));
  useEffect(() => {
    setRoute(read(router));
    return router?.subscribe('onResolved', () => setRoute(read(router)));
  }, [router]);
  return route;
}
