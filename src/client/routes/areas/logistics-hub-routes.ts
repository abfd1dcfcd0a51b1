import type { RouteDefinition } from '../route-definition';
import { dispatchRoutes } from './dispatch-routes';
import { page, resource } from './route-builders';

const hub = '/logistics_hub';
const routesAndCalls = `${hub}/route-and-calls`;
const setup = `${hub}/setup`;
const channels = `${setup}/channels`;

/** The /logistics_hub area of specification section 2, in its order, with its dispatch set. */
export const logisticsHubRoutes: RouteDefinition[] = [
  // A map is one screen; GPS locations are records.
  ...page(`${hub}/gps-and-maps/customer-map`),
  ...resource(`${hub}/gps-and-maps/gps-locations`),

  ...resource(`${hub}/reccuring_templates`),
  // Recurring transactions are generated from the templates and confirmed from one list.
  ...page(`${hub}/reccuring_transactions`),

  ...resource(`${routesAndCalls}/activity-status`),
  ...resource(`${routesAndCalls}/call-management`),
  ...resource(`${routesAndCalls}/routes`),
  ...resource(`${routesAndCalls}/routes-assignments`),
  ...resource(`${routesAndCalls}/subjects-and-actions`),

  ...resource(`${hub}/sales-targets`),
  ...page(`${hub}/sales-targets/reports`),

  // "channels with channel and tier": the channels screen holding both, each a list of its own.
  ...page(channels),
  ...resource(`${channels}/channel`),
  ...resource(`${channels}/tier`),
  ...resource(`${setup}/distributors`),
  ...resource(`${setup}/employee-timesheet`),
  // GPS setup is one settings form.
  ...page(`${setup}/gps-setup`),
  ...resource(`${setup}/survey`),
  ...resource(`${setup}/vehicles`),

  ...dispatchRoutes(`${hub}/dispatch-management/dispatch`),
];
