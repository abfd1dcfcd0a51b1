import { z } from 'zod';
import { namespaced } from '../preferences/preference-cookie';
import { maxEncodedLength } from './layout-codec';

export type LayoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface NamedLayout {
  name: string;
  encoded: string;
}

export type LayoutSaveResult =
  | { ok: true }
  | { ok: false; reason: 'invalid-name' | 'too-large' | 'storage-failed' };

export const maxNamedLayouts = 30;
export const maxLayoutNameLength = 60;

interface StoredLayouts {
  last: string | null;
  /** Oldest first: the first one is dropped when the list is full. */
  named: NamedLayout[];
}

/** `meridian-erp-layouts:<userKey>`: one entry per user, so people sharing a browser keep theirs. */
export const layoutStorageKey = (userKey: string): string => `${namespaced('layouts')}:${userKey}`;

function cleanName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length >= 1 && trimmed.length <= maxLayoutNameLength ? trimmed : null;
}

const encodedSchema = z.string().min(1).max(maxEncodedLength);
const namedSchema = z.object({
  name: z.string().refine((name) => cleanName(name) === name),
  encoded: encodedSchema,
});
// Each part falls back on its own, so one damaged entry does not cost the others.
const storedSchema = z.object({
  last: encodedSchema.nullable().catch(null),
  named: z.array(z.unknown()).catch([]),
});

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

function parseStored(text: string | null): StoredLayouts {
  let value: unknown = null;
  try {
    value = JSON.parse(text ?? 'null');
  } catch {
    // Damaged storage is treated as empty and overwritten by the next save.
  }
  const stored = storedSchema.safeParse(value);
  if (!stored.success) return { last: null, named: [] };
  const named = stored.data.named.flatMap((entry) => {
    const layout = namedSchema.safeParse(entry);
    return layout.success ? [layout.data] : [];
  });
  return { last: stored.data.last, named: named.slice(-maxNamedLayouts) };
}

/** What is stored, keeping whatever part of it is still valid; anything unreadable counts as empty. */
function read(storage: LayoutStorage, userKey: string): StoredLayouts {
  try {
    return parseStored(storage.getItem(layoutStorageKey(userKey)));
  } catch {
    // Reading can throw too when storage is disabled.
    return { last: null, named: [] };
  }
}

function write(storage: LayoutStorage, userKey: string, layouts: StoredLayouts): LayoutSaveResult {
  try {
    if (layouts.last === null && layouts.named.length === 0) storage.removeItem(layoutStorageKey(userKey));
    else storage.setItem(layoutStorageKey(userKey), JSON.stringify(layouts));
    return { ok: true };
  } catch {
    // Quota exceeded or storage disabled (private browsing): the layout simply is not kept.
    return { ok: false, reason: 'storage-failed' };
  }
}

export function saveLastLayout(storage: LayoutStorage, userKey: string, encoded: string): LayoutSaveResult {
  if (!encodedSchema.safeParse(encoded).success) return { ok: false, reason: 'too-large' };
  return write(storage, userKey, { ...read(storage, userKey), last: encoded });
}

export function loadLastLayout(storage: LayoutStorage, userKey: string): string | null {
  return read(storage, userKey).last;
}

/**
 * Saves under a name (trimmed, 1 to 60 characters). A name already used, whatever its case, is
 * replaced and becomes the newest; beyond 30 layouts the oldest is dropped.
 */
export function saveNamedLayout(
  storage: LayoutStorage,
  userKey: string,
  name: string,
  encoded: string,
): LayoutSaveResult {
  const clean = cleanName(name);
  if (clean === null) return { ok: false, reason: 'invalid-name' };
  if (!encodedSchema.safeParse(encoded).success) return { ok: false, reason: 'too-large' };
  const stored = read(storage, userKey);
  const named = [...stored.named.filter((layout) => !sameName(layout.name, clean)), { name: clean, encoded }];
  return write(storage, userKey, { ...stored, named: named.slice(-maxNamedLayouts) });
}

/** The named layouts, most recently saved first. */
export function listNamedLayouts(storage: LayoutStorage, userKey: string): NamedLayout[] {
  return [...read(storage, userKey).named].reverse();
}

/** Removes a named layout; false when there was none of that name or storage refused. */
export function deleteNamedLayout(storage: LayoutStorage, userKey: string, name: string): boolean {
  const stored = read(storage, userKey);
  const clean = cleanName(name) ?? '';
  const named = stored.named.filter((layout) => !sameName(layout.name, clean));
  if (named.length === stored.named.length) return false;
  return write(storage, userKey, { ...stored, named }).ok;
}
