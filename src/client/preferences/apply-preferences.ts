import { effect } from '@preact/signals-react';
import { setElementVars } from '@vanilla-extract/dynamic';
import '../../../themes/global.css';
import '../../../themes/accessibility.css';
import { accessibilityModeClass } from '../../../themes/accessibility-mode';
import { vars } from '../../../themes/contract.css';
import { darkTheme } from '../../../themes/dark.css';
import { lightTheme } from '../../../themes/light.css';
import { onPrimaryFor } from '../../../themes/primary-colors';
import { semiDarkNavClass } from '../../../themes/semi-dark-nav.css';
import { skins } from '../../../themes/skin-names';
import { skinClasses } from '../../../themes/skins.css';
import { accessibilityEnabledSignal } from './accessibility-setting';
import { type MediaWindow, watchDeviceColorScheme } from './device-color-scheme';
import { resolveTheme } from './resolved-theme';
import { setColorScheme, themeSettings } from './theme-settings';

const primaryVars = [vars.color.primary, vars.color.primaryDarken, vars.color.onPrimary];

/** `var(--x)` to `--x`, the name style.removeProperty wants. */
const propertyName = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

function userPrimaryColors(scheme: 'light' | 'dark') {
  const primary = (
    scheme === 'light' ? themeSettings.lightThemePrimaryColor : themeSettings.darkThemePrimaryColor
  ).value;
  const darken = (
    scheme === 'light'
      ? themeSettings.lightThemePrimaryDarkenColor
      : themeSettings.darkThemePrimaryDarkenColor
  ).value;
  return {
    [vars.color.primary]: primary,
    [vars.color.primaryDarken]: darken,
    [vars.color.onPrimary]: onPrimaryFor(primary),
  };
}

/**
 * Keeps the page in step with the preferences: the theme, skin and semi-dark classes and the
 * user's primary colours on <html>, the accessibility-mode class on <body>, and the stored
 * color-scheme in step with the device. Returns the function that stops all of it.
 */
export function applyPreferences(doc: Document, win: MediaWindow): () => void {
  const root = doc.documentElement;
  const stopEffect = effect(() => {
    const resolved = resolveTheme(themeSettings.theme.value, themeSettings.colorScheme.value);
    root.classList.toggle(lightTheme, resolved === 'light');
    root.classList.toggle(darkTheme, resolved === 'dark');
    for (const skin of skins) root.classList.toggle(skinClasses[skin], skin === themeSettings.skin.value);
    root.classList.toggle(semiDarkNavClass, themeSettings.isVerticalNavSemiDark.value);
    root.style.colorScheme = resolved;

    const accessible = accessibilityEnabledSignal.value;
    doc.body.classList.toggle(accessibilityModeClass, accessible);
    // Accessibility mode has its own AAA primaries; a chosen colour could undercut them.
    if (accessible) for (const variable of primaryVars) root.style.removeProperty(propertyName(variable));
    else setElementVars(root, userPrimaryColors(resolved));
  });
  const stopWatching = watchDeviceColorScheme(win, setColorScheme);
  return () => {
    stopEffect();
    stopWatching();
  };
}
