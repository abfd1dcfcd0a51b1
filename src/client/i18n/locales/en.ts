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
  },
};

/** Every catalogue has exactly the shape of the English one, with its own strings. */
export type CatalogueShape<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]> };
export type Catalogue = CatalogueShape<typeof en>;
