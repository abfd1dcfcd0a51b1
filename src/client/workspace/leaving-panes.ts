import { leafIds, mapLeaves, type PaneId } from './layout-tree';
import type { PaneState, Workspace } from './workspace';

/** The page of an href without its query: a pane that stays on its page keeps its screen and input. */
const pageOf = (href: string): string => href.split(/[?#]/, 1)[0] ?? '';

/**
 * The panes of `before` whose screen `after` takes away: closed, or showing another page. A pane
 * that only changes its query (a list's filter) keeps its screen, so it is not leaving. Reading
 * order, so a question about them names them as the user sees them.
 */
export function panesLeaving(before: Workspace, after: Workspace): PaneId[] {
  return leafIds(before.tree).filter((id) => {
    const was = before.panes[id];
    const now = after.panes[id];
    return was !== undefined && (now === undefined || pageOf(now.href) !== pageOf(was.href));
  });
}

/** For each pane of `next`, a pane of `current` it may continue: same href first, then same page. */
function continuations(current: Workspace, next: Workspace): Map<PaneId, PaneId> {
  const free = leafIds(current.tree);
  const taken = new Map<PaneId, PaneId>();
  const match = (same: (was: PaneState, now: PaneState) => boolean) => {
    for (const id of leafIds(next.tree)) {
      const now = next.panes[id];
      if (taken.has(id) || now === undefined) continue;
      const index = free.findIndex((candidate) => {
        const was = current.panes[candidate];
        return was !== undefined && same(was, now);
      });
      const found = free[index];
      if (found === undefined) continue;
      taken.set(id, found);
      free.splice(index, 1);
    }
  };
  match((was, now) => was.href === now.href);
  match((was, now) => pageOf(was.href) === pageOf(now.href));
  return taken;
}

/**
 * `next` (a layout decoded from the address bar or a saved layout, with ids of its own) with its
 * panes renamed to the ids of the panes of `current` that show the same page, so those panes keep
 * their screen, scroll and unsaved input: Back after closing a pane leaves the others untouched.
 */
export function keepPaneIds(current: Workspace, next: Workspace): Workspace {
  const nextIds = leafIds(next.tree);
  // Ids already shared (the same workspace): nothing to carry over, and renaming could collide.
  if (nextIds.some((id) => id in current.panes)) return next;
  const taken = continuations(current, next);
  if (taken.size === 0) return next;
  const rename = (id: PaneId) => taken.get(id) ?? id;
  const panes: Record<PaneId, PaneState> = {};
  for (const id of nextIds) {
    const pane = next.panes[id];
    if (pane !== undefined) panes[rename(id)] = pane;
  }
  return {
    ...next,
    tree: mapLeaves(next.tree, rename),
    panes,
    focused: rename(next.focused),
    maximized: next.maximized === null ? null : rename(next.maximized),
  };
}
