/**
 * Marketing document types by SAP Business One object id (the objectId of routes and calls).
 * `stock` says what posting the document does to stock; `copiesTo` is the copy chain.
 */
export type DocumentArea = 'sales' | 'purchasing';
export type StockEffect = 'none' | 'commit' | 'order' | 'issue' | 'receive';

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
] as const satisfies readonly DocumentType[];

export type DocumentObjectId = (typeof documentTypes)[number]['objectId'];

const byObjectId = new Map<string, DocumentType>(documentTypes.map((type) => [type.objectId, type]));

export function findDocumentType(objectId: string): DocumentType | undefined {
  return byObjectId.get(objectId);
}

export const documentObjectIds = documentTypes.map((type) => type.objectId) as DocumentObjectId[];
