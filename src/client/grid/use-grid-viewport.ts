import { type RefObject, useCallback, useLayoutEffect, useState } from 'react';
import type { GridSize } from './grid-types';

export interface GridViewport {
  /** Client size of the scroll container (without scrollbars). */
  size: GridSize;
  scrollTop: number;
  scrollTo(top: number): void;
}

/**
 * Size and vertical scroll offset of the grid's scroll container. The rows are laid out from this
 * offset through the scroll scale rather than by @tanstack/react-virtual, whose scrollToIndex clamps
 * to the element's real scrollHeight and so cannot address rows past a capped height.
 */
export function useGridViewport(ref: RefObject<HTMLElement | null>, initialSize: GridSize): GridViewport {
  const [size, setSize] = useState(initialSize);
  const [scrollTop, setScrollTop] = useState(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const height = element.clientHeight;
      // Not laid out (a hidden pane, a DOM without layout): keep the last known size.
      if (width <= 0 || height <= 0) return;
      setSize((previous) =>
        previous.width === width && previous.height === height ? previous : { width, height },
      );
    };
    const onScroll = () => setScrollTop(element.scrollTop);
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    const Observer = element.ownerDocument.defaultView?.ResizeObserver;
    const observer = Observer ? new Observer(measure) : undefined;
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [ref]);

  const scrollTo = useCallback(
    (top: number) => {
      const element = ref.current;
      if (!element) return;
      // Clamped and snapped to device pixels as the browser will keep it, computed from sizes read
      // before the write: reading scrollTop back would force a layout on every key press. Should
      // the browser keep another offset, its scroll event corrects the rows.
      const pixel = element.ownerDocument.defaultView?.devicePixelRatio || 1;
      // An element that is not laid out (a hidden pane, a DOM without layout) has no range to clamp to.
      const range = element.clientHeight > 0 ? element.scrollHeight - element.clientHeight : top;
      const kept = Math.round(Math.min(Math.max(0, top), Math.max(0, range)) * pixel) / pixel;
      element.scrollTop = kept;
      setScrollTop(kept);
    },
    [ref],
  );

  return { size, scrollTop, scrollTo };
}
