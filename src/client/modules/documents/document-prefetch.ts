import { defaultDocumentPageSize } from '../../../shared/api/marketing-docs';
import { pageQueryKey } from '../../grid/use-windowed-rows';
import { documentTypeOfParam } from '../../routes/document-hrefs';
import { documentScreenKindOf } from '../../routes/document-route';
import type { ScreenPrefetchContext } from '../../routes/screen-prefetch';
import { documentListLoaderFor, loadListPage } from './document-list-loader';
import { documentListRequestAt } from './document-list-request';
import { allDocumentRightsQuery, documentKeys } from './document-queries';

/**
 * A document list's first page and the rights that decide its New button: what the focused pane
 * of a restored layout shows first. A single document is not asked for ahead: one the user may not
 * read would be asked twice (the screen asks again after a failed prefetch), where it must be
 * asked once and answered at once (tests/e2e/missing-records.test.ts).
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
  if (kind !== 'list') return;
  void queryClient.prefetchQuery(allDocumentRightsQuery(http, type.objectId));
  const request = documentListRequestAt(type.objectId, search);
  const loader = documentListLoaderFor(http);
  void queryClient.prefetchQuery({
    queryKey: pageQueryKey(documentKeys.list(request), 0),
    queryFn: ({ signal }) => loadListPage(loader, request, 0, defaultDocumentPageSize, { signal }),
  });
}
