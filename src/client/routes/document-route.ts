import { type DocumentType, findDocumentType } from '../../shared/documents/object-types';
import { documentObjectType } from '../../shared/screens/document-object-type';

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

/** Where each screen of a document type lives. */
export const documentHrefs = {
  list: (type: DocumentType) => `/${type.area}/doc/${type.objectId}`,
  document: (type: DocumentType, docEntry: number | string) =>
    `/${type.area}/doc/${type.objectId}/${encodeURIComponent(String(docEntry))}`,
  create: (type: DocumentType) => `/sales/doc/create/${type.objectId}`,
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
