import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primaryPresets } from '../../../themes/primary-colors';
import type { MediaWindow } from './device-color-scheme';
import { createMemoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
import { setCookieJar } from './preference-cookie';
import {
  choosePrimaryPreset,
  matchesPreset,
  reloadThemeSettings,
  resetThemeSettings,
  resolvedThemeSignal,
  setPrimaryColors,
  setSkin,
  setTheme,
  setVerticalNavSemiDark,
  themeSettings,
} from './theme-settings';

let jar: MemoryCookieJar;

function startWith(cookies: Record<string, string>) {
  jar = createMemoryCookieJar(cookies);
  setCookieJar(jar);
  reloadThemeSettings();
}

const deviceWindow = (dark: boolean): MediaWindow => ({
  matchMedia: (query: string) => ({
    matches: dark && query === '(prefers-color-scheme: dark)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }),
});

/** What a browser would send back at the next visit. */
const storedCookies = () =>
  Object.fromEntries(
    jar.cookie
      .split('; ')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

const current = () =>
  Object.fromEntries(Object.entries(themeSettings).map(([key, value]) => [key, value.value]));

describe('theme settings', () => {
  beforeEach(() => startWith({}));
  afterEach(() => {
    vi.unstubAllGlobals();
    setCookieJar(undefined);
  });

  it('start from the specification defaults when nothing is stored', () => {
    expect(current()).toEqual({
      theme: 'system',
      colorScheme: 'light',
      isVerticalNavSemiDark: false,
      skin: 'default',
      lightThemePrimaryColor: '#2563EB',
      lightThemePrimaryDarkenColor: '#1E40AF',
      darkThemePrimaryColor: '#3B82F6',
      darkThemePrimaryDarkenColor: '#2563EB',
    });
  });

  it('default the color-scheme to the device preference, and so the system theme', () => {
    vi.stubGlobal('window', deviceWindow(true));
    startWith({});
    expect(themeSettings.colorScheme.value).toBe('dark');
    expect(resolvedThemeSignal.value).toBe('dark');
  });

  it('prefer a stored color-scheme over the device', () => {
    vi.stubGlobal('window', deviceWindow(true));
    startWith({ 'meridian-erp-color-scheme': 'light' });
    expect(resolvedThemeSignal.value).toBe('light');
  });

  it('store each change under the app-prefixed preference name and read it back next time', () => {
    setTheme('dark');
    setSkin('bordered');
    setVerticalNavSemiDark(true);
    setPrimaryColors('light', { primary: '#15803D', darken: '#166534' });
    expect(jar.cookie).toContain('meridian-erp-theme=dark');
    expect(jar.cookie).toContain('meridian-erp-skin=bordered');
    expect(jar.cookie).toContain('meridian-erp-isVerticalNavSemiDark=true');
    expect(jar.cookie).toContain('meridian-erp-lightThemePrimaryColor=%2315803D');
    expect(jar.cookie).toContain('meridian-erp-lightThemePrimaryDarkenColor=%23166534');

    startWith(storedCookies());
    expect(themeSettings.theme.value).toBe('dark');
    expect(themeSettings.skin.value).toBe('bordered');
    expect(themeSettings.isVerticalNavSemiDark.value).toBe(true);
    expect(themeSettings.lightThemePrimaryColor.value).toBe('#15803D');
    expect(themeSettings.darkThemePrimaryColor.value).toBe('#3B82F6');
  });

  it('fall back to the default for tampered values instead of failing', () => {
    startWith({
      'meridian-erp-theme': 'purple',
      'meridian-erp-color-scheme': 'DARK',
      'meridian-erp-skin': '<script>',
      'meridian-erp-isVerticalNavSemiDark': 'yes',
      'meridian-erp-lightThemePrimaryColor': 'red;background:url(x)',
      'meridian-erp-darkThemePrimaryColor': '%23FFF',
      'meridian-erp-darkThemePrimaryDarkenColor': '%E0%A4%A',
    });
    expect(current()).toMatchObject({
      theme: 'system',
      colorScheme: 'light',
      skin: 'default',
      isVerticalNavSemiDark: false,
      lightThemePrimaryColor: '#2563EB',
      darkThemePrimaryColor: '#3B82F6',
      darkThemePrimaryDarkenColor: '#2563EB',
    });
  });

  it('accept a stored colour in lower case and normalise it', () => {
    startWith({ 'meridian-erp-lightThemePrimaryColor': '%230f766e' });
    expect(themeSettings.lightThemePrimaryColor.value).toBe('#0F766E');
  });

  it('set both themes from a preset and recognise it as chosen', () => {
    const [blue, green] = primaryPresets;
    if (!blue || !green) throw new Error('presets missing');
    expect(matchesPreset(blue)).toBe(true);
    choosePrimaryPreset(green);
    expect(matchesPreset(green)).toBe(true);
    expect(matchesPreset(blue)).toBe(false);
    expect(themeSettings.darkThemePrimaryColor.value).toBe(green.dark.primary);
    expect(jar.cookie).toContain(
      `meridian-erp-darkThemePrimaryDarkenColor=${encodeURIComponent(green.dark.darken)}`,
    );
  });

  it('forget every stored value on reset', () => {
    setTheme('light');
    setSkin('bordered');
    resetThemeSettings();
    expect(themeSettings.theme.value).toBe('system');
    expect(themeSettings.skin.value).toBe('default');
    expect(jar.cookie).toBe('');
  });
});
