import { type DocumentType, findDocumentType, isInventoryType } from '../../shared/documents/object-types';
import {
  documentListPath,
  documentObjectType,
  inventoryTransactionsPath,
  openingBalanceObjectId,
  openingBalancesPath,
} from '../../shared/screens/document-object-type';

/** The screens of the document routes (issue 7), by route name (routeNameOf). */
export const documentScreenOfRoute = {
  'sales-doc-objectId': 'list',
  'purchasing-doc-objectId': 'list',
  'sales-doc-objectId-id': 'document',
  'purchasing-doc-objectId-id': 'document',
  'sales-doc-create': 'choose-type',
  'sales-doc-create-objectId': 'create',
  'sales-doc-copy-BaseObject-docId-id': 'copy',
  'sales-RelationshipMapping': 'relationship-map',
  // The inventory transactions (issue 21): the same screens over their four types.
  'inventory-transactions': 'transactions',
  'inventory-transactions-id': 'list',
  'inventory-transactions-view-id-transactionId': 'document',
  'inventory-transactions-create-id': 'create',
  'inventory-transactions-create-inventoryDocument': 'choose-inventory-type',
  // Opening balances (type 310000001) and the documents a count posts.
  'inventory-reports-opening-balances': 'list',
  'inventory-reports-opening-balances-id': 'document',
  'inventory-reports-opening-balances-objectId-id': 'document',
  'inventory-reports-opening-balances-create': 'create',
} as const;
export type DocumentScreenKind = (typeof documentScreenOfRoute)[keyof typeof documentScreenOfRoute];

export const documentRouteNames = Object.keys(documentScreenOfRoute);

export function documentScreenKindOf(routeName: string): DocumentScreenKind | undefined {
  return (documentScreenOfRoute as Record<string, DocumentScreenKind>)[routeName];
}

/** The document type of an objectId route parameter (its leading digits, specification section 2). */
export function documentTypeOfParam(objectId: string | undefined): DocumentType | undefined {
  const objectType = documentObjectType(objectId ?? '');
  return objectType === undefined ? undefined : findDocumentType(objectType);
}

const entryOf = (docEntry: number | string) => encodeURIComponent(String(docEntry));

/**
 * Where each screen of a document type lives: a marketing document under /<area>/doc, an
 * inventory transaction under /inventory/transactions; both copy and map through /sales.
 */
export const documentHrefs = {
  list: documentListPath,
  document: (type: DocumentType, docEntry: number | string) =>
    type.objectId === openingBalanceObjectId
      ? `${openingBalancesPath}/${entryOf(docEntry)}`
      : isInventoryType(type)
        ? `${inventoryTransactionsPath}/view/${type.objectId}/${entryOf(docEntry)}`
        : `/${type.area}/doc/${type.objectId}/${entryOf(docEntry)}`,
  create: (type: DocumentType) =>
    type.objectId === openingBalanceObjectId
      ? `${openingBalancesPath}/create`
      : isInventoryType(type)
        ? `${inventoryTransactionsPath}/create/${type.objectId}`
        : `/sales/doc/create/${type.objectId}`,
  /** `/sales/doc/copy/{BaseObject}/{docId}/{id}`: a new document of type {id} from {docId} of {BaseObject}. */
  copy: (base: DocumentType, docEntry: number | string, target: DocumentType) =>
    `/sales/doc/copy/${base.objectId}/${encodeURIComponent(String(docEntry))}/${target.objectId}`,
  relationshipMap: (type: DocumentType, docEntry: number | string) =>
    `/sales/RelationshipMapping?ObjType=${type.objectId}&DocEntry=${encodeURIComponent(String(docEntry))}`,
};

/**
 * A copy address starts a new document from its base as the base was: an action, not a place to
 * come back to (a recent copy of an order since closed would open an empty document).
 */
export const isCopyHref = (href: string): boolean => /^\/sales\/doc\/copy\//.test(href);

/** A document's DocEntry from its route's `id`, undefined unless a whole number above zero. */
export const docEntryOf = (text: string | undefined): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
