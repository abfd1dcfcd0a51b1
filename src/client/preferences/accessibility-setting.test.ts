import { afterEach, describe, expect, it } from 'vitest';
import {
  accessibilityEnabledSignal,
  reloadAccessibilitySetting,
  setAccessibilityEnabled,
  toggleAccessibility,
} from './accessibility-setting';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the accessibility setting', () => {
  afterEach(() => reloadAccessibilitySetting(undefined));

  it('is off when nothing is stored', () => {
    reloadAccessibilitySetting(memoryStorage());
    expect(accessibilityEnabledSignal.value).toBe(false);
  });

  it('remembers a toggle as the text true or false under accessibilityEnabled', () => {
    const storage = memoryStorage();
    reloadAccessibilitySetting(storage);
    toggleAccessibility();
    expect(accessibilityEnabledSignal.value).toBe(true);
    expect(storage.values.get('accessibilityEnabled')).toBe('true');
    toggleAccessibility();
    expect(accessibilityEnabledSignal.value).toBe(false);
    expect(storage.values.get('accessibilityEnabled')).toBe('false');
  });

  it('comes back on at the next start when it was left on', () => {
    const storage = memoryStorage();
    reloadAccessibilitySetting(storage);
    setAccessibilityEnabled(true);
    reloadAccessibilitySetting(memoryStorage(Object.fromEntries(storage.values)));
    expect(accessibilityEnabledSignal.value).toBe(true);
  });

  it('treats anything but the exact text true as off', () => {
    for (const stored of ['TRUE', '1', 'yes', ' true']) {
      reloadAccessibilitySetting(memoryStorage({ accessibilityEnabled: stored }));
      expect(accessibilityEnabledSignal.value, stored).toBe(false);
    }
  });

  it('still switches when the storage refuses to write', () => {
    reloadAccessibilitySetting({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    setAccessibilityEnabled(true);
    expect(accessibilityEnabledSignal.value).toBe(true);
  });
});
