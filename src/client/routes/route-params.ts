import { useParams } from '@tanstack/react-router';
import { paramNamesOf, type RouteParamsOf } from '../../shared/screens/route-names';

/** Whether raw router params hold every param of a path, each a string. */
export function hasRouteParams<Path extends string>(
  path: Path,
  params: Record<string, unknown>,
): params is RouteParamsOf<Path> & Record<string, unknown> {
  return paramNamesOf(path).every((name) => typeof params[name] === 'string');
}

/**
 * The params of the route on screen, typed from its path: `useRouteParams('/sales/doc/$objectId/$id')`
 * gives `{ objectId: string; id: string }`. The router's own typing does not reach routes built
 * from a list, so the path is checked against the params at run time instead.
 */
export function useRouteParams<Path extends string>(path: Path): RouteParamsOf<Path> {
  const params: Record<string, unknown> = useParams({ strict: false });
  if (!hasRouteParams(path, params)) throw new Error(`The params of ${path} are not on screen`);
  return params;
}
