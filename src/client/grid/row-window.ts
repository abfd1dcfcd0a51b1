/**
 * Data rows to render: the visible ones, a few more on each side, and the pinned ones (the active
 * and the edited row) wherever they are, so aria-activedescendant and the editor's focus never
 * point at an unmounted element (TanStack/virtual#158).
 */
export function renderedRows(
  visible: { first: number; last: number },
  rowCount: number,
  overscan: number,
  pinned: readonly number[],
): number[] {
  const rows = new Set<number>();
  if (visible.last >= visible.first) {
    const first = Math.max(0, visible.first - overscan);
    const last = Math.min(rowCount - 1, visible.last + overscan);
    for (let row = first; row <= last; row += 1) rows.add(row);
  }
  for (const row of pinned) if (Number.isInteger(row) && row >= 0 && row < rowCount) rows.add(row);
  return [...rows].sort((a, b) => a - b);
}

/** Columns to render from the virtualiser's range, plus the pinned active column. */
export function withPinnedIndex(indexes: readonly number[], pinned: number, count: number): number[] {
  if (pinned < 0 || pinned >= count || indexes.includes(pinned)) return [...indexes];
  return [...indexes, pinned].sort((a, b) => a - b);
}

export interface RowPlacement {
  /** Whole-pixel layout offset (CSS top): browsers keep layout positions exact at any scroll range. */
  anchor: number;
  /** Small transform from the anchor; far pinned rows are parked just outside the viewport. */
  offset: number;
}

/**
 * Splits a row's top into a layout anchor and a small transform. A transform of millions of
 * pixels is rounded to single-precision floats in Chromium (1 px steps near 15,000,000), which
 * let a row slide under the sticky header; layout units are fixed-point and stay exact.
 */
export function placeRow(
  top: number,
  scrollTop: number,
  viewportHeight: number,
  margin: number,
): RowPlacement {
  const anchor = Math.floor(Math.max(0, scrollTop));
  return { anchor, offset: Math.min(Math.max(top - anchor, -margin), viewportHeight + margin) };
}
