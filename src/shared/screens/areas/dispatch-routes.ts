import { alsoAt, type RouteDefinition } from '../route-definition';
import { page, resource } from '../screen-builders';

const dispatch = '/dispatch';
const offer = { subject: 'Dispatch' } as const;
const set: RouteDefinition[] = [
  // Named in full ("Dispatch: Open Items"): the menu lists them apart from their group too.
  ...resource(`${dispatch}/assignments`, {
    ...offer,
    title: 'menu.dispatchAssignments',
    icon: 'tabler-user-check',
    // "New load" in the palette, for who may plan loads (a load is a planned dispatch note).
    newTitle: 'dispatchPlanning.assignments.new',
  }),
  ...page(`${dispatch}/dashboard`, {
    ...offer,
    title: 'menu.dispatchDashboard',
    icon: 'tabler-layout-dashboard',
  }),
  ...page(`${dispatch}/delivered`, {
    ...offer,
    title: 'menu.dispatchDelivered',
    icon: 'tabler-circle-check',
  }),
  ...resource(`${dispatch}/dispatch_notes`, { ...offer, icon: 'tabler-notes' }),
  ...page(`${dispatch}/open_items`, { ...offer, title: 'menu.dispatchOpenItems', icon: 'tabler-list-check' }),
  ...resource(`${dispatch}/returns`, {
    ...offer,
    title: 'menu.dispatchReturns',
    icon: 'tabler-arrow-back-up',
  }),
];

/**
 * The dispatch set of specification section 2, which repeats under /dispatch and
 * /logistics_hub/dispatch-management/dispatch: one set of screens at two places. Assignments,
 * dispatch notes and returns are records; the dashboard, open items and delivered are views over
 * them (what is left to ship and what has been delivered), so single screens.
 */
export const dispatchRoutes: RouteDefinition[] = set;

/** The same screens under the logistics hub, as its menu leads to them. */
export const hubDispatchRoutes: RouteDefinition[] = alsoAt(
  set,
  dispatch,
  '/logistics_hub/dispatch-management/dispatch',
);
