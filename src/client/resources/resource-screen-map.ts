import type { ColumnFilter, RecordRow } from '../../shared/api/resources';
import { gateSettingsPaths } from '../../shared/screens/areas/gate-pass-routes';
import {
  gpsLocationsAt,
  recurringTemplatesPath,
  salesTargetsPath,
} from '../../shared/screens/areas/logistics-hub-routes';
import { itemPages, type RelatedPage } from '../routes/related-pages';
import type { RecordAddress } from './resource-queries';

export type ScreenKind = 'list' | 'detail' | 'create' | 'edit';

/**
 * Where a resource's screens sit among the specification's routes. One resource may be reached
 * from several places (items from item master data and from /inventory/item); a route names the
 * resource and what the screen shows, and the generic screens do the rest.
 */
export interface ResourceScreenSet {
  resource: string;
  /** The doc model to ask for: the object type where the resource has one. */
  objectId: string;
  /** The list route; detail is `<list>/$id`, create `<list>/create`. */
  list: string;
  detail?: string;
  create?: string;
  edit?: string;
  /** Cells of writable fields are edited in place in the list. */
  inlineEdit?: boolean;
  /** Filters that are part of the route (the items of one price list), from its params. */
  fixedFilters?: (params: Readonly<Record<string, string>>) => ColumnFilter[];
  /**
   * The record the whole list belongs to, keyed by a route param (the price list of its items):
   * the heading names it through the resource's `titleOf` text.
   */
  owner?: { resource: string; objectId: string; param: string };
  /**
   * The list shown as a tree of parents and children (the chart of accounts) rather than a grid:
   * the field that names a record's parent, and whether each shows its balance from the journal.
   */
  tree?: { parentField: string; balances?: boolean };
  /**
   * A list without a create route of its own (the chart of accounts): the detail route with this
   * id is the create screen.
   */
  createId?: string;
  /**
   * How a child record (an exchange rate under its currency) is named by the one `$id` of its
   * detail route; a plain record's id is its key.
   */
  recordId?: { addressOf(id: string): RecordAddress; idOf(record: RecordRow): string };
  /**
   * A company-wide settings record (company details, G/L account determination, bin field
   * activation): the list route opens this one record.
   */
  single?: string;
  /** Pages about one record, offered as palette commands while it is open (an item's stock history). */
  relatedPages?: readonly RelatedPage[];
}

const standard = (
  resource: string,
  objectId: string,
  list: string,
  extra: Partial<ResourceScreenSet> = {},
): ResourceScreenSet => ({
  resource,
  objectId,
  list,
  detail: `${list}/$id`,
  create: `${list}/create`,
  ...extra,
});

/**
 * A child record's id in a route: its parent's key and its own joined by the last underscore
 * (`EUR_2026-11-01`), as neither a date nor a currency code ends in one.
 */
const parentAndKey = (parentField: string, keyField: string): ResourceScreenSet['recordId'] => ({
  addressOf: (id) => {
    const at = id.lastIndexOf('_');
    return at < 0 ? { key: id } : { parentKey: id.slice(0, at), key: id.slice(at + 1) };
  },
  idOf: (record) => `${String(record[parentField] ?? '')}_${String(record[keyField] ?? '')}`,
});

const inventorySetup = '/administration/setup/inventory';
const generalSetup = '/administration/setup/general';
const employees = `${generalSetup}/employees`;
const binSetup = '/administration/setup/bin-locations';
const periodDiscount = `${inventorySetup}/period-discount`;
const financials = '/administration/setup/financials';
const itemMasterData = '/inventory/item-management/item-master-data';
const documentNumbering = '/administration/system-initialization/document-numbering';
const approvalProcess = '/administration/approval-process';
const routesAndCalls = '/logistics_hub/route-and-calls';
const hubSetup = '/logistics_hub/setup';

/** A resource whose full-page editor is `<list>/editor/$id` (specification: "has an editor page"). */
const withEditor = (resource: string, list: string) =>
  standard(resource, resource, list, { edit: `${list}/editor/$id` });

/** The assignments of one kind, every employee's, edited in place (employees/branches, ...). */
const assignmentList = (resource: string, page: string): ResourceScreenSet => ({
  resource,
  objectId: resource,
  list: `${employees}/${page}`,
  inlineEdit: true,
});

const periodsOf = (list: string, inlineEdit: boolean): ResourceScreenSet => ({
  resource: 'period-discounts',
  objectId: 'period-discounts',
  list,
  inlineEdit,
  fixedFilters: (params) => [{ field: 'SpecialPriceId', op: 'equals', value: params.id ?? '' }],
  owner: { resource: 'special-prices', objectId: 'special-prices', param: 'id' },
});

export const resourceScreenSets: readonly ResourceScreenSet[] = [
  standard('items', '4', itemMasterData, { edit: `${itemMasterData}/edit/$id`, relatedPages: itemPages }),
  standard('item-groups', 'item-groups', `${inventorySetup}/item-groups`),
  standard('item-properties', 'item-properties', `${inventorySetup}/item-properties`),
  standard('manufacturers', 'manufacturers', `${inventorySetup}/manufacturers`),
  standard('units-of-measure', 'units-of-measure', `${inventorySetup}/uom`),
  standard('uom-groups', 'uom-groups', `${inventorySetup}/uom-groups`),
  standard('warehouses', 'warehouses', `${inventorySetup}/warehouses`),
  standard('price-lists', '6', '/inventory/price-list'),
  {
    resource: 'item-prices',
    objectId: 'item-prices',
    list: '/inventory/price-list/$id/items',
    inlineEdit: true,
    fixedFilters: (params) => [{ field: 'PriceList', op: 'equals', value: params.id ?? '' }],
    owner: { resource: 'price-lists', objectId: '6', param: 'id' },
  },
  { resource: 'item-prices', objectId: 'item-prices', list: '/inventory/price-list/view-price-list' },
  standard('business-partners', '2', '/business-partners/bp-master-data'),
  standard('dealers', 'dealers', '/business-partners/dealers'),
  withEditor('sales-employees', `${generalSetup}/sales-employees`),
  standard('payment-terms', 'payment-terms', '/administration/setup/business-partners/payment-terms'),
  standard('tax-groups', 'tax-groups', '/administration/setup/financials/tax-groups'),
  {
    resource: 'company-details',
    objectId: 'company-details',
    list: '/administration/system-initialization/company-details',
    single: '1',
  },
  standard('numbering-series', 'numbering-series', documentNumbering, {
    edit: `${documentNumbering}/editor/$id`,
  }),
  withEditor('approval-stages', `${approvalProcess}/approval-stages`),
  withEditor('approval-templates', `${approvalProcess}/approval-templates`),
  withEditor('branches', `${generalSetup}/branches`),
  withEditor('departments', `${generalSetup}/departments`),
  withEditor('employees', employees),
  withEditor('territories', `${generalSetup}/territories`),
  standard('drivers', 'drivers', `${generalSetup}/drivers`),
  standard('vehicles', 'vehicles', `${generalSetup}/vehicles/vehicles`),
  standard('gates', 'gates', '/gpm/gpm-settings/gates'),
  // Routes and calls (issue 25); call management's list opens on the rep's day (its own module).
  standard('routes', 'routes', `${routesAndCalls}/routes`),
  standard('route-assignments', 'route-assignments', `${routesAndCalls}/routes-assignments`),
  standard('call-subjects', 'call-subjects', `${routesAndCalls}/subjects-and-actions`),
  standard('calls', 'calls', `${routesAndCalls}/call-management`),
  standard('freight', 'freight', `${generalSetup}/freight`),
  standard('time-sheets', 'time-sheets', `${generalSetup}/time-sheets`),
  standard('bin-locations', 'bin-locations', `${generalSetup}/bin-locations`),
  {
    resource: 'employee-assignments',
    objectId: 'employee-assignments',
    list: `${employees}/assignments/$id`,
    fixedFilters: (params) => [{ field: 'empID', op: 'equals', value: params.id ?? '' }],
    owner: { resource: 'employees', objectId: 'employees', param: 'id' },
  },
  assignmentList('employee-branches', 'branches'),
  assignmentList('employee-partners', 'business-partners'),
  assignmentList('employee-items', 'items'),
  assignmentList('employee-payments', 'payments'),
  assignmentList('employee-warehouses', 'warehouses'),
  standard('warehouse-types', 'warehouse-types', `${inventorySetup}/warehouse-types`),
  standard('shipping-types', 'shipping-types', `${inventorySetup}/shipping-types`),
  {
    resource: 'item-defaults',
    objectId: 'item-defaults',
    list: `${inventorySetup}/item-defaults`,
    detail: `${inventorySetup}/item-defaults/$id`,
    // The one record is created where a company has none yet (started without demo data).
    create: `${inventorySetup}/item-defaults/create`,
  },
  { resource: 'bin-stock', objectId: 'bin-stock', list: `${inventorySetup}/bin-locations/reports` },
  // Read-only lists written by postings: a batch or serial is created by a receipt, not here.
  standard('uom-items', 'uom-items', '/inventory/uom-items'),
  standard('batch-numbers', 'batch-numbers', '/inventory/item-management/batch-numbers'),
  standard('serial-numbers', 'serial-numbers', '/inventory/item-management/serial-numbers'),
  periodsOf(`${periodDiscount}/$id/item`, false),
  periodsOf(`${periodDiscount}/editor/$id`, true),
  standard('bin-attribute-codes', 'bin-attribute-codes', `${binSetup}/attribute-code`),
  standard('bin-sublevel-codes', 'bin-sublevel-codes', `${binSetup}/sublevel-codes`),
  {
    resource: 'bin-field-settings',
    objectId: 'bin-field-settings',
    list: `${binSetup}/field-activation`,
    single: '1',
  },
  // The specification writes the edit route without {id}: the range comes as ?id=.
  standard('ip-ranges', 'ip-ranges', '/administration/ip-config', { edit: '/administration/ip-config/edit' }),
  standard('alerts', 'alerts', '/administration/alerts-management'),
  standard('tax-groups', 'tax-groups', `${financials}/tax-groups`),
  standard('address-formats', 'address-formats', '/administration/setup/business-partners/address-formats'),
  standard('currencies', 'currencies', `${financials}/currencies`),
  // The top-level /rates-and-indexes is the same screen (src/shared/screens).
  standard('exchange-rates', 'exchange-rates', '/administration/rates-and-indexes', {
    recordId: parentAndKey('Currency', 'RateDate'),
    inlineEdit: true,
  }),
  standard('withholding-taxes', 'withholding-taxes', `${financials}/withholding-tax`),
  {
    resource: 'gl-accounts',
    objectId: 'gl-accounts',
    list: `${financials}/edit-chart-of-accounts`,
    detail: `${financials}/chart-of-accounts-editing/$id`,
    createId: 'new',
    // Each account's balance at today beside it, rolled up to its title accounts (issue 22).
    tree: { parentField: 'FatherNum', balances: true },
  },
  {
    resource: 'gl-account-determination',
    objectId: 'gl-account-determination',
    list: `${financials}/gl-account-determination`,
    single: '1',
  },
  standard('banks', 'banks', '/administration/setup/banking/banks'),
  // The specification lists user defaults under General and directly under Setup: one resource.
  withEditor('user-defaults', `${generalSetup}/user-defaults`),
  {
    resource: 'doc-settings',
    objectId: 'doc-settings',
    list: '/administration/system-initialization/doc-settings',
    single: '1',
  },
  standard('house-bank-accounts', 'house-bank-accounts', '/administration/setup/banking/house-bank-accounts'),
  withEditor('users', `${generalSetup}/users`),
  // A group's editor page edits its rules (the general authorization screen, for one group).
  standard('user-groups', 'user-groups', `${generalSetup}/user-groups`),
  // Gate pass settings (issue 24); backup mode settings compose two of these in their own screen.
  standard('gate-users', 'gate-users', gateSettingsPaths.users),
  standard('gate-form-templates', 'gate-form-templates', gateSettingsPaths['form-field-templates']),
  standard('gate-form-fields', 'gate-form-fields', gateSettingsPaths['form-fields']),
  { resource: 'gate-settings', objectId: 'gate-settings', list: gateSettingsPaths.settings, single: '1' },
  {
    resource: 'gate-notifications',
    objectId: 'gate-notifications',
    list: gateSettingsPaths.notifications,
    inlineEdit: true,
  },
  // Sales targets (issue 25); their report is a screen of its own (modules/sales-targets).
  standard('sales-targets', 'sales-targets', salesTargetsPath),
  standard('recurring-templates', 'recurring-templates', recurringTemplatesPath),
  // The market setup, outlets and GPS of the logistics hub (issue 25). The channels page holds
  // the channel and tier lists (client/modules/field-sales).
  standard('channels', 'channels', `${hubSetup}/channels/channel`),
  standard('tiers', 'tiers', `${hubSetup}/channels/tier`),
  standard('distributors', 'distributors', `${hubSetup}/distributors`),
  standard('surveys', 'surveys', `${hubSetup}/survey`),
  // An outlet is named by its partner and address line (`C20000_2`).
  standard('outlets', 'outlets', `${hubSetup}/outlets`, { recordId: parentAndKey('CardCode', 'LineNum') }),
  { resource: 'gps-settings', objectId: 'gps-settings', list: `${hubSetup}/gps-setup`, single: '1' },
  standard('gps-locations', 'gps-locations', gpsLocationsAt),
  standard('employee-timesheet', 'employee-timesheet', `${hubSetup}/employee-timesheet`),
];

export interface ResourceScreenMatch {
  set: ResourceScreenSet;
  kind: ScreenKind;
}

/** The resource screen a screen's first path shows, if any (its other paths show the same). */
export function resourceScreenOf(path: string): ResourceScreenMatch | undefined {
  for (const set of resourceScreenSets) {
    if (set.list === path) return { set, kind: set.single ? 'detail' : 'list' };
    if (set.detail === path) return { set, kind: 'detail' };
    if (set.create === path) return { set, kind: 'create' };
    if (set.edit === path) return { set, kind: 'edit' };
  }
  return undefined;
}

/** The screen a route shows with its params: the detail route of `createId` creates. */
export function screenKindOf(
  match: ResourceScreenMatch,
  params: Readonly<Record<string, string>>,
): ScreenKind {
  return match.kind === 'detail' && match.set.createId !== undefined && params.id === match.set.createId
    ? 'create'
    : match.kind;
}

/** Where a new record is entered: the create route, or the detail route of `createId`. */
export const createHrefOf = (set: ResourceScreenSet): string | undefined =>
  set.create ?? (set.createId !== undefined && set.detail ? recordHref(set.detail, set.createId) : undefined);

/** Where a record of a resource opens from a list, with its key in place of `$id`. */
export const recordHref = (pattern: string, key: string) => pattern.replace('$id', encodeURIComponent(key));
