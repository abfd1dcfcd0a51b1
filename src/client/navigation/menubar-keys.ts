import type { NavItem } from './nav-items';
import { inlineEndKey, inlineStartKey, type ReadingDirection } from './reading-direction';

/**
 * A place in the menubar: the ids from the top-level item down to the focused one. `open` is
 * the same kind of path, listing the groups whose submenus are shown.
 */
export type MenuPath = string[];

export type MenubarMove =
  | { kind: 'focus'; path: MenuPath; open: MenuPath }
  | { kind: 'activate'; item: NavItem; path: MenuPath }
  | { kind: 'none' };

const none: MenubarMove = { kind: 'none' };

export function siblingsAt(items: NavItem[], path: MenuPath): NavItem[] {
  let level = items;
  for (const id of path.slice(0, -1)) level = level.find((item) => item.id === id)?.children ?? [];
  return level;
}

export function itemAt(items: NavItem[], path: MenuPath): NavItem | undefined {
  const id = path[path.length - 1];
  return siblingsAt(items, path).find((item) => item.id === id);
}

const hasChildren = (item: NavItem | undefined) => (item?.children?.length ?? 0) > 0;

/** Focus stays on a menubar item; its submenu shows when `keepOpen` and it has one. */
function topItem(item: NavItem | undefined, keepOpen: boolean): MenubarMove {
  if (!item) return none;
  return { kind: 'focus', path: [item.id], open: keepOpen && hasChildren(item) ? [item.id] : [] };
}

function step(list: NavItem[], id: string | undefined, by: number): NavItem | undefined {
  const index = list.findIndex((item) => item.id === id);
  return list[(((index + by) % list.length) + list.length) % list.length];
}

/** Opens the submenu of the item at `path` and focuses its first (or last) item. */
function enter(item: NavItem, path: MenuPath, last: boolean): MenubarMove {
  const children = item.children ?? [];
  const target = last ? children[children.length - 1] : children[0];
  return target ? { kind: 'focus', path: [...path, target.id], open: path } : none;
}

function onMenubar(
  key: string,
  items: NavItem[],
  path: MenuPath,
  open: MenuPath,
  dir: ReadingDirection,
): MenubarMove {
  const item = itemAt(items, path);
  if (!item) return none;
  switch (key) {
    case inlineEndKey(dir):
      return topItem(step(items, item.id, 1), open.length > 0);
    case inlineStartKey(dir):
      return topItem(step(items, item.id, -1), open.length > 0);
    case 'Home':
      return topItem(items[0], false);
    case 'End':
      return topItem(items[items.length - 1], false);
    case 'ArrowDown':
      return hasChildren(item) ? enter(item, path, false) : none;
    case 'ArrowUp':
      return hasChildren(item) ? enter(item, path, true) : none;
    case 'Enter':
    case ' ':
      return hasChildren(item) ? enter(item, path, false) : { kind: 'activate', item, path };
    case 'Escape':
      return open.length > 0 ? { kind: 'focus', path, open: [] } : none;
    default:
      return none;
  }
}

function inSubmenu(key: string, items: NavItem[], path: MenuPath, dir: ReadingDirection): MenubarMove {
  const item = itemAt(items, path);
  if (!item) return none;
  const siblings = siblingsAt(items, path);
  const parent = path.slice(0, -1);
  const sibling = (target: NavItem | undefined): MenubarMove =>
    target ? { kind: 'focus', path: [...parent, target.id], open: parent } : none;
  const top = items.find((candidate) => candidate.id === path[0]);
  switch (key) {
    case 'ArrowDown':
      return sibling(step(siblings, item.id, 1));
    case 'ArrowUp':
      return sibling(step(siblings, item.id, -1));
    case 'Home':
      return sibling(siblings[0]);
    case 'End':
      return sibling(siblings[siblings.length - 1]);
    case inlineEndKey(dir):
      // A leaf has nowhere deeper to go: the next menubar item's submenu shows instead.
      return hasChildren(item) ? enter(item, path, false) : topItem(step(items, top?.id, 1), true);
    case inlineStartKey(dir):
      if (path.length > 2) return { kind: 'focus', path: parent, open: path.slice(0, -2) };
      return topItem(step(items, top?.id, -1), true);
    case 'Escape':
      return { kind: 'focus', path: parent, open: path.slice(0, -2) };
    case 'Enter':
    case ' ':
      return hasChildren(item) ? enter(item, path, false) : { kind: 'activate', item, path };
    default:
      return none;
  }
}

/**
 * What a key does in the menubar (WAI-ARIA APG navigation menubar): Left/Right between
 * menubar items (mirrored in right-to-left text), Down/Enter/Space open a submenu on its first
 * item and Up on its last, Escape closes one level and returns to the item that opened it.
 */
export function menubarKeyMove(
  key: string,
  items: NavItem[],
  path: MenuPath,
  open: MenuPath,
  direction: ReadingDirection,
): MenubarMove {
  return path.length <= 1
    ? onMenubar(key, items, path, open, direction)
    : inSubmenu(key, items, path, direction);
}
