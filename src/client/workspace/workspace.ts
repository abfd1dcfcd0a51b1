import {
  insertBeside,
  type LayoutNode,
  leafIds,
  maxPanes,
  type PaneId,
  pathOf,
  type SplitDirection,
} from './layout-tree';
import { fallbackHref, isSafePaneHref } from './pane-href';

export interface PaneState {
  href: string;
}

/** What reopening a closed pane needs to put it back where it was. */
export interface ClosedPane {
  href: string;
  /** The panes of the neighbouring node it was split from (empty when it was the only pane). */
  anchor: PaneId[];
  direction: SplitDirection;
  /** Which side of the anchor it stood on, in reading order. */
  side: 'before' | 'after';
  /** Its share of the split it stood in. */
  percentage: number;
}

/**
 * Everything the tiled workspace shows. Every operation is a pure function that returns a new
 * workspace, or the same object when it changes nothing (so a no-op renders nothing).
 */
export interface Workspace {
  tree: LayoutNode;
  panes: Record<PaneId, PaneState>;
  focused: PaneId;
  maximized: PaneId | null;
  /** Most recently closed last. */
  closed: ClosedPane[];
}

/** A layout without its history, as the URL codec reads and writes it. */
export interface LayoutSnapshot {
  tree: LayoutNode;
  hrefs: Record<PaneId, string>;
  focused: PaneId;
}

export type NewPaneId = () => PaneId;

export const maxClosedPanes = 10;

export function createWorkspace(href: string, newId: NewPaneId): Workspace {
  const id = newId();
  return {
    tree: id,
    panes: { [id]: { href: isSafePaneHref(href) ? href : fallbackHref } },
    focused: id,
    maximized: null,
    closed: [],
  };
}

export function workspaceFromLayout(layout: LayoutSnapshot): Workspace {
  const panes: Record<PaneId, PaneState> = {};
  for (const id of leafIds(layout.tree)) panes[id] = { href: layout.hrefs[id] ?? fallbackHref };
  const [first = layout.focused] = leafIds(layout.tree);
  const focused = layout.focused in panes ? layout.focused : first;
  return { tree: layout.tree, panes, focused, maximized: null, closed: [] };
}

export const paneCount = (ws: Workspace): number => leafIds(ws.tree).length;

/**
 * Only the focused pane is ever maximized, so moving focus away restores the layout and the newly
 * focused pane is visible.
 */
export function focusPane(ws: Workspace, id: PaneId): Workspace {
  if (!(id in ws.panes) || id === ws.focused) return ws;
  return { ...ws, focused: id, maximized: null };
}

/** F6 and Shift+F6: the next or previous pane in reading order, wrapping around. */
export function cycleFocus(ws: Workspace, step: 1 | -1): Workspace {
  const ids = leafIds(ws.tree);
  const index = ids.indexOf(ws.focused);
  const next = ids[(index + step + ids.length) % ids.length];
  return next === undefined ? ws : focusPane(ws, next);
}

export function openInFocused(ws: Workspace, href: string): Workspace {
  if (!isSafePaneHref(href) || ws.panes[ws.focused]?.href === href) return ws;
  return { ...ws, panes: { ...ws.panes, [ws.focused]: { href } } };
}

/**
 * Splits the focused pane and opens `href` in the new one, which takes focus. `right` places it
 * after the focused pane in a row (toward the inline end, so on the left in Arabic), `down` below
 * it. Nothing happens for an unsafe href or when the workspace already holds `maxPanes` panes.
 */
export function openInSplit(
  ws: Workspace,
  href: string,
  side: 'right' | 'down',
  newId: NewPaneId,
): Workspace {
  const path = pathOf(ws.tree, ws.focused);
  if (!isSafePaneHref(href) || path === undefined || paneCount(ws) >= maxPanes) return ws;
  const id = newId();
  const direction = side === 'right' ? 'row' : 'column';
  return {
    ...ws,
    tree: insertBeside(ws.tree, path, id, direction, 'after', 'even'),
    panes: { ...ws.panes, [id]: { href } },
    focused: id,
    maximized: null,
  };
}

export function toggleMaximize(ws: Workspace): Workspace {
  if (ws.maximized === ws.focused) return { ...ws, maximized: null };
  return paneCount(ws) > 1 ? { ...ws, maximized: ws.focused } : ws;
}
