import { describe, expect, it } from 'vitest';
import { paramNamesOf } from './route-names';
import { specRoutes } from './screen-catalogue';

const paths = specRoutes.map((definition) => definition.path);
const byPath = (path: string) => specRoutes.find((definition) => definition.path === path);
const allowedParams = [
  'id',
  'objectId',
  'ItemCode',
  'ListNum',
  'BaseObject',
  'docId',
  'transactionId',
  'error',
];

describe('the routes of the specification', () => {
  it('declare each path once', () => {
    const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
    expect(repeated).toEqual([]);
  });

  it('give every route a name of its own', () => {
    const names = specRoutes.map((definition) => definition.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('name parameters only as the specification does', () => {
    const strays = specRoutes.flatMap((definition) =>
      paramNamesOf(definition.path)
        .filter((param) => !allowedParams.includes(param))
        .map((param) => `${definition.path}: ${param}`),
    );
    expect(strays).toEqual([]);
    const withError = specRoutes.filter((definition) => paramNamesOf(definition.path).includes('error'));
    expect(withError.map((definition) => definition.path)).toEqual(['/pages/misc/not-found/$error']);
  });

  it('write every path as an absolute path without empty segments or a trailing slash', () => {
    const malformed = paths.filter((path) => path !== '/' && !/^(\/[^/\s]+)+$/.test(path));
    expect(malformed).toEqual([]);
  });

  it('keep the signed-out pages for guests only, on the blank layout', () => {
    const guest = specRoutes.filter((definition) => definition.access === 'guest');
    expect(guest.map((definition) => definition.path)).toEqual(['/login', '/register', '/forgot-password']);
    expect(guest.every((definition) => definition.layout === 'blank')).toBe(true);
  });

  it('open the reset, not-authorized and not-found pages to everyone, on the blank layout', () => {
    const open = specRoutes.filter((definition) => definition.access === 'public');
    expect(open.map((definition) => definition.path).sort()).toEqual(
      [
        '/reset-password',
        '/not-authorized',
        '/pages/misc/not-authorized',
        '/pages/misc/not-found/$error',
        '/error-404',
      ].sort(),
    );
    expect(open.every((definition) => definition.layout === 'blank')).toBe(true);
  });

  it('ask for read on AclDemo on the access-control page and on no other', () => {
    const guarded = specRoutes.filter((definition) => definition.requires !== undefined);
    expect(guarded.map(({ path, requires }) => ({ path, requires }))).toEqual([
      { path: '/access-control', requires: { action: 'read', subject: 'AclDemo' } },
    ]);
  });

  it('keep every other route, the root and the dashboard included, for signed-in users on the default layout', () => {
    const others = specRoutes.filter((definition) => definition.access === 'authenticated');
    expect(others.every((definition) => definition.layout === 'default')).toBe(true);
    expect(others.length).toBe(specRoutes.length - 8);
    expect(byPath('/')?.name).toBe('root');
    expect(byPath('/dashboard')?.access).toBe('authenticated');
  });

  it('declare the explicit paths exactly as the specification writes them', () => {
    const explicit = [
      '/administration/ip-config/$id',
      '/administration/ip-config/bulk-import',
      '/administration/ip-config/edit',
      '/administration/ip-config/logs',
      '/inventory/price-list/$id/items',
      '/inventory/price-list/period-and-vol-discounts/$ItemCode/$ListNum/$id',
      '/inventory/price-list/volume-discounts/create',
      '/inventory/transactions/create/$id',
      '/inventory/transactions/create/inventoryDocument',
      '/inventory/transactions/InventoryStockReport',
      '/inventory/transactions/view/$id/$transactionId',
      '/inventory/reports/opening-balances/$objectId/$id',
      '/inventory/reports/opening-balances/createFromInventory',
      '/inventory/reports/item/$ItemCode/Dashboard',
      '/sales/doc/$objectId',
      '/sales/doc/$objectId/$id',
      '/sales/doc/copy/$BaseObject/$docId/$id',
      '/sales/doc/create',
      '/sales/doc/create/$objectId',
      '/sales/RelationshipMapping',
      '/purchasing/doc/$objectId/$id',
      '/dealer/create',
      '/dealer/view/$id',
      '/form/settings/$id',
      '/menu/form-settings/tree-view-item',
      '/routes-outlets/$id',
      '/Banking/incoming-payments/third-party',
      '/outlets/map',
      '/DashboardMain',
      '/DashboardMainEnhanced',
      '/logistics_hub/reccuring_templates',
      '/gpm/backup_mode',
      '/gpm/gpm-settings/ext_bucket',
      '/administration/setup/general/employees/assignments/$id',
      '/administration/setup/financials/chart-of-accounts-editing/$id',
      '/administration/setup/inventory/period-discount/$id/item',
    ];
    expect(explicit.filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('expand a resource into its list, detail and create screens, with an editor where one is noted', () => {
    const branches = '/administration/setup/general/branches';
    expect(paths.filter((path) => path.startsWith(`${branches}/`) || path === branches)).toEqual([
      branches,
      `${branches}/$id`,
      `${branches}/create`,
      `${branches}/editor/$id`,
    ]);
    const drivers = '/administration/setup/general/drivers';
    expect(paths.filter((path) => path.startsWith(drivers))).toEqual([
      drivers,
      `${drivers}/$id`,
      `${drivers}/create`,
    ]);
    expect(paths).toContain('/inventory/item-management/item-master-data/edit/$id');
    expect(paths).toContain('/administration/system-initialization/document-numbering/editor/$id');
  });

  it('give reports, tabs and pricing actions a single route each', () => {
    const report = '/administration/approval-process/approval-decision-report';
    expect(paths.filter((path) => path.startsWith(report))).toEqual([
      report,
      `${report}/approved`,
      `${report}/pending`,
      `${report}/rejected`,
    ]);
    for (const single of [
      '/inventory/pricing/base-prices/apply-factor',
      '/inventory/pricing/uom-prices/stats',
      '/inventory/reports/top-items',
      '/dispatch/dashboard',
    ]) {
      expect(paths).toContain(single);
      expect(paths.filter((path) => path.startsWith(`${single}/`))).toEqual([]);
    }
  });

  it('repeat the dispatch set under the logistics hub', () => {
    const suffixes = (base: string) =>
      paths.filter((path) => path.startsWith(`${base}/`)).map((path) => path.slice(base.length));
    expect(suffixes('/dispatch')).toHaveLength(12);
    expect(suffixes('/logistics_hub/dispatch-management/dispatch')).toEqual(suffixes('/dispatch'));
  });
});
