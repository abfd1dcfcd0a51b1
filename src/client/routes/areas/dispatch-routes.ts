import type { RouteDefinition } from '../route-definition';
import { page, resource } from './route-builders';

/**
 * The dispatch set of specification section 2, which repeats under /dispatch and
 * /logistics_hub/dispatch-management/dispatch. Assignments, dispatch notes and returns are
 * records; the dashboard, open items and delivered are views over them (what is left to ship and
 * what has been delivered), so single screens.
 */
export function dispatchRoutes(base: string): RouteDefinition[] {
  return [
    ...resource(`${base}/assignments`),
    ...page(`${base}/dashboard`),
    ...page(`${base}/delivered`),
    ...resource(`${base}/dispatch_notes`),
    ...page(`${base}/open_items`),
    ...resource(`${base}/returns`),
  ];
}
