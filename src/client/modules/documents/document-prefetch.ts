import { defaultDocumentPageSize } from '../../../shared/api/marketing-docs';
import { pageQueryKey } from '../../grid/use-windowed-rows';
import { docEntryOf, documentScreenKindOf, documentTypeOfParam } from '../../routes/document-route';
import type { ScreenPrefetchContext } from '../../routes/screen-prefetch';
import { documentListLoaderFor, loadListPage } from './document-list-loader';
import { documentListRequestAt } from './document-list-request';
import { allDocumentRightsQuery, documentKeys, documentQuery } from './document-queries';

/**
 * A document list's first page and the rights that decide its New button, or a document and its
 * rights: what the focused pane of a restored layout shows first.
 */
export function prefetchDocumentScreen({
  queryClient,
  http,
  routeName,
  params,
  search,
}: ScreenPrefetchContext) {
  const type = documentTypeOfParam(params.objectId);
  if (!type) return;
  const kind = documentScreenKindOf(routeName);
  if (kind !== 'list' && kind !== 'document') return;
  void queryClient.prefetchQuery(allDocumentRightsQuery(http, type.objectId));
  if (kind === 'document') {
    const docEntry = docEntryOf(params.id);
    if (docEntry !== undefined) void queryClient.prefetchQuery(documentQuery(http, type.objectId, docEntry));
    return;
  }
  const request = documentListRequestAt(type.objectId, search);
  const loader = documentListLoaderFor(http);
  void queryClient.prefetchQuery({
    queryKey: pageQueryKey(documentKeys.list(request), 0),
    queryFn: ({ signal }) => loadListPage(loader, request, 0, defaultDocumentPageSize, { signal }),
  });
}
