import type { MenuEntry } from '../../shared/api/menu';
import { menuHref } from './menu-link';
import { type RouteRef, resolveMenuPath } from './menu-path';

/** One item of the navigation, ready to render: what it shows, where it leads, what it holds. */
export interface NavItem {
  id: string;
  /** i18n key of the title: render with t(titleKey). */
  titleKey: string;
  /** A tabler icon name such as 'tabler-box': see nav-icon.tsx. */
  icon: string;
  href: string;
  /** The named route the href resolves to, compared with the current route. */
  target: RouteRef;
  children?: NavItem[];
}

/** Router-agnostic: the caller opens `href`, in a new pane when `newPane` is set (Ctrl/Meta held). */
export type NavigateTo = (href: string, event: { newPane: boolean }) => void;

/** Menu entries (after the side-menu rules) as navigation items; grand_children nest like children. */
export function toNavItems(entries: MenuEntry[]): NavItem[] {
  return entries.map((entry) => {
    const href = menuHref(entry);
    const nested = [...(entry.children ?? []), ...(entry.grand_children ?? [])];
    const item: NavItem = {
      id: entry.id,
      titleKey: entry.title,
      icon: entry.icon,
      href,
      target: resolveMenuPath(href),
    };
    return nested.length > 0 ? { ...item, children: toNavItems(nested) } : item;
  });
}

/**
 * An item is active when the current route has the name of the item's target and every param of
 * the target has the same value in the current route (extra current params do not matter).
 */
export function isActive(item: NavItem, current: RouteRef): boolean {
  return (
    item.target.name === current.name &&
    Object.entries(item.target.params).every(([name, value]) => current.params[name] === value)
  );
}

/** A group "contains active" when one of its descendants is active. */
export function containsActive(item: NavItem, current: RouteRef): boolean {
  return (item.children ?? []).some((child) => isActive(child, current) || containsActive(child, current));
}

/** The ids of the groups that contain the active item, outermost first: the ones to expand. */
export function groupsContainingActive(items: NavItem[], current: RouteRef): string[] {
  return items.flatMap((item) =>
    containsActive(item, current) ? [item.id, ...groupsContainingActive(item.children ?? [], current)] : [],
  );
}

/** The active item, searched depth first. */
export function findActive(items: NavItem[], current: RouteRef): NavItem | undefined {
  for (const item of items) {
    if (isActive(item, current)) return item;
    const inside = findActive(item.children ?? [], current);
    if (inside) return inside;
  }
  return undefined;
}
