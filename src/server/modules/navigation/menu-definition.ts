import { type DocumentArea, documentTypes } from '../../../shared/documents/object-types';
import { documentListPath } from '../../../shared/screens/document-object-type';

/**
 * The product's menu as the server sends it: its groups, and in them links to screens. A link
 * names a screen of the catalogue (src/shared/screens), which gives its title, icon and who it is
 * offered to, so the menu, the router, the palette and the pane titles read one declaration.
 */

/** A link to a screen: the catalogue gives the rest. */
export interface MenuLink {
  id: string;
  link: string;
  /** Kept in the data but not shown (Visible = N), as the server menu of the specification does. */
  hidden?: boolean;
}

/** A group of entries: what it shows and, when it says so, what reading it requires. */
export interface MenuGroup {
  id: string;
  label: string;
  /** The title's i18n key, when it is not menu.<id in camelCase>. */
  title?: string;
  icon: string;
  /** Permission on this subject (read unless `action` says) to see the group at all. */
  subject?: string;
  /**
   * The action every screen under the group is offered for: Setup lists its screens to those
   * who may change them, while everyone reads tax groups and units through documents.
   */
  action?: 'read' | 'update';
  hidden?: boolean;
  children: MenuNode[];
}

export type MenuNode = MenuLink | MenuGroup;

export const isMenuGroup = (node: MenuNode): node is MenuGroup => 'children' in node;

const documentEntries = (area: DocumentArea): MenuLink[] =>
  documentTypes
    .filter((type) => type.area === area)
    .map((type) => ({ id: `${area}-${type.objectId}`, link: documentListPath(type) }));

/** Setup's screens in the menu's order, under /administration. */
const setupEntries: MenuLink[] = [
  ['branches', 'setup/general/branches'],
  ['departments', 'setup/general/departments'],
  ['employees', 'setup/general/employees'],
  ['sales-employees', 'setup/general/sales-employees'],
  ['territories', 'setup/general/territories'],
  ['drivers', 'setup/general/drivers'],
  ['vehicles', 'setup/general/vehicles/vehicles'],
  ['freight', 'setup/general/freight'],
  ['time-sheets', 'setup/general/time-sheets'],
  ['bin-locations', 'setup/general/bin-locations'],
  ['user-defaults', 'setup/general/user-defaults'],
  ['item-defaults', 'setup/inventory/item-defaults'],
  ['item-groups', 'setup/inventory/item-groups'],
  ['item-properties', 'setup/inventory/item-properties'],
  ['manufacturers', 'setup/inventory/manufacturers'],
  ['uom', 'setup/inventory/uom'],
  ['uom-groups', 'setup/inventory/uom-groups'],
  ['warehouses', 'setup/inventory/warehouses'],
  ['warehouse-types', 'setup/inventory/warehouse-types'],
  ['shipping-types', 'setup/inventory/shipping-types'],
  ['bin-location-report', 'setup/inventory/bin-locations/reports'],
  ['attribute-code', 'setup/bin-locations/attribute-code'],
  ['field-activation', 'setup/bin-locations/field-activation'],
  ['sublevel-codes', 'setup/bin-locations/sublevel-codes'],
  ['payment-terms', 'setup/business-partners/payment-terms'],
  ['address-formats', 'setup/business-partners/address-formats'],
  ['edit-chart-of-accounts', 'setup/financials/edit-chart-of-accounts'],
  ['gl-account-determination', 'setup/financials/gl-account-determination'],
  ['currencies', 'setup/financials/currencies'],
  ['rates-and-indexes', 'rates-and-indexes'],
  ['tax-groups', 'setup/financials/tax-groups'],
  ['withholding-tax', 'setup/financials/withholding-tax'],
  ['banks', 'setup/banking/banks'],
  ['house-bank-accounts', 'setup/banking/house-bank-accounts'],
].map(([id, path]) => ({ id: `setup-${id}`, link: `/administration/${path}` }));

const dispatchEntries: MenuLink[] = [
  'dashboard',
  'open_items',
  'assignments',
  'dispatch_notes',
  'delivered',
  'returns',
].map((path) => ({
  id: `dispatch-${path.replace(/_/g, '-')}`,
  link: `/logistics_hub/dispatch-management/dispatch/${path}`,
}));

export const menuDefinition: MenuNode[] = [
  { id: 'dashboard', link: '/dashboard' },
  {
    id: 'inventory',
    label: 'Inventory',
    icon: 'tabler-packages',
    children: [
      { id: 'items', link: '/inventory/item-management/item-master-data' },
      { id: 'uom-items', link: '/inventory/uom-items' },
      { id: 'price-lists', link: '/inventory/price-list' },
      {
        id: 'pricing',
        label: 'Pricing',
        icon: 'tabler-currency-dollar',
        subject: 'ItemPrice',
        children: [
          { id: 'base-prices', link: '/inventory/pricing/base-prices' },
          { id: 'uom-prices', link: '/inventory/pricing/uom-prices' },
        ],
      },
      // One group: each type's list and the new inventory document (its type chosen there). The
      // screen at /inventory/transactions (one type's list, the type chosen above it) is the same
      // lists again and stays out of the menu, so "Inventory Transactions" names the group only.
      {
        id: 'inventory-transactions',
        label: 'Inventory Transactions',
        icon: 'tabler-transfer',
        subject: 'InventoryTransaction',
        children: [
          ...documentEntries('inventory'),
          { id: 'inventory-document-create', link: '/inventory/transactions/create/inventoryDocument' },
        ],
      },
      { id: 'batches', link: '/inventory/item-management/batch-numbers' },
      { id: 'serials', link: '/inventory/item-management/serial-numbers' },
      { id: 'bins', link: '/inventory/bin-locations' },
      {
        id: 'inventory-reports',
        label: 'Inventory Reports',
        icon: 'tabler-report-analytics',
        children: [
          // Stock by warehouse, bin and batch: a report, read by whoever reads stock (sales staff too).
          { id: 'inventory-stock-report', link: '/inventory/transactions/InventoryStockReport' },
          { id: 'stock-alerts', link: '/inventory/reports/alerts/stock-alerts' },
          { id: 'movements', link: '/inventory/reports/movements' },
          { id: 'top-items', link: '/inventory/reports/top-items' },
          { id: 'cumulative-balances', link: '/inventory/reports/cumulative-balances' },
          { id: 'bin-location-report', link: '/inventory/reports/bin-locations/reports' },
          { id: 'serial-numbers-report', link: '/inventory/reports/serial-numbers-report' },
        ],
      },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    icon: 'tabler-shopping-cart',
    children: [...documentEntries('sales'), { id: 'relationship-map', link: '/sales/RelationshipMapping' }],
  },
  {
    id: 'purchase',
    label: 'Purchase - A/P',
    icon: 'tabler-truck-delivery',
    children: documentEntries('purchasing'),
  },
  {
    id: 'business-partners',
    label: 'Business Partners',
    icon: 'tabler-users',
    children: [
      { id: 'bp-master-data', link: '/business-partners/bp-master-data' },
      { id: 'dealers', link: '/business-partners/dealers' },
      { id: 'account-statement', link: '/business-partners/account-statement' },
    ],
  },
  {
    id: 'banking',
    label: 'Banking',
    icon: 'tabler-building-bank',
    children: [
      { id: 'banking-overview', link: '/Banking' },
      { id: 'incoming-payments', link: '/Banking/incoming-payments/third-party' },
      { id: 'outgoing-payments', link: '/Banking/outgoing-payments' },
      {
        id: 'banking-reports',
        label: 'Financial Reports',
        icon: 'tabler-report-analytics',
        children: [
          { id: 'journal-entries', link: '/Banking/reports/journal-entries' },
          { id: 'trial-balance', link: '/Banking/reports/trial-balance' },
          { id: 'customer-aging', link: '/Banking/reports/customer-aging' },
          { id: 'vendor-aging', link: '/Banking/reports/vendor-aging' },
        ],
      },
    ],
  },
  {
    id: 'logistics-hub',
    label: 'Logistics Hub',
    icon: 'tabler-route',
    children: [
      {
        id: 'dispatch',
        label: 'Dispatch',
        icon: 'tabler-truck',
        subject: 'Dispatch',
        children: dispatchEntries,
      },
      {
        id: 'routes-calls',
        label: 'Routes and Calls',
        icon: 'tabler-map-2',
        subject: 'Route',
        children: [
          { id: 'routes', link: '/logistics_hub/route-and-calls/routes' },
          { id: 'routes-assignments', link: '/logistics_hub/route-and-calls/routes-assignments' },
          { id: 'call-management', link: '/logistics_hub/route-and-calls/call-management' },
          { id: 'activity-status', link: '/logistics_hub/route-and-calls/activity-status' },
          { id: 'subjects-and-actions', link: '/logistics_hub/route-and-calls/subjects-and-actions' },
          { id: 'routes-outlets', link: '/routes-outlets' },
        ],
      },
      {
        id: 'sales-targets-menu',
        label: 'Sales Targets',
        title: 'routeTitles.segments.sales-targets',
        icon: 'tabler-checklist',
        subject: 'SalesTarget',
        children: [
          { id: 'sales-targets', link: '/logistics_hub/sales-targets' },
          { id: 'sales-targets-reports', link: '/logistics_hub/sales-targets/reports' },
        ],
      },
      { id: 'reccuring-templates', link: '/logistics_hub/reccuring_templates' },
      { id: 'reccuring-transactions', link: '/logistics_hub/reccuring_transactions' },
      { id: 'outlets', link: '/logistics_hub/setup/outlets' },
      { id: 'gps-locations', link: '/logistics_hub/gps-and-maps/gps-locations' },
      { id: 'employee-timesheet', link: '/logistics_hub/setup/employee-timesheet' },
      {
        // The market the reps sell into (issue 25): each entry shows to who may keep it.
        id: 'market-setup',
        label: 'Market Setup',
        title: 'fieldSales.marketSetup',
        icon: 'tabler-sitemap',
        children: [
          { id: 'channels', link: '/logistics_hub/setup/channels' },
          { id: 'distributors', link: '/logistics_hub/setup/distributors' },
          { id: 'survey', link: '/logistics_hub/setup/survey' },
          { id: 'gps-setup', link: '/logistics_hub/setup/gps-setup' },
        ],
      },
      { id: 'vehicles', link: '/logistics_hub/setup/vehicles' },
    ],
  },
  {
    id: 'gate-pass',
    label: 'Gate Pass Mgt',
    icon: 'tabler-door-enter',
    children: [
      { id: 'gpm-documents', link: '/gpm/gpm-documents' },
      { id: 'gpm-scan-logs', link: '/gpm/gpm-scan-logs' },
      { id: 'backup-mode', link: '/gpm/backup_mode' },
      { id: 'gpm-settings', link: '/gpm/gpm-settings' },
      {
        id: 'gate-reports',
        label: 'Gate Reports',
        icon: 'tabler-report-analytics',
        children: [
          { id: 'gate-scan-log-report', link: '/gpm/reports/scan-logs' },
          { id: 'gate-duplicate-logs', link: '/gpm/reports/duplicate-logs' },
          { id: 'gate-not-existing-documents', link: '/gpm/reports/not-existing-documents' },
          { id: 'gate-document-report', link: '/gpm/reports/document' },
          { id: 'gate-bcp', link: '/gpm/reports/bcp' },
        ],
      },
      { id: 'gpm-users', link: '/gpm/users' },
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    icon: 'tabler-settings',
    children: [
      { id: 'users', link: '/administration/setup/general/users' },
      { id: 'user-groups', link: '/administration/setup/general/user-groups' },
      {
        id: 'general-authorization',
        link: '/administration/system-initialization/authorizations/general-authorization',
      },
      { id: 'data-ownerships', link: '/administration/system-initialization/authorizations/data-ownerships' },
      { id: 'company-details', link: '/administration/system-initialization/company-details' },
      { id: 'doc-settings', link: '/administration/system-initialization/doc-settings' },
      { id: 'document-numbering', link: '/administration/system-initialization/document-numbering' },
      {
        id: 'setup',
        label: 'Setup',
        title: 'routeTitles.segments.setup',
        icon: 'tabler-adjustments',
        action: 'update',
        children: setupEntries,
      },
      {
        id: 'approval-process',
        label: 'Approval Process',
        title: 'routeTitles.segments.approval-process',
        icon: 'tabler-checklist',
        children: [
          { id: 'approval-stages', link: '/administration/approval-process/approval-stages' },
          { id: 'approval-templates', link: '/administration/approval-process/approval-templates' },
          // Any user may be an authorizer or an originator and open the reports (the palette, a
          // link); the menu lists them under administration for who may read every request, so
          // the administration area stays out of the menus of sales, dispatch and warehouse staff.
          {
            id: 'approval-decision-report',
            link: '/administration/approval-process/approval-decision-report',
          },
          { id: 'approval-status-report', link: '/administration/approval-process/approval-status-report' },
        ],
      },
      {
        id: 'password-administration',
        link: '/administration/setup/general/security/password-administration',
      },
      {
        id: 'ip-config',
        label: 'IP Configuration',
        title: 'routeTitles.segments.ip-config',
        icon: 'tabler-network',
        children: [
          { id: 'ip-ranges', link: '/administration/ip-config' },
          { id: 'ip-bulk-import', link: '/administration/ip-config/bulk-import' },
          { id: 'ip-logs', link: '/administration/ip-config/logs' },
        ],
      },
      { id: 'alerts-management', link: '/administration/alerts-management' },
      { id: 'connected-clients', link: '/administration/utilities/connected-clients' },
      { id: 'api-reference', link: '/administration/utilities/api-reference' },
    ],
  },
  {
    id: 'development',
    label: 'Development',
    icon: 'tabler-code',
    hidden: true,
    children: [
      { id: 'button-test', link: '/buttontest', hidden: true },
      { id: 'test-page', link: '/test', hidden: true },
    ],
  },
];
