import { documentTypes } from '../documents/object-types';

export type KnownDocumentType = (typeof documentTypes)[number];

/**
 * The document object type an objectId route parameter carries: its leading digits
 * (specification section 2), so '17' and '17-draft' are both sales orders; no digits, no type.
 */
export function documentObjectType(objectId: string): string | undefined {
  return /^\d+/.exec(objectId)?.[0];
}

/** The document type an objectId route parameter stands for, when it is one we know. */
export function documentTypeOf(objectId: string): KnownDocumentType | undefined {
  const objectType = documentObjectType(objectId);
  return objectType === undefined ? undefined : documentTypes.find((type) => type.objectId === objectType);
}
