/** Past this offset, a page in the far half is read from the nearer end: OFFSET walks every row it skips. */
export const reverseFromOffset = 10_000;

export interface PageWindow {
  /** Read in the reversed order and turn the rows round. */
  reverse: boolean;
  /** The OFFSET and LIMIT of the read (forward: one row more than the page, to know whether more follow). */
  skip: number;
  take: number;
  /** The page lies past the end: nothing to read. */
  empty: boolean;
}

/**
 * How to read rows [offset, offset + limit) of a list of `total` rows by offset: forward, or, for
 * a page in the far half of a long list, backwards from the end with a small offset, so that the
 * last page of a million rows costs what the first costs. Without a total, forward.
 */
export function pageWindow(offset: number, limit: number, total: number | null): PageWindow {
  const reverse = total !== null && offset >= reverseFromOffset && offset > total / 2;
  if (!reverse) return { reverse, skip: offset, take: limit + 1, empty: false };
  const size = Math.max(0, Math.min(limit, total - offset));
  return { reverse, skip: Math.max(0, total - offset - size), take: size, empty: size === 0 };
}
