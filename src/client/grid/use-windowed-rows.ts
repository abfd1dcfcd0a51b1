import { hashKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { GridRow } from './grid-types';
import { pageOfRow, pagesToFetch, type ScrollDirection } from './page-window';

export interface WindowedPage {
  rows: GridRow[];
  /** Total row count when asked for (count: true), null otherwise. */
  total: number | null;
  /** The server's cursor for the page after this one, when it gave one. */
  next?: string;
}

export interface FetchPageOptions {
  /** True for page 0 only: the total comes with the first page, not with every page. */
  count: boolean;
  signal: AbortSignal;
  /**
   * The `next` of the page before, when it is cached: the server then reads this page by keyset
   * (the rows after that page's last one) instead of skipping `page * pageSize` rows, so scrolling
   * down a long list costs the same on every page. A jump (Ctrl+End) has no cursor and pages by offset.
   */
  after?: string;
}

export interface WindowedRowsOptions {
  /** The list's identity (resource, filter, sort): pages are cached under [...queryKey, 'page', n]. */
  queryKey: readonly unknown[];
  pageSize: number;
  fetchPage(page: number, options: FetchPageOptions): Promise<WindowedPage>;
  /** Pages fetched ahead in the scroll direction (both ways when still); 1 when absent. */
  prefetchPages?: number;
  /** How long unused pages stay cached; 5 minutes when absent. */
  gcTime?: number;
  /** How long a page counts as fresh; 30 seconds when absent. */
  staleTime?: number;
}

export interface WindowedRows {
  /** Undefined until page 0 has brought the total. */
  rowCount: number | undefined;
  rowAt(index: number): GridRow | undefined;
  onVisibleRangeChange(first: number, last: number, direction: ScrollDirection): void;
  isFetching: boolean;
  error: Error | null;
  /** Refetches the pages in use (and the count); unused cached pages refetch when next shown. */
  refetch(): Promise<void>;
  /** Replaces a cached row: the optimistic update of an edit, and its rollback. */
  setRow(index: number, row: GridRow): void;
}

export const pageQueryKey = (queryKey: readonly unknown[], page: number): unknown[] => [
  ...queryKey,
  'page',
  page,
];

const DEFAULT_GC_TIME = 5 * 60_000;
const DEFAULT_STALE_TIME = 30_000;

interface VisibleRange {
  first: number;
  last: number;
  direction: ScrollDirection;
}

/** Row count from page 0: its total, or its length when the server gave none and it is short. */
function countOf(page: WindowedPage | undefined, pageSize: number): number | undefined {
  if (!page) return undefined;
  if (page.total !== null) return page.total;
  return page.rows.length < pageSize ? page.rows.length : undefined;
}

/**
 * Rows of a server list for DataGrid, fetched a page at a time through react-query. Only the pages
 * under the visible rows and the prefetch ahead are observed, so a jump to the end fetches the last
 * pages and nothing between; pages left behind stay cached, and leaving a page still loading
 * cancels it (react-query aborts a query whose signal was used once nobody observes it).
 */
export function useWindowedRows(options: WindowedRowsOptions): WindowedRows {
  const { queryKey, pageSize, fetchPage } = options;
  const client = useQueryClient();
  const [range, setRange] = useState<VisibleRange>({ first: 0, last: 0, direction: 'none' });
  const keyHash = hashKey(queryKey);

  const pageQuery = (page: number) => ({
    queryKey: pageQueryKey(queryKey, page),
    queryFn: ({ signal }: { signal: AbortSignal }) => {
      const before =
        page > 0 ? client.getQueryData<WindowedPage>(pageQueryKey(queryKey, page - 1)) : undefined;
      // A cursor only from a full page before: a shorter one was read when the list was shorter.
      const after = before?.rows.length === pageSize ? before.next : undefined;
      return fetchPage(page, { count: page === 0, signal, ...(after ? { after } : {}) });
    },
    gcTime: options.gcTime ?? DEFAULT_GC_TIME,
    staleTime: options.staleTime ?? DEFAULT_STALE_TIME,
  });
  const [countResult] = useQueries({ queries: [pageQuery(0)] });
  const rowCount = countOf(countResult?.data, pageSize);
  const pages =
    rowCount === undefined
      ? []
      : pagesToFetch({
          firstVisibleRow: range.first,
          lastVisibleRow: range.last,
          pageSize,
          rowCount,
          direction: range.direction,
          prefetchPages: options.prefetchPages,
        }).filter((page) => page !== 0);
  const pageResults = useQueries({ queries: pages.map(pageQuery) });
  const results = countResult ? [countResult, ...pageResults] : pageResults;
  const version = results.map((result) => result.dataUpdatedAt).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: version changes whenever an observed page does.
  const rowAt = useCallback(
    (index: number) => {
      const page = pageOfRow(index, pageSize);
      const data = client.getQueryData<WindowedPage>(pageQueryKey(queryKey, page));
      return data?.rows[index - page * pageSize];
    },
    [client, keyHash, pageSize, version],
  );

  // Only the pages under the range matter: a move within the same pages sets no state at all (a
  // state set to an equal value may still render once), so a held key re-renders the list once per
  // page crossed rather than once per key.
  const rangeRef = useRef(range);
  const onVisibleRangeChange = useCallback(
    (first: number, last: number, direction: ScrollDirection) => {
      const previous = rangeRef.current;
      if (
        pageOfRow(previous.first, pageSize) === pageOfRow(first, pageSize) &&
        pageOfRow(previous.last, pageSize) === pageOfRow(last, pageSize) &&
        previous.direction === direction
      )
        return;
      rangeRef.current = { first, last, direction };
      setRange(rangeRef.current);
    },
    [pageSize],
  );

  const setRow = (index: number, row: GridRow) => {
    const page = pageOfRow(index, pageSize);
    const offset = index - page * pageSize;
    client.setQueryData<WindowedPage>(pageQueryKey(queryKey, page), (data) =>
      data ? { ...data, rows: data.rows.map((old, at) => (at === offset ? row : old)) } : data,
    );
  };

  return {
    rowCount,
    rowAt,
    onVisibleRangeChange,
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => client.invalidateQueries({ queryKey: [...queryKey, 'page'] }),
    setRow,
  };
}
