import { type RefObject, useEffect, useState } from 'react';

/** Below this height (in rem) a report's pane keeps its filters folded: a quarter of 1600 × 1000. */
const shortPaneRem = 36;

/**
 * Whether the pane holding `element` is too short for a report's hint and filters above a grid
 * that shows some rows (a quarter or a half of the screen split across). False outside a pane.
 */
export function useShortPane(element: RefObject<HTMLElement | null>): boolean {
  const [short, setShort] = useState(false);
  useEffect(() => {
    const body = element.current?.closest<HTMLElement>('[data-pane-body]');
    if (!body) return;
    const measure = () => {
      const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setShort(body.clientHeight < shortPaneRem * rem);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    return () => observer.disconnect();
  }, [element]);
  return short;
}
