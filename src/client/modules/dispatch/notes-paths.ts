import { routeNameOf } from '../../../shared/screens/route-names';

/**
 * The dispatcher's screens after planning (issue 23): dispatch notes (list, note, new), delivered
 * (proof of delivery), returns (list, return, new) and the dashboard, each at /dispatch and again
 * under the logistics hub, as the screen catalogue declares them. The screen registry reads the
 * route names from here, so this file stays free of screens.
 */
export const dispatchBases = ['/dispatch', '/logistics_hub/dispatch-management/dispatch'] as const;
export type DispatchBase = (typeof dispatchBases)[number];

export type NotesScreen =
  | 'notes'
  | 'note'
  | 'note-create'
  | 'delivered'
  | 'returns'
  | 'return'
  | 'return-create'
  | 'dashboard';

const subpaths: Readonly<Record<NotesScreen, string>> = {
  notes: 'dispatch_notes',
  note: 'dispatch_notes/$id',
  'note-create': 'dispatch_notes/create',
  delivered: 'delivered',
  returns: 'returns',
  return: 'returns/$id',
  'return-create': 'returns/create',
  dashboard: 'dashboard',
};

const screensByName = new Map<string, { screen: NotesScreen; base: DispatchBase }>(
  dispatchBases.flatMap((base) =>
    Object.entries(subpaths).map(
      ([screen, sub]) => [routeNameOf(`${base}/${sub}`), { screen: screen as NotesScreen, base }] as const,
    ),
  ),
);

/**
 * The screens' ids, for the screen registry: their first paths' names (under /dispatch); the
 * hub's paths are second paths of the same screens, which the router loads by the same id.
 */
export const notesScreenIds: readonly string[] = Object.values(subpaths).map((sub) =>
  routeNameOf(`${dispatchBases[0]}/${sub}`),
);

/** Which screen a route name shows, and under which of the two places. */
export const notesScreenOf = (routeName: string) => screensByName.get(routeName);

const entry = (id: number | string) => encodeURIComponent(String(id));

/** Where each screen lives under a base; links stay under the base the user came through. */
export const dispatchHrefs = (base: DispatchBase = '/dispatch') => ({
  notes: `${base}/dispatch_notes`,
  note: (docEntry: number | string) => `${base}/dispatch_notes/${entry(docEntry)}`,
  delivered: `${base}/delivered`,
  deliveredNote: (docEntry: number | string) => `${base}/delivered?note=${entry(docEntry)}`,
  returns: `${base}/returns`,
  openReturns: `${base}/returns?status=O`,
  return: (returnEntry: number | string) => `${base}/returns/${entry(returnEntry)}`,
  dashboard: `${base}/dashboard`,
  openItems: `${base}/open_items`,
  assignments: `${base}/assignments`,
  newAssignment: `${base}/assignments/create`,
  notesWith: (query: Record<string, string>) => `${base}/dispatch_notes?${new URLSearchParams(query)}`,
});
export type DispatchHrefs = ReturnType<typeof dispatchHrefs>;
