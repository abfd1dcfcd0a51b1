import { decisionReportTabs, statusReportTabs } from '../../shared/api/approval-tabs';
import { financeReportPaths } from '../../shared/screens/areas/finance-routes';
import { gateReportPaths } from '../../shared/screens/areas/gate-pass-routes';
import { routeNameOf } from '../../shared/screens/route-names';
import { notesScreenIds } from '../modules/dispatch/notes-paths';
import { planningScreenIds } from '../modules/dispatch/planning-paths';
import { bankingRouteNames } from '../modules/documents/payments/banking-routes';
import { gatePassScreenIds } from '../modules/gate-pass/gate-pass-paths';
import { inventoryReportPaths } from '../modules/inventory-reports/report-routes';
import { priceToolScreenIds } from '../modules/price-tools/price-tool-paths';
import { routeCallScreenIds } from '../modules/route-calls/route-calls-paths';
import { documentRouteNames } from '../routes/document-route';
import type { ScreenLoader } from './screen-loading';

const notFound: ScreenLoader = () => import('../modules/misc/not-found-screen');
const notAuthorized: ScreenLoader = () => import('../modules/misc/not-authorized-screen');
const documentScreen: ScreenLoader = () => import('../modules/documents/document-screen');

const decisionReport: ScreenLoader = () => import('../modules/documents/approval/decision-report-screen');
const statusReport: ScreenLoader = () => import('../modules/documents/approval/status-report-screen');
const approvalProcess = '/administration/approval-process';

/** The approval reports: the report's route and one route per tab (specification section 2). */
const approvalRoutes = Object.fromEntries([
  ...[
    ['approval-decision-report', decisionReportTabs, decisionReport] as const,
    ['approval-status-report', statusReportTabs, statusReport] as const,
  ].flatMap(([report, tabs, loader]) =>
    [`${approvalProcess}/${report}`, ...tabs.map((tab) => `${approvalProcess}/${report}/${tab}`)].map(
      (path) => [routeNameOf(path), loader] as const,
    ),
  ),
]);

const inventoryReportScreen: ScreenLoader = () =>
  import('../modules/inventory-reports/inventory-report-screen');

/** The stock reports (issue 21): one module serves them all. */
const inventoryReportRoutes = Object.fromEntries(
  Object.values(inventoryReportPaths).map((path) => [routeNameOf(path), inventoryReportScreen]),
);

const financeReportScreen: ScreenLoader = () => import('../modules/finance-reports/finance-report-screen');

/** The finance reports (issue 22): one module serves them all. */
const financeReportRoutes = Object.fromEntries(
  Object.values(financeReportPaths).map((path) => [routeNameOf(path), financeReportScreen]),
);
const gateReportScreen: ScreenLoader = () => import('../modules/gate-reports/gate-report-screen');

/** The gate reports (issue 24): one module serves them all. */
const gateReportRoutes = Object.fromEntries(
  Object.values(gateReportPaths).map((path) => [routeNameOf(path), gateReportScreen]),
);
const bankingScreen: ScreenLoader = () => import('../modules/documents/payments/banking-screen');

/** The Banking area (issue 22): its landing page and each payment kind's list, payment and entry. */
const bankingRoutes = Object.fromEntries(bankingRouteNames.map((name) => [name, bankingScreen]));

const planningScreen: ScreenLoader = () => import('../modules/dispatch/planning-screen');

/** The dispatch planning (issue 23): open items and assignments, at /dispatch and under the logistics hub. */
const planningRoutes = Object.fromEntries(planningScreenIds.map((name) => [name, planningScreen]));

const dispatchNotesScreen: ScreenLoader = () => import('../modules/dispatch/notes-screen');

/** The dispatcher's screens after planning (issue 23): notes, delivered, returns, dashboard, at both places. */
const dispatchNotesRoutes = Object.fromEntries(notesScreenIds.map((name) => [name, dispatchNotesScreen]));

const gatePassScreen: ScreenLoader = () => import('../modules/gate-pass/gate-pass-screen');

/** The gate pass documents (issue 24): list, pass and new pass under /gpm/gpm-documents. */
const gatePassRoutes = Object.fromEntries(gatePassScreenIds.map((name) => [name, gatePassScreen]));

const routeCallsScreen: ScreenLoader = () => import('../modules/route-calls/route-calls-screen');

/** Routes and calls (issue 25): the rep's day, the activity status, planning, routes with their outlets. */
const routeCallRoutes = Object.fromEntries(routeCallScreenIds.map((name) => [name, routeCallsScreen]));
const priceToolsScreen: ScreenLoader = () => import('../modules/price-tools/price-tools-screen');

/** The base price tools (issue 26): the price grid, batches and each tool, in one module. */
const priceToolRoutes = Object.fromEntries(priceToolScreenIds.map((name) => [name, priceToolsScreen]));

/** Every document route: lists, documents, the editor (create, copy) and the relationship map. */
const documentRoutes = Object.fromEntries(documentRouteNames.map((name) => [name, documentScreen]));

/**
 * The real screens behind the sign-in, by route name, each loaded when first opened. This table
 * is a chunk of its own (screen-loading.ts asks for it), so the first load does not grow with
 * every screen added; a route without an entry here shows the generic screen below.
 */
export const screens: Partial<Record<string, ScreenLoader>> = {
  dashboard: () => import('../modules/dashboard/dashboard-screen'),
  'access-control': () => import('../modules/access-control/access-control-screen'),
  'administration-setup-general-security-password-administration': () =>
    import('../modules/security/password-policy-screen'),
  'administration-utilities-connected-clients': () => import('../modules/security/connected-clients-screen'),
  'administration-utilities-api-reference': () => import('../modules/api-reference/api-reference-screen'),
  'administration-ip-config-bulk-import': () => import('../modules/security/ip-bulk-import-screen'),
  'administration-ip-config-logs': () => import('../modules/security/ip-refusals-screen'),
  'administration-system-initialization-authorizations-general-authorization': () =>
    import('../modules/authorization/general-authorization-screen'),
  'administration-system-initialization-authorizations-data-ownerships': () =>
    import('../modules/authorization/data-ownerships-screen'),
  'not-authorized': notAuthorized,
  'pages-misc-not-authorized': notAuthorized,
  'pages-misc-not-found-error': notFound,
  'error-404': notFound,
  ...approvalRoutes,
  ...documentRoutes,
  ...inventoryReportRoutes,
  ...financeReportRoutes,
  ...gateReportRoutes,
  ...bankingRoutes,
  ...planningRoutes,
  ...dispatchNotesRoutes,
  ...gatePassRoutes,
  ...routeCallRoutes,
  ...priceToolRoutes,
  // The gate's scan desk and backup mode (issue 24).
  'gpm-gpm-scan-logs': () => import('../modules/gate-desk/gate-desk-screen'),
  'gpm-backup_mode': () => import('../modules/gate-desk/backup-mode-screen'),
  'inventory-reports-opening-balances-createFromInventory': () =>
    import('../modules/inventory-counts/count-sheet-screen'),
  // Gate pass settings (issue 24); its resources are served by the generic screen.
  'gpm-gpm-settings': () => import('../modules/gate-settings/gate-settings-home'),
  'gpm-gpm-settings-backup-mode-settings': () => import('../modules/gate-settings/backup-settings-screen'),
  'gpm-gpm-settings-ext_bucket': () => import('../modules/gate-settings/ext-bucket-screen'),
  'gpm-gpm-settings-password_resets': () => import('../modules/gate-settings/password-resets-screen'),
  'gpm-gpm-settings-mobile-settings-mobile-menu': () => import('../modules/gate-settings/mobile-menu-screen'),
  // Sales targets against invoiced (issue 25); the targets themselves are a resource.
  'logistics_hub-sales-targets-reports': () => import('../modules/field-sales-plans/target-report-screen'),
  // What recurring templates have due, reviewed and executed (issue 25).
  'logistics_hub-reccuring_transactions': () => import('../modules/field-sales-plans/recurring-due-screen'),
  // Channels and tiers, two lists on one page (issue 25); the rest of the market setup is generic.
  'logistics_hub-setup-channels': () => import('../modules/field-sales/channels-screen'),
  // A user group's editor page edits its rules rather than its record.
  'administration-setup-general-user-groups-editor-id': () =>
    import('../modules/authorization/group-rules-screen'),
};

/**
 * The screen of every route without a module of its own: a resource's list, record or new
 * record where resource-screen-map.ts places one at the route's path, else the placeholder. The
 * resource routes are not listed here, so the first load carries no table of them
 * (served-routes.ts names them for the coverage report).
 */
export const genericScreen: ScreenLoader = () => import('./generic-screen');

/** The loader of a route's screen, by the route's name. */
export const registeredLoaderOf = (name: string): ScreenLoader => screens[name] ?? genericScreen;
