import type { ColorScheme, ThemeChoice } from './preference-values';

/** Specification section 4: an explicit choice wins; with `system` the stored color-scheme decides. */
export function resolveTheme(theme: ThemeChoice, colorScheme: ColorScheme): ColorScheme {
  return theme === 'system' ? colorScheme : theme;
}
