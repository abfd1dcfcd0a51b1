import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from './memory-cookie-jar';
import {
  appTitle,
  namespaced,
  preferenceCookieMaxAge,
  readPreferenceCookie,
  removePreferenceCookie,
  writePreferenceCookie,
} from './preference-cookie';

describe('the preference cookie helper', () => {
  it('prefixes keys with the app title as a slug', () => {
    expect(appTitle).toBe('Meridian ERP');
    expect(namespaced('theme')).toBe('meridian-erp-theme');
    expect(namespaced('color-scheme')).toBe('meridian-erp-color-scheme');
  });

  it('writes for 30 days on the whole site, same-site only', () => {
    const jar = createMemoryCookieJar();
    writePreferenceCookie('skin', 'bordered', jar);
    expect(preferenceCookieMaxAge).toBe(2_592_000);
    expect(jar.writes).toEqual(['meridian-erp-skin=bordered; max-age=2592000; path=/; SameSite=Lax']);
  });

  it('reads back what it wrote, escaping characters a cookie cannot hold', () => {
    const jar = createMemoryCookieJar({ other: 'x' });
    writePreferenceCookie('lightThemePrimaryColor', '#2563EB', jar);
    expect(jar.writes[0]).toContain('meridian-erp-lightThemePrimaryColor=%232563EB;');
    expect(readPreferenceCookie('lightThemePrimaryColor', jar)).toBe('#2563EB');
    expect(readPreferenceCookie('skin', jar)).toBeUndefined();
  });

  it('does not confuse a key with a longer one that starts the same', () => {
    const jar = createMemoryCookieJar({ 'meridian-erp-themeX': 'dark' });
    expect(readPreferenceCookie('theme', jar)).toBeUndefined();
  });

  it('removes a value by expiring it on the same path', () => {
    const jar = createMemoryCookieJar({ 'meridian-erp-theme': 'dark' });
    removePreferenceCookie('theme', jar);
    expect(jar.writes).toEqual([
      'meridian-erp-theme=; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax',
    ]);
    expect(readPreferenceCookie('theme', jar)).toBeUndefined();
  });

  it('treats a value with a broken escape as absent instead of throwing', () => {
    const jar = createMemoryCookieJar({ 'meridian-erp-theme': '%E0%A4%A' });
    expect(readPreferenceCookie('theme', jar)).toBeUndefined();
  });
});
