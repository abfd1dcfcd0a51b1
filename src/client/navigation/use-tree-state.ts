import { useState } from 'react';
import type { RouteRef } from './menu-path';
import { findActive, groupsContainingActive, type NavItem } from './nav-items';
import { type TreeRow, visibleRows } from './nav-tree';

const routeKeyOf = (current: RouteRef) =>
  JSON.stringify([current.name, Object.entries(current.params).sort(([a], [b]) => a.localeCompare(b))]);

/**
 * Which groups are open and which row holds the tree's one tab stop. Groups that contain the
 * active item open by themselves whenever the route (or the menu) changes; a group the user
 * closed stays closed until then.
 */
export function useTreeState(items: NavItem[], current: RouteRef) {
  const activeGroups = groupsContainingActive(items, current);
  const activeId = findActive(items, current)?.id;
  const key = `${routeKeyOf(current)}|${activeGroups.join(',')}`;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(activeGroups));
  const [focusedId, setFocusedId] = useState<string | undefined>(activeId);
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    // Adjusting state while rendering (not in an effect) so the new route never paints closed.
    setSeenKey(key);
    setExpanded((previous) => new Set([...previous, ...activeGroups]));
    if (activeId !== undefined) setFocusedId(activeId);
  }

  const rows: TreeRow[] = visibleRows(items, expanded);
  const tabStopId =
    rows.find((row) => row.item.id === focusedId)?.item.id ??
    rows.find((row) => row.item.id === activeId)?.item.id ??
    rows[0]?.item.id;

  const expand = (ids: string[]) => setExpanded((previous) => new Set([...previous, ...ids]));
  const collapse = (id: string) =>
    setExpanded((previous) => new Set([...previous].filter((open) => open !== id)));
  const toggle = (id: string) => (expanded.has(id) ? collapse(id) : expand([id]));

  return { rows, expanded, tabStopId, setFocusedId, expand, collapse, toggle };
}
