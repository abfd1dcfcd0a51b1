import { createContext, useContext, useEffect, useId } from 'react';

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
 * The scope a holder's id is listed under: a pane gives its own id, so that every form inside it
 * is listed as `pane-3/…` and hasDirty('pane-3') answers for them, without each form having to
 * know which pane it is in.
 */
const DirtyScopeContext = createContext<string | undefined>(undefined);
export const DirtyScopeProvider = DirtyScopeContext.Provider;

/** `id` under `scope`; an id already inside the scope (or no scope) stays as it is. */
export function scopedDirtyId(scope: string | undefined, id: string): string {
  if (scope === undefined || id === scope || id.startsWith(`${scope}/`)) return id;
  return `${scope}/${id}`;
}

/**
 * While `isDirty`, leaving the page asks for confirmation and `id` (one of the component's own
 * when left out), under the enclosing DirtyScopeProvider's scope, is listed by dirtyIds();
 * unmounting clears both. Give each holder its own id (`item-form`): two holders sharing one
 * would clear each other.
 */
export function useDirtyGuard(isDirty: boolean, id?: string): void {
  const ownId = useId();
  const scope = useContext(DirtyScopeContext);
  const key = scopedDirtyId(scope, id ?? ownId);
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
