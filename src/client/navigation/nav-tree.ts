import type { NavItem } from './nav-items';

/** One visible row of the navigation tree, with what the treeitem's ARIA attributes need. */
export interface TreeRow {
  item: NavItem;
  level: number;
  setSize: number;
  posInSet: number;
  parentId: string | undefined;
  isGroup: boolean;
  expanded: boolean;
}

/** The rows a user can see, in reading order: the children of collapsed groups are left out. */
export function visibleRows(
  items: NavItem[],
  expanded: ReadonlySet<string>,
  level = 1,
  parentId: string | undefined = undefined,
): TreeRow[] {
  return items.flatMap((item, index) => {
    const isGroup = (item.children?.length ?? 0) > 0;
    const open = isGroup && expanded.has(item.id);
    const row: TreeRow = {
      item,
      level,
      setSize: items.length,
      posInSet: index + 1,
      parentId,
      isGroup,
      expanded: open,
    };
    return open ? [row, ...visibleRows(item.children ?? [], expanded, level + 1, item.id)] : [row];
  });
}

/** The groups among the items' siblings at the level of `id` (the `*` key expands them all). */
export function siblingGroupIds(rows: TreeRow[], id: string): string[] {
  const row = rows.find((candidate) => candidate.item.id === id);
  if (!row) return [];
  return rows
    .filter((candidate) => candidate.parentId === row.parentId && candidate.level === row.level)
    .filter((candidate) => candidate.isGroup)
    .map((candidate) => candidate.item.id);
}
