import { z } from 'zod';
import { defaultIconOfKind, type PaletteEntry, paletteEntryKinds } from './palette-entry';

/** What the user opened, most recent first, kept per user in localStorage. */
export interface RecentItem {
  href: string;
  title: string;
  kind: PaletteEntry['kind'];
}

export const recentItemsMax = 50;
export const recentStorageKey = (userKey: string) => `meridian-erp-recent:${userKey}`;

type RecentStorage = Pick<Storage, 'getItem' | 'setItem'>;

const recentItemSchema = z.object({
  href: z.string().min(1),
  title: z.string(),
  kind: z.enum(paletteEntryKinds),
});

/** The stored list; anything unreadable (not JSON, not a list, a malformed item) is left out. */
export function readRecentItems(storage: Pick<Storage, 'getItem'>, userKey: string): RecentItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(recentStorageKey(userKey)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: RecentItem[] = [];
  const seen = new Set<string>();
  for (const candidate of parsed) {
    const item = recentItemSchema.safeParse(candidate);
    if (!item.success || seen.has(item.data.href)) continue;
    seen.add(item.data.href);
    items.push({ href: item.data.href, title: item.data.title, kind: item.data.kind });
    if (items.length >= recentItemsMax) break;
  }
  return items;
}

/** Puts the visit first, drops an older visit of the same address, keeps at most 50. */
export function recordVisit(storage: RecentStorage, userKey: string, visit: RecentItem): RecentItem[] {
  const items = [
    { href: visit.href, title: visit.title, kind: visit.kind },
    ...readRecentItems(storage, userKey).filter((item) => item.href !== visit.href),
  ].slice(0, recentItemsMax);
  try {
    storage.setItem(recentStorageKey(userKey), JSON.stringify(items));
  } catch {
    // A full or refused storage only costs the history, never the navigation.
  }
  return items;
}

/**
 * Palette entries and recency for the recent items: an entry that already opens the same
 * address is ranked as recent; a visit no entry covers (a document, an item) becomes a 'recent'
 * entry of its own. `recentIds` is most recent first, as CommandPalette and search() take it.
 */
export function withRecentItems(
  entries: readonly PaletteEntry[],
  items: readonly RecentItem[],
): { entries: PaletteEntry[]; recentIds: string[] } {
  const idOfHref = new Map<string, string>();
  for (const entry of entries)
    if (entry.href && !idOfHref.has(entry.href)) idOfHref.set(entry.href, entry.id);
  const added: PaletteEntry[] = [];
  const recentIds = items.map((item) => {
    const existing = idOfHref.get(item.href);
    if (existing) return existing;
    const id = `recent:${item.href}`;
    added.push({
      id,
      kind: 'recent',
      title: item.title,
      href: item.href,
      icon: defaultIconOfKind[item.kind],
    });
    return id;
  });
  return { entries: [...added, ...entries], recentIds };
}
