import type { ChooseMode } from './palette-entry';

/** Enter opens in the focused pane, Ctrl/Cmd+Enter in a split to the right, Shift+Enter below. */
export function chooseModeOf(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): ChooseMode {
  if (event.ctrlKey || event.metaKey) return 'split-right';
  if (event.shiftKey) return 'split-down';
  return 'focused';
}

/**
 * The option a navigation key makes active, or undefined for keys the list does not handle (the
 * input keeps them). Moves stop at both ends rather than wrap, so holding a key never jumps.
 */
export function movedActive(
  key: string,
  active: number,
  count: number,
  pageSize: number,
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  const clamp = (value: number) => Math.min(Math.max(value, 0), last);
  switch (key) {
    case 'ArrowDown':
      return clamp(active + 1);
    case 'ArrowUp':
      return clamp(active - 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'PageDown':
      return clamp(active + Math.max(1, pageSize));
    case 'PageUp':
      return clamp(active - Math.max(1, pageSize));
    default:
      return undefined;
  }
}
