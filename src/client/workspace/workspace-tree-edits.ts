import { isSplit, type LayoutPath, leafIds, nodeAt, type PaneId, replaceAt, split } from './layout-tree';
import { readMosaicTree } from './mosaic-tree';
import type { PaneState, Workspace } from './workspace';

/**
 * Takes a tree coming back from mosaic (a drag of a split bar or of a pane, read on onRelease).
 * It may hold fewer panes than before, never unknown or repeated ones; anything else leaves the
 * workspace as it is. In right-to-left, pass `mirrorTree(tree)`, since mosaic drew the mirror.
 */
export function replaceTree(ws: Workspace, tree: unknown): Workspace {
  const next = readMosaicTree(tree);
  if (next === null) return ws;
  const ids = leafIds(next);
  if (new Set(ids).size !== ids.length || ids.some((id) => !(id in ws.panes))) return ws;
  const panes: Record<PaneId, PaneState> = {};
  for (const id of ids) {
    const pane = ws.panes[id];
    if (pane !== undefined) panes[id] = pane;
  }
  const [first = ws.focused] = ids;
  const focused = ws.focused in panes ? ws.focused : first;
  const maximized = ws.maximized !== null && ws.maximized in panes ? ws.maximized : null;
  return { ...ws, tree: next, panes, focused, maximized };
}

/**
 * New shares for the split at `path` (in reading order): one positive number per child adding up
 * to 100 (within half a point, then rescaled exactly); anything else changes nothing.
 */
export function setSplitPercentages(
  ws: Workspace,
  path: LayoutPath,
  percentages: readonly number[],
): Workspace {
  const node = nodeAt(ws.tree, path);
  if (node === undefined || !isSplit(node) || percentages.length !== node.children.length) return ws;
  if (percentages.some((value) => !Number.isFinite(value) || value <= 0)) return ws;
  const total = percentages.reduce((sum, value) => sum + value, 0);
  if (Math.abs(total - 100) > 0.5) return ws;
  const scaled = percentages.map((value) => (value * 100) / total);
  return { ...ws, tree: replaceAt(ws.tree, path, split(node.direction, [...node.children], scaled)) };
}
