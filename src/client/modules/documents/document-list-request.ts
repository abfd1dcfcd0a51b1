import type { ColumnFilter } from '../../../shared/api/resources';
import { defaultDocumentPageSize } from '../../../shared/documents/document-paging';
import { allowedFilters } from '../../resources/filter-model';
import { paneViewOf } from '../../workspace/pane-view-search';
import { documentFilterFields } from './document-filter-fields';

/** The status filter of a document list: SAP keeps a cancelled document closed with CANCELED=Y. */
export const documentStatusFilters = ['open', 'closed', 'cancelled', 'all'] as const;
export type DocumentStatusFilter = (typeof documentStatusFilters)[number];

/** What a document list shows: its type, status filter, quick search, column filters and sort. */
export interface DocumentListRequest {
  objectId: string;
  status: DocumentStatusFilter;
  search: string;
  /** The drawer's column filters (document-list-filters.ts), sent as the resource lists send theirs. */
  filters?: readonly ColumnFilter[];
  sort?: string;
}

export const isDocumentStatusFilter = (text: unknown): text is DocumentStatusFilter =>
  documentStatusFilters.some((status) => status === text);

const statusParams: Record<DocumentStatusFilter, { DocStatus: string; CANCELED?: string }> = {
  open: { DocStatus: 'O', CANCELED: 'N' },
  closed: { DocStatus: 'C', CANCELED: 'N' },
  cancelled: { DocStatus: 'all', CANCELED: 'Y' },
  all: { DocStatus: 'all' },
};

/**
 * The query of GET /marketing/docs/{objectType} (specification section 7): isDoc=1, page,
 * per_page=50, DocStatus and IsICT=N, then the search and the column filters when there are any. Keys come in
 * a fixed order, so two identical requests give identical text.
 */
export function listRequestQuery(
  request: DocumentListRequest,
  page: number,
  perPage = defaultDocumentPageSize,
): Record<string, string> {
  const query: Record<string, string> = {
    isDoc: '1',
    page: String(page),
    per_page: String(perPage),
    ...statusParams[request.status],
    IsICT: 'N',
  };
  const search = request.search.trim();
  if (search !== '') query.search = search;
  if (request.filters?.length) query.filters = JSON.stringify(request.filters);
  if (request.sort) query.sort = request.sort;
  return query;
}

/** One text per distinct request: the path and the query in key order. */
export function requestKeyOf(objectId: string, query: Readonly<Record<string, string>>): string {
  const text = Object.keys(query)
    .sort()
    .map((key) => `${key}=${query[key]}`)
    .join('&');
  return `${objectId}?${text}`;
}

/** The status a list's href asks for (`status=`), open when it names none or an unknown one. */
export const statusIn = (paneSearch: Readonly<Record<string, unknown>>): DocumentStatusFilter =>
  isDocumentStatusFilter(paneSearch.status) ? paneSearch.status : 'open';

/**
 * What a document list in a pane asks the server for: the status, column filters and sort its href
 * carries (pane-view-search.ts), with the quick search typed. The list and the restore's prefetch
 * of the focused pane (document-prefetch.ts) both read it here, so they ask the same page.
 */
export function documentListRequestAt(
  objectId: string,
  paneSearch: Readonly<Record<string, unknown>>,
  search = '',
): DocumentListRequest {
  const view = paneViewOf(paneSearch);
  const sort = view.sort?.[0];
  return {
    objectId,
    status: statusIn(paneSearch),
    search,
    filters: allowedFilters(documentFilterFields, view.filters),
    sort: sort ? `${sort.field}:${sort.direction}` : undefined,
  };
}
