import { isSplit, nodeAt, pathOf, replaceAt, split } from './layout-tree';
import type { Workspace } from './workspace';

/** One key press moves a split by this many percentage points. */
export const resizeStep = 5;
/** No pane is made smaller than this share of its split by the keyboard. */
export const minimumShare = 10;

export type ResizeChange = 'grow' | 'shrink';
export type ResizeAxis = 'horizontal' | 'vertical';

/** Siblings nearest first, the following one before the preceding one. */
function outward(index: number, count: number): number[] {
  const order: number[] = [];
  for (let distance = 1; distance < count; distance += 1) {
    if (index + distance < count) order.push(index + distance);
    if (index - distance >= 0) order.push(index - distance);
  }
  return order;
}

// Shares come back from mouse drags as long fractions: ignore room too small to matter.
const room = (share: number | undefined) => {
  const spare = (share ?? 0) - minimumShare;
  return spare > 1e-9 ? spare : 0;
};

function resized(percentages: readonly number[], index: number, change: ResizeChange): number[] {
  const next = [...percentages];
  const own = next[index] ?? 0;
  if (change === 'shrink') {
    const given = Math.min(resizeStep, room(own));
    const receiver = index + 1 < next.length ? index + 1 : index - 1;
    next[index] = own - given;
    next[receiver] = (next[receiver] ?? 0) + given;
    return next;
  }
  let needed = resizeStep;
  for (const sibling of outward(index, next.length)) {
    const taken = Math.min(needed, room(next[sibling]));
    next[sibling] = (next[sibling] ?? 0) - taken;
    needed -= taken;
  }
  next[index] = own + resizeStep - needed;
  return next;
}

/**
 * Grows or shrinks the focused pane along an axis by moving the nearest enclosing split of that
 * axis (a row for horizontal, a column for vertical) by `resizeStep` points, taking room from the
 * nearest siblings first and never leaving any of them below `minimumShare`.
 */
export function resizeFocused(ws: Workspace, change: ResizeChange, axis: ResizeAxis): Workspace {
  const path = pathOf(ws.tree, ws.focused) ?? [];
  const direction = axis === 'horizontal' ? 'row' : 'column';
  for (let depth = path.length - 1; depth >= 0; depth -= 1) {
    const splitPath = path.slice(0, depth);
    const node = nodeAt(ws.tree, splitPath);
    const index = path[depth];
    if (node === undefined || !isSplit(node) || node.direction !== direction || index === undefined) continue;
    const percentages = resized(node.splitPercentages, index, change);
    if (percentages.every((share, at) => share === node.splitPercentages[at])) return ws;
    return { ...ws, tree: replaceAt(ws.tree, splitPath, split(direction, [...node.children], percentages)) };
  }
  return ws;
}
