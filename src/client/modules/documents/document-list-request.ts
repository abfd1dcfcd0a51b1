import { defaultDocumentPageSize } from '../../../shared/api/marketing-docs';
import type { ColumnFilter } from '../../../shared/api/resources';

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
