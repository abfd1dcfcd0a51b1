import type { RouteDefinition } from '../../../shared/screens/route-definition';

/** The icon of each area, for screens that declare none. */
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

/** A pane's icon: its screen's, else its area's (create and copy pages declare none). */
export function paneIconFor(definition: RouteDefinition): string {
  if (definition.screen.icon) return definition.screen.icon;
  const area = definition.path.split('/').filter(Boolean)[0] ?? '';
  return areaIcons[area] ?? 'tabler-point';
}
