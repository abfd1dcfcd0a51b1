import { swapLeaves } from './layout-tree';
import { logicalDirection, neighbour, paneRects, type VisualDirection } from './pane-geometry';
import { focusPane, type Workspace } from './workspace';

/**
 * Ctrl+Shift+Arrow: focus the pane on that side. Arrows are visual, the tree is in reading order,
 * so in right-to-left Left goes toward the inline end.
 */
export function focusDirection(ws: Workspace, direction: VisualDirection, rtl: boolean): Workspace {
  const target = neighbour(paneRects(ws.tree), ws.focused, logicalDirection(direction, rtl));
  return target === undefined ? ws : focusPane(ws, target);
}

/** Moves the focused pane one step in a direction by swapping it with its neighbour; it keeps focus. */
export function swapDirection(ws: Workspace, direction: VisualDirection, rtl: boolean): Workspace {
  const target = neighbour(paneRects(ws.tree), ws.focused, logicalDirection(direction, rtl));
  return target === undefined ? ws : { ...ws, tree: swapLeaves(ws.tree, ws.focused, target) };
}
