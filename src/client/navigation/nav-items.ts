import type { TFunction } from 'i18next';
import type { MenuEntry } from '../../shared/api/menu';
import { menuHref } from './menu-link';
import { type RouteRef, resolveMenuPath } from './menu-path';

/** One item of the navigation, ready to render: what it shows, where it leads, what it holds. */
export interface NavItem {
  id: string;
  /** i18n key of the title: render with navTitle(item, t), which reads it in its group. */
  titleKey: string;
  /** The title key of the group it sits in, which its own title may start with. */
  groupKey?: string;
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
export function toNavItems(entries: MenuEntry[], groupKey?: string): NavItem[] {
  return entries.map((entry) => {
    const href = menuHref(entry);
    const nested = [...(entry.children ?? []), ...(entry.grand_children ?? [])];
    const item: NavItem = {
      id: entry.id,
      titleKey: entry.title,
      icon: entry.icon,
      href,
      target: resolveMenuPath(href),
      ...(groupKey ? { groupKey } : {}),
    };
    return nested.length > 0 ? { ...item, children: toNavItems(nested, entry.title) } : item;
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

/** The section pattern of route titles ("{{parent}}: {{name}}"), as route-titles.ts writes it. */
const sectionPattern = 'routeTitles.patterns.section';

/**
 * An item's title as its menu shows it: a screen's title names its group first where the page
 * alone would not say it ("Dispatch: Open Items" on the pane and in the palette); inside that
 * group, the menu leaves the group's name out ("Open Items" under Dispatch).
 */
export function navTitle(item: Pick<NavItem, 'titleKey' | 'groupKey'>, t: TFunction): string {
  const title = t(item.titleKey);
  if (!item.groupKey) return title;
  const prefix = t(sectionPattern, { parent: t(item.groupKey), name: '' });
  return prefix && title.startsWith(prefix) && title.length > prefix.length
    ? title.slice(prefix.length)
    : title;
}
