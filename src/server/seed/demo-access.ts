import type { AbilityRule } from '../../shared/access/ability-rule';
import { documentTypes } from '../../shared/documents/object-types';

const subjectsOf = (objectIds: string[]) =>
  documentTypes.filter((type) => objectIds.includes(type.objectId)).map((type) => type.subject);

const salesDocuments = subjectsOf(['23', '17', '15', '13']);
const dispatchDocuments = subjectsOf(['17', '15', '16']);

/** What every group reads: the reference data a client caches after sign-in. */
const referenceData: AbilityRule[] = [
  {
    action: 'read',
    subject: [
      'Currency',
      'ExchangeRate',
      'SalesEmployee',
      'UnitOfMeasure',
      'TaxGroup',
      'PriceList',
      'CreditCard',
      'PaymentTerm',
      'Branch',
      'Territory',
    ],
  },
  {
    action: 'read',
    subject: 'Employee',
    fields: ['empID', 'firstName', 'lastName', 'jobTitle', 'dept', 'BPLId'],
  },
  { action: 'read', subject: 'GLAccount', fields: ['AcctCode', 'AcctName', 'AcctGroup', 'FatherNum'] },
];

export interface DemoGroup {
  code: string;
  name: string;
  description: string;
  /** Stored in this order; `${user.…}` placeholders take each user's own values at sign-in. */
  rules: AbilityRule[];
}

/**
 * The four groups of the specification, and the gate guards (issue 24), with realistic rules: conditions, fields and inverted
 * rules where a real company would want them.
 */
export const demoGroups: DemoGroup[] = [
  {
    code: 'administrators',
    name: 'Administrators',
    description: 'Full access to every area, including administration and setup.',
    rules: [{ action: 'manage', subject: 'all' }],
  },
  {
    code: 'sales',
    name: 'Sales staff',
    description: 'Their own customers and sales documents; items and prices without costs.',
    rules: [
      ...referenceData,
      {
        action: 'read',
        subject: [
          'Item',
          'PriceList',
          'ItemPrice',
          'Warehouse',
          'Currency',
          'TaxGroup',
          'PaymentTerm',
          'ItemGroup',
          'Manufacturer',
          'UomGroup',
          'ItemProperty',
          'PartnerGroup',
          'ItemStock',
          'ShippingType',
          'Freight',
        ],
      },
      {
        action: 'read',
        subject: ['Item', 'ItemStock'],
        fields: ['AvgPrice', 'LastPurPrc'],
        inverted: true,
        reason: 'Cost prices are for purchasing and finance.',
      },
      {
        action: ['read', 'create', 'update'],
        subject: ['BusinessPartner', 'Dealer'],
        conditions: { SlpCode: '${user.SlpCode}' },
      },
      {
        // A partner's addresses and contacts are kept with the partner; rules cannot name the
        // partner's SlpCode from its children, so the condition is the partner's: the engine
        // answers a child only under a partner the user reads, and writes it only under one they
        // may update (docs/decisions.md, "A child resource answers to its parent's rules").
        action: ['read', 'create', 'update', 'delete'],
        subject: ['PartnerAddress', 'ContactPerson'],
      },
      {
        action: ['read', 'create', 'update', 'print', 'close'],
        subject: salesDocuments,
        conditions: { SlpCode: '${user.SlpCode}' },
      },
      {
        // Their customers' open items and payments, to answer a customer's call; recording and
        // cancelling payments is finance's, and the journal stays out of their reach
        // (docs/decisions.md, "Payments on the posting core").
        action: 'read',
        subject: 'IncomingPayment',
        conditions: { SlpCode: '${user.SlpCode}' },
      },
      // Their own sales targets and how far they got (issue 25); administrators set them.
      { action: 'read', subject: 'SalesTarget', conditions: { SlpCode: '${user.SlpCode}' } },
      {
        action: 'cancel',
        subject: subjectsOf(['23', '17']),
        conditions: { SlpCode: '${user.SlpCode}', DocStatus: 'O' },
      },
      // Field sales (issue 25): they follow the routes they are given and log their own calls;
      // the routes and the subjects are set up by the dispatchers.
      { action: 'read', subject: ['Route', 'CallSubject'] },
      { action: ['read', 'create', 'update'], subject: 'Call', conditions: { SlpCode: '${user.SlpCode}' } },
      {
        action: 'read',
        subject: salesDocuments,
        fields: ['StockPrice', 'GrssProfit'],
        inverted: true,
        reason: 'Cost and margin are for purchasing and finance.',
      },
      // The market they sell into, read; their own GPS positions and the timesheet drawn from them
      // (issue 25): reported by their client, read back, never another rep's.
      { action: 'read', subject: ['FieldSalesSetup', 'Outlet'] },
      { action: ['read', 'create'], subject: 'GpsLocation', conditions: { UserId: '${user.id}' } },
      {
        action: 'update',
        subject: salesDocuments,
        conditions: { DocStatus: { $ne: 'O' } },
        inverted: true,
        reason: 'A closed or cancelled document is read-only.',
      },
    ],
  },
  {
    code: 'dispatchers',
    name: 'Dispatchers',
    description: 'Deliveries, dispatch, routes, vehicles and drivers; other documents read-only.',
    rules: [
      ...referenceData,
      { action: 'read', subject: dispatchDocuments },
      { action: ['create', 'update', 'print'], subject: subjectsOf(['15']), conditions: { DocStatus: 'O' } },
      { action: 'manage', subject: ['Dispatch', 'Route', 'Vehicle', 'Driver'] },
      // Routes are planned with their calls and the subjects a rep logs them under (issue 25).
      { action: 'manage', subject: ['Call', 'CallSubject'] },
      // The outlets their loads serve and the market setup that shapes them (issue 25).
      { action: 'read', subject: ['FieldSalesSetup', 'Outlet'] },
      // A loaded note's gate pass is made, printed and (before it passed a gate) cancelled here (issue 24).
      { action: ['read', 'create', 'cancel', 'print'], subject: 'GatePass' },
      // A stop's shortfall is posted as a return (16) against its delivery (issue 23).
      { action: 'create', subject: 'SalesReturn' },
      {
        action: 'read',
        subject: [
          'Item',
          'ItemStock',
          'Warehouse',
          'BusinessPartner',
          'Dealer',
          'PartnerAddress',
          'ContactPerson',
          'ItemGroup',
          'PartnerGroup',
          'ShippingType',
          'Freight',
        ],
      },
      {
        action: 'read',
        subject: ['BusinessPartner', 'Dealer'],
        fields: ['CreditLine', 'Balance'],
        inverted: true,
        reason: 'Credit figures are for sales and finance.',
      },
    ],
  },
  {
    code: 'warehouse',
    name: 'Warehouse staff',
    description: 'Stock movements, bins, batches, serials and gate scans of their own warehouses.',
    rules: [
      ...referenceData,
      {
        action: 'read',
        subject: 'Item',
        fields: [
          'ItemCode',
          'ItemName',
          'FrgnName',
          'ItmsGrpCod',
          'CodeBars',
          'InvntryUom',
          // Whether a receipt names batches or serials: the stock picker asks by these.
          'ManBtchNum',
          'ManSerNum',
          'OnHand',
          'IsCommited',
          'OnOrder',
        ],
      },
      {
        action: 'read',
        subject: [
          'ItemGroup',
          'Manufacturer',
          'UomGroup',
          'ItemProperty',
          'WarehouseType',
          'BinLocationSetup',
          'BinStock',
        ],
      },
      { action: 'read', subject: 'Warehouse', conditions: { WhsCode: { $in: '${user.warehouses}' } } },
      {
        action: ['read', 'update'],
        subject: 'ItemStock',
        conditions: { WhsCode: { $in: '${user.warehouses}' } },
      },
      {
        action: 'manage',
        subject: ['InventoryTransaction', 'BinLocation', 'Batch', 'SerialNumber', 'GateScan'],
        conditions: { WhsCode: { $in: '${user.warehouses}' } },
      },
      {
        action: 'read',
        subject: subjectsOf(['15', '20', '21']),
        conditions: { 'DocumentLines.WhsCode': { $in: '${user.warehouses}' } },
      },
      // The loads leaving their dock: what to stage and when (issue 23); planning is the dispatchers'.
      // Posting a dispatch return stays the dispatchers': it names the customer, whom this group
      // does not read, and may reopen sales orders (docs/decisions.md).
      { action: 'read', subject: 'Dispatch' },
      // What may pass their gates (issue 24): they scan (GateScan above) and print, dispatchers make passes.
      {
        action: ['read', 'print'],
        subject: 'GatePass',
        conditions: { WhsCode: { $in: '${user.warehouses}' } },
      },
    ],
  },
  {
    code: 'gate',
    name: 'Gate guards',
    description: 'Scan passes at the gates of their warehouses and read what may pass; nothing else.',
    rules: [
      ...referenceData,
      {
        action: ['create', 'read'],
        subject: 'GateScan',
        conditions: { WhsCode: { $in: '${user.warehouses}' } },
      },
      { action: 'read', subject: 'GatePass', conditions: { WhsCode: { $in: '${user.warehouses}' } } },
    ],
  },
];

export const demoPassword = 'demo1234';

export interface DemoUser {
  USER_CODE: string;
  U_NAME: string;
  E_Mail: string;
  SUPERUSER: 0 | 1;
  group: string;
  SlpCode: number | null;
  BPLId: number | null;
  warehouses: string[];
}

/** The demo sign-ins, one per group, all with the password demo1234; only the demo seed makes them. */
export const demoUsers: DemoUser[] = [
  {
    USER_CODE: 'admin',
    U_NAME: 'Administrator',
    E_Mail: 'admin@meridian.example',
    SUPERUSER: 1,
    group: 'administrators',
    SlpCode: null,
    BPLId: 1,
    warehouses: [],
  },
  {
    USER_CODE: 'sales',
    U_NAME: 'Sales Representative',
    E_Mail: 'sales@meridian.example',
    SUPERUSER: 0,
    group: 'sales',
    SlpCode: 1,
    BPLId: 1,
    warehouses: [],
  },
  {
    USER_CODE: 'dispatcher',
    U_NAME: 'Dispatcher',
    E_Mail: 'dispatch@meridian.example',
    SUPERUSER: 0,
    group: 'dispatchers',
    SlpCode: null,
    BPLId: 1,
    warehouses: ['WH01', 'WH02'],
  },
  {
    USER_CODE: 'warehouse',
    U_NAME: 'Warehouse Keeper',
    E_Mail: 'warehouse@meridian.example',
    SUPERUSER: 0,
    group: 'warehouse',
    SlpCode: null,
    BPLId: 1,
    warehouses: ['WH01', 'WH02'],
  },
  {
    USER_CODE: 'gate',
    U_NAME: 'Gate Guard',
    E_Mail: 'gate@meridian.example',
    SUPERUSER: 0,
    group: 'gate',
    SlpCode: null,
    BPLId: 1,
    warehouses: ['WH01'],
  },
];
