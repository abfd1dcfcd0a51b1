export type ScrollDirection = 'up' | 'down' | 'none';

export interface PageWindowInput {
  firstVisibleRow: number;
  lastVisibleRow: number;
  pageSize: number;
  rowCount: number;
  direction: ScrollDirection;
  prefetchPages?: number;
}

export interface PageRows {
  /** First row of the page (0-based, inclusive). */
  start: number;
  /** One past the last row of the page (exclusive). */
  end: number;
}

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize <= 0) {
    throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  }
}

export function pageOfRow(row: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.floor(Math.max(0, row) / pageSize);
}

export function pageCount(rowCount: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.ceil(Math.max(0, rowCount) / pageSize);
}

/** Row range of a page; null when the page does not exist. The last page may be partial. */
export function rowsOfPage(page: number, pageSize: number, rowCount: number): PageRows | null {
  if (!Number.isInteger(page) || page < 0 || page >= pageCount(rowCount, pageSize)) return null;
  const start = page * pageSize;
  return { start, end: Math.min(start + pageSize, rowCount) };
}

/**
 * Sorted page indexes covering the visible rows plus prefetch pages ahead in the scroll direction;
 * at rest, the neighbour pages within a screenful of the visible rows.
 */
export function pagesToFetch(input: PageWindowInput): number[] {
  const { pageSize, rowCount, direction } = input;
  const pages = pageCount(rowCount, pageSize);
  if (pages === 0) return [];
  const prefetch = Math.max(0, Math.floor(input.prefetchPages ?? 1));
  const lastRow = rowCount - 1;
  const a = Math.min(Math.max(input.firstVisibleRow, 0), lastRow);
  const b = Math.min(Math.max(input.lastVisibleRow, 0), lastRow);
  let firstPage = pageOfRow(Math.min(a, b), pageSize);
  let lastPage = pageOfRow(Math.max(a, b), pageSize);
  // At rest (the first view, a resize) a neighbour page is asked for only when the visible rows
  // come within a screenful of it: a list opened at its top shows rows 0-20 and does not need rows
  // 100-199 yet. The first move down (or up) sets the direction and prefetches as before.
  const reach = Math.abs(b - a) + 1;
  const nearStart = Math.min(a, b) - reach < firstPage * pageSize;
  const nearEnd = Math.max(a, b) + reach >= (lastPage + 1) * pageSize;
  if (direction === 'up' || (direction === 'none' && nearStart)) firstPage -= prefetch;
  if (direction === 'down' || (direction === 'none' && nearEnd)) lastPage += prefetch;
  firstPage = Math.max(firstPage, 0);
  lastPage = Math.min(lastPage, pages - 1);
  const result: number[] = [];
  for (let page = firstPage; page <= lastPage; page += 1) result.push(page);
  return result;
}
