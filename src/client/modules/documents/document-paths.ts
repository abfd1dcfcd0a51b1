/** The API addresses of the marketing documents (specification section 7), said once. */
export const documentPath = (objectId: string, docEntry?: number) =>
  `marketing/docs/${encodeURIComponent(objectId)}${docEntry === undefined ? '' : `/${docEntry}`}`;

/** A type's list: the document path without an entry. */
export const documentListPath = (objectId: string) => documentPath(objectId);

/** Every document type's rights for the signed-in user, in one answer. */
export const documentRightsPath = 'authorization/document-rights';
