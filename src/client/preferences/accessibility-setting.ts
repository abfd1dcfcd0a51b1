import { type ReadonlySignal, signal } from '@preact/signals-react';

/** Specification section 3: stored in localStorage as 'true' or 'false', not in a cookie. */
export const accessibilityStorageKey = 'accessibilityEnabled';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): FlagStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage blocked by the browser's privacy settings: the mode still works for this visit.
    return undefined;
  }
}

let storage = browserStorage();

// Anything but the exact text 'true' (absent, tampered) means off, the default.
const read = () => storage?.getItem(accessibilityStorageKey) === 'true';

const enabled = signal(read());

export const accessibilityEnabledSignal: ReadonlySignal<boolean> = enabled;

export function setAccessibilityEnabled(on: boolean): void {
  enabled.value = on;
  try {
    storage?.setItem(accessibilityStorageKey, String(on));
  } catch {
    // A full or blocked storage only loses the memory of the choice, not the choice itself.
  }
}

export function toggleAccessibility(): void {
  setAccessibilityEnabled(!enabled.peek());
}

/** Reads the setting again, from `from` from now on (tests hand in their own storage). */
export function reloadAccessibilitySetting(from: FlagStorage | undefined = browserStorage()): void {
  storage = from;
  enabled.value = read();
}
