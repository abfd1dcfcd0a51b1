/**
 * Document types by SAP Business One object id (the objectId of routes and calls): the marketing
 * documents of sales and purchasing, and the inventory transactions. `stock` says what posting
 * the document does to stock (`transfer`: out of each line's FromWhsCod, into its WhsCode);
 * `copiesTo` is the copy chain.
 */
export type DocumentArea = 'sales' | 'purchasing' | 'inventory';
export type StockEffect = 'none' | 'commit' | 'order' | 'issue' | 'receive' | 'transfer';

export interface DocumentType {
  objectId: string;
  /** The permission subject of this document type in CASL rules. */
  subject: string;
  area: DocumentArea;
  /** Key of the document name in the i18n catalogues, and its English name. */
  nameKey: string;
  name: string;
  /** Short code typed in the palette, such as SO for a sales order. */
  code: string;
  stock: StockEffect;
  copiesTo: readonly string[];
}

export const documentTypes = [
  {
    objectId: '23',
    subject: 'SalesQuotation',
    area: 'sales',
    nameKey: 'documents.salesQuotation',
    name: 'Sales Quotation',
    code: 'SQ',
    stock: 'none',
    copiesTo: ['17'],
  },
  {
    objectId: '17',
    subject: 'SalesOrder',
    area: 'sales',
    nameKey: 'documents.salesOrder',
    name: 'Sales Order',
    code: 'SO',
    stock: 'commit',
    copiesTo: ['15', '13', '203'],
  },
  {
    objectId: '15',
    subject: 'Delivery',
    area: 'sales',
    nameKey: 'documents.delivery',
    name: 'Delivery',
    code: 'DN',
    stock: 'issue',
    copiesTo: ['13', '16'],
  },
  {
    objectId: '16',
    subject: 'SalesReturn',
    area: 'sales',
    nameKey: 'documents.salesReturn',
    name: 'Return',
    code: 'RT',
    stock: 'receive',
    copiesTo: ['14'],
  },
  {
    objectId: '203',
    subject: 'ARDownPayment',
    area: 'sales',
    nameKey: 'documents.arDownPayment',
    name: 'A/R Down Payment',
    code: 'DP',
    stock: 'none',
    copiesTo: ['13'],
  },
  {
    objectId: '13',
    subject: 'ARInvoice',
    area: 'sales',
    nameKey: 'documents.arInvoice',
    name: 'A/R Invoice',
    code: 'IN',
    stock: 'issue',
    copiesTo: ['14'],
  },
  {
    objectId: '14',
    subject: 'ARCreditMemo',
    area: 'sales',
    nameKey: 'documents.arCreditMemo',
    name: 'A/R Credit Memo',
    code: 'CN',
    stock: 'receive',
    copiesTo: [],
  },
  {
    objectId: '1470000113',
    subject: 'PurchaseRequest',
    area: 'purchasing',
    nameKey: 'documents.purchaseRequest',
    name: 'Purchase Request',
    code: 'PRQ',
    stock: 'none',
    copiesTo: ['540000006', '22'],
  },
  {
    objectId: '540000006',
    subject: 'PurchaseQuotation',
    area: 'purchasing',
    nameKey: 'documents.purchaseQuotation',
    name: 'Purchase Quotation',
    code: 'PQ',
    stock: 'none',
    copiesTo: ['22'],
  },
  {
    objectId: '22',
    subject: 'PurchaseOrder',
    area: 'purchasing',
    nameKey: 'documents.purchaseOrder',
    name: 'Purchase Order',
    code: 'PO',
    stock: 'order',
    copiesTo: ['20', '18'],
  },
  {
    objectId: '20',
    subject: 'GoodsReceiptPO',
    area: 'purchasing',
    nameKey: 'documents.goodsReceiptPo',
    name: 'Goods Receipt PO',
    code: 'GRPO',
    stock: 'receive',
    copiesTo: ['18', '21'],
  },
  {
    objectId: '21',
    subject: 'GoodsReturn',
    area: 'purchasing',
    nameKey: 'documents.goodsReturn',
    name: 'Goods Return',
    code: 'GR',
    stock: 'issue',
    copiesTo: ['19'],
  },
  {
    objectId: '18',
    subject: 'APInvoice',
    area: 'purchasing',
    nameKey: 'documents.apInvoice',
    name: 'A/P Invoice',
    code: 'PI',
    stock: 'receive',
    copiesTo: ['19'],
  },
  {
    objectId: '19',
    subject: 'APCreditMemo',
    area: 'purchasing',
    nameKey: 'documents.apCreditMemo',
    name: 'A/P Credit Memo',
    code: 'PC',
    stock: 'issue',
    copiesTo: [],
  },
  // Inventory transactions (OIGN, OIGE, OWTQ, OWTR) share one subject: the warehouse staff's
  // rules name their warehouses once for all four.
  {
    objectId: '59',
    subject: 'InventoryTransaction',
    area: 'inventory',
    nameKey: 'documents.goodsReceipt',
    name: 'Goods Receipt',
    code: 'GRC',
    stock: 'receive',
    copiesTo: [],
  },
  {
    objectId: '60',
    subject: 'InventoryTransaction',
    area: 'inventory',
    nameKey: 'documents.goodsIssue',
    name: 'Goods Issue',
    code: 'GIS',
    stock: 'issue',
    copiesTo: [],
  },
  {
    objectId: '1250000001',
    subject: 'InventoryTransaction',
    area: 'inventory',
    nameKey: 'documents.inventoryTransferRequest',
    name: 'Inventory Transfer Request',
    code: 'ITR',
    stock: 'none',
    copiesTo: ['67'],
  },
  {
    objectId: '67',
    subject: 'InventoryTransaction',
    area: 'inventory',
    nameKey: 'documents.inventoryTransfer',
    name: 'Inventory Transfer',
    code: 'IT',
    stock: 'transfer',
    copiesTo: [],
  },
  // The inventory opening balance (SAP's OIQI posts as TransType 310000001): a receipt at the
  // cost typed on each line, under the same subject and warehouse rules as the four above.
  {
    objectId: '310000001',
    subject: 'InventoryTransaction',
    area: 'inventory',
    nameKey: 'documents.openingBalance',
    name: 'Inventory Opening Balance',
    code: 'OB',
    stock: 'receive',
    copiesTo: [],
  },
] as const satisfies readonly DocumentType[];

export type DocumentObjectId = (typeof documentTypes)[number]['objectId'];

const byObjectId = new Map<string, DocumentType>(documentTypes.map((type) => [type.objectId, type]));

export function findDocumentType(objectId: string): DocumentType | undefined {
  return byObjectId.get(objectId);
}

export const documentObjectIds = documentTypes.map((type) => type.objectId) as DocumentObjectId[];

/** Whether a type's documents name warehouses rather than a business partner (the inventory area). */
export const isInventoryType = (type: Pick<DocumentType, 'area'>): boolean => type.area === 'inventory';

/** Whether a type moves stock between two warehouses, so its header names both (OWTQ, OWTR). */
export const namesTwoWarehouses = (type: Pick<DocumentType, 'objectId'>): boolean =>
  type.objectId === '67' || type.objectId === '1250000001';
