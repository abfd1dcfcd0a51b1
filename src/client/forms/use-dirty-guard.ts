import { useEffect, useId } from 'react';

/**
 * Which holders (a form, a pane's editor) have unsaved changes, by an id the holder chooses, so
 * that whoever closes a pane or leaves a page can ask first. Module-level on purpose: the asker
 * (the workspace) and the holders (forms deep inside panes) share no React tree path to pass it.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function registerDirty(id: string, isDirty: boolean): void {
  if (dirty.has(id) === isDirty) return;
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  for (const listener of listeners) listener();
}

/** The ids that hold unsaved changes now, in the order they became dirty. */
export function dirtyIds(): string[] {
  return [...dirty];
}

/**
 * Whether `id`, or a holder inside it, is dirty: a pane `p1` asks for `p1` and gets the answer for
 * `p1` and `p1/…` alike, so a pane with several forms can give each its own id.
 */
export function hasDirty(id: string): boolean {
  return dirtyIds().some((entry) => entry === id || entry.startsWith(`${id}/`));
}

/** Calls `listener` on every change, for useSyncExternalStore; returns the unsubscribe. */
export function subscribeDirty(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * While `isDirty`, leaving the page asks for confirmation and `id` (one of the component's own
 * when left out) is listed by dirtyIds(); unmounting clears both. Give each holder its own id
 * (`pane-3/item-form`): two holders sharing one would clear each other.
 */
export function useDirtyGuard(isDirty: boolean, id?: string): void {
  const ownId = useId();
  const key = id ?? ownId;
  useEffect(() => {
    if (!isDirty) return;
    registerDirty(key, true);
    // One handler per guard: a shared one would be removed by the first guard to turn clean.
    // preventDefault is what asks the browser to confirm; the text it shows is its own.
    const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', warnBeforeUnload);
      registerDirty(key, false);
    };
  }, [isDirty, key]);
}
