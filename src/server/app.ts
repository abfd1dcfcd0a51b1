import { tmpdir } from 'node:os';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import { version } from '../../package.json';
import { findDocumentType } from '../shared/documents/object-types';
import { AbilityCache } from './access/ability-cache';
import { groupAdministrationRoutes } from './access/group-administration-routes';
import { rightsRoutes } from './access/rights-routes';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/auth-routes';
import type { AuthSettings } from './auth/auth-settings';
import { type DeclaredRoute, guardRoutes } from './auth/authenticate';
import { type Mailer, outboxMailer } from './auth/mailer';
import { outboxRoutes } from './auth/outbox-routes';
import { passwordChangeRoutes } from './auth/password-change-routes';
import type { TrustProxy } from './config';
import { CountCache } from './db/count-cache';
import type { Database } from './db/database';
import {
  type ChangeListener,
  type CommittedChange,
  gateBackupChangeOf,
  gateScanChangeOf,
  mergedChanges,
} from './events/committed-change';
import { serveClient } from './http/client-files';
import { installCrossSiteGuards } from './http/cross-site';
import { retryReadsOnLostConnection } from './http/database-outage';
import { installErrorHandler } from './http/error-handler';
import { installNulGuard } from './http/nul-guard';
import { installSecurityHeaders } from './http/security-headers';
import { alertBinding, checkAlertWrite } from './modules/alerts/alert-binding';
import { alertSchedule, watchedByAlerts } from './modules/alerts/alert-schedule';
import { notificationRoutes } from './modules/alerts/notification-routes';
import { openApiRoutes } from './modules/api-description/openapi-routes';
import { companyDetailsBinding } from './modules/company/company-details-binding';
import { docSettingsBinding, userDefaultsBinding } from './modules/company/user-defaults-binding';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes';
import { dispatchDeliveryRoutes } from './modules/dispatch/delivery-routes';
import { dispatchRoutes } from './modules/dispatch/dispatch-routes';
import type { DeliveryPort } from './modules/dispatch/open-item-deliveries';
import { orderDeliveryRoutes } from './modules/dispatch/order-delivery-routes';
import type { DocumentsPort } from './modules/dispatch/return-posting';
import { approvalBindings } from './modules/documents/approval/approval-bindings';
import { approvalRoutes } from './modules/documents/approval/approval-routes';
import { countRoutes } from './modules/documents/counts/count-routes';
import { documentCreation } from './modules/documents/document-create';
import { documentRoutes } from './modules/documents/document-routes';
import { lockDocuments, stockLinesOf } from './modules/documents/document-store';
import { numberingSeriesBinding } from './modules/documents/numbering-series-binding';
import { itemChoicesRoutes } from './modules/documents/pricing/item-choices-routes';
import { priceRoutes } from './modules/documents/pricing/price-routes';
import { type StockLine, stockChanges } from './modules/documents/stock-effects';
import { fieldSalesBindings } from './modules/field-sales/field-sales-bindings';
import { gpsRoutes } from './modules/field-sales/gps-routes';
import { financeReportRoutes } from './modules/finance/finance-report-routes';
import { journalRoutes } from './modules/finance/journal-routes';
import { paymentRoutes } from './modules/finance/payment-routes';
import { formSettingsRoutes } from './modules/form-settings/form-settings-routes';
import { recordOfflinePeriod } from './modules/gate-backup/backup-periods';
import { gateBackupRoutes } from './modules/gate-backup/gate-backup-routes';
import { gateBinding } from './modules/gate-pass/gate-binding';
import { type GateSettingsPort, gatePassRoutes } from './modules/gate-pass/gate-pass-routes';
import { gateReportRoutes } from './modules/gate-reports/gate-report-routes';
import { passCacheHours, requireScanAt } from './modules/gate-settings/gate-access';
import { gateSettingsBindings } from './modules/gate-settings/gate-settings-bindings';
import { gateSettingsRoutes } from './modules/gate-settings/gate-settings-routes';
import { trackingRoutes } from './modules/inventory/tracking-routes';
import { inventoryReportRoutes } from './modules/inventory-reports/inventory-report-routes';
import { assignmentBindings } from './modules/master-data/assignment-bindings';
import { binLocationBindings } from './modules/master-data/bin-location-bindings';
import { financeBindings } from './modules/master-data/finance-bindings';
import { inventoryBindings } from './modules/master-data/inventory-bindings';
import { organisationBindings } from './modules/master-data/organisation-bindings';
import { partnerBindings } from './modules/master-data/partner-bindings';
import { pricingBindings } from './modules/master-data/pricing-bindings';
import { stockTrackingBindings } from './modules/master-data/stock-tracking-bindings';
import { menuRoutes } from './modules/navigation/menu-routes';
import { priceToolRoutes } from './modules/price-tools/price-tool-routes';
import { recurringTemplateBinding } from './modules/recurring/recurring-bindings';
import type { RecurringPort } from './modules/recurring/recurring-execute';
import { recurringRoutes } from './modules/recurring/recurring-routes';
import { referenceRoutes } from './modules/reference-data/reference-routes';
import { routeCallBindings } from './modules/route-calls/route-call-bindings';
import { routeCallRoutes } from './modules/route-calls/route-call-routes';
import { salesTargetBinding } from './modules/sales-targets/sales-target-bindings';
import { salesTargetRoutes } from './modules/sales-targets/sales-target-routes';
import { searchRoutes } from './modules/search/search-routes';
import { connectedClientsRoutes } from './modules/security/connected-clients-routes';
import { ipConfigRoutes } from './modules/security/ip-config-routes';
import { securityBindings } from './modules/security/ip-range-binding';
import { passwordPolicyRoutes } from './modules/security/password-policy-routes';
import { healthRoutes } from './modules/system/health-routes';
import { administrationRoutes } from './modules/users/administration-routes';
import { userBindings } from './modules/users/user-bindings';
import { AfterCommitQueue } from './posting/after-commit-queue';
import { ConfigurationCache } from './posting/configuration-cache';
import type { ResourceBinding } from './resources/resource-binding';
import { resourceEngine } from './resources/resource-engine';

export interface AppOptions {
  database: Database;
  auth: AuthSettings;
  logger?: FastifyBaseLogger;
  /** The built client (dist/client); without it the server answers the API only. */
  clientDir?: string;
  /** Where the server's mail goes; the outbox table by default. */
  mailer?: Mailer;
  /** Browser origins besides our own that may call the API (CLIENT_ORIGINS). */
  clientOrigins?: string[];
  /** Whose X-Forwarded-For gives the client's address (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /**
   * Hears every route as Fastify registers it, before anything else does: the API description
   * test compares them with the document, independently of the list the document is made from.
   */
  onRoute?: (route: RouteOptions) => void;
  /** Seconds between checks for due periodic alerts (ALERT_CHECK_SECONDS); 0 or unset: none. */
  alertCheckSeconds?: number;
  /** How old a documents list's total may be for changes made by other servers (LIST_COUNT_SECONDS); 5 by default. */
  documentCountSeconds?: number;
  /** The data directory (DATA_DIR): a local gate attachment folder lives under it; the system's temporary folder when unset. */
  dataDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with what it requires, for the permission matrix test. */
    declaredRoutes: DeclaredRoute[];
    /** What runs after commits (alerts); tests wait for it with whenIdle(). */
    afterCommit: AfterCommitQueue<CommittedChange>;
  }
}

/** Fastify takes a hop count at run time but its types do not: the same rule as a function. */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Every resource the generic engine serves; the input-bounds test walks them against their tables. */
export function resourceBindings(afterChange: ChangeListener): ResourceBinding[] {
  return [
    ...watchedByAlerts(inventoryBindings, afterChange),
    ...pricingBindings,
    ...watchedByAlerts(partnerBindings, afterChange),
    numberingSeriesBinding,
    companyDetailsBinding,
    userDefaultsBinding,
    docSettingsBinding,
    ...organisationBindings,
    ...assignmentBindings,
    ...binLocationBindings,
    ...stockTrackingBindings,
    ...securityBindings,
    ...financeBindings,
    ...userBindings,
    alertBinding,
    ...approvalBindings,
    ...gateSettingsBindings(checkAlertWrite),
    gateBinding,
    salesTargetBinding,
    recurringTemplateBinding,
    ...routeCallBindings,
    ...fieldSalesBindings,
  ];
}

/** The documents module's creation of a document of a type, as a posting of the core. */
const creationOf = (objectId: string): DeliveryPort['deliveryCreation'] => {
  const type = findDocumentType(objectId);
  if (!type) throw new Error(`${objectId} is not a document type`);
  return (db, caller, input, environment) => documentCreation(db, caller, type, input, environment);
};

/**
 * What the dispatch module posts through of the documents module (modules do not import each
 * other): a return (16) and a delivery (15) on the posting core, the documents' locks and their
 * lines' stock figures.
 */
const documentsForDispatch: DocumentsPort<StockLine> & DeliveryPort = {
  returnCreation: creationOf('16'),
  deliveryCreation: creationOf('15'),
  lockDocuments,
  stockLinesOf,
  stockChanges,
};

/** What recurring transactions create documents through of the documents module (issue 25). */
const documentsForRecurring: RecurringPort = {
  documentCreation: (db, caller, objectId, input, environment) =>
    creationOf(objectId)(db, caller, input, environment),
};

/** What the gate scan routes take from the gate settings module (modules do not import each other). */
const gateSettingsFor = (notify: ChangeListener): GateSettingsPort => ({
  requireScanAt,
  cacheHours: passCacheHours,
  scansStored: async (scanIds) => {
    if (scanIds.length) await notify(gateScanChangeOf(scanIds));
  },
});

/** Builds the application without listening, so tests drive it through inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Item codes and document numbers are case-sensitive text; keep the router exact too.
    routerOptions: { caseSensitive: true, ignoreTrailingSlash: true },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandler(app);
  retryReadsOnLostConnection(app);
  installNulGuard(app);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  const clientOrigins = options.clientOrigins ?? [];
  const mailer = options.mailer ?? outboxMailer(app.log);
  installSecurityHeaders(app, clientOrigins);
  installCrossSiteGuards(app, clientOrigins);
  const abilities = new AbilityCache(options.database.db);
  guardRoutes(app, options.database.db, options.auth, abilities, declared);
  // Preflight requests are answered by the cross-site guard before reaching this route.
  app.options('/api/*', { config: { public: true } }, async (_request, reply) => reply.status(204).send());
  // JSON only: a text/plain body is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  const configuration = new ConfigurationCache(options.database.db);
  const alerts = alertSchedule(options.database, app.log, options.alertCheckSeconds, configuration);
  // Alerts after a commit run from this queue, off the request path (posting-core.ts).
  const afterCommit = new AfterCommitQueue<CommittedChange>(alerts.afterChange, app.log, mergedChanges);
  app.decorate('afterCommit', afterCommit);
  // The documents lists' totals: dropped by every committed document change heard here, before
  // the request answers, and at most documentCountSeconds old for changes made by other servers
  // (docs/api.md).
  const documentCounts = new CountCache((options.documentCountSeconds ?? 5) * 1000);
  // The stock reports' totals: a posting moves the ledger and stock, so the same bound holds.
  const stockReportCounts = new CountCache((options.documentCountSeconds ?? 5) * 1000);
  const notify: ChangeListener = async (change) => {
    if (change.documents.length) {
      documentCounts.changed();
      stockReportCounts.changed();
    }
    afterCommit.push(change);
  };
  app.addHook('onReady', async () => alerts.start());
  app.addHook('onClose', async () => {
    alerts.stop();
    await afterCommit.whenIdle();
  });
  await app.register(
    async (api) => {
      await api.register(rightsRoutes());
      await api.register(administrationRoutes(options.database));
      await api.register(groupAdministrationRoutes(options.database));
      await api.register(menuRoutes(options.database, abilities));
      await api.register(referenceRoutes(options.database));
      await api.register(healthRoutes(options.database, version));
      await api.register(authRoutes(options.database, options.auth));
      await api.register(accountRoutes(options.database, options.auth, mailer));
      await api.register(outboxRoutes(options.database));
      await api.register(passwordChangeRoutes(options.database, options.auth));
      await api.register(passwordPolicyRoutes(options.database, options.auth));
      await api.register(connectedClientsRoutes(options.database, options.auth));
      await api.register(ipConfigRoutes(options.database));
      await api.register(documentRoutes(options.database, notify, configuration, documentCounts));
      await api.register(notificationRoutes(options.database));
      await api.register(trackingRoutes(options.database));
      await api.register(approvalRoutes(options.database, notify));
      await api.register(priceRoutes(options.database));
      await api.register(priceToolRoutes(options.database));
      await api.register(itemChoicesRoutes(options.database));
      await api.register(dashboardRoutes(options.database));
      await api.register(inventoryReportRoutes(options.database, stockReportCounts));
      await api.register(gateReportRoutes(options.database));
      await api.register(journalRoutes(options.database));
      await api.register(financeReportRoutes(options.database));
      await api.register(paymentRoutes(options.database, notify));
      await api.register(dispatchRoutes(options.database));
      await api.register(routeCallRoutes(options.database));
      await api.register(gpsRoutes(options.database));
      await api.register(
        gateBackupRoutes(options.database, (period) => notify(gateBackupChangeOf([period]))),
      );
      await api.register(
        gatePassRoutes(options.database, gateSettingsFor(notify), {
          // A gate's queue arriving records the period it worked offline (gate-backup module); a
          // new period is told to the gate notifications.
          backupScansArrived: async (arrived) => {
            const period = await options.database.db.transaction((tx) => recordOfflinePeriod(tx, arrived));
            if (period !== undefined) await notify(gateBackupChangeOf([period]));
          },
        }),
      );
      await api.register(countRoutes(options.database, notify, configuration));
      await api.register(
        dispatchDeliveryRoutes(options.database, notify, configuration, documentsForDispatch),
      );
      await api.register(orderDeliveryRoutes(options.database, notify, configuration, documentsForDispatch));
      await api.register(searchRoutes(options.database));
      await api.register(formSettingsRoutes(options.database));
      await api.register(gateSettingsRoutes(options.database, mailer, options.dataDir ?? tmpdir()));
      await api.register(salesTargetRoutes(options.database));
      await api.register(recurringRoutes(options.database, documentsForRecurring, configuration, notify));
      await api.register(resourceEngine(options.database, resourceBindings(notify)));
      await api.register(openApiRoutes(version));
    },
    { prefix: '/api/v1' },
  );
  await serveClient(app, options.clientDir);
  return app;
}
