import { useQuery } from '@tanstack/react-query';
import type { DocumentType } from '../../../shared/documents/object-types';
import { useAppServices } from '../../shell/app-services';
import { allDocumentRightsQuery, documentRightsQuery } from './document-queries';

/**
 * The rights on a document type and whether each type of its copy chain may be created: one
 * cached answer for every type (documentRightsQuery), so the copy targets cost no request.
 */
export function useDocumentRights(type: DocumentType) {
  const { http } = useAppServices();
  const rights = useQuery(documentRightsQuery(http, type.objectId)).data;
  const all = useQuery({
    ...allDocumentRightsQuery(http, type.objectId),
    select: (answer) => answer.ResponseData.data,
  }).data;
  const canCreate = (objectId: string) =>
    type.copiesTo.includes(objectId) &&
    all?.find((entry) => entry.objectId === objectId)?.rights.create === true;
  return { rights, canCreate };
}
