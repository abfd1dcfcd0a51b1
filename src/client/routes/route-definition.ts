import type { Action } from '../../shared/access/app-ability';
import { routeNameOf } from './route-names';

/**
 * Who may open a route (specification sections 2 and 6): `public` is open to all, `guest`
 * (unauthenticatedOnly) sends a signed-in user to the dashboard, `authenticated` needs a
 * verified session and, when `requires` is set, that action on that subject.
 */
export type RouteAccess = 'public' | 'guest' | 'authenticated';
export type RouteLayout = 'blank' | 'default';

export interface RouteDefinition {
  /** TanStack Router path syntax: `/sales/doc/$objectId/$id`. */
  path: string;
  /** `sales-doc-objectId-id`: see routeNameOf. */
  name: string;
  access: RouteAccess;
  layout: RouteLayout;
  requires?: { action: Action; subject: string };
}

export interface RouteOptions {
  access?: RouteAccess;
  layout?: RouteLayout;
  requires?: { action: Action; subject: string };
}

/** One route; authenticated with the default layout unless told otherwise. */
export function route(path: string, options: RouteOptions = {}): RouteDefinition {
  const access = options.access ?? 'authenticated';
  return {
    path,
    name: routeNameOf(path),
    access,
    layout: options.layout ?? (access === 'authenticated' ? 'default' : 'blank'),
    ...(options.requires ? { requires: options.requires } : {}),
  };
}
