import { defaultPrimaryColors } from '../../../themes/primary-colors';
import type { Skin } from '../../../themes/skin-names';

/** The choices and defaults of the layout and theme settings (specification sections 3, 4, 9). */
export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/** How the navbar, the footer and the horizontal navigation sit on the page. */
export const barTypes = ['sticky', 'static', 'hidden'] as const;
export type BarType = (typeof barTypes)[number];

export const contentWidths = ['boxed', 'fluid'] as const;
export type ContentWidth = (typeof contentWidths)[number];

export const contentLayoutNavs = ['vertical', 'horizontal'] as const;
export type ContentLayoutNav = (typeof contentLayoutNavs)[number];

/** What the customizer offers: collapsed is the vertical navigation with isVerticalNavCollapsed. */
export const navigationModes = ['vertical', 'collapsed', 'horizontal'] as const;
export type NavigationMode = (typeof navigationModes)[number];

/** Distance in pixels between a horizontal-navigation item and its popover; not a preference. */
export const horizontalNavPopoverOffset = 6;

export interface LayoutSettings {
  navbarType: BarType;
  isNavbarBlurEnabled: boolean;
  isVerticalNavCollapsed: boolean;
  appContentWidth: ContentWidth;
  appContentLayoutNav: ContentLayoutNav;
  horizontalNavType: BarType;
  footerType: BarType;
}

export const layoutDefaults: LayoutSettings = {
  navbarType: 'sticky',
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  appContentWidth: 'boxed',
  appContentLayoutNav: 'vertical',
  horizontalNavType: 'sticky',
  footerType: 'static',
};

export interface ThemeSettings {
  theme: ThemeChoice;
  colorScheme: ColorScheme;
  isVerticalNavSemiDark: boolean;
  skin: Skin;
  lightThemePrimaryColor: string;
  lightThemePrimaryDarkenColor: string;
  darkThemePrimaryColor: string;
  darkThemePrimaryDarkenColor: string;
}

/** colorScheme has no fixed default: it follows the device (see device-color-scheme.ts). */
export const themeDefaults: Omit<ThemeSettings, 'colorScheme'> = {
  theme: 'system',
  isVerticalNavSemiDark: false,
  skin: 'default',
  lightThemePrimaryColor: defaultPrimaryColors.light.primary,
  lightThemePrimaryDarkenColor: defaultPrimaryColors.light.darken,
  darkThemePrimaryColor: defaultPrimaryColors.dark.primary,
  darkThemePrimaryDarkenColor: defaultPrimaryColors.dark.darken,
};
