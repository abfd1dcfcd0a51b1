import { routeNameOf } from '../../shared/screens/route-names';

/** A route as the router names it, with its parameters: what the menu compares to be "active". */
export interface RouteRef {
  name: string;
  params: Record<string, string>;
}

const createSegment = 'create';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed rather than breaking the whole menu.
    return segment;
  }
}

/** Document routes (specification section 2): `/<area>/doc/...` names its parameters by position. */
function documentRoute(area: string, rest: string[]): RouteRef | undefined {
  const [first, second, ...more] = rest;
  if (first === undefined || more.length > 0) return undefined;
  if (second === undefined) {
    // `/sales/doc/create` is a static route: a static segment wins over $objectId, as in the router.
    if (first === createSegment) return { name: `${area}-doc-create`, params: {} };
    return { name: `${area}-doc-objectId`, params: { objectId: first } };
  }
  if (first === createSegment) return { name: `${area}-doc-create-objectId`, params: { objectId: second } };
  return { name: `${area}-doc-objectId-id`, params: { objectId: first, id: second } };
}

/**
 * The named route of a menu path. A path whose second segment is `doc` maps to a document route:
 * `/sales/doc/17` is `sales-doc-objectId` { objectId: '17' }, `/sales/doc/create/17` is
 * `sales-doc-create-objectId`, `/sales/doc/17/5` is `sales-doc-objectId-id` { objectId, id }.
 * Any other path is named after its segments (query string and hash ignored) with no params.
 */
export function resolveMenuPath(path: string): RouteRef {
  const [pathname = ''] = path.split(/[?#]/);
  const segments = pathname.split('/').filter(Boolean);
  const [area, second, ...rest] = segments;
  if (area !== undefined && second === 'doc') {
    const named = documentRoute(area, rest.map(decodeSegment));
    if (named) return named;
  }
  // routeNameOf is the router's own naming, so '/' is 'root' here as it is there.
  return { name: routeNameOf(segments.join('/')), params: {} };
}
