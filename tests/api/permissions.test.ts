import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../src/shared/api/envelopes';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { allDocumentRightsAnswerSchema, documentRightsAnswerSchema } from '../../src/shared/api/rights';
import { documentTypes } from '../../src/shared/documents/object-types';
import { fieldOf, type ResourceDefinition } from '../../src/shared/resources/resource-definition';
import { resourceForObjectId, resources } from '../../src/shared/resources/resource-registry';
import { type ApiHarness, startApi } from '../support/api-app';
import { testDatabases } from '../support/test-databases';

const demoUsers = ['admin', 'sales', 'dispatcher', 'warehouse'] as const;
type DemoUser = (typeof demoUsers)[number];

/** Document types each demo group may list (DOMAIN.md roles, src/server/seed/demo-access.ts). */
const listable: Record<DemoUser, string[]> = {
  admin: documentTypes.map((type) => type.objectId),
  sales: ['23', '17', '15', '13'],
  dispatcher: ['17', '15', '16'],
  warehouse: ['15', '20', '21', '59', '60', '1250000001', '67', '310000001'],
};

/** The inventory transactions and opening balances, which the warehouse staff keep (`manage InventoryTransaction`). */
const inventoryTransactions = ['59', '60', '1250000001', '67', '310000001'];

/** Document types each demo group may take an action on, at type level (demo-access.ts). */
const documentRights: Record<'create' | 'update' | 'close' | 'cancel', Record<DemoUser, string[]>> = {
  create: {
    admin: listable.admin,
    sales: ['23', '17', '15', '13'],
    // A dispatch return is posted as a return (16) by the dispatchers (issue 23).
    dispatcher: ['15', '16'],
    warehouse: inventoryTransactions,
  },
  update: {
    admin: listable.admin,
    sales: ['23', '17', '15', '13'],
    dispatcher: ['15'],
    warehouse: inventoryTransactions,
  },
  close: {
    admin: listable.admin,
    sales: ['23', '17', '15', '13'],
    dispatcher: [],
    warehouse: inventoryTransactions,
  },
  cancel: { admin: listable.admin, sales: ['23', '17'], dispatcher: [], warehouse: inventoryTransactions },
};

/**
 * The document routes beyond the list, per type: a document that does not exist answers 404 to
 * who may act on the type, an empty create 400; everyone else 403.
 */
function documentActionExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const docs = '/api/v1/marketing/docs';
  const per =
    (
      status: (user: DemoUser, objectId: string) => number,
      url: string,
      method: Case['method'],
      payload?: object,
    ) =>
    (user: DemoUser) =>
      documentTypes.map((type) => ({
        method,
        url: url.replace('{type}', type.objectId),
        payload,
        status: status(user, type.objectId),
      }));
  const allowed =
    (action: keyof typeof documentRights, success: number) => (user: DemoUser, objectId: string) =>
      documentRights[action][user].includes(objectId) ? success : 403;
  return {
    'GET /api/v1/marketing/docs/:objectType/:DocEntry': per(
      (user, objectId) => (listable[user].includes(objectId) ? 404 : 403),
      `${docs}/{type}/999999`,
      'GET',
    ),
    'GET /api/v1/marketing/docs/:objectType/:DocEntry/pdf': per(
      (user, objectId) => (listable[user].includes(objectId) ? 404 : 403),
      `${docs}/{type}/999999/pdf`,
      'GET',
    ),
    'POST /api/v1/marketing/docs/:objectType': per(allowed('create', 400), `${docs}/{type}`, 'POST', {}),
    'PATCH /api/v1/marketing/docs/:objectType/:DocEntry': per(
      allowed('update', 404),
      `${docs}/{type}/999999`,
      'PATCH',
      {
        version: 1,
      },
    ),
    'POST /api/v1/marketing/docs/:objectType/:DocEntry/close': per(
      allowed('close', 404),
      `${docs}/{type}/999999/close`,
      'POST',
      { version: 1 },
    ),
    'POST /api/v1/marketing/docs/:objectType/:DocEntry/cancel': per(
      allowed('cancel', 404),
      `${docs}/{type}/999999/cancel`,
      'POST',
      { version: 1 },
    ),
  };
}

/**
 * What each declared route answers each demo user. A route without a line here fails the test,
 * so every new route states who may use it.
 */
const userIds = new Map<DemoUser, number>();
const idOf = (user: DemoUser) => userIds.get(user) ?? 0;

const everyone = (url: string) => () => [{ url, status: 200 }];
/** The groups whose rules read the inventory ledger (and bins): administrators and warehouse staff. */
const ledgerReading = (user: DemoUser) => user === 'admin' || user === 'warehouse';
const ledgerReaders = (url: string) => (user: DemoUser) => [{ url, status: ledgerReading(user) ? 200 : 403 }];
/** The journal (JournalEntry) is read by administrators only among the demo groups. */
const journalReaders =
  (url: string, status = 200) =>
  (user: DemoUser) => [{ url, status: user === 'admin' ? status : 403 }];

/**
 * The payment routes (payment-routes.ts): incoming payments under IncomingPayment, which the sales
 * group reads for its customers but neither records nor cancels; outgoing under VendorPayment,
 * the administrators' only. A payment or partner that does not exist answers 404 to a reader.
 */
function paymentExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const readers = { incoming: ['admin', 'sales'], outgoing: ['admin'] } as const;
  return Object.fromEntries(
    (['incoming', 'outgoing'] as const).flatMap((kind) => {
      const base = `/api/v1/payments/${kind}`;
      const reads = (user: DemoUser) => (readers[kind] as readonly DemoUser[]).includes(user);
      const read =
        (url: string, found = 200) =>
        (user: DemoUser) => [{ url, status: reads(user) ? found : 403 }];
      const admin = (method: Case['method'], url: string, status: number) => (user: DemoUser) => [
        { method, url, payload: {}, status: user === 'admin' ? status : 403 },
      ];
      return [
        [`GET ${base}`, read(base)],
        [`GET ${base}/:DocEntry`, read(`${base}/2000000000`, 404)],
        [`GET ${base}/:DocEntry/pdf`, read(`${base}/2000000000/pdf`, 404)],
        [`GET ${base}/open-items`, read(`${base}/open-items?CardCode=NO-SUCH`, 404)],
        [`POST ${base}`, admin('POST', base, 400)],
        [`POST ${base}/:DocEntry/cancel`, admin('POST', `${base}/2000000000/cancel`, 404)],
      ];
    }),
  );
}

/**
 * The delivery side of dispatch (delivery-routes.ts): administrators and dispatchers (manage
 * Dispatch) reach them all; warehouse staff read the notes and returns (read Dispatch) but record
 * and post nothing; the sales group has no Dispatch rule. A note or return that does not exist
 * answers 404 to who may reach the route.
 */
function dispatchDeliveryExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/dispatch';
  const readers: DemoUser[] = ['admin', 'dispatcher', 'warehouse'];
  const writers: DemoUser[] = ['admin', 'dispatcher'];
  const to =
    (who: DemoUser[], url: string, found: number, method: Case['method'] = 'GET', payload?: object) =>
    (user: DemoUser) => [
      { method, url, ...(payload ? { payload } : {}), status: who.includes(user) ? found : 403 },
    ];
  return {
    [`POST ${base}/notes/:DocEntry/stops/:StopNum/delivery`]: to(
      writers,
      `${base}/notes/2000000000/stops/1/delivery`,
      404,
      'POST',
      { version: 1 },
    ),
    [`GET ${base}/notes/:DocEntry/pdf`]: to(readers, `${base}/notes/2000000000/pdf`, 404),
    [`GET ${base}/returns`]: to(readers, `${base}/returns`, 200),
    [`GET ${base}/returns/:ReturnEntry`]: to(readers, `${base}/returns/2000000000`, 404),
    [`POST ${base}/returns/:ReturnEntry/post`]: to(
      writers,
      `${base}/returns/2000000000/post`,
      404,
      'POST',
      {},
    ),
  };
}

/**
 * The dispatch routes (dispatch-routes.ts) under Dispatch: dispatchers plan (manage), warehouse
 * staff read the loads, the sales group neither. An empty write is a 400 to a planner; a note
 * that does not exist answers 404 to a reader.
 */
function dispatchExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/dispatch';
  const readers: DemoUser[] = ['admin', 'dispatcher', 'warehouse'];
  const planners: DemoUser[] = ['admin', 'dispatcher'];
  const read =
    (url: string, found = 200) =>
    (user: DemoUser) => [{ url, status: readers.includes(user) ? found : 403 }];
  const plan = (method: Case['method'], url: string) => (user: DemoUser) => [
    { method, url, payload: {}, status: planners.includes(user) ? 400 : 403 },
  ];
  return {
    [`GET ${base}/open-items`]: read(`${base}/open-items`),
    // Making the open items' orders deliveries takes the right to create deliveries, whoever plans:
    // the sales group creates its own, the warehouse staff none. An empty request is a 400.
    [`POST ${base}/open-items/deliveries`]: (user: DemoUser) => [
      {
        method: 'POST',
        url: `${base}/open-items/deliveries`,
        payload: {},
        status: user === 'warehouse' ? 403 : 400,
      },
    ],
    [`GET ${base}/dashboard`]: read(`${base}/dashboard`),
    [`GET ${base}/notes`]: read(`${base}/notes`),
    [`GET ${base}/notes/:DocEntry`]: read(`${base}/notes/2000000000`, 404),
    [`POST ${base}/notes`]: plan('POST', `${base}/notes`),
    [`PATCH ${base}/notes/:DocEntry`]: plan('PATCH', `${base}/notes/2000000000`),
    ...Object.fromEntries(
      ['load', 'unload', 'depart', 'complete', 'cancel'].map((action) => [
        `POST ${base}/notes/:DocEntry/${action}`,
        plan('POST', `${base}/notes/2000000000/${action}`),
      ]),
    ),
  };
}

/**
 * Gate passes (issue 24, gate-pass-routes.ts): the warehouse staff scan at their warehouses' gates
 * and read the scan log and their passes; dispatchers make, cancel and read passes; the sales
 * group none of it. An empty write is a 400 to who may make it; a missing key a 404 to a reader.
 */
function gatePassExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/gpm';
  const scanners: DemoUser[] = ['admin', 'warehouse'];
  const readers: DemoUser[] = ['admin', 'dispatcher', 'warehouse'];
  const makers: DemoUser[] = ['admin', 'dispatcher'];
  const to =
    (who: DemoUser[], url: string, found: number, method: Case['method'] = 'GET') =>
    (user: DemoUser): Case[] => [
      { method, url, status: who.includes(user) ? found : 403, ...(method === 'GET' ? {} : { payload: {} }) },
    ];
  return {
    [`GET ${base}/gates`]: to(scanners, `${base}/gates`, 200),
    [`GET ${base}/gates/:GateCode`]: to(scanners, `${base}/gates/NO-SUCH`, 404),
    [`POST ${base}/gates/:GateCode/scans`]: to(scanners, `${base}/gates/NO-SUCH/scans`, 400, 'POST'),
    [`POST ${base}/gates/:GateCode/scans/batch`]: to(
      scanners,
      `${base}/gates/NO-SUCH/scans/batch`,
      400,
      'POST',
    ),
    [`GET ${base}/gates/:GateCode/pass-cache`]: to(scanners, `${base}/gates/NO-SUCH/pass-cache`, 404),
    [`GET ${base}/scans`]: to(scanners, `${base}/scans`, 200),
    // Backup mode: administrators switch a gate and read its periods; the desk reads the gates' states.
    [`POST ${base}/gates/:GateCode/backup`]: to(['admin'], `${base}/gates/NO-SUCH/backup`, 400, 'POST'),
    [`GET ${base}/backup-periods`]: to(['admin'], `${base}/backup-periods`, 200),
    [`GET ${base}/gate-states`]: to(scanners, `${base}/gate-states`, 200),
    [`GET ${base}/gate-passes`]: to(readers, `${base}/gate-passes`, 200),
    [`GET ${base}/gate-passes/:DocEntry`]: to(readers, `${base}/gate-passes/2000000000`, 404),
    [`POST ${base}/gate-passes`]: to(makers, `${base}/gate-passes`, 400, 'POST'),
    [`GET ${base}/gate-passes/:DocEntry/pdf`]: to(readers, `${base}/gate-passes/2000000000/pdf`, 404),
    [`POST ${base}/gate-passes/:DocEntry/cancel`]: to(
      makers,
      `${base}/gate-passes/2000000000/cancel`,
      404,
      'POST',
    ),
    // The gate reports: the scans' to who reads the scan log, the passes' to who reads passes
    // (tests/api/gate-reports.test.ts filters what each holds).
    ...Object.fromEntries(
      [
        'scan-logs',
        'scan-logs/totals',
        'duplicate-logs',
        'not-existing-documents',
        'document',
        'bcp',
        'bcp/scans',
      ]
        .flatMap((path) => (path.endsWith('totals') ? [path] : [path, `${path}.csv`]))
        .map((path) => [
          `GET ${base}/reports/${path}`,
          to(path.startsWith('document') ? readers : scanners, `${base}/reports/${path}`, 200),
        ]),
    ),
  };
}

/**
 * Routes and calls beyond their records (issue 25, route-call-routes.ts): who reads routes reads
 * their stops (404 for a route that is not there), who updates them reorders them; who creates
 * calls plans them, who updates them logs them (an empty body a 400, a missing call a 404).
 * Sales staff hold calls under their SlpCode, dispatchers all; the warehouse staff neither.
 */
function routeCallExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/route-calls';
  const routeReaders: DemoUser[] = ['admin', 'sales', 'dispatcher'];
  const routeKeepers: DemoUser[] = ['admin', 'dispatcher'];
  const callKeepers: DemoUser[] = ['admin', 'sales', 'dispatcher'];
  const to =
    (who: DemoUser[], url: string, found: number, method: Case['method'] = 'GET') =>
    (user: DemoUser): Case[] => [
      { method, url, status: who.includes(user) ? found : 403, ...(method === 'GET' ? {} : { payload: {} }) },
    ];
  return {
    [`GET ${base}/routes/:RouteCode/stops`]: to(routeReaders, `${base}/routes/NO-SUCH/stops`, 404),
    [`PUT ${base}/routes/:RouteCode/stops`]: to(routeKeepers, `${base}/routes/NO-SUCH/stops`, 400, 'PUT'),
    [`GET ${base}/routes-outlets`]: to(routeReaders, `${base}/routes-outlets`, 200),
    [`POST ${base}/plan`]: to(callKeepers, `${base}/plan`, 400, 'POST'),
    [`GET ${base}/calls/:CallId`]: to(callKeepers, `${base}/calls/2000000000`, 404),
    [`POST ${base}/calls/:CallId/log`]: to(callKeepers, `${base}/calls/2000000000/log`, 400, 'POST'),
    [`GET ${base}/my-day`]: to(callKeepers, `${base}/my-day`, 200),
    [`GET ${base}/activity-status`]: to(callKeepers, `${base}/activity-status`, 200),
  };
}

/**
 * What a rep's client calls (issue 25, gps-routes.ts): whoever may report GpsLocation (the sales
 * group, their own) reads the setup and answers the consent question; an empty write is a 400.
 */
function gpsExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/gps';
  const reporters: DemoUser[] = ['admin', 'sales'];
  const to =
    (url: string, found: number, method: Case['method'] = 'GET') =>
    (user: DemoUser): Case[] => [
      {
        method,
        url,
        status: reporters.includes(user) ? found : 403,
        ...(method === 'GET' ? {} : { payload: {} }),
      },
    ];
  return {
    [`GET ${base}/setup`]: to(`${base}/setup`, 200),
    [`PUT ${base}/consent`]: to(`${base}/consent`, 400, 'PUT'),
    [`POST ${base}/positions`]: to(`${base}/positions`, 400, 'POST'),
  };
}

/**
 * The base price tools (issue 26, price-tool-routes.ts): who may update prices (administrators)
 * previews, applies, undoes and resumes batches; the batch history is PriceBatch's (administrators
 * only); who reads prices reads the views over them. An empty change is a 400 to who may make it,
 * a missing batch or item a 404 to who may ask.
 */
function priceToolExpectations(): Record<string, (user: DemoUser) => Case[]> {
  const base = '/api/v1/pricing/base-prices';
  const updaters: DemoUser[] = ['admin'];
  const readsPrices = (user: DemoUser) => may(user, 'read', 'ItemPrice');
  const write = (url: string, found: number) => (user: DemoUser) => [
    { method: 'POST' as const, url, payload: {}, status: updaters.includes(user) ? found : 403 },
  ];
  const read = (url: string, found: number) => (user: DemoUser) => [
    { url, status: readsPrices(user) ? found : 403 },
  ];
  return {
    [`POST ${base}/batches/preview`]: write(`${base}/batches/preview`, 400),
    [`POST ${base}/batches`]: write(`${base}/batches`, 400),
    [`GET ${base}/batches`]: (user) => [{ url: `${base}/batches`, status: user === 'admin' ? 200 : 403 }],
    [`GET ${base}/batches/:BatchId`]: (user) => [
      { url: `${base}/batches/999999`, status: user === 'admin' ? 404 : 403 },
    ],
    [`POST ${base}/batches/:BatchId/undo`]: write(`${base}/batches/999999/undo`, 404),
    [`POST ${base}/batches/:BatchId/resume`]: write(`${base}/batches/999999/resume`, 404),
    [`GET ${base}/by-item`]: read(`${base}/by-item?ItemCode=NO-SUCH`, 404),
    [`GET ${base}/gaps`]: read(`${base}/gaps?PriceList=1`, 200),
    [`GET ${base}/stats`]: read(`${base}/stats`, 200),
    [`GET ${base}/history`]: read(`${base}/history?PriceList=1&ItemCode=NO-SUCH`, 200),
  };
}

interface Case {
  url: string;
  status: number;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  payload?: object;
}

type RecordAction = 'read' | 'create' | 'update' | 'delete';

/** What every group reads (demo-access.ts referenceData), among the resources' subjects. */
const referenceSubjects = [
  'SalesEmployee',
  'UnitOfMeasure',
  'TaxGroup',
  'PriceList',
  'PaymentTerm',
  'Branch',
  'Territory',
  'Employee',
  'Currency',
  'ExchangeRate',
  'GLAccount',
];

/** The record actions each demo group has on the resources' subjects (demo-access.ts). */
const resourceRights: Record<DemoUser, Partial<Record<RecordAction | 'manage', string[]>> | 'all'> = {
  admin: 'all',
  sales: {
    read: [
      ...referenceSubjects,
      'Item',
      'ItemPrice',
      'Warehouse',
      'ItemGroup',
      'Manufacturer',
      'UomGroup',
      'ItemProperty',
      'PartnerGroup',
      'ItemStock',
      'BusinessPartner',
      'Dealer',
      'PartnerAddress',
      'ContactPerson',
      'ShippingType',
      'Freight',
      // Their own targets (issue 25): the list is filtered, a missing one is not found.
      'SalesTarget',
      // The routes they follow and the subjects they log calls under; their own calls (issue 25).
      'Route',
      'CallSubject',
      'Call',
      // The market setup and outlets (issue 25); their own GPS positions and timesheet.
      'FieldSalesSetup',
      'Outlet',
      'GpsLocation',
    ],
    // Addresses and contacts of their own partners: the engine judges the partner (missing keys
    // here name no partner, so 404, and an empty create 400).
    create: ['BusinessPartner', 'Dealer', 'PartnerAddress', 'ContactPerson', 'Call'],
    update: ['BusinessPartner', 'Dealer', 'PartnerAddress', 'ContactPerson', 'Call'],
    delete: ['PartnerAddress', 'ContactPerson'],
  },
  dispatcher: {
    read: [
      ...referenceSubjects,
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
      'FieldSalesSetup',
      'Outlet',
    ],
    manage: ['Vehicle', 'Driver', 'Route', 'Call', 'CallSubject'],
  },
  warehouse: {
    read: [
      ...referenceSubjects,
      'Item',
      'ItemGroup',
      'Manufacturer',
      'UomGroup',
      'ItemProperty',
      'Warehouse',
      'ItemStock',
      'WarehouseType',
      'BinLocationSetup',
      'BinStock',
    ],
    update: ['ItemStock'],
    // Bin locations, batches and serials of their own warehouses (a record that does not exist
    // is in none of them).
    manage: ['BinLocation', 'Batch', 'SerialNumber'],
  },
};

const may = (user: DemoUser, action: RecordAction, subject: string) => {
  const rights = resourceRights[user];
  return (
    rights === 'all' || (rights[action] ?? []).includes(subject) || (rights.manage ?? []).includes(subject)
  );
};

/** A key no record has, of the kind the field's values are (a path that cannot be one answers 404 too). */
function missingKey(definition: ResourceDefinition, name: string): string {
  const field = fieldOf(definition, name);
  const whole =
    (field?.kind === 'number' && field.integer === true) ||
    (field?.kind === 'reference' && field.valueType === 'integer');
  return whole ? '999999' : 'NO-SUCH';
}

/**
 * The routes the resource engine declares for one resource, and what each demo user gets: the
 * status on success when the user holds the action on the subject (a record that does not
 * exist: 404; an empty create: 400), 403 otherwise.
 */
function resourceExpectations(definition: ResourceDefinition): [string, (user: DemoUser) => Case[]][] {
  const path = `/api/v1/resources/${definition.name}`;
  const recordRoute = definition.parent ? `${path}/:parentKey/:key` : `${path}/:key`;
  const key = missingKey(definition, definition.key);
  const recordUrl = definition.parent
    ? `${path}/${missingKey(definition, definition.parent.field)}/${key}`
    : `${path}/${key}`;
  const answer = (user: DemoUser, action: RecordAction, status: number) =>
    may(user, action, definition.subject) ? status : 403;
  const routes: [string, (user: DemoUser) => Case[]][] = [
    [`GET ${path}`, (user) => [{ url: `${path}?per_page=1`, status: answer(user, 'read', 200) }]],
    [
      `GET ${path}.csv`,
      (user) => [{ url: `${path}.csv?search=no-such-record`, status: answer(user, 'read', 200) }],
    ],
    [`GET ${recordRoute}`, (user) => [{ url: recordUrl, status: answer(user, 'read', 404) }]],
    [
      `GET ${recordRoute}/history`,
      (user) => [{ url: `${recordUrl}/history`, status: answer(user, 'read', 404) }],
    ],
    [
      `PATCH ${recordRoute}`,
      (user) => [
        { method: 'PATCH', url: recordUrl, payload: { version: 1 }, status: answer(user, 'update', 404) },
      ],
    ],
  ];
  if (definition.deletable)
    routes.push([
      `DELETE ${recordRoute}`,
      (user) => [{ method: 'DELETE', url: `${recordUrl}?version=1`, status: answer(user, 'delete', 404) }],
    ]);
  if (definition.creatable)
    routes.push([
      `POST ${path}`,
      // A resource with nothing required (the one item-defaults record) finds its record taken.
      (user) => [
        {
          method: 'POST',
          url: path,
          payload: {},
          status: answer(user, 'create', definition.fields.some((field) => field.required) ? 400 : 409),
        },
      ],
    ]);
  return routes;
}

/** The doc model of every resource by name and of the SAP object types, as its subject's read allows. */
const docModelCases = (user: DemoUser): Case[] => [
  ...[...resources.map((resource) => resource.name), '4', '2', '6'].map((objectId) => ({
    url: `/api/v1/doc_model/${objectId}`,
    status: may(user, 'read', resourceForObjectId(objectId)?.subject ?? '') ? 200 : 403,
  })),
  { url: '/api/v1/doc_model/no-such-model', status: 404 },
];

const expectations: Record<string, (user: DemoUser) => Case[]> = {
  // A batch's or serial's movements: read by the list's own rules; a missing one is not found.
  ...Object.fromEntries(
    (['batch-numbers', 'serial-numbers'] as const).map((list) => [
      `GET /api/v1/inventory/${list}/:id/movements`,
      (user: DemoUser): Case[] => [
        {
          url: `/api/v1/inventory/${list}/999999/movements`,
          status: may(user, 'read', list === 'batch-numbers' ? 'Batch' : 'SerialNumber') ? 404 : 403,
        },
      ],
    ]),
  ),
  'PUT /api/v1/administration/user-groups/:id/rules': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/administration/user-groups/999999/rules',
      payload: { rules: [] },
      status: user === 'admin' ? 404 : 403,
    },
  ],
  'POST /api/v1/administration/users/:id/unlock': (user) => [
    {
      method: 'POST',
      url: '/api/v1/administration/users/999999/unlock',
      payload: {},
      status: user === 'admin' ? 404 : 403,
    },
  ],
  ...Object.fromEntries(
    (
      [
        ['GET', 'user-groups/:id/rules', undefined],
        ['GET', 'user-groups/:id/members', undefined],
        ['GET', 'user-groups/:id/data-ownerships', undefined],
        ['PUT', 'user-groups/:id/data-ownerships', { levels: [] }],
        ['GET', 'users/:id/groups', undefined],
        ['PUT', 'users/:id/groups', { groupIds: [] }],
      ] as const
    ).map(([method, path, payload]) => [
      `${method} /api/v1/administration/${path}`,
      (user: DemoUser): Case[] => [
        {
          method,
          url: `/api/v1/administration/${path.replace(':id', '999999')}`,
          ...(payload ? { payload } : {}),
          status: user === 'admin' ? 404 : 403,
        },
      ],
    ]),
  ),
  'POST /api/v1/administration/users/:id/activate': (user) => [
    {
      method: 'POST',
      url: '/api/v1/administration/users/999999/activate',
      payload: {},
      status: user === 'admin' ? 404 : 403,
    },
  ],
  'PUT /api/v1/administration/users/:id/defaults': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/administration/users/999999/defaults',
      payload: { DfltsCode: null },
      status: user === 'admin' ? 404 : 403,
    },
  ],
  'GET /api/v1/currency': everyone('/api/v1/currency'),
  'GET /api/v1/employee': everyone('/api/v1/employee'),
  'GET /api/v1/uoms': everyone('/api/v1/uoms'),
  'GET /api/v1/employee-master-data': everyone('/api/v1/employee-master-data'),
  'GET /api/v1/warehouse': everyone('/api/v1/warehouse'),
  'GET /api/v1/taxgroups/output': everyone('/api/v1/taxgroups/output'),
  'GET /api/v1/taxgroups/input': everyone('/api/v1/taxgroups/input'),
  'GET /api/v1/price_lists': everyone('/api/v1/price_lists'),
  'GET /api/v1/credit-card': everyone('/api/v1/credit-card'),
  'GET /api/v1/item_masterdata': everyone('/api/v1/item_masterdata'),
  'GET /api/v1/activeGLaccounts': everyone('/api/v1/activeGLaccounts?type=Revenue'),
  'GET /api/v1/form_settings_menu/user/:userId': (user) => [
    { url: `/api/v1/form_settings_menu/user/${idOf(user)}`, status: 200 },
    {
      url: `/api/v1/form_settings_menu/user/${idOf(user === 'sales' ? 'dispatcher' : 'sales')}`,
      status: user === 'admin' ? 200 : 403,
    },
  ],
  'POST /api/v1/login': () => [],
  'POST /api/v1/register': () => [],
  'POST /api/v1/forgot-password': () => [],
  'POST /api/v1/reset-password': () => [],
  // The scan desk's backup mode (issue 24, gate-backup-routes.ts).
  'POST /api/v1/gpm/gates/:GateCode/backup': (user) => [
    {
      method: 'POST',
      url: '/api/v1/gpm/gates/WH01-OUT/backup',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'GET /api/v1/gpm/backup-periods': (user) => [
    { url: '/api/v1/gpm/backup-periods', status: user === 'admin' ? 200 : 403 },
  ],
  'GET /api/v1/gpm/gate-states': (user) => [
    { url: '/api/v1/gpm/gate-states', status: user === 'admin' || user === 'warehouse' ? 200 : 403 },
  ],
  // Gate pass settings (issue 24): administrators keep them; the gate app reads its menu and forms.
  'GET /api/v1/gpm/settings/ext-bucket': (user) => [
    { url: '/api/v1/gpm/settings/ext-bucket', status: user === 'admin' ? 200 : 403 },
  ],
  'PUT /api/v1/gpm/settings/ext-bucket': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/gpm/settings/ext-bucket',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'POST /api/v1/gpm/settings/ext-bucket/test': (user) => [
    {
      method: 'POST',
      url: '/api/v1/gpm/settings/ext-bucket/test',
      payload: {},
      status: user === 'admin' ? 200 : 403,
    },
  ],
  'GET /api/v1/gpm/settings/mobile-menu': (user) => [
    { url: '/api/v1/gpm/settings/mobile-menu', status: user === 'admin' ? 200 : 403 },
  ],
  'PUT /api/v1/gpm/settings/mobile-menu': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/gpm/settings/mobile-menu',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'GET /api/v1/gpm/mobile/menu': (user) => [
    { url: '/api/v1/gpm/mobile/menu', status: user === 'admin' || user === 'warehouse' ? 200 : 403 },
  ],
  'GET /api/v1/gpm/mobile/forms': (user) => [
    { url: '/api/v1/gpm/mobile/forms', status: user === 'admin' || user === 'warehouse' ? 200 : 403 },
  ],
  'GET /api/v1/gpm/settings/password-resets': (user) => [
    { url: '/api/v1/gpm/settings/password-resets', status: user === 'admin' ? 200 : 403 },
  ],
  'POST /api/v1/gpm/settings/password-resets': (user) => [
    {
      method: 'POST',
      url: '/api/v1/gpm/settings/password-resets',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'GET /api/v1/administration/password-policy': (user) => [
    { url: '/api/v1/administration/password-policy', status: user === 'admin' ? 200 : 403 },
  ],
  'PUT /api/v1/administration/password-policy': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/administration/password-policy',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'POST /api/v1/account/password': () => [
    { method: 'POST', url: '/api/v1/account/password', payload: {}, status: 400 },
  ],
  'GET /api/v1/administration/connected-clients': (user) => [
    { url: '/api/v1/administration/connected-clients', status: user === 'admin' ? 200 : 403 },
  ],
  'DELETE /api/v1/administration/connected-clients/:id': (user) => [
    {
      method: 'DELETE',
      url: `/api/v1/administration/connected-clients/${'0'.repeat(64)}`,
      status: user === 'admin' ? 404 : 403,
    },
  ],
  'POST /api/v1/administration/ip-config/import': (user) => [
    {
      method: 'POST',
      url: '/api/v1/administration/ip-config/import',
      payload: {},
      status: user === 'admin' ? 400 : 403,
    },
  ],
  'GET /api/v1/administration/ip-config/logs': (user) => [
    { url: '/api/v1/administration/ip-config/logs', status: user === 'admin' ? 200 : 403 },
  ],
  'GET /api/v1/administration/mail-outbox': (user) => [
    { url: '/api/v1/administration/mail-outbox', status: user === 'admin' ? 200 : 403 },
  ],
  'OPTIONS /api/*': () => [],
  'GET /api/v1/health': () => [{ url: '/api/v1/health', status: 200 }],
  'GET /api/v1/health/live': () => [{ url: '/api/v1/health/live', status: 200 }],
  'GET /api/v1/auth/verify': () => [{ url: '/api/v1/auth/verify', status: 200 }],
  'GET /api/v1/logout': () => [],
  'GET /api/v1/authorization/check-if-permitted/:objectId?': () => [
    { url: '/api/v1/authorization/check-if-permitted/17', status: 200 },
  ],
  'GET /api/v1/authorization/document-rights': everyone('/api/v1/authorization/document-rights'),
  // The stock reports: the ledger's to readers of InventoryTransaction, stock figures to readers of
  // ItemStock, bins to readers of BinStock; what each holds is filtered (tests/api/inventory-reports.test.ts).
  'GET /api/v1/inventory/reports/movements': ledgerReaders('/api/v1/inventory/reports/movements'),
  'GET /api/v1/finance/trial-balance': journalReaders('/api/v1/finance/trial-balance'),
  'GET /api/v1/finance/journal-entries': journalReaders('/api/v1/finance/journal-entries?Top=5'),
  'GET /api/v1/finance/journal-entries/:TransId': journalReaders(
    '/api/v1/finance/journal-entries/2000000000',
    404,
  ),
  // The agings answer to the partners' rules and their Balance field (sales: their customers).
  'GET /api/v1/finance/aging': (user) => [
    { url: '/api/v1/finance/aging?Side=C', status: user === 'admin' || user === 'sales' ? 200 : 403 },
  ],
  'GET /api/v1/finance/reconciliations': (user) => [
    {
      url: '/api/v1/finance/reconciliations?ObjType=13&DocEntry=1',
      status: user === 'admin' || user === 'sales' ? 200 : 403,
    },
  ],
  'GET /api/v1/finance/account-statement': journalReaders(
    '/api/v1/finance/account-statement?CardCode=NO-SUCH',
    404,
  ),
  ...paymentExpectations(),
  ...dispatchExpectations(),
  ...dispatchDeliveryExpectations(),
  ...gatePassExpectations(),
  ...routeCallExpectations(),
  ...gpsExpectations(),
  ...priceToolExpectations(),
  'GET /api/v1/inventory/reports/items/:ItemCode/history': ledgerReaders(
    '/api/v1/inventory/reports/items/000123/history',
  ),
  'GET /api/v1/inventory/reports/cumulative-balances': ledgerReaders(
    '/api/v1/inventory/reports/cumulative-balances?date=2026-01-31',
  ),
  'GET /api/v1/inventory/reports/top-items': ledgerReaders('/api/v1/inventory/reports/top-items'),
  // A transaction number nobody has: refused before it is looked up, else not found.
  'GET /api/v1/inventory/reports/transactions/:id': (user) => [
    { url: '/api/v1/inventory/reports/transactions/2147483000', status: ledgerReading(user) ? 404 : 403 },
  ],
  'GET /api/v1/inventory/reports/items/:ItemCode/dashboard': everyone(
    '/api/v1/inventory/reports/items/000123/dashboard',
  ),
  'GET /api/v1/inventory/reports/stock': everyone('/api/v1/inventory/reports/stock'),
  'GET /api/v1/inventory/reports/stock-by-item': everyone('/api/v1/inventory/reports/stock-by-item'),
  'GET /api/v1/inventory/reports/stock-by-item/warehouses': everyone(
    '/api/v1/inventory/reports/stock-by-item/warehouses',
  ),
  'GET /api/v1/inventory/reports/bin-stock': ledgerReaders('/api/v1/inventory/reports/bin-stock'),
  'GET /api/v1/inventory/reports/serial-numbers': (user: DemoUser): Case[] => [
    {
      url: '/api/v1/inventory/reports/serial-numbers',
      status: may(user, 'read', 'SerialNumber') ? 200 : 403,
    },
  ],
  // Counting answers to `create InventoryTransaction` at the warehouse: WH01 is the warehouse staff's.
  'GET /api/v1/inventory/counts/sheet': ledgerReaders('/api/v1/inventory/counts/sheet?WhsCode=WH01'),
  'POST /api/v1/inventory/counts': (user) => [
    { url: '/api/v1/inventory/counts', method: 'POST', payload: {}, status: ledgerReading(user) ? 400 : 403 },
  ],
  // Every signed-in user has a dashboard; what it holds is filtered (tests/api/dashboard.test.ts).
  'GET /api/v1/dashboard': everyone('/api/v1/dashboard'),
  // The API's description grants nothing, so every signed-in user may read it (tests/api/api-description.test.ts).
  'GET /api/v1/openapi.json': everyone('/api/v1/openapi.json'),
  // Every signed-in user may search; each subject is filtered or left out (tests/api/search.test.ts).
  'GET /api/v1/search': everyone('/api/v1/search?q=a'),
  // Each signed-in user has their own grid settings (tests/api/form-settings.test.ts).
  'GET /api/v1/form_settings/:objectId': everyone('/api/v1/form_settings/17'),
  'POST /api/v1/form_settings': () => [
    {
      method: 'POST',
      url: '/api/v1/form_settings',
      payload: { objectId: '17', columns: [{ field: 'DocNum', width: 120 }] },
      status: 200,
    },
  ],
  // Each signed-in user has their own notifications (tests/api/alerts.test.ts); none of another's.
  'GET /api/v1/notifications': everyone('/api/v1/notifications'),
  'POST /api/v1/notifications/:id/read': () => [
    { method: 'POST', url: '/api/v1/notifications/999999/read', payload: {}, status: 404 },
  ],
  'POST /api/v1/notifications/read-all': () => [
    { method: 'POST', url: '/api/v1/notifications/read-all', payload: {}, status: 200 },
  ],
  // Approval reports list what concerns the caller; a request's own checks (originator,
  // authorizer) are in tests/api/approval.test.ts: an unknown request is a 404 for everyone.
  'GET /api/v1/approval/decision-report': everyone('/api/v1/approval/decision-report?tab=pending'),
  'GET /api/v1/approval/status-report': everyone('/api/v1/approval/status-report?tab=pending'),
  'GET /api/v1/approval/documents/:objectType/:DocEntry': () => [
    { url: '/api/v1/approval/documents/17/999999', status: 404 },
  ],
  ...Object.fromEntries(
    ['approve', 'reject', 'post', 'cancel'].map((action) => [
      `POST /api/v1/approval/requests/:WddCode/${action}`,
      () => [
        {
          method: 'POST' as const,
          url: `/api/v1/approval/requests/999999/${action}`,
          payload: {},
          status: 404,
        },
      ],
    ]),
  ),
  'GET /api/v1/marketing/docs/:objectType': (user) =>
    documentTypes.map((type) => ({
      url: `/api/v1/marketing/docs/${type.objectId}?per_page=1`,
      status: listable[user].includes(type.objectId) ? 200 : 403,
    })),
  ...documentActionExpectations(),
  // Who may read partners and items may ask what a line would cost; an unknown pair is a 404.
  'GET /api/v1/marketing/price': (user) => [
    {
      url: '/api/v1/marketing/price?CardCode=NO-SUCH&ItemCode=NO-SUCH',
      status: user === 'warehouse' ? 403 : 404,
    },
  ],
  // Who may read items may ask their stock; with a partner, their price too, as above.
  'GET /api/v1/marketing/item-choices': (user) => [
    { url: '/api/v1/marketing/item-choices?ItemCode=NO-SUCH', status: 200 },
    {
      url: '/api/v1/marketing/item-choices?CardCode=NO-SUCH&ItemCode=NO-SUCH',
      status: user === 'warehouse' ? 403 : 404,
    },
  ],
  ...Object.fromEntries(resources.flatMap(resourceExpectations)),
  // Targets against actuals: who reads targets (sales their own) reads the report.
  'GET /api/v1/logistics-hub/sales-targets/report': (user) => [
    {
      url: '/api/v1/logistics-hub/sales-targets/report',
      status: may(user, 'read', 'SalesTarget') ? 200 : 403,
    },
  ],
  // Recurring transactions: administrators keep the templates; executing and skipping change them.
  'GET /api/v1/logistics-hub/recurring-transactions': (user) => [
    {
      url: '/api/v1/logistics-hub/recurring-transactions',
      status: may(user, 'read', 'RecurringTemplate') ? 200 : 403,
    },
  ],
  ...Object.fromEntries(
    (['execute', 'skip'] as const).map((action) => [
      `POST /api/v1/logistics-hub/recurring-transactions/${action}`,
      (user: DemoUser): Case[] => [
        {
          method: 'POST',
          url: `/api/v1/logistics-hub/recurring-transactions/${action}`,
          payload: {},
          status: may(user, 'update', 'RecurringTemplate') ? 400 : 403,
        },
      ],
    ]),
  ),
  'PUT /api/v1/logistics-hub/recurring-templates/:TemplateId/document': (user) => [
    {
      method: 'PUT',
      url: '/api/v1/logistics-hub/recurring-templates/999999/document',
      payload: {},
      status: may(user, 'update', 'RecurringTemplate') ? 400 : 403,
    },
  ],
  'GET /api/v1/doc_model/:objectId': docModelCases,
};

describe.each(testDatabases())('permissions enforced by the server on $name', (target) => {
  let api: ApiHarness;
  const tokens = new Map<DemoUser, string>();
  const writeHeaders = new Map<DemoUser, Record<string, string>>();
  beforeAll(async () => {
    api = await startApi(target);
    for (const user of demoUsers) tokens.set(user, await api.signIn(user));
    for (const user of demoUsers) writeHeaders.set(user, await api.writeHeaders(user));
    const { rows } = await api.database.pool.query<{ user_code: DemoUser; user_id: number }>(
      'select user_code, user_id from users',
    );
    for (const row of rows) userIds.set(row.user_code, row.user_id);
  });
  afterAll(() => api.close());

  const get = (user: DemoUser, url: string) =>
    api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.get(user)}` } });

  it('has an expectation for every declared route, and every route not public declares its access', () => {
    const declared = api.app.declaredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(declared.sort()).toEqual(Object.keys(expectations).sort());
    for (const route of api.app.declaredRoutes)
      expect(route.public || route.access !== undefined, route.url).toBe(true);
  });

  it('answers every route as expected for every demo group', async () => {
    const mismatches: string[] = [];
    for (const [route, cases] of Object.entries(expectations)) {
      for (const user of demoUsers) {
        for (const { url, status, method = 'GET', payload } of cases(user)) {
          const response =
            method === 'GET'
              ? await get(user, url)
              : await api.app.inject({ method, url, payload, headers: writeHeaders.get(user) });
          if (response.statusCode !== status)
            mismatches.push(`${user} ${route} ${url}: ${response.statusCode}, expected ${status}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Some two thousand requests, one after another, and more with every area: on a shared
    // two-core machine the embedded database alone took over the default minute (issue 25).
  }, 240_000);

  it('refuses with 403 FORBIDDEN and a reason', async () => {
    const response = await get('warehouse', '/api/v1/marketing/docs/17');
    expect(response.statusCode).toBe(403);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('FORBIDDEN');
    expect(body.message).toBe('You may not read SalesOrder records.');
  });

  it('gives a sales user only their own orders, in the rows, the total and every page', async () => {
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from documents where obj_type = '17' and draft = 'N' and slp_code = 1`,
    );
    const answer = documentListAnswerSchema.parse(
      (await get('sales', '/api/v1/marketing/docs/17?per_page=500')).json(),
    );
    expect(answer.ResponseData.total).toBe(rows[0]?.n);
    expect(answer.ResponseData.total).toBeGreaterThan(0);
    expect(answer.ResponseData.data.every((row) => row.SlpCode === 1)).toBe(true);
    const all = documentListAnswerSchema.parse(
      (await get('admin', '/api/v1/marketing/docs/17?per_page=1')).json(),
    );
    expect(all.ResponseData.total).toBeGreaterThan(answer.ResponseData.total);
    const searched = documentListAnswerSchema.parse(
      (await get('sales', '/api/v1/marketing/docs/17?SlpCode=2')).json(),
    );
    expect(searched.ResponseData.total).toBe(0);
  });

  it('gives warehouse staff only the deliveries with lines in their own warehouses', async () => {
    const { rows } = await api.database.pool.query<{ n: number }>(
      `select count(*)::int as n from documents d where obj_type = '15' and draft = 'N' and exists (
         select 1 from document_lines l where l.obj_type = d.obj_type and l.doc_entry = d.doc_entry and l.whs_code in ('WH01', 'WH02'))`,
    );
    const answer = documentListAnswerSchema.parse(
      (await get('warehouse', '/api/v1/marketing/docs/15?per_page=1')).json(),
    );
    expect(answer.ResponseData.total).toBe(rows[0]?.n);
    const all = documentListAnswerSchema.parse(
      (await get('admin', '/api/v1/marketing/docs/15?per_page=1')).json(),
    );
    expect(answer.ResponseData.total).toBeLessThan(all.ResponseData.total);
  });

  it("answers each user's rights on a document type from the same rules", async () => {
    const rights = async (user: DemoUser, objectId: string) =>
      documentRightsAnswerSchema.parse(
        (await get(user, `/api/v1/authorization/check-if-permitted/${objectId}`)).json(),
      ).ResponseData.rights;
    expect(await rights('admin', '13')).toEqual({
      read: true,
      create: true,
      update: true,
      cancel: true,
      close: true,
      print: true,
      approve: true,
    });
    expect(await rights('sales', '17')).toEqual({
      read: true,
      create: true,
      update: true,
      cancel: true,
      close: true,
      print: true,
      approve: false,
    });
    expect(await rights('sales', '13')).toMatchObject({ read: true, cancel: false, approve: false });
    expect(await rights('sales', '22')).toMatchObject({ read: false, create: false });
    expect(await rights('dispatcher', '17')).toMatchObject({ read: true, create: false, update: false });
    expect(await rights('dispatcher', '15')).toMatchObject({
      read: true,
      create: true,
      update: true,
      print: true,
      cancel: false,
    });
    expect(await rights('warehouse', '17')).toMatchObject({ read: false });
  });

  it("answers every document type's rights in one request, the same as one type at a time", async () => {
    for (const user of demoUsers) {
      const all = allDocumentRightsAnswerSchema.parse(
        (await get(user, '/api/v1/authorization/document-rights')).json(),
      ).ResponseData.data;
      expect(all.map((entry) => entry.objectId)).toEqual(documentTypes.map((type) => type.objectId));
      for (const entry of all) {
        const one = documentRightsAnswerSchema.parse(
          (await get(user, `/api/v1/authorization/check-if-permitted/${entry.objectId}`)).json(),
        ).ResponseData;
        expect(entry, `${user} on ${entry.objectId}`).toEqual(one);
      }
    }
  });

  it('refuses a rights request for an empty or unknown document type with a clear error', async () => {
    for (const url of [
      '/api/v1/authorization/check-if-permitted/',
      '/api/v1/authorization/check-if-permitted/99',
    ]) {
      const response = await get('admin', url);
      expect(response.statusCode, url).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toHaveProperty('objectId');
    }
  });
});
