// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vars } from '../../../themes/contract.css';
import { darkTheme } from '../../../themes/dark.css';
import { lightTheme } from '../../../themes/light.css';
import { semiDarkNavClass } from '../../../themes/semi-dark-nav.css';
import { skinClasses } from '../../../themes/skins.css';
import { reloadAccessibilitySetting, setAccessibilityEnabled } from './accessibility-setting';
import { applyPreferences } from './apply-preferences';
import type { MediaWindow } from './device-color-scheme';
import { createMemoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
import { setCookieJar } from './preference-cookie';
import {
  reloadThemeSettings,
  setColorScheme,
  setPrimaryColors,
  setSkin,
  setTheme,
  setVerticalNavSemiDark,
} from './theme-settings';

/** A device whose light/dark preference the test switches, as the operating system would. */
function fakeDevice(dark: boolean) {
  type Listener = (event: { matches: boolean }) => void;
  const listeners = new Set<Listener>();
  const query = {
    matches: dark,
    addEventListener: (_type: 'change', listener: Listener) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: Listener) => void listeners.delete(listener),
  };
  const device: MediaWindow = { matchMedia: () => query };
  return {
    window: device,
    switchTo(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}

const root = () => document.documentElement;
const inlineVar = (variable: string) =>
  root().style.getPropertyValue(variable.replace(/^var\((--[^,)]+).*$/, '$1'));

let jar: MemoryCookieJar;
let dispose: () => void = () => undefined;

describe('applyPreferences', () => {
  beforeEach(() => {
    jar = createMemoryCookieJar();
    setCookieJar(jar);
    reloadThemeSettings();
    reloadAccessibilitySetting(window.localStorage);
  });
  afterEach(() => {
    dispose();
    window.localStorage.clear();
    root().className = '';
    root().removeAttribute('style');
    document.body.className = '';
    setCookieJar(undefined);
  });

  it('puts the chosen theme class and color-scheme on the root element and switches them live', () => {
    setTheme('light');
    dispose = applyPreferences(document, fakeDevice(true).window);
    expect(root().classList.contains(lightTheme)).toBe(true);
    expect(root().classList.contains(darkTheme)).toBe(false);
    expect(root().style.colorScheme).toBe('light');
    setTheme('dark');
    expect(root().classList.contains(darkTheme)).toBe(true);
    expect(root().classList.contains(lightTheme)).toBe(false);
    expect(root().style.colorScheme).toBe('dark');
  });

  it('follows the device under the system theme and keeps the stored color-scheme in step', () => {
    setColorScheme('light');
    const device = fakeDevice(false);
    dispose = applyPreferences(document, device.window);
    expect(root().classList.contains(lightTheme)).toBe(true);
    device.switchTo(true);
    expect(root().classList.contains(darkTheme)).toBe(true);
    expect(jar.cookie).toContain('meridian-erp-color-scheme=dark');
    dispose();
    device.switchTo(false);
    expect(root().classList.contains(darkTheme)).toBe(true);
  });

  it('marks the skin and the semi-dark navigation on the root element', () => {
    dispose = applyPreferences(document, fakeDevice(false).window);
    expect(root().classList.contains(skinClasses.default)).toBe(true);
    expect(root().classList.contains(semiDarkNavClass)).toBe(false);
    setSkin('bordered');
    setVerticalNavSemiDark(true);
    expect(root().classList.contains(skinClasses.bordered)).toBe(true);
    expect(root().classList.contains(skinClasses.default)).toBe(false);
    expect(root().classList.contains(semiDarkNavClass)).toBe(true);
  });

  it("applies the user's primary colours of the theme in force, with readable text on them", () => {
    setPrimaryColors('light', { primary: '#15803D', darken: '#166534' });
    setPrimaryColors('dark', { primary: '#4ADE80', darken: '#22C55E' });
    setTheme('light');
    dispose = applyPreferences(document, fakeDevice(false).window);
    expect(inlineVar(vars.color.primary)).toBe('#15803D');
    expect(inlineVar(vars.color.primaryDarken)).toBe('#166534');
    expect(inlineVar(vars.color.onPrimary)).toBe('#FFFFFF');
    setTheme('dark');
    expect(inlineVar(vars.color.primary)).toBe('#4ADE80');
    expect(inlineVar(vars.color.onPrimary)).toBe('#000000');
  });

  it('turns accessibility mode on the body and leaves the chosen primary colours out of it', () => {
    setPrimaryColors('light', { primary: '#15803D', darken: '#166534' });
    setTheme('light');
    dispose = applyPreferences(document, fakeDevice(false).window);
    expect(document.body.classList.contains('accessibility-mode')).toBe(false);
    setAccessibilityEnabled(true);
    expect(document.body.classList.contains('accessibility-mode')).toBe(true);
    expect(window.localStorage.getItem('accessibilityEnabled')).toBe('true');
    expect(inlineVar(vars.color.primary)).toBe('');
    expect(inlineVar(vars.color.onPrimary)).toBe('');
    setAccessibilityEnabled(false);
    expect(document.body.classList.contains('accessibility-mode')).toBe(false);
    expect(inlineVar(vars.color.primary)).toBe('#15803D');
  });

  it('stops changing the page once disposed', () => {
    setTheme('light');
    dispose = applyPreferences(document, fakeDevice(false).window);
    dispose();
    setTheme('dark');
    expect(root().classList.contains(lightTheme)).toBe(true);
    expect(root().classList.contains(darkTheme)).toBe(false);
  });
});
