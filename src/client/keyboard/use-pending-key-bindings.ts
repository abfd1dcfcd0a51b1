import { useEffect, useRef } from 'react';
import type { KeyBindingId } from './key-bindings';
import { type KeyBindingOptions, useKeyBinding } from './use-key-binding';

/**
 * Shortcuts whose actions wait on something still on its way (a document's rights): a key pressed
 * meanwhile is held, not lost, and runs once it is known whether the action is allowed; a refused
 * one is dropped then. Only the last key held runs: a clerk who pressed two means the last.
 */
export interface PendingKeyBindings {
  deciding: boolean;
  held: { current: KeyBindingId | null };
  latest: { current: Map<KeyBindingId, { run: () => void; allowed: boolean }> };
}

export function usePendingKeyBindings(deciding: boolean): PendingKeyBindings {
  const held = useRef<KeyBindingId | null>(null);
  const latest = useRef(new Map<KeyBindingId, { run: () => void; allowed: boolean }>());
  useEffect(() => {
    if (deciding || held.current === null) return;
    const action = latest.current.get(held.current);
    held.current = null;
    if (action?.allowed) action.run();
  }, [deciding]);
  return { deciding, held, latest };
}

/** Binds `id` to `run` where `allowed`; while the bindings are deciding, the key is held for later. */
export function usePendingKeyBinding(
  bindings: PendingKeyBindings,
  id: KeyBindingId,
  run: () => void,
  allowed: boolean,
  options: Omit<KeyBindingOptions, 'enabled'> = {},
): void {
  bindings.latest.current.set(id, { run, allowed });
  useKeyBinding(
    id,
    () => {
      if (bindings.deciding) bindings.held.current = id;
      else run();
    },
    { ...options, enabled: allowed || bindings.deciding },
  );
}
