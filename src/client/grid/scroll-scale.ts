/**
 * Browsers cap an element's height (Chromium about 33.5 million px, Firefox about 17.5 million) and
 * @tanstack/react-virtual has no scroll scaling (TanStack/virtual#616), so beyond the cap the real
 * scroll range is compressed: scroll offset 0 shows row 0 and the maximum scroll offset shows the
 * last rows. Offsets here are real scroll offsets (scrollTop), not virtual pixel positions.
 */
export interface ScrollScaleOptions {
  rowCount: number;
  rowHeight: number;
  /** Height of the visible scroll area; the maximum scroll offset must reveal the last rows. */
  viewportHeight?: number;
  maxScrollHeight?: number;
}

export interface ScrollScale {
  /** Height to give the scroll content element. */
  scrollHeight: number;
  /** Largest reachable scroll offset: scrollHeight - viewportHeight, at least 0. */
  maxScrollOffset: number;
  /** Virtual pixels per real scroll pixel; 1 when the rows fit. */
  scale: number;
  /** Scroll offset that puts the row at the top of the viewport (not clamped to maxScrollOffset). */
  offsetOfRow(row: number): number;
  /** Row at the top of the viewport for a scroll offset. */
  rowAtOffset(offset: number): number;
  /** First and last row (inclusive) at least partly visible; last is -1 when there are no rows. */
  visibleRows(offset: number): { first: number; last: number };
  /** Top of a row in scroll-content pixels for a scroll offset, for absolute positioning. */
  rowTop(row: number, offset: number): number;
  /** Nearest scroll offset that shows the whole row (the current one when it already does). */
  offsetToReveal(row: number, offset: number): number;
}

export const DEFAULT_MAX_SCROLL_HEIGHT = 15_000_000;

// Absorbs floating-point error so rowAtOffset(offsetOfRow(r)) is r, not r - 1.
const ROW_EPSILON = 1e-6;

export function createScrollScale({
  rowCount,
  rowHeight,
  viewportHeight = 0,
  maxScrollHeight = DEFAULT_MAX_SCROLL_HEIGHT,
}: ScrollScaleOptions): ScrollScale {
  if (!(rowHeight > 0)) throw new RangeError(`rowHeight must be positive, got ${rowHeight}`);
  const rows = Math.max(0, Math.floor(rowCount));
  const viewport = Math.max(0, viewportHeight);
  const virtualHeight = rows * rowHeight;
  const fits = virtualHeight <= maxScrollHeight;
  const scrollHeight = fits ? virtualHeight : maxScrollHeight;
  const maxScrollOffset = Math.max(0, scrollHeight - viewport);
  const maxVirtualOffset = Math.max(0, virtualHeight - viewport);
  // Maps [0, maxScrollOffset] onto [0, maxVirtualOffset] so the end of the scroll range shows the last row.
  const scale = fits || maxScrollOffset === 0 ? 1 : maxVirtualOffset / maxScrollOffset;
  const lastRow = Math.max(0, rows - 1);

  const clampRow = (row: number): number => Math.min(Math.max(Math.floor(row), 0), lastRow);
  const clampOffset = (offset: number): number => Math.min(Math.max(offset, 0), maxScrollOffset);
  const virtualOffset = (offset: number): number => clampOffset(offset) * scale;

  return {
    scrollHeight,
    maxScrollOffset,
    scale,
    offsetOfRow: (row) => (clampRow(row) * rowHeight) / scale,
    rowAtOffset: (offset) => clampRow(virtualOffset(offset) / rowHeight + ROW_EPSILON),
    visibleRows: (offset) => {
      if (rows === 0) return { first: 0, last: -1 };
      const top = virtualOffset(offset);
      const first = clampRow(top / rowHeight + ROW_EPSILON);
      const bottom = top + Math.max(viewport, rowHeight);
      return { first, last: clampRow(Math.ceil(bottom / rowHeight - ROW_EPSILON) - 1) };
    },
    rowTop: (row, offset) => {
      const real = clampOffset(offset);
      return real + row * rowHeight - real * scale;
    },
    offsetToReveal: (row, offset) => {
      const current = clampOffset(offset);
      const top = current * scale;
      const start = clampRow(row) * rowHeight;
      const end = start + rowHeight;
      // Chromium keeps scroll offsets above 2^23 px in 2 px steps (measured: 14,998,587 reads back
      // as 14,998,588): aim a pixel inside the row so that rounding never cuts its edge off.
      const slack = scale > 1 ? 1 : 0;
      if (start < top || viewport < rowHeight) return clampOffset(Math.floor(start / scale) - slack);
      if (end > top + viewport) return clampOffset(Math.ceil((end - viewport) / scale) + slack);
      return current;
    },
  };
}
