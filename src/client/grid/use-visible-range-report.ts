import { useEffect, useRef } from 'react';
import type { ScrollDirection } from './page-window';

/**
 * Tells the caller which rows are visible whenever that changes, with the scroll direction so it
 * prefetches ahead. Forgets the last range while there are no rows, so a new query hears it again.
 */
export function useVisibleRangeReport(
  visible: { first: number; last: number },
  enabled: boolean,
  onChange: ((first: number, last: number, direction: ScrollDirection) => void) | undefined,
): void {
  const previous = useRef<{ first: number; last: number } | null>(null);
  const { first, last } = visible;
  useEffect(() => {
    if (!enabled || !onChange || last < first) {
      previous.current = null;
      return;
    }
    const before = previous.current;
    if (before?.first === first && before.last === last) return;
    const direction: ScrollDirection =
      !before || first === before.first ? 'none' : first > before.first ? 'down' : 'up';
    previous.current = { first, last };
    onChange(first, last, direction);
  }, [first, last, enabled, onChange]);
}
