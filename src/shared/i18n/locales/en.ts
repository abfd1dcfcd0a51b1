import type { CatalogueShape } from '../catalogue-shape';
import { accountText } from '../sections/account';
import { apiReferenceText } from '../sections/api-reference';
import { approvalText } from '../sections/approval';
import { authorizationText } from '../sections/authorization';
import { bankingText } from '../sections/banking';
import { datePickerText } from '../sections/date-picker';
import { dispatchNotePdfText } from '../sections/dispatch-note-pdf';
import { dispatchNotesText } from '../sections/dispatch-notes';
import { dispatchPlanningText } from '../sections/dispatch-planning';
import { documentsText } from '../sections/documents';
import { fieldSalesText } from '../sections/field-sales';
import { fieldSalesPlansText } from '../sections/field-sales-plans';
import { fieldsText } from '../sections/fields';
import { financeReportsText } from '../sections/finance-reports';
import { formsText } from '../sections/forms';
import { gateDeskText } from '../sections/gate-desk';
import { gatePassesText } from '../sections/gate-passes';
import { gateReportsText } from '../sections/gate-reports';
import { gateSettingsText } from '../sections/gate-settings';
import { gridText } from '../sections/grid';
import { inventoryCountsText } from '../sections/inventory-counts';
import { inventoryReportsText } from '../sections/inventory-reports';
import { keyboardText } from '../sections/keyboard';
import { layoutText } from '../sections/layout';
import { navigationText } from '../sections/navigation';
import { notificationsText } from '../sections/notifications';
import { pagesText } from '../sections/pages';
import { paletteText } from '../sections/palette';
import { paymentPdfText } from '../sections/payment-pdf';
import { preferencesText } from '../sections/preferences';
import { priceToolsText } from '../sections/price-tools';
import { resourcesText } from '../sections/resources';
import { routeCallsText } from '../sections/route-calls';
import { routeTitlesText } from '../sections/route-titles';
import { securityText } from '../sections/security';
import { shellText } from '../sections/shell';
import { synonymsText } from '../sections/synonyms';
import { workspaceText } from '../sections/workspace';

/** English: the default language and the fallback for a missing key. */
export const en = {
  app: {
    name: 'Meridian ERP',
    tagline: 'The keyboard-first back office for trading and distribution',
    skipToContent: 'Skip to content',
  },
  language: {
    label: 'Language',
    autonym: { en: 'English', fr: 'Français', ar: 'العربية' },
  },
  status: {
    heading: 'System status',
    loading: 'Asking the server for its state…',
    version: 'Server version',
    database: 'Database',
    reachable: 'Database reachable',
    schemaVersion: 'Schema version',
    pendingMigrations: 'Migrations waiting',
    yes: 'Yes',
    no: 'No',
    noSchema: 'No schema yet',
    kind: { pglite: 'Embedded PostgreSQL (PGlite)', postgres: 'PostgreSQL server' },
    refresh: 'Check again',
  },
  httpErrors: {
    network: 'The server cannot be reached. Check that it is running and try again.',
    timeout: 'The server took too long to answer. Try again.',
    aborted: 'The request was cancelled.',
    'bad-request': 'The server refused the request.',
    'bad-response': 'The server could not answer properly. Try again in a moment.',
  },
  login: {
    heading: 'Sign in',
    username: 'User name or e-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    failed: 'Login failed',
    dataFailed: 'Signed in, but the reference data could not be loaded. Try again.',
    failures: {
      '1': 'The user name or the password is not right.',
      '2': 'This account is not active yet: an administrator must activate it.',
      '3': 'This account is locked after too many failed sign-ins: an administrator must unlock it.',
      '4': 'Too many failed sign-ins. Wait a few minutes and try again.',
      '5': 'This account may not sign in from this network address. Ask an administrator.',
    },
  },
  session: {
    checking: 'Checking your session…',
    signedInAs: 'Signed in as {{name}} ({{code}})',
    signOut: 'Sign out',
    menu: 'Main menu',
    loadingMenu: 'Loading your menu…',
    menuFailed: 'Your menu could not be loaded.',
  },
  menu: {
    inventory: 'Inventory',
    pricing: 'Pricing',
    inventoryReports: 'Inventory Reports',
    inventoryTransactions: 'Inventory Transactions',
    newInventoryDocument: 'New Inventory Document',
    sales: 'Sales',
    purchase: 'Purchase - A/P',
    businessPartners: 'Business Partners',
    banking: 'Banking',
    bankingReports: 'Financial Reports',
    logisticsHub: 'Logistics Hub',
    dispatch: 'Dispatch',
    binLocationReport: 'Bin Location Report',
    dispatchDashboard: 'Dispatch: Dashboard',
    dispatchOpenItems: 'Dispatch: Open Items',
    dispatchAssignments: 'Dispatch: Assignments',
    dispatchDelivered: 'Dispatch: Delivered',
    dispatchReturns: 'Dispatch: Returns',
    routesCalls: 'Routes and Calls',
    gatePass: 'Gate Pass Mgt',
    gateReports: 'Gate Reports',
    administration: 'Administration',
    development: 'Development',
  },
  documents: {
    salesQuotation: 'Sales Quotation',
    salesOrder: 'Sales Order',
    delivery: 'Delivery',
    salesReturn: 'Return',
    arDownPayment: 'A/R Down Payment',
    arInvoice: 'A/R Invoice',
    arCreditMemo: 'A/R Credit Memo',
    purchaseRequest: 'Purchase Request',
    purchaseQuotation: 'Purchase Quotation',
    purchaseOrder: 'Purchase Order',
    goodsReceiptPo: 'Goods Receipt PO',
    goodsReturn: 'Goods Return',
    apInvoice: 'A/P Invoice',
    apCreditMemo: 'A/P Credit Memo',
    goodsReceipt: 'Goods Receipt',
    goodsIssue: 'Goods Issue',
    openingBalance: 'Inventory Opening Balance',
    inventoryTransferRequest: 'Inventory Transfer Request',
    inventoryTransfer: 'Inventory Transfer',
    ...documentsText.en,
  },
  shell: shellText.en,
  layout: layoutText.en,
  workspace: workspaceText.en,
  resources: { ...resourcesText.en, ...fieldSalesText.en.resources },
  fields: {
    ...fieldsText.en,
    ...fieldSalesText.en.fields,
    options: { ...fieldsText.en.options, ...fieldSalesText.en.options },
  },
  forms: formsText.en,
  grid: gridText.en,
  keyboard: keyboardText.en,
  palette: paletteText.en,
  synonyms: synonymsText.en,
  navigation: navigationText.en,
  preferences: preferencesText.en,
  datePicker: datePickerText.en,
  account: accountText.en,
  pages: pagesText.en,
  security: securityText.en,
  gateSettings: gateSettingsText.en,
  fieldSales: fieldSalesText.en.screens,
  priceTools: priceToolsText.en,
  apiReference: apiReferenceText.en,
  authorization: authorizationText.en,
  notifications: notificationsText.en,
  approval: approvalText.en,
  inventoryReports: inventoryReportsText.en,
  financeReports: financeReportsText.en,
  gateReports: gateReportsText.en,
  fieldSalesPlans: fieldSalesPlansText.en,
  inventoryCounts: inventoryCountsText.en,
  banking: bankingText.en,
  dispatchPlanning: dispatchPlanningText.en,
  dispatchNotes: dispatchNotesText.en,
  gateDesk: gateDeskText.en,
  routeCalls: routeCallsText.en,
  paymentPdf: paymentPdfText.en,
  dispatchNotePdf: dispatchNotePdfText.en,
  gatePasses: gatePassesText.en,
  routeTitles: routeTitlesText.en,
};

export type Catalogue = CatalogueShape<typeof en>;
