import type { MenuEntry } from '../../shared/api/menu';

/** Specification section 2: the only top-level entries the side menu keeps. */
export const keptTopLevelLabels = [
  'dashboard',
  'inventory',
  'sales',
  'administration',
  'business partners',
  'purchase -a/p',
  'gate pass mgt',
  'logistics hub',
  'banking',
] as const;

const normalise = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/\s*-\s*/g, ' -');
const kept = new Set(keptTopLevelLabels.map(normalise));

function visible(entry: MenuEntry): MenuEntry | undefined {
  if (entry.Visible === 'N') return undefined;
  const nested = entry.children ?? entry.grand_children;
  if (!nested) return entry;
  const shown = nested.map(visible).filter((child): child is MenuEntry => child !== undefined);
  // An entry whose children all vanish is dropped (specification section 2).
  if (shown.length === 0) return undefined;
  return entry.children ? { ...entry, children: shown } : { ...entry, grand_children: shown };
}

/**
 * The side menu from the server's AllTreeview: the nine named top-level entries, without
 * entries marked Visible N and without entries left with no children. Menu data that is not an
 * array or object is reported and gives an empty menu.
 */
export function sideMenu(data: unknown): MenuEntry[] {
  if (data === null || typeof data !== 'object') {
    console.warn('Menu data must be an array or an object', data);
    return [];
  }
  const entries: unknown[] = Array.isArray(data) ? data : Object.values(data);
  return entries
    .filter((entry): entry is MenuEntry => entry !== null && typeof entry === 'object' && 'label' in entry)
    .filter((entry) => kept.has(normalise(entry.label)))
    .map(visible)
    .filter((entry): entry is MenuEntry => entry !== undefined);
}
