import {
  commonAncestorPath,
  insertBeside,
  isSplit,
  leafIds,
  maxPanes,
  nodeAt,
  type PaneId,
  pathOf,
  removeLeaf,
} from './layout-tree';
import { nearestPane, paneRects } from './pane-geometry';
import { fallbackHref } from './pane-href';
import { type ClosedPane, maxClosedPanes, type NewPaneId, type Workspace } from './workspace';

const remember = (ws: Workspace, closed: ClosedPane): ClosedPane[] =>
  [...ws.closed, closed].slice(-maxClosedPanes);

/** Where a pane stands: beside its previous sibling if it has one (it was split from it), else its next. */
function placeOf(ws: Workspace, id: PaneId): Omit<ClosedPane, 'href'> | undefined {
  const path = pathOf(ws.tree, id);
  const index = path?.[path.length - 1];
  const parent = path === undefined ? undefined : nodeAt(ws.tree, path.slice(0, -1));
  if (index === undefined || parent === undefined || !isSplit(parent)) return undefined;
  const before = parent.children[index - 1];
  const anchor = before ?? parent.children[index + 1];
  if (anchor === undefined) return undefined;
  return {
    anchor: leafIds(anchor),
    direction: parent.direction,
    side: before === undefined ? 'before' : 'after',
    percentage: parent.splitPercentages[index] ?? 50,
  };
}

/**
 * Closes a pane: its share goes to its siblings in proportion and focus, if it was there, moves to
 * the pane that best takes its place. The last pane is not removed but goes back to the dashboard.
 */
export function closePane(ws: Workspace, id: PaneId): Workspace {
  const pane = ws.panes[id];
  if (pane === undefined) return ws;
  const place = placeOf(ws, id);
  const tree = removeLeaf(ws.tree, id);
  if (place === undefined || tree === null) {
    if (pane.href === fallbackHref) return ws;
    return {
      tree: id,
      panes: { [id]: { href: fallbackHref } },
      focused: id,
      maximized: null,
      closed: remember(ws, { href: pane.href, anchor: [], direction: 'row', side: 'after', percentage: 50 }),
    };
  }
  const { [id]: _closed, ...panes } = ws.panes;
  const [first = ws.focused] = leafIds(tree);
  const focused = ws.focused === id ? (nearestPane(paneRects(ws.tree), id) ?? first) : ws.focused;
  return {
    tree,
    panes,
    focused,
    maximized: ws.maximized === id ? null : ws.maximized,
    closed: remember(ws, { href: pane.href, ...place }),
  };
}

/**
 * Reopens the most recently closed pane beside what it was split from, when any of those panes
 * is still open, else beside the focused pane; the reopened pane takes focus.
 */
export function undoClose(ws: Workspace, newId: NewPaneId): Workspace {
  const last = ws.closed[ws.closed.length - 1];
  if (last === undefined || leafIds(ws.tree).length >= maxPanes) return ws;
  const anchor = last.anchor.filter((paneId) => paneId in ws.panes);
  const anchorPath = commonAncestorPath(ws.tree, anchor.length > 0 ? anchor : [ws.focused]) ?? [];
  const fromFocused = anchor.length === 0;
  const share = Math.min(Math.max(last.percentage, 10), 90);
  const id = newId();
  return {
    tree: insertBeside(ws.tree, anchorPath, id, last.direction, fromFocused ? 'after' : last.side, share),
    panes: { ...ws.panes, [id]: { href: last.href } },
    focused: id,
    maximized: null,
    closed: ws.closed.slice(0, -1),
  };
}
