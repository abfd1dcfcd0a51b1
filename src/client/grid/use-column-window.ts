import { defaultRangeExtractor, type Range, type Rect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GridColumn, GridSize } from './grid-types';
import { withPinnedIndex } from './row-window';

export interface ColumnSlot {
  index: number;
  /** Distance from the grid's inline start (right edge in right-to-left). */
  start: number;
  size: number;
}

export interface ColumnWindow {
  slots: ColumnSlot[];
  totalWidth: number;
  /** Horizontal scroll from the inline start, positive in both directions. */
  scrollOffset: number;
  reveal(col: number): void;
}

interface ColumnWindowOptions {
  columns: readonly GridColumn[];
  getScrollElement: () => HTMLDivElement | null;
  size: GridSize;
  rtl: boolean;
  /** Kept rendered while offscreen: the active column. */
  pinnedCol: number;
}

/** Horizontal virtualisation of the columns with @tanstack/react-virtual. */
export function useColumnWindow({
  columns,
  getScrollElement,
  size,
  rtl,
  pinnedCol,
}: ColumnWindowOptions): ColumnWindow {
  const sizeRef = useRef(size);
  const listeners = useRef(new Set<(rect: Rect) => void>());
  useEffect(() => {
    sizeRef.current = size;
    for (const listener of listeners.current) listener(size);
  }, [size]);

  // The library measures clientWidth itself, which is 0 where nothing is laid out: feed it our size.
  const observeElementRect = useCallback((_instance: unknown, notify: (rect: Rect) => void) => {
    notify(sizeRef.current);
    const subscribers = listeners.current;
    subscribers.add(notify);
    return () => {
      subscribers.delete(notify);
    };
  }, []);
  // A new key function makes the virtualiser recompute positions when widths or order change.
  const getItemKey = useCallback((index: number) => columns[index]?.id ?? index, [columns]);
  const rangeExtractor = useCallback(
    (range: Range) => withPinnedIndex(defaultRangeExtractor(range), pinnedCol, range.count),
    [pinnedCol],
  );

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: columns.length,
    horizontal: true,
    isRtl: rtl,
    getScrollElement,
    estimateSize: (index) => columns[index]?.width ?? 0,
    getItemKey,
    rangeExtractor,
    observeElementRect,
    initialRect: size,
    overscan: 1,
    // React 19 warns when flushSync runs inside a lifecycle method.
    useFlushSync: false,
  });

  // The virtualiser hands back the same array while the range holds: so do the slots, which lets
  // memoised rows skip rendering.
  const items = virtualizer.getVirtualItems();
  const slots = useMemo(
    () => items.map(({ index, start, size: width }) => ({ index, start, size: width })),
    [items],
  );
  return {
    slots,
    totalWidth: virtualizer.getTotalSize(),
    scrollOffset: virtualizer.scrollOffset ?? 0,
    reveal: (col) => virtualizer.scrollToIndex(col, { align: 'auto' }),
  };
}
