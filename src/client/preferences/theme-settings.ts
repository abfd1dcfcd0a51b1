import { batch, computed, type ReadonlySignal } from '@preact/signals-react';
import type { PrimaryPair, PrimaryPreset } from '../../../themes/primary-colors';
import { type Skin, skins } from '../../../themes/skin-names';
import { currentWindow, deviceColorScheme } from './device-color-scheme';
import { persistedPreference } from './persisted-preference';
import { booleanCodec, hexColourCodec, oneOf } from './preference-codecs';
import {
  type ColorScheme,
  colorSchemes,
  type ThemeChoice,
  type ThemeSettings,
  themeChoices,
  themeDefaults,
} from './preference-values';
import { resolveTheme } from './resolved-theme';

const theme = persistedPreference('theme', oneOf(themeChoices), () => themeDefaults.theme);
const colorScheme = persistedPreference('color-scheme', oneOf(colorSchemes), () =>
  deviceColorScheme(currentWindow()),
);
const isVerticalNavSemiDark = persistedPreference(
  'isVerticalNavSemiDark',
  booleanCodec,
  () => themeDefaults.isVerticalNavSemiDark,
);
const skin = persistedPreference('skin', oneOf(skins), () => themeDefaults.skin);
const lightThemePrimaryColor = persistedPreference(
  'lightThemePrimaryColor',
  hexColourCodec,
  () => themeDefaults.lightThemePrimaryColor,
);
const lightThemePrimaryDarkenColor = persistedPreference(
  'lightThemePrimaryDarkenColor',
  hexColourCodec,
  () => themeDefaults.lightThemePrimaryDarkenColor,
);
const darkThemePrimaryColor = persistedPreference(
  'darkThemePrimaryColor',
  hexColourCodec,
  () => themeDefaults.darkThemePrimaryColor,
);
const darkThemePrimaryDarkenColor = persistedPreference(
  'darkThemePrimaryDarkenColor',
  hexColourCodec,
  () => themeDefaults.darkThemePrimaryDarkenColor,
);

const all = [
  theme,
  colorScheme,
  isVerticalNavSemiDark,
  skin,
  lightThemePrimaryColor,
  lightThemePrimaryDarkenColor,
  darkThemePrimaryColor,
  darkThemePrimaryDarkenColor,
];

/** The theme settings of specification section 3; change them only through the setters below. */
export const themeSettings = {
  theme: theme.signal,
  colorScheme: colorScheme.signal,
  isVerticalNavSemiDark: isVerticalNavSemiDark.signal,
  skin: skin.signal,
  lightThemePrimaryColor: lightThemePrimaryColor.signal,
  lightThemePrimaryDarkenColor: lightThemePrimaryDarkenColor.signal,
  darkThemePrimaryColor: darkThemePrimaryColor.signal,
  darkThemePrimaryDarkenColor: darkThemePrimaryDarkenColor.signal,
} satisfies { [K in keyof ThemeSettings]: ReadonlySignal<ThemeSettings[K]> };

/** The theme in force: light or dark. */
export const resolvedThemeSignal = computed(() => resolveTheme(theme.signal.value, colorScheme.signal.value));

export const setTheme = (value: ThemeChoice): void => theme.set(value);

/** Light, dark, system, and round again: the theme shortcut. */
export function cycleTheme(): void {
  const next = themeChoices[(themeChoices.indexOf(theme.signal.value) + 1) % themeChoices.length];
  if (next) theme.set(next);
}
export const setColorScheme = (value: ColorScheme): void => colorScheme.set(value);
export const setVerticalNavSemiDark = (value: boolean): void => isVerticalNavSemiDark.set(value);
export const setSkin = (value: Skin): void => skin.set(value);

/** The primary colour and its darker companion of one theme. */
export function setPrimaryColors(scheme: ColorScheme, pair: PrimaryPair): void {
  batch(() => {
    if (scheme === 'light') {
      lightThemePrimaryColor.set(pair.primary);
      lightThemePrimaryDarkenColor.set(pair.darken);
    } else {
      darkThemePrimaryColor.set(pair.primary);
      darkThemePrimaryDarkenColor.set(pair.darken);
    }
  });
}

/** A preset sets both themes, each with the shade made for it. */
export function choosePrimaryPreset(preset: PrimaryPreset): void {
  batch(() => {
    setPrimaryColors('light', preset.light);
    setPrimaryColors('dark', preset.dark);
  });
}

/** The preset the stored colours match in both themes, if any. */
export function matchesPreset(preset: PrimaryPreset): boolean {
  return (
    lightThemePrimaryColor.signal.value === preset.light.primary &&
    lightThemePrimaryDarkenColor.signal.value === preset.light.darken &&
    darkThemePrimaryColor.signal.value === preset.dark.primary &&
    darkThemePrimaryDarkenColor.signal.value === preset.dark.darken
  );
}

/** Reads every theme setting from the cookies again (after pointing them at another jar, in tests). */
export function reloadThemeSettings(): void {
  batch(() => {
    for (const preference of all) preference.reload();
  });
}

/** Forgets the stored theme settings; the color-scheme follows the device again. */
export function resetThemeSettings(): void {
  batch(() => {
    for (const preference of all) preference.reset();
  });
}
