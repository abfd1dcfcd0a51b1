import { type ReadonlySignal, signal } from '@preact/signals-react';
import type { PreferenceCodec } from './preference-codecs';
import { readPreferenceCookie, removePreferenceCookie, writePreferenceCookie } from './preference-cookie';

/** One setting: a signal read from its cookie at start, written back on every change. */
export interface PersistedPreference<T> {
  readonly key: string;
  readonly signal: ReadonlySignal<T>;
  set(value: T): void;
  /** Reads the cookie again; an absent or invalid value gives the default. */
  reload(): void;
  /** Forgets the stored value and goes back to the default. */
  reset(): void;
}

export function persistedPreference<T>(
  key: string,
  codec: PreferenceCodec<T>,
  fallback: () => T,
): PersistedPreference<T> {
  const read = (): T => {
    const stored = readPreferenceCookie(key);
    return (stored === undefined ? undefined : codec.parse(stored)) ?? fallback();
  };
  const value = signal(read());
  return {
    key,
    signal: value,
    set(next) {
      value.value = next;
      writePreferenceCookie(key, codec.serialize(next));
    },
    reload() {
      value.value = read();
    },
    reset() {
      removePreferenceCookie(key);
      value.value = fallback();
    },
  };
}
