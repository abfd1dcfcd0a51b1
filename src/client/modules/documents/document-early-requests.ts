import { defaultDocumentPageSize } from '../../../shared/documents/document-paging';
import { documentTypeOfParam } from '../../routes/document-hrefs';
import { documentScreenKindOf } from '../../routes/document-route';
import type { ScreenEarlyRequests } from '../../routes/screen-prefetch';
import { documentListRequestAt, listRequestQuery } from './document-list-request';
import { documentListPath, documentRightsPath } from './document-paths';

/**
 * A document list's rights and first page, the addresses its screen asks first: sent while the
 * list's code is still on its way. A single document is not asked ahead (document-prefetch.ts says why).
 */
export const earlyRequests: ScreenEarlyRequests = ({ routeName, params, search }) => {
  const type = documentTypeOfParam(params.objectId);
  if (!type || documentScreenKindOf(routeName) !== 'list') return [];
  const request = documentListRequestAt(type.objectId, search);
  return [
    { path: documentRightsPath },
    { path: documentListPath(type.objectId), query: listRequestQuery(request, 1, defaultDocumentPageSize) },
  ];
};
