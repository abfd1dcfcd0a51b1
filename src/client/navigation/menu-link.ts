import type { MenuEntry } from '../../shared/api/menu';

/**
 * The path of a menu entry that has no link (specification section 2: "a path derived from its
 * label"). Our rule: '/' + the label lower-cased, every run of characters other than a-z and 0-9
 * turned into one '-', and leading or trailing dashes trimmed, so 'Purchase - A/P' gives
 * '/purchase-a-p' and 'Gate Pass Mgt' gives '/gate-pass-mgt'. Labels are the server's stable
 * English labels, so ASCII is enough; a label with no letter or digit gives '/'.
 */
export function pathFromLabel(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/${slug}`;
}

/** Where a menu entry leads: its own link, or the path derived from its label. */
export function menuHref(entry: Pick<MenuEntry, 'label' | 'link'>): string {
  return entry.link?.trim() ? entry.link : pathFromLabel(entry.label);
}
