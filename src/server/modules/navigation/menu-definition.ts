import { documentTypes } from '../../../shared/documents/object-types';

/** A menu entry before filtering: what it shows and what reading it requires. */
export interface MenuNode {
  id: string;
  label: string;
  /** The title's i18n key, when it is not menu.<id in camelCase>. */
  title?: string;
  icon: string;
  link?: string;
  /** Permission on this subject (read unless `action` says); no subject means every signed-in user. */
  subject?: string;
  /** The action the subject needs: setup screens are listed for who may change them. */
  action?: 'read' | 'update';
  /** Kept in the data but not shown (Visible = N), as the server menu of the specification does. */
  hidden?: boolean;
  children?: MenuNode[];
}

const documentEntries = (area: 'sales' | 'purchasing') =>
  documentTypes
    .filter((type) => type.area === area)
    .map((type) => ({
      id: `${area}-${type.objectId}`,
      label: type.name,
      title: type.nameKey,
      icon: area === 'sales' ? 'tabler-file-invoice' : 'tabler-file-dollar',
      link: `/${area}/doc/${type.objectId}`,
      subject: type.subject,
    }));

/**
 * The setup lists the resource engine serves, by their path under /administration, titled as
 * their routes are: by the path's last
 * segment unless an id is given, whose title is then menu.<id in camelCase>.
 */
const setupEntries: MenuNode[] = (
  [
    ['setup/general/branches', 'Branches', 'tabler-building', 'Branch'],
    ['setup/general/departments', 'Departments', 'tabler-sitemap', 'Department'],
    ['setup/general/employees', 'Employees', 'tabler-users', 'Employee'],
    ['setup/general/sales-employees', 'Sales Employees', 'tabler-id-badge', 'SalesEmployee'],
    ['setup/general/territories', 'Territories', 'tabler-map-2', 'Territory'],
    ['setup/general/drivers', 'Drivers', 'tabler-user-pin', 'Driver'],
    ['setup/general/vehicles/vehicles', 'Vehicles', 'tabler-truck', 'Vehicle'],
    ['setup/general/freight', 'Freight', 'tabler-truck-delivery', 'Freight'],
    ['setup/general/time-sheets', 'Time Sheets', 'tabler-notes', 'TimeSheet'],
    ['setup/general/bin-locations', 'Bin Locations', 'tabler-layout-grid', 'BinLocation'],
    ['setup/general/user-defaults', 'User Defaults', 'tabler-user-check', 'UserDefaults'],
    ['setup/inventory/item-defaults', 'Item Defaults', 'tabler-adjustments', 'ItemDefaults'],
    ['setup/inventory/item-groups', 'Item Groups', 'tabler-category', 'ItemGroup'],
    ['setup/inventory/item-properties', 'Item Properties', 'tabler-tags', 'ItemProperty'],
    ['setup/inventory/manufacturers', 'Manufacturers', 'tabler-building-factory', 'Manufacturer'],
    ['setup/inventory/uom', 'Units of Measure', 'tabler-ruler-measure', 'UnitOfMeasure'],
    ['setup/inventory/uom-groups', 'UoM Groups', 'tabler-ruler-2', 'UomGroup'],
    ['setup/inventory/warehouses', 'Warehouses', 'tabler-building-warehouse', 'Warehouse'],
    ['setup/inventory/warehouse-types', 'Warehouse Types', 'tabler-building-store', 'WarehouseType'],
    ['setup/inventory/shipping-types', 'Shipping Types', 'tabler-route', 'ShippingType'],
    [
      'setup/inventory/bin-locations/reports',
      'Bin Location Report',
      'tabler-report-analytics',
      'BinStock',
      'binLocationReport',
    ],
    ['setup/bin-locations/attribute-code', 'Attribute Codes', 'tabler-tag', 'BinLocationSetup'],
    ['setup/bin-locations/field-activation', 'Field Activation', 'tabler-settings', 'BinLocationSetup'],
    ['setup/bin-locations/sublevel-codes', 'Sublevel Codes', 'tabler-stack-2', 'BinLocationSetup'],
    ['setup/business-partners/payment-terms', 'Payment Terms', 'tabler-calendar-dollar', 'PaymentTerm'],
    ['setup/business-partners/address-formats', 'Address Formats', 'tabler-address-book', 'AddressFormat'],
    ['setup/financials/edit-chart-of-accounts', 'Edit Chart of Accounts', 'tabler-sitemap', 'GLAccount'],
    [
      'setup/financials/gl-account-determination',
      'G/L Account Determination',
      'tabler-adjustments',
      'GLAccountDetermination',
    ],
    ['setup/financials/currencies', 'Currencies', 'tabler-currency-dollar', 'Currency'],
    ['rates-and-indexes', 'Exchange Rates and Indexes', 'tabler-trending-up', 'ExchangeRate'],
    ['setup/financials/tax-groups', 'Tax Groups', 'tabler-receipt-tax', 'TaxGroup'],
    ['setup/financials/withholding-tax', 'Withholding Tax', 'tabler-receipt-tax', 'WithholdingTax'],
    ['setup/banking/banks', 'Banks', 'tabler-building-bank', 'Bank'],
    ['setup/banking/house-bank-accounts', 'House Bank Accounts', 'tabler-cash', 'HouseBankAccount'],
  ] as const satisfies readonly (readonly [string, string, string, string, string?])[]
).map((entry) => {
  const [path, label, icon, subject] = entry;
  const named = entry[4];
  const segment = path.split('/').at(-1) ?? path;
  return {
    id: `setup-${named === undefined ? segment : named.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    label,
    title: named === undefined ? `routeTitles.segments.${segment}` : `menu.${named}`,
    icon,
    link: `/administration/${path}`,
    subject,
    // Everyone reads tax groups, units and the like through documents; Administration lists the
    // setup screens to those who keep them.
    action: 'update' as const,
  };
});

const dispatchEntries = (prefix: string, idPrefix: string): MenuNode[] =>
  [
    ['dashboard', 'Dispatch Dashboard', 'tabler-layout-dashboard'],
    ['open_items', 'Open Items', 'tabler-list-check'],
    ['assignments', 'Assignments', 'tabler-user-check'],
    ['dispatch_notes', 'Dispatch Notes', 'tabler-notes'],
    ['delivered', 'Delivered', 'tabler-circle-check'],
    ['returns', 'Returns', 'tabler-arrow-back-up'],
  ].map(([path, label, icon]) => ({
    id: `${idPrefix}-${path?.replace(/_/g, '-')}`,
    label: label ?? '',
    icon: icon ?? 'tabler-point',
    link: `${prefix}/${path}`,
    subject: 'Dispatch',
  }));

/**
 * The product's menu, as the server sends it. Top-level labels are the nine the client keeps
 * (specification section 2); the development pages stay in the data, hidden, as a real server
 * menu carries entries an installation switched off.
 */
export const menuDefinition: MenuNode[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'tabler-smart-home', link: '/dashboard' },
  {
    id: 'inventory',
    label: 'Inventory',
    icon: 'tabler-packages',
    children: [
      {
        id: 'items',
        label: 'Item Master Data',
        icon: 'tabler-box',
        link: '/inventory/item-management/item-master-data',
        subject: 'Item',
      },
      {
        id: 'price-lists',
        label: 'Price Lists',
        icon: 'tabler-list-numbers',
        link: '/inventory/price-list',
        subject: 'PriceList',
      },
      {
        id: 'pricing',
        label: 'Pricing',
        icon: 'tabler-currency-dollar',
        subject: 'ItemPrice',
        children: [
          {
            id: 'base-prices',
            label: 'Base Prices',
            icon: 'tabler-tag',
            link: '/inventory/pricing/base-prices/by-item',
            subject: 'ItemPrice',
          },
          {
            id: 'uom-prices',
            label: 'UoM Prices',
            icon: 'tabler-tags',
            link: '/inventory/pricing/uom-prices/by-item',
            subject: 'ItemPrice',
          },
        ],
      },
      {
        id: 'stock',
        label: 'Stock Transactions',
        icon: 'tabler-transfer',
        link: '/inventory/transactions/create/inventoryDocument',
        subject: 'InventoryTransaction',
      },
      {
        id: 'batches',
        label: 'Batch Numbers',
        icon: 'tabler-stack-2',
        link: '/inventory/item-management/batch-numbers',
        subject: 'Batch',
      },
      {
        id: 'serials',
        label: 'Serial Numbers',
        icon: 'tabler-barcode',
        link: '/inventory/item-management/serial-numbers',
        subject: 'SerialNumber',
      },
      {
        id: 'bins',
        label: 'Bin Locations',
        icon: 'tabler-layout-grid',
        link: '/inventory/bin-locations',
        subject: 'BinLocation',
      },
      {
        id: 'inventory-reports',
        label: 'Inventory Reports',
        icon: 'tabler-report-analytics',
        children: [
          {
            id: 'stock-alerts',
            label: 'Stock Alerts',
            icon: 'tabler-alert-triangle',
            link: '/inventory/reports/alerts/stock-alerts',
            subject: 'Item',
          },
          {
            id: 'movements',
            label: 'Movements',
            icon: 'tabler-arrows-exchange',
            link: '/inventory/reports/movements',
            subject: 'InventoryTransaction',
          },
          {
            id: 'top-items',
            label: 'Top Items',
            icon: 'tabler-trending-up',
            link: '/inventory/reports/top-items',
            subject: 'Item',
          },
        ],
      },
    ],
  },
  {
    id: 'sales',
    label: 'Sales',
    icon: 'tabler-shopping-cart',
    children: [
      ...documentEntries('sales'),
      {
        id: 'relationship-map',
        label: 'Relationship Map',
        icon: 'tabler-sitemap',
        link: '/sales/RelationshipMapping',
        subject: 'SalesOrder',
      },
    ],
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
      {
        id: 'bp-master-data',
        label: 'BP Master Data',
        icon: 'tabler-address-book',
        link: '/business-partners/bp-master-data',
        subject: 'BusinessPartner',
      },
      {
        id: 'dealers',
        label: 'Dealers',
        icon: 'tabler-building-store',
        link: '/business-partners/dealers',
        subject: 'BusinessPartner',
      },
    ],
  },
  {
    id: 'banking',
    label: 'Banking',
    icon: 'tabler-building-bank',
    children: [
      {
        id: 'incoming-payments',
        label: 'Incoming Payments',
        icon: 'tabler-cash',
        link: '/Banking/incoming-payments/third-party',
        subject: 'IncomingPayment',
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
        children: dispatchEntries('/logistics_hub/dispatch-management/dispatch', 'dispatch'),
      },
      {
        id: 'routes-calls',
        label: 'Routes and Calls',
        icon: 'tabler-map-2',
        subject: 'Route',
        children: [
          {
            id: 'routes',
            label: 'Routes',
            icon: 'tabler-road',
            link: '/logistics_hub/route-and-calls/routes',
            subject: 'Route',
          },
          {
            id: 'routes-assignments',
            label: 'Route Assignments',
            icon: 'tabler-user-pin',
            link: '/logistics_hub/route-and-calls/routes-assignments',
            subject: 'Route',
          },
          {
            id: 'call-management',
            label: 'Call Management',
            icon: 'tabler-phone-call',
            link: '/logistics_hub/route-and-calls/call-management',
            subject: 'Route',
          },
        ],
      },
      {
        id: 'vehicles',
        label: 'Vehicles',
        icon: 'tabler-car',
        link: '/logistics_hub/setup/vehicles',
        subject: 'Vehicle',
      },
    ],
  },
  {
    id: 'gate-pass',
    label: 'Gate Pass Mgt',
    icon: 'tabler-door-enter',
    children: [
      {
        id: 'gpm-documents',
        label: 'Gate Pass Documents',
        icon: 'tabler-file-barcode',
        link: '/gpm/gpm-documents',
        subject: 'GateScan',
      },
      {
        id: 'gpm-scan-logs',
        label: 'Scan Logs',
        icon: 'tabler-scan',
        link: '/gpm/gpm-scan-logs',
        subject: 'GateScan',
      },
      {
        id: 'gpm-settings',
        label: 'Gate Settings',
        icon: 'tabler-adjustments',
        link: '/gpm/gpm-settings',
        subject: 'GateSettings',
      },
    ],
  },
  {
    id: 'administration',
    label: 'Administration',
    icon: 'tabler-settings',
    children: [
      {
        id: 'users',
        label: 'Users',
        icon: 'tabler-user-cog',
        link: '/administration/setup/general/users',
        subject: 'User',
      },
      {
        id: 'user-groups',
        label: 'User Groups',
        icon: 'tabler-users-group',
        link: '/administration/setup/general/user-groups',
        subject: 'UserGroup',
      },
      {
        id: 'general-authorization',
        label: 'General Authorizations',
        icon: 'tabler-lock',
        link: '/administration/system-initialization/authorizations/general-authorization',
        subject: 'UserGroup',
      },
      {
        id: 'data-ownerships',
        label: 'Data Ownership',
        icon: 'tabler-lock-access',
        link: '/administration/system-initialization/authorizations/data-ownerships',
        subject: 'UserGroup',
      },
      {
        id: 'company-details',
        label: 'Company Details',
        icon: 'tabler-building',
        link: '/administration/system-initialization/company-details',
        subject: 'CompanyDetails',
      },
      {
        id: 'doc-settings',
        label: 'Document Settings',
        title: 'routeTitles.segments.doc-settings',
        icon: 'tabler-settings',
        link: '/administration/system-initialization/doc-settings',
        subject: 'DocumentSettings',
        action: 'update',
      },
      {
        id: 'document-numbering',
        label: 'Document Numbering',
        icon: 'tabler-numbers',
        link: '/administration/system-initialization/document-numbering',
        subject: 'DocumentNumbering',
      },
      {
        id: 'setup',
        label: 'Setup',
        title: 'routeTitles.segments.setup',
        icon: 'tabler-adjustments',
        children: setupEntries,
      },
      {
        id: 'approval-process',
        label: 'Approval Process',
        title: 'routeTitles.segments.approval-process',
        icon: 'tabler-checklist',
        children: [
          {
            id: 'approval-stages',
            label: 'Approval Stages',
            title: 'routeTitles.segments.approval-stages',
            icon: 'tabler-stairs',
            link: '/administration/approval-process/approval-stages',
            subject: 'ApprovalStage',
          },
          {
            id: 'approval-templates',
            label: 'Approval Templates',
            title: 'routeTitles.segments.approval-templates',
            icon: 'tabler-template',
            link: '/administration/approval-process/approval-templates',
            subject: 'ApprovalTemplate',
          },
          // Any user may be an authorizer or an originator and open the reports (the palette, a
          // link); the menu lists them under administration for who may read every request, so
          // the administration area stays out of the menus of sales, dispatch and warehouse staff.
          {
            id: 'approval-decision-report',
            label: 'Approval Decision Report',
            title: 'routeTitles.segments.approval-decision-report',
            icon: 'tabler-gavel',
            link: '/administration/approval-process/approval-decision-report',
            subject: 'ApprovalRequest',
          },
          {
            id: 'approval-status-report',
            label: 'Approval Status Report',
            title: 'routeTitles.segments.approval-status-report',
            icon: 'tabler-report-analytics',
            link: '/administration/approval-process/approval-status-report',
            subject: 'ApprovalRequest',
          },
        ],
      },
      {
        id: 'password-administration',
        label: 'Password Administration',
        title: 'routeTitles.segments.password-administration',
        icon: 'tabler-password',
        link: '/administration/setup/general/security/password-administration',
        subject: 'PasswordPolicy',
        action: 'update',
      },
      {
        id: 'ip-config',
        label: 'IP Configuration',
        title: 'routeTitles.segments.ip-config',
        icon: 'tabler-network',
        children: [
          {
            id: 'ip-ranges',
            label: 'Allowed Address Ranges',
            title: 'resources.ip-ranges.title',
            icon: 'tabler-list-check',
            link: '/administration/ip-config',
            subject: 'IpRange',
          },
          {
            id: 'ip-bulk-import',
            label: 'Import Allowed Ranges',
            title: 'security.ipImport.heading',
            icon: 'tabler-file-import',
            link: '/administration/ip-config/bulk-import',
            subject: 'IpRange',
            action: 'update',
          },
          {
            id: 'ip-logs',
            label: 'Refused Sign-ins',
            title: 'security.ipLogs.heading',
            icon: 'tabler-shield-x',
            link: '/administration/ip-config/logs',
            subject: 'IpRange',
          },
        ],
      },
      {
        id: 'alerts-management',
        label: 'Alerts Management',
        title: 'routeTitles.segments.alerts-management',
        icon: 'tabler-bell-cog',
        link: '/administration/alerts-management',
        subject: 'Alert',
      },
      {
        id: 'connected-clients',
        label: 'Connected Clients',
        icon: 'tabler-plug-connected',
        link: '/administration/utilities/connected-clients',
        subject: 'ConnectedClient',
      },
      {
        // Any signed-in user may read the API's description; the menu offers it to those granted this subject.
        id: 'api-reference',
        label: 'API Reference',
        title: 'routeTitles.segments.api-reference',
        icon: 'tabler-code',
        link: '/administration/utilities/api-reference',
        subject: 'ApiDescription',
      },
    ],
  },
  {
    id: 'development',
    label: 'Development',
    icon: 'tabler-code',
    hidden: true,
    children: [
      {
        id: 'button-test',
        label: 'Button Test',
        icon: 'tabler-click',
        link: '/buttontest',
        subject: 'DevTools',
        hidden: true,
      },
      {
        id: 'test-page',
        label: 'Test Page',
        icon: 'tabler-flask',
        link: '/test',
        subject: 'DevTools',
        hidden: true,
      },
    ],
  },
];
