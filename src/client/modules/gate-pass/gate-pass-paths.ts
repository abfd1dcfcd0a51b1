import { routeNameOf } from '../../../shared/screens/route-names';

/**
 * The gate pass documents' screens (issue 24): the list, a pass and a new pass under
 * /gpm/gpm-documents, as the screen catalogue declares them. The screen registry reads the route
 * names from here, so this file stays free of screens.
 */
export const gatePassBase = '/gpm/gpm-documents';

export type GatePassScreen = 'list' | 'pass' | 'create';

const subpaths: Readonly<Record<GatePassScreen, string>> = { list: '', pass: '/$id', create: '/create' };

const screensByName = new Map(
  Object.entries(subpaths).map(([screen, sub]) => [
    routeNameOf(`${gatePassBase}${sub}`),
    screen as GatePassScreen,
  ]),
);

/** The screens' route names, for the screen registry. */
export const gatePassScreenIds: readonly string[] = [...screensByName.keys()];

/** Which screen a route name shows. */
export const gatePassScreenOf = (routeName: string) => screensByName.get(routeName);

const entry = (id: number | string) => encodeURIComponent(String(id));

/** Where each screen lives; a new pass may start from a dispatch note (`?note=<DocEntry>`). */
export const gatePassHrefs = {
  list: gatePassBase,
  pass: (docEntry: number | string) => `${gatePassBase}/${entry(docEntry)}`,
  create: `${gatePassBase}/create`,
  createFromNote: (noteEntry: number | string) => `${gatePassBase}/create?note=${entry(noteEntry)}`,
};
