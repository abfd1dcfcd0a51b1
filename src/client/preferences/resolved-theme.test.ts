import { describe, expect, it } from 'vitest';
import { resolveTheme } from './resolved-theme';

describe('resolveTheme', () => {
  it('takes an explicit light or dark choice whatever the color-scheme', () => {
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('lets the stored color-scheme decide when the theme is system', () => {
    expect(resolveTheme('system', 'dark')).toBe('dark');
    expect(resolveTheme('system', 'light')).toBe('light');
  });
});
