export interface FitInput {
  /** The width of each action's button, in the order they are shown. */
  widths: readonly number[];
  /** The width the row has. */
  available: number;
  /** The width of the button that opens the menu of the actions left out. */
  moreWidth: number;
  /** The space between two buttons. */
  gap: number;
}

/**
 * How many actions, from the first, fit on one row: all of them if they fit, else as many as fit
 * beside the menu button that holds the rest. A row of no width (nothing laid out yet, or a DOM
 * without layout) hides nothing: nothing is hidden before it has been measured.
 */
export function fittingCount({ widths, available, moreWidth, gap }: FitInput): number {
  const row = (count: number) =>
    widths.slice(0, count).reduce((total, width) => total + width, 0) + Math.max(0, count - 1) * gap;
  if (available <= 0 || row(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && row(count) + gap + moreWidth > available) count -= 1;
  return count;
}
