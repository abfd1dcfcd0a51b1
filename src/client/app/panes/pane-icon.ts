import type { NavItem } from '../../navigation/nav-items';

/** The icon of each area, for pages the menu does not list (details, create pages, reports). */
const areaIcons: Record<string, string> = {
  dashboard: 'tabler-smart-home',
  inventory: 'tabler-packages',
  sales: 'tabler-file-invoice',
  purchasing: 'tabler-file-dollar',
  administration: 'tabler-settings',
  'business-partners': 'tabler-users',
  dealer: 'tabler-users',
  Banking: 'tabler-building-bank',
  logistics_hub: 'tabler-truck-delivery',
  dispatch: 'tabler-truck-delivery',
  gpm: 'tabler-door-enter',
  'access-control': 'tabler-lock',
};

function findByName(items: NavItem[], name: string): NavItem | undefined {
  for (const item of items) {
    if (item.target.name === name) return item;
    const found = item.children ? findByName(item.children, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** A pane's icon: its menu entry's when the menu lists the route, else its area's. */
export function paneIconFor(routeName: string, path: string, menu: NavItem[]): string {
  const listed = findByName(menu, routeName);
  if (listed) return listed.icon;
  const area = path.split('/').filter(Boolean)[0] ?? '';
  return areaIcons[area] ?? 'tabler-point';
}
