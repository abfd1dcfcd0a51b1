import { administrationRoutes } from './areas/administration-routes';
import { dispatchRoutes } from './areas/dispatch-routes';
import { gatePassRoutes } from './areas/gate-pass-routes';
import { inventoryRoutes } from './areas/inventory-routes';
import { logisticsHubRoutes } from './areas/logistics-hub-routes';
import { page, pagesUnder, resource } from './areas/route-builders';
import type { RouteDefinition } from './route-definition';

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
  ...page('/access-control', { requires: { action: 'read', subject: 'AclDemo' } }),
  ...resource('/activity-status'),
  ...page('/buttontest'),
  ...resource('/freight'),
  ...resource('/gps-locations'),
  ...resource('/manufacture'),
  ...resource('/package-types'),
  ...resource('/rates-and-indexes'),
  ...page('/test'),
  ...page('/outlets/map'),
  ...page('/dashboard'),
  ...page('/DashboardMain'),
  ...page('/DashboardMainEnhanced'),
];

/** Banking and business partners; "dealers (list, {id}, create)" is a resource. */
const partnerRoutes: RouteDefinition[] = [
  // Banking is the area's landing page; third-party incoming payments are records.
  ...page('/Banking'),
  ...resource('/Banking/incoming-payments/third-party'),
  ...resource('/business-partners/bp-master-data'),
  ...resource('/business-partners/dealers'),
  ...page('/dealer/create'),
  ...page('/dealer/view/$id'),
];

/** Form settings, written as specified. */
const formSettingsRoutes: RouteDefinition[] = [
  ...page('/form/settings/$id'),
  ...page('/menu/form-settings'),
  ...pagesUnder('/menu/form-settings', ['tree-view', 'tree-view-item']),
];

/** Marketing documents and outlets, written as specified. */
const documentRoutes: RouteDefinition[] = [
  ...pagesUnder('/purchasing/doc', ['$objectId', '$objectId/$id']),
  ...page('/routes-outlets'),
  ...page('/routes-outlets/$id'),
  ...pagesUnder('/sales', [
    'doc/$objectId',
    'doc/$objectId/$id',
    'doc/copy/$BaseObject/$docId/$id',
    'doc/create',
    'doc/create/$objectId',
    'RelationshipMapping',
  ]),
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
  ...dispatchRoutes('/dispatch'),
  ...formSettingsRoutes,
  ...gatePassRoutes,
  ...inventoryRoutes,
  ...logisticsHubRoutes,
  ...documentRoutes,
];
