import { useSignals } from '@preact/signals-react/runtime';
import { accessibilityEnabledSignal, toggleAccessibility } from '../../preferences/accessibility-setting';
import { layoutSettings, setVerticalNavCollapsed } from '../../preferences/layout-settings';
import type { ThemeChoice } from '../../preferences/preference-values';
import { setTheme, themeSettings } from '../../preferences/theme-settings';

/** What the signed-in frame reads of the layout, theme and accessibility settings, and its actions. */
export function useShellPreferences() {
  useSignals();
  const theme = themeSettings.theme.value;
  return {
    navType: layoutSettings.appContentLayoutNav.value,
    collapsed: layoutSettings.isVerticalNavCollapsed.value,
    navbarType: layoutSettings.navbarType.value,
    navbarBlur: layoutSettings.isNavbarBlurEnabled.value,
    footerType: layoutSettings.footerType.value,
    contentWidth: layoutSettings.appContentWidth.value,
    horizontalNavType: layoutSettings.horizontalNavType.value,
    theme,
    accessibility: accessibilityEnabledSignal.value,
    setTheme: (choice: ThemeChoice) => setTheme(choice),
    toggleAccessibility,
    toggleCollapsed: () => setVerticalNavCollapsed(!layoutSettings.isVerticalNavCollapsed.value),
  };
}

export type ShellPreferences = ReturnType<typeof useShellPreferences>;
