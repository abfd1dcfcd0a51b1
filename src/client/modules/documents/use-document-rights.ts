import { useQueries, useQuery } from '@tanstack/react-query';
import type { DocumentType } from '../../../shared/documents/object-types';
import { useAppServices } from '../../shell/app-services';
import { documentRightsQuery } from './document-queries';

/** The rights on a document type and whether each type of its copy chain may be created (cached per type). */
export function useDocumentRights(type: DocumentType) {
  const { http } = useAppServices();
  const rights = useQuery(documentRightsQuery(http, type.objectId)).data;
  const targets = useQueries({
    queries: type.copiesTo.map((objectId) => documentRightsQuery(http, objectId)),
  });
  const canCreate = (objectId: string) => targets[type.copiesTo.indexOf(objectId)]?.data?.create === true;
  return { rights, canCreate };
}
