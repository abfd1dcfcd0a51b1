import { alsoAt, type RouteDefinition } from '../route-definition';
import { page, pagesUnder, resource, tabbedReport } from '../screen-builders';

const administration = '/administration';
const approval = `${administration}/approval-process`;
const ipConfig = `${administration}/ip-config`;
const setup = `${administration}/setup`;
const general = `${setup}/general`;
const employees = `${general}/employees`;
const inventorySetup = `${setup}/inventory`;
const initialization = `${administration}/system-initialization`;

/** Where Setup keeps the vehicles; the logistics hub shows the same screens (logistics-hub-routes.ts). */
export const vehiclesSetup = `${general}/vehicles/vehicles`;
export const vehicleRoutes: RouteDefinition[] = resource(vehiclesSetup, {
  icon: 'tabler-truck',
  subject: 'Vehicle',
});

/** Where Setup keeps the bin locations; the inventory area shows the same screens (inventory-routes.ts). */
export const binLocationsSetup = `${general}/bin-locations`;
export const binLocationRoutes: RouteDefinition[] = resource(binLocationsSetup, {
  icon: 'tabler-layout-grid',
  subject: 'BinLocation',
});

/** Screens the specification reaches at a second path too (issue 20: one screen, two paths). */
export const ratesAndIndexes = `${administration}/rates-and-indexes`;
export const ratesAndIndexesRoutes: RouteDefinition[] = resource(ratesAndIndexes, {
  icon: 'tabler-trending-up',
  subject: 'ExchangeRate',
});
const currencies = `${setup}/financials/currencies`;
const currencyRoutes: RouteDefinition[] = resource(currencies, {
  icon: 'tabler-currency-dollar',
  subject: 'Currency',
});
const userDefaults = `${general}/user-defaults`;
const userDefaultsRoutes: RouteDefinition[] = resource(userDefaults, {
  editor: true,
  icon: 'tabler-user-check',
  subject: 'UserDefaults',
});

/** The /administration area of specification section 2, in its order. */
export const administrationRoutes: RouteDefinition[] = [
  ...resource(`${administration}/alerts-management`, { icon: 'tabler-bell-cog', subject: 'Alert' }),

  // Approval reports are read-only views split by approval state (section 4): the report and its
  // tabs, no detail or create screen.
  ...tabbedReport(`${approval}/approval-decision-report`, ['approved', 'pending', 'rejected'], {
    icon: 'tabler-gavel',
    subject: 'ApprovalRequest',
  }),
  ...resource(`${approval}/approval-stages`, {
    editor: true,
    icon: 'tabler-stairs',
    subject: 'ApprovalStage',
  }),
  ...tabbedReport(
    `${approval}/approval-status-report`,
    ['approved', 'authorizer', 'cancelled', 'generated', 'pending', 'rejected'],
    { icon: 'tabler-report-analytics', subject: 'ApprovalRequest' },
  ),
  ...resource(`${approval}/approval-templates`, {
    editor: true,
    icon: 'tabler-template',
    subject: 'ApprovalTemplate',
  }),

  // Written out in full by the specification; `edit` has no {id} there and stays without one.
  ...page(ipConfig, { title: 'resources.ip-ranges.title', icon: 'tabler-list-check', subject: 'IpRange' }),
  ...pagesUnder(ipConfig, ['$id']),
  ...page(`${ipConfig}/bulk-import`, {
    title: 'security.ipImport.heading',
    icon: 'tabler-file-import',
    subject: 'IpRange',
    action: 'update',
  }),
  ...pagesUnder(ipConfig, ['edit', 'create']),
  ...page(`${ipConfig}/logs`, {
    title: 'security.ipLogs.heading',
    icon: 'tabler-shield-x',
    subject: 'IpRange',
  }),

  ...ratesAndIndexesRoutes,

  ...resource(`${setup}/banking/banks`, { icon: 'tabler-building-bank', subject: 'Bank' }),
  ...resource(`${setup}/banking/house-bank-accounts`, { icon: 'tabler-cash', subject: 'HouseBankAccount' }),

  ...resource(`${setup}/bin-locations/attribute-code`, { icon: 'tabler-tag', subject: 'BinLocationSetup' }),
  // Field activation is one settings form (which bin-location fields are in use), not a list.
  ...page(`${setup}/bin-locations/field-activation`, {
    icon: 'tabler-settings',
    subject: 'BinLocationSetup',
  }),
  ...resource(`${setup}/bin-locations/sublevel-codes`, {
    icon: 'tabler-stack-2',
    subject: 'BinLocationSetup',
  }),

  ...resource(`${setup}/business-partners/address-formats`, {
    icon: 'tabler-address-book',
    subject: 'AddressFormat',
  }),
  ...resource(`${setup}/business-partners/payment-terms`, {
    icon: 'tabler-calendar-dollar',
    subject: 'PaymentTerm',
  }),

  // The currencies of Financials: list, record and create.
  ...alsoAt(currencyRoutes.slice(0, 3), currencies, `${setup}/currencies`),

  // The chart-of-accounts pages and G/L account determination are single forms over the whole
  // chart (as in SAP Business One), so they are pages; the other financial entries are lists.
  ...page(`${setup}/financials/chart-of-accounts-editing/$id`),
  ...currencyRoutes,
  ...page(`${setup}/financials/edit-chart-of-accounts`, { icon: 'tabler-sitemap', subject: 'GLAccount' }),
  ...page(`${setup}/financials/gl-account-determination`, {
    icon: 'tabler-adjustments',
    subject: 'GLAccountDetermination',
  }),
  ...resource(`${setup}/financials/tax-groups`, { icon: 'tabler-receipt-tax', subject: 'TaxGroup' }),
  ...resource(`${setup}/financials/withholding-tax`, {
    icon: 'tabler-receipt-tax',
    subject: 'WithholdingTax',
  }),

  ...binLocationRoutes,
  ...resource(`${general}/branches`, { editor: true, icon: 'tabler-building', subject: 'Branch' }),
  ...resource(`${general}/departments`, { editor: true, icon: 'tabler-sitemap', subject: 'Department' }),
  ...resource(`${general}/drivers`, { icon: 'tabler-user-pin', subject: 'Driver' }),
  ...resource(employees, { editor: true, icon: 'tabler-users', subject: 'Employee' }),
  // Employee sub-pages are written out: only assignments takes an {id}.
  ...pagesUnder(employees, [
    'assignments/$id',
    'branches',
    'business-partners',
    'items',
    'payments',
    'warehouses',
  ]),
  ...resource(`${general}/freight`, { icon: 'tabler-truck-delivery', subject: 'Freight' }),
  ...resource(`${general}/sales-employees`, {
    editor: true,
    icon: 'tabler-id-badge',
    subject: 'SalesEmployee',
  }),
  // Password administration is the one password-policy form.
  ...page(`${general}/security/password-administration`, {
    icon: 'tabler-password',
    subject: 'PasswordPolicy',
    action: 'update',
  }),
  ...resource(`${general}/territories`, { editor: true, icon: 'tabler-map-2', subject: 'Territory' }),
  ...resource(`${general}/time-sheets`, { icon: 'tabler-notes', subject: 'TimeSheet' }),
  ...userDefaultsRoutes,
  ...resource(`${general}/user-groups`, { editor: true, icon: 'tabler-users-group', subject: 'UserGroup' }),
  ...resource(`${general}/users`, { editor: true, icon: 'tabler-user-cog', subject: 'User' }),
  ...vehicleRoutes,

  ...page(`${inventorySetup}/bin-locations/reports`, {
    title: 'menu.binLocationReport',
    icon: 'tabler-report-analytics',
    subject: 'BinStock',
  }),
  ...resource(`${inventorySetup}/item-defaults`, { icon: 'tabler-adjustments', subject: 'ItemDefaults' }),
  ...resource(`${inventorySetup}/item-groups`, { icon: 'tabler-category', subject: 'ItemGroup' }),
  ...resource(`${inventorySetup}/item-properties`, { icon: 'tabler-tags', subject: 'ItemProperty' }),
  ...resource(`${inventorySetup}/manufacturers`, {
    icon: 'tabler-building-factory',
    subject: 'Manufacturer',
  }),
  // "period-discount/{id}/item (with editor)": the item page as written, and the period
  // discount's editor under the same base as every other editor.
  ...page(`${inventorySetup}/period-discount/$id/item`),
  ...page(`${inventorySetup}/period-discount/editor/$id`),
  ...resource(`${inventorySetup}/shipping-types`, { icon: 'tabler-route', subject: 'ShippingType' }),
  ...resource(`${inventorySetup}/uom`, { icon: 'tabler-ruler-measure', subject: 'UnitOfMeasure' }),
  ...resource(`${inventorySetup}/uom-groups`, { icon: 'tabler-ruler-2', subject: 'UomGroup' }),
  ...resource(`${inventorySetup}/warehouse-types`, {
    icon: 'tabler-building-store',
    subject: 'WarehouseType',
  }),
  ...resource(`${inventorySetup}/warehouses`, { icon: 'tabler-building-warehouse', subject: 'Warehouse' }),

  ...alsoAt(userDefaultsRoutes.slice(0, 3), userDefaults, `${setup}/user-defaults`),

  // System initialisation windows are single company-wide forms (the user to authorise is chosen
  // inside the authorisation forms); document numbering is a list of series with an editor.
  ...page(`${initialization}/authorizations/data-ownerships`, {
    icon: 'tabler-lock-access',
    subject: 'UserGroup',
  }),
  ...page(`${initialization}/authorizations/general-authorization`, {
    icon: 'tabler-lock',
    subject: 'UserGroup',
  }),
  ...page(`${initialization}/company-details`, { icon: 'tabler-building', subject: 'CompanyDetails' }),
  ...page(`${initialization}/doc-settings`, {
    icon: 'tabler-settings',
    subject: 'DocumentSettings',
    action: 'update',
  }),
  ...resource(`${initialization}/document-numbering`, {
    editor: true,
    icon: 'tabler-numbers',
    subject: 'DocumentNumbering',
  }),

  // Connected clients are the live sessions: listed and ended, never created by hand.
  ...page(`${administration}/utilities/connected-clients`, {
    icon: 'tabler-plug-connected',
    subject: 'ConnectedClient',
  }),
  // The API's own description (GET /api/v1/openapi.json) for administrators and integrators.
  ...page(`${administration}/utilities/api-reference`, { icon: 'tabler-code', subject: 'ApiDescription' }),
];
