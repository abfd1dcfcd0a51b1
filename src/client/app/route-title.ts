import { useTranslation } from 'react-i18next';
import type { RouteDefinition } from '../../shared/screens/route-definition';
import { routeTitle } from '../../shared/screens/route-titles';
import { useCurrentRoute } from '../shell/current-route';

/** A route's localized title from raw router params (only string values count). */
export function routeTitleText(
  definition: RouteDefinition,
  params: Record<string, unknown>,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') strings[key] = value;
  return routeTitle(definition, t, strings);
}

/** The title of a route, with the current params when it is the route on screen. */
export function useRouteTitle(definition: RouteDefinition): string {
  const { t } = useTranslation();
  const current = useCurrentRoute();
  return routeTitleText(definition, current.definition === definition ? current.params : {}, t);
}
