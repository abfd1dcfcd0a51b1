import { useRouterState } from '@tanstack/react-router';
import type { RouteDefinition } from '../../shared/screens/route-definition';

export interface CurrentRoute {
  definition: RouteDefinition | undefined;
  /** The route's name, as the navigation's active-item rule compares it. */
  name: string;
  params: Record<string, string>;
}

/** The specification route on screen, with its params: the deepest match that carries one. */
export function useCurrentRoute(): CurrentRoute {
  const match = useRouterState({
    select: (state) => state.matches.findLast((candidate) => candidate.staticData.definition !== undefined),
  });
  const definition = match?.staticData.definition;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match?.params ?? {}))
    if (typeof value === 'string') params[key] = value;
  return { definition, name: definition?.name ?? '', params };
}
