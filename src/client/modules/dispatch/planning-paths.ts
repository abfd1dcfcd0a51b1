import { routeNameOf } from '../../../shared/screens/route-names';

/**
 * The dispatcher's planning screens (issue 23): open items, and the assignments (planned loads:
 * list, load builder for a new or a planned load), each at /dispatch and again under the
 * logistics hub, as the screen catalogue declares them. The screen registry reads the route names
 * from here, so this file stays free of screens.
 */
export const planningBases = ['/dispatch', '/logistics_hub/dispatch-management/dispatch'] as const;
export type PlanningBase = (typeof planningBases)[number];

export type PlanningScreen = 'open-items' | 'assignments' | 'assignment' | 'assignment-create';

const subpaths: Readonly<Record<PlanningScreen, string>> = {
  'open-items': 'open_items',
  assignments: 'assignments',
  assignment: 'assignments/$id',
  'assignment-create': 'assignments/create',
};

const screensByName = new Map<string, { screen: PlanningScreen; base: PlanningBase }>(
  planningBases.flatMap((base) =>
    Object.entries(subpaths).map(
      ([screen, sub]) => [routeNameOf(`${base}/${sub}`), { screen: screen as PlanningScreen, base }] as const,
    ),
  ),
);

/**
 * The planning screens' ids, for the screen registry: a screen's id is its first path's route
 * name, and the router serves its second path (the hub's) with the same loader.
 */
export const planningScreenIds: readonly string[] = [...screensByName]
  .filter(([, shown]) => shown.base === planningBases[0])
  .map(([name]) => name);

/** Which planning screen a route name shows, and under which of the two places. */
export const planningScreenOf = (routeName: string) => screensByName.get(routeName);

/** The query parameter that carries the deliveries chosen on the open items into a new load. */
export const deliveriesParam = 'deliveries';

/** Where each planning screen lives under a base; links stay under the base the user came through. */
export const planningHrefs = (base: PlanningBase = '/dispatch') => ({
  openItems: `${base}/open_items`,
  assignments: `${base}/assignments`,
  assignment: (docEntry: number | string) => `${base}/assignments/${encodeURIComponent(String(docEntry))}`,
  /** A new load, holding the deliveries given (in this order) as its first stops. */
  newAssignment: (deliveries: readonly number[] = []) =>
    deliveries.length === 0
      ? `${base}/assignments/create`
      : `${base}/assignments/create?${deliveriesParam}=${deliveries.join('.')}`,
});
export type PlanningHrefs = ReturnType<typeof planningHrefs>;

/**
 * The DocEntries of a `deliveries` parameter ("12.15.18"; the router may already have read a
 * single one as a number): whole numbers above zero, each once, in order.
 */
export function deliveriesOf(value: unknown): number[] {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const entries = text
    .split(/[.,]/)
    .map((part) => Number(part))
    .filter((entry) => Number.isInteger(entry) && entry > 0);
  return [...new Set(entries)];
}
