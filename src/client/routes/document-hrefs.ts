import { type DocumentType, findDocumentType, isInventoryType } from '../../shared/documents/object-types';
import {
  documentListPath,
  documentObjectType,
  inventoryTransactionsPath,
  openingBalanceObjectId,
  openingBalancesPath,
} from '../../shared/screens/document-object-type';

// Apart from the route table (document-route.ts), which the first load's screen registry reads:
// these are the screens' and the palette's, and load with them.

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
