import { alsoAt, type RouteDefinition } from '../route-definition';
import { page, resource } from '../screen-builders';
import { vehicleRoutes, vehiclesSetup } from './administration-routes';
import { hubDispatchRoutes } from './dispatch-routes';

const hub = '/logistics_hub';
const routesAndCalls = `${hub}/route-and-calls`;
const setup = `${hub}/setup`;
const channels = `${setup}/channels`;
export const salesTargetsPath = `${hub}/sales-targets`;
export const recurringTemplatesPath = `${hub}/reccuring_templates`;

/** Where the activity status sits in the hub; the top-level /activity-status is the same screen. */
export const hubActivityStatus = `${routesAndCalls}/activity-status`;

/** Who visited what today, planned against done, per rep (issue 25): one screen, two paths. */
export const activityStatusRoutes: RouteDefinition[] = resource(hubActivityStatus, {
  icon: 'tabler-trending-up',
  subject: 'Call',
});

/** The market setup (issue 25) is offered to who may keep it; its readers reach it through outlets and calls. */
const marketSetup = { subject: 'FieldSalesSetup' } as const;

/** Where the GPS locations are listed; the top-level /gps-locations is the same screen (screen-catalogue.ts). */
export const gpsLocationsAt = `${hub}/gps-and-maps/gps-locations`;
export const gpsLocationRoutes: RouteDefinition[] = resource(gpsLocationsAt, {
  icon: 'tabler-point',
  subject: 'GpsLocation',
});

/** The /logistics_hub area of specification section 2, in its order, with its dispatch set. */
export const logisticsHubRoutes: RouteDefinition[] = [
  // A map is one screen; GPS locations are records.
  ...page(`${hub}/gps-and-maps/customer-map`),
  ...gpsLocationRoutes,

  // Recurring documents (issue 25): templates are records; what falls due is reviewed and executed
  // from one list. Administrators keep them.
  ...resource(recurringTemplatesPath, { icon: 'tabler-calendar-time', subject: 'RecurringTemplate' }),
  ...page(`${hub}/reccuring_transactions`, { icon: 'tabler-calendar-due', subject: 'RecurringTemplate' }),

  ...activityStatusRoutes,
  // Call management opens on the signed-in rep's day (issue 25); its records are the calls.
  ...resource(`${routesAndCalls}/call-management`, { icon: 'tabler-phone-call', subject: 'Call' }),
  ...resource(`${routesAndCalls}/routes`, { icon: 'tabler-road', subject: 'Route' }),
  ...resource(`${routesAndCalls}/routes-assignments`, { icon: 'tabler-user-pin', subject: 'Route' }),
  ...resource(`${routesAndCalls}/subjects-and-actions`, {
    icon: 'tabler-list-check',
    subject: 'CallSubject',
  }),

  // Targets per sales employee and period (issue 25): sales staff read their own.
  ...resource(salesTargetsPath, { icon: 'tabler-checklist', subject: 'SalesTarget' }),
  ...page(`${salesTargetsPath}/reports`, {
    title: 'fieldSalesPlans.report.heading',
    icon: 'tabler-report-analytics',
    subject: 'SalesTarget',
  }),

  // "channels with channel and tier": the channels screen holding both, each a list of its own.
  ...page(channels, { icon: 'tabler-sitemap', ...marketSetup }),
  ...resource(`${channels}/channel`, { icon: 'tabler-category', ...marketSetup }),
  ...resource(`${channels}/tier`, { icon: 'tabler-stairs', ...marketSetup }),
  ...resource(`${setup}/distributors`, { icon: 'tabler-truck-delivery', ...marketSetup }),
  ...resource(`${setup}/employee-timesheet`, { icon: 'tabler-calendar-time', subject: 'GpsLocation' }),
  // GPS setup is one settings form.
  ...page(`${setup}/gps-setup`, { icon: 'tabler-adjustments', ...marketSetup }),
  ...resource(`${setup}/survey`, { icon: 'tabler-clipboard-list', ...marketSetup }),
  // Not in the specification: every customer's outlets in one list, each also under its partner
  // (docs/decisions.md, "Market setup, outlets and GPS positions").
  ...resource(`${setup}/outlets`, { icon: 'tabler-building-store', subject: 'Outlet' }),
  // The vehicles of Setup, at a second place (issue 20: one screen, two paths).
  ...alsoAt(vehicleRoutes, vehiclesSetup, `${setup}/vehicles`),

  ...hubDispatchRoutes,
];
