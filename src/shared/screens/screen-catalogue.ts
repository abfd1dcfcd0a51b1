import { administrationRoutes, ratesAndIndexes, ratesAndIndexesRoutes } from './areas/administration-routes';
import { dispatchRoutes } from './areas/dispatch-routes';
import { financeRoutes } from './areas/finance-routes';
import { gatePassRoutes } from './areas/gate-pass-routes';
import { inventoryRoutes } from './areas/inventory-routes';
import {
  activityStatusRoutes,
  gpsLocationRoutes,
  gpsLocationsAt,
  hubActivityStatus,
  logisticsHubRoutes,
} from './areas/logistics-hub-routes';
import { alsoAt, type RouteDefinition } from './route-definition';
import { page, pagesUnder, resource } from './screen-builders';

const guest = { access: 'guest' } as const;
const open = { access: 'public' } as const;

/**
 * Who may open what (section 2 "Guard behaviour" and section 6): login, register and
 * forgot-password are for signed-out users only; reset-password (named by the guard list, and
 * served by the server's reset call), the not-authorized and not-found pages are public; all
 * three kinds use the blank layout. The root is authenticated and redirects to the dashboard.
 */
const shellRoutes: RouteDefinition[] = [
  ...page('/'),
  ...page('/login', guest),
  ...page('/register', guest),
  ...page('/forgot-password', guest),
  ...page('/reset-password', open),
  ...page('/not-authorized', open),
  ...page('/pages/misc/not-authorized', open),
  ...page('/pages/misc/not-found/$error', open),
  ...page('/error-404', open),
];

/**
 * The top-level entries. The access-control page is the one the guard protects with
 * read AclDemo, a single page; the button and test pages are development pages; the outlets map
 * is one map; the dashboards are single screens.
 */
const topLevelRoutes: RouteDefinition[] = [
  ...page('/access-control', {
    requires: { action: 'read', subject: 'AclDemo' },
    unlisted: 'a demonstration of the route guard, opened by its address',
  }),
  ...alsoAt(activityStatusRoutes, hubActivityStatus, '/activity-status'),
  ...page('/buttontest', { icon: 'tabler-click', subject: 'DevTools' }),
  ...resource('/freight'),
  ...alsoAt(gpsLocationRoutes, gpsLocationsAt, '/gps-locations'),
  ...resource('/manufacture'),
  ...resource('/package-types'),
  ...alsoAt(ratesAndIndexesRoutes, ratesAndIndexes, '/rates-and-indexes'),
  ...page('/test', { icon: 'tabler-flask', subject: 'DevTools' }),
  ...page('/outlets/map'),
  ...page('/dashboard', { icon: 'tabler-smart-home' }),
  ...page('/DashboardMain'),
  ...page('/DashboardMainEnhanced'),
];

const dealers = '/business-partners/dealers';
const dealerRoutes = resource(dealers, { icon: 'tabler-building-store', subject: 'BusinessPartner' });

/** Banking and business partners; "dealers (list, {id}, create)" is a resource. */
const partnerRoutes: RouteDefinition[] = [
  // Banking is the area's landing page. The specification's incoming payments route holds every
  // incoming payment, third-party ones among them; outgoing payments to vendors sit beside it
  // (docs/decisions.md, "Banking screens").
  ...page('/Banking', {
    icon: 'tabler-building-bank',
    subject: 'IncomingPayment',
    title: 'banking.overview.title',
  }),
  ...resource('/Banking/incoming-payments/third-party', {
    icon: 'tabler-cash',
    subject: 'IncomingPayment',
    title: 'banking.titles.incoming',
    newTitle: 'banking.new.incoming',
  }),
  ...resource('/Banking/outgoing-payments', {
    icon: 'tabler-cash-banknote',
    subject: 'VendorPayment',
    title: 'banking.titles.outgoing',
    newTitle: 'banking.new.outgoing',
  }),
  ...resource('/business-partners/bp-master-data', {
    icon: 'tabler-address-book',
    subject: 'BusinessPartner',
  }),
  ...dealerRoutes,
  // The dealer's create and record screens written out a second way by the specification.
  ...alsoAt(dealerRoutes.slice(2, 3), dealers, '/dealer'),
  ...alsoAt(dealerRoutes.slice(1, 2), dealers, '/dealer/view'),
];

/** Form settings, written as specified. */
const formSettingsRoutes: RouteDefinition[] = [
  ...page('/form/settings/$id'),
  ...page('/menu/form-settings'),
  ...pagesUnder('/menu/form-settings', ['tree-view', 'tree-view-item']),
];

/** Marketing documents and outlets, written as specified. */
const documentRoutes: RouteDefinition[] = [
  // A document screen is offered for its type's subject (documentOffer in screen-entry.ts).
  ...page('/purchasing/doc/$objectId', { icon: 'tabler-file-dollar' }),
  ...page('/purchasing/doc/$objectId/$id', { icon: 'tabler-file-dollar' }),
  // Routes with their outlets in order (issue 25), for who reads routes.
  ...page('/routes-outlets', { icon: 'tabler-route', subject: 'Route' }),
  ...page('/routes-outlets/$id', { icon: 'tabler-route', subject: 'Route' }),
  ...page('/sales/doc/$objectId', { icon: 'tabler-file-invoice' }),
  ...page('/sales/doc/$objectId/$id', { icon: 'tabler-file-invoice' }),
  ...page('/sales/doc/copy/$BaseObject/$docId/$id'),
  ...page('/sales/doc/create', {
    unlisted: 'the palette offers New <document> for each type, which opens doc/create/{objectId}',
  }),
  ...page('/sales/doc/create/$objectId'),
  ...page('/sales/RelationshipMapping', { icon: 'tabler-sitemap', subject: 'SalesOrder' }),
];

/**
 * Every route of specification section 2 ("Screens and routes"), in TanStack Router syntax with
 * its access and layout. One declaration read by the router, the titles and the coverage report.
 */
export const specRoutes: RouteDefinition[] = [
  ...shellRoutes,
  ...topLevelRoutes,
  ...administrationRoutes,
  ...partnerRoutes,
  ...financeRoutes,
  ...dispatchRoutes,
  ...formSettingsRoutes,
  ...gatePassRoutes,
  ...inventoryRoutes,
  ...logisticsHubRoutes,
  ...documentRoutes,
];

const byPath = new Map(specRoutes.map((definition) => [definition.path, definition]));
const byName = new Map(specRoutes.map((definition) => [definition.name, definition]));
const withParams = specRoutes
  .map((definition) => ({ definition, segments: definition.path.split('/').filter(Boolean) }))
  .filter(({ segments }) => segments.some((segment) => segment.startsWith('$')))
  // A static segment wins over a parameter, as in the router: fewer parameters are tried first.
  .sort(
    (a, b) =>
      a.segments.filter((segment) => segment.startsWith('$')).length -
      b.segments.filter((segment) => segment.startsWith('$')).length,
  );

/** The route of this name: `sales-doc-objectId`. */
export const routeNamed = (name: string): RouteDefinition | undefined => byName.get(name);

export interface RouteAtPath {
  definition: RouteDefinition;
  params: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed rather than matching nothing.
    return segment;
  }
}

/**
 * The route a link leads to, with its parameters: `/sales/doc/17` is `sales-doc-objectId`
 * { objectId: '17' }. The query string and hash do not count; no route, undefined.
 */
export function routeAtPath(href: string): RouteAtPath | undefined {
  const [pathname = ''] = href.split(/[?#]/);
  const segments = pathname.split('/').filter(Boolean);
  const exact = byPath.get(`/${segments.join('/')}`);
  if (exact) return { definition: exact, params: {} };
  for (const candidate of withParams) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((segment, index) => {
      const value = segments[index] ?? '';
      if (segment.startsWith('$')) params[segment.slice(1)] = decodeSegment(value);
      return segment.startsWith('$') || segment === value;
    });
    if (matches) return { definition: candidate.definition, params };
  }
  return undefined;
}
