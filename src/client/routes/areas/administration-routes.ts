import type { RouteDefinition } from '../route-definition';
import { page, pagesUnder, resource, tabbedReport } from './route-builders';

const administration = '/administration';
const approval = `${administration}/approval-process`;
const ipConfig = `${administration}/ip-config`;
const setup = `${administration}/setup`;
const general = `${setup}/general`;
const employees = `${general}/employees`;
const inventorySetup = `${setup}/inventory`;
const initialization = `${administration}/system-initialization`;

/** The /administration area of specification section 2, in its order. */
export const administrationRoutes: RouteDefinition[] = [
  ...resource(`${administration}/alerts-management`),

  // Approval reports are read-only views split by approval state (section 4): the report and its
  // tabs, no detail or create screen.
  ...tabbedReport(`${approval}/approval-decision-report`, ['approved', 'pending', 'rejected']),
  ...resource(`${approval}/approval-stages`, { editor: true }),
  ...tabbedReport(`${approval}/approval-status-report`, [
    'approved',
    'authorizer',
    'cancelled',
    'generated',
    'pending',
    'rejected',
  ]),
  ...resource(`${approval}/approval-templates`, { editor: true }),

  // Written out in full by the specification; `edit` has no {id} there and stays without one.
  ...page(ipConfig),
  ...pagesUnder(ipConfig, ['$id', 'bulk-import', 'edit', 'create', 'logs']),

  ...resource(`${administration}/rates-and-indexes`),

  ...resource(`${setup}/banking/banks`),
  ...resource(`${setup}/banking/house-bank-accounts`),

  ...resource(`${setup}/bin-locations/attribute-code`),
  // Field activation is one settings form (which bin-location fields are in use), not a list.
  ...page(`${setup}/bin-locations/field-activation`),
  ...resource(`${setup}/bin-locations/sublevel-codes`),

  ...resource(`${setup}/business-partners/address-formats`),
  ...resource(`${setup}/business-partners/payment-terms`),

  ...resource(`${setup}/currencies`),

  // The chart-of-accounts pages and G/L account determination are single forms over the whole
  // chart (as in SAP Business One), so they are pages; the other financial entries are lists.
  ...page(`${setup}/financials/chart-of-accounts-editing/$id`),
  ...resource(`${setup}/financials/currencies`),
  ...page(`${setup}/financials/edit-chart-of-accounts`),
  ...page(`${setup}/financials/gl-account-determination`),
  ...resource(`${setup}/financials/tax-groups`),
  ...resource(`${setup}/financials/withholding-tax`),

  ...resource(`${general}/bin-locations`),
  ...resource(`${general}/branches`, { editor: true }),
  ...resource(`${general}/departments`, { editor: true }),
  ...resource(`${general}/drivers`),
  ...resource(employees, { editor: true }),
  // Employee sub-pages are written out: only assignments takes an {id}.
  ...pagesUnder(employees, [
    'assignments/$id',
    'branches',
    'business-partners',
    'items',
    'payments',
    'warehouses',
  ]),
  ...resource(`${general}/freight`),
  ...resource(`${general}/sales-employees`, { editor: true }),
  // Password administration is the one password-policy form.
  ...page(`${general}/security/password-administration`),
  ...resource(`${general}/territories`, { editor: true }),
  ...resource(`${general}/time-sheets`),
  ...resource(`${general}/user-defaults`, { editor: true }),
  ...resource(`${general}/user-groups`, { editor: true }),
  ...resource(`${general}/users`, { editor: true }),
  ...resource(`${general}/vehicles/vehicles`),

  ...page(`${inventorySetup}/bin-locations/reports`),
  ...resource(`${inventorySetup}/item-defaults`),
  ...resource(`${inventorySetup}/item-groups`),
  ...resource(`${inventorySetup}/item-properties`),
  ...resource(`${inventorySetup}/manufacturers`),
  // "period-discount/{id}/item (with editor)": the item page as written, and the period
  // discount's editor under the same base as every other editor.
  ...page(`${inventorySetup}/period-discount/$id/item`),
  ...page(`${inventorySetup}/period-discount/editor/$id`),
  ...resource(`${inventorySetup}/shipping-types`),
  ...resource(`${inventorySetup}/uom`),
  ...resource(`${inventorySetup}/uom-groups`),
  ...resource(`${inventorySetup}/warehouse-types`),
  ...resource(`${inventorySetup}/warehouses`),

  ...resource(`${setup}/user-defaults`),

  // System initialisation windows are single company-wide forms (the user to authorise is chosen
  // inside the authorisation forms); document numbering is a list of series with an editor.
  ...page(`${initialization}/authorizations/data-ownerships`),
  ...page(`${initialization}/authorizations/general-authorization`),
  ...page(`${initialization}/company-details`),
  ...page(`${initialization}/doc-settings`),
  ...resource(`${initialization}/document-numbering`, { editor: true }),

  // Connected clients are the live sessions: listed and ended, never created by hand.
  ...page(`${administration}/utilities/connected-clients`),
  // The API's own description (GET /api/v1/openapi.json) for administrators and integrators.
  ...page(`${administration}/utilities/api-reference`),
];
