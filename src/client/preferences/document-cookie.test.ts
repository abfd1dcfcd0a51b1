// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readPreferenceCookie, removePreferenceCookie, writePreferenceCookie } from './preference-cookie';

describe('the preference cookie helper in a browser document', () => {
  afterEach(() => removePreferenceCookie('theme'));

  it('stores in document.cookie by default and reads it back', () => {
    writePreferenceCookie('theme', 'dark');
    expect(document.cookie).toContain('meridian-erp-theme=dark');
    expect(readPreferenceCookie('theme')).toBe('dark');
    removePreferenceCookie('theme');
    expect(document.cookie).not.toContain('meridian-erp-theme');
    expect(readPreferenceCookie('theme')).toBeUndefined();
  });
});
