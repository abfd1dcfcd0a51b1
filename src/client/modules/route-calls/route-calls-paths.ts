import { hubActivityStatus } from '../../../shared/screens/areas/logistics-hub-routes';
import { routeNameOf } from '../../../shared/screens/route-names';

/**
 * The screens of routes and calls (issue 25) by route name, for the screen registry: the rep's day
 * (call management's list), the activity status (its list, one rep's day as its record, planning as
 * its create) and the routes with their outlets. The routes, assignments, subjects and calls'
 * records are the generic resource screens. This file stays free of screens.
 */
export type RouteCallScreen = 'my-day' | 'activity' | 'rep-day' | 'plan' | 'routes-outlets' | 'route-outlets';

export const callManagementPath = '/logistics_hub/route-and-calls/call-management';

/** Each screen's paths, its first (the screen's id) first: the activity status is also at /activity-status. */
const paths: Readonly<Record<RouteCallScreen, readonly string[]>> = {
  'my-day': [callManagementPath],
  activity: [hubActivityStatus, '/activity-status'],
  'rep-day': [`${hubActivityStatus}/$id`, '/activity-status/$id'],
  plan: [`${hubActivityStatus}/create`, '/activity-status/create'],
  'routes-outlets': ['/routes-outlets'],
  'route-outlets': ['/routes-outlets/$id'],
};

const screensByName = new Map<string, RouteCallScreen>(
  Object.entries(paths).flatMap(([screen, at]) =>
    at.map((path) => [routeNameOf(path), screen as RouteCallScreen] as const),
  ),
);

/** The screens' ids for the screen registry: their first paths' route names. */
export const routeCallScreenIds: readonly string[] = Object.values(paths).map(([first = '']) =>
  routeNameOf(first),
);

/** Which screen a route name (of either path) shows. */
export const routeCallScreenOf = (routeName: string) => screensByName.get(routeName);

/** Where the screens link to, each under the path the catalogue gives it first. */
export const routeCallHrefs = {
  repDay: (SlpCode: number) => `${hubActivityStatus}/${SlpCode}`,
  plan: `${hubActivityStatus}/create`,
  routeOutlets: (RouteCode: string) => `/routes-outlets/${encodeURIComponent(RouteCode)}`,
  /** A new sales order (17) for an outlet: its partner and its ship-to address filled. */
  newOrder: (CardCode: string, ShipToCode: string | null) =>
    `/sales/doc/create/17?${new URLSearchParams({ CardCode, ...(ShipToCode ? { ShipToCode } : {}) }).toString()}`,
};
