import { describe, expect, it } from 'vitest';
import { createMemoryCookieJar } from './memory-cookie-jar';
import { setCookieJar } from './preference-cookie';
import { cycleTheme, reloadThemeSettings, setTheme, themeSettings } from './theme-settings';

describe('cycleTheme', () => {
  it('goes light, dark, system and round again, remembering each', () => {
    const jar = createMemoryCookieJar();
    setCookieJar(jar);
    reloadThemeSettings();
    setTheme('light');
    const seen: string[] = [];
    for (let step = 0; step < 4; step += 1) {
      cycleTheme();
      seen.push(themeSettings.theme.value);
    }
    expect(seen).toEqual(['dark', 'system', 'light', 'dark']);
    expect(jar.cookie).toContain('meridian-erp-theme=dark');
    setCookieJar(undefined);
  });
});
