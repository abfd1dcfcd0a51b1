import { batch, computed, type ReadonlySignal } from '@preact/signals-react';
import { persistedPreference } from './persisted-preference';
import { booleanCodec, oneOf } from './preference-codecs';
import {
  type BarType,
  barTypes,
  type ContentLayoutNav,
  type ContentWidth,
  contentLayoutNavs,
  contentWidths,
  type LayoutSettings,
  layoutDefaults,
  type NavigationMode,
} from './preference-values';

const navbarType = persistedPreference('navbarType', oneOf(barTypes), () => layoutDefaults.navbarType);
const isNavbarBlurEnabled = persistedPreference(
  'isNavbarBlurEnabled',
  booleanCodec,
  () => layoutDefaults.isNavbarBlurEnabled,
);
const isVerticalNavCollapsed = persistedPreference(
  'isVerticalNavCollapsed',
  booleanCodec,
  () => layoutDefaults.isVerticalNavCollapsed,
);
const appContentWidth = persistedPreference(
  'appContentWidth',
  oneOf(contentWidths),
  () => layoutDefaults.appContentWidth,
);
const appContentLayoutNav = persistedPreference(
  'appContentLayoutNav',
  oneOf(contentLayoutNavs),
  () => layoutDefaults.appContentLayoutNav,
);
const horizontalNavType = persistedPreference(
  'horizontalNavType',
  oneOf(barTypes),
  () => layoutDefaults.horizontalNavType,
);
const footerType = persistedPreference('footerType', oneOf(barTypes), () => layoutDefaults.footerType);

const all = [
  navbarType,
  isNavbarBlurEnabled,
  isVerticalNavCollapsed,
  appContentWidth,
  appContentLayoutNav,
  horizontalNavType,
  footerType,
];

/** The layout settings of specification section 3; change them only through the setters below. */
export const layoutSettings = {
  navbarType: navbarType.signal,
  isNavbarBlurEnabled: isNavbarBlurEnabled.signal,
  isVerticalNavCollapsed: isVerticalNavCollapsed.signal,
  appContentWidth: appContentWidth.signal,
  appContentLayoutNav: appContentLayoutNav.signal,
  horizontalNavType: horizontalNavType.signal,
  footerType: footerType.signal,
} satisfies { [K in keyof LayoutSettings]: ReadonlySignal<LayoutSettings[K]> };

export const setNavbarType = (value: BarType): void => navbarType.set(value);
export const setNavbarBlurEnabled = (value: boolean): void => isNavbarBlurEnabled.set(value);
export const setVerticalNavCollapsed = (value: boolean): void => isVerticalNavCollapsed.set(value);
export const setAppContentWidth = (value: ContentWidth): void => appContentWidth.set(value);
export const setHorizontalNavType = (value: BarType): void => horizontalNavType.set(value);
export const setFooterType = (value: BarType): void => footerType.set(value);

/**
 * Specification section 4: choosing horizontal navigation turns a hidden navbar into a sticky one
 * and uncollapses the vertical navigation.
 */
export function setAppContentLayoutNav(value: ContentLayoutNav): void {
  batch(() => {
    appContentLayoutNav.set(value);
    if (value !== 'horizontal') return;
    if (navbarType.signal.value === 'hidden') navbarType.set('sticky');
    if (isVerticalNavCollapsed.signal.value) isVerticalNavCollapsed.set(false);
  });
}

/** Vertical, collapsed (vertical with isVerticalNavCollapsed) or horizontal. */
export const navigationModeSignal: ReadonlySignal<NavigationMode> = computed(() => {
  if (appContentLayoutNav.signal.value === 'horizontal') return 'horizontal';
  return isVerticalNavCollapsed.signal.value ? 'collapsed' : 'vertical';
});

export function setNavigationMode(mode: NavigationMode): void {
  batch(() => {
    setAppContentLayoutNav(mode === 'horizontal' ? 'horizontal' : 'vertical');
    if (mode !== 'horizontal') isVerticalNavCollapsed.set(mode === 'collapsed');
  });
}

/** Reads every layout setting from the cookies again (after pointing them at another jar, in tests). */
export function reloadLayoutSettings(): void {
  batch(() => {
    for (const preference of all) preference.reload();
  });
}

export function resetLayoutSettings(): void {
  batch(() => {
    for (const preference of all) preference.reset();
  });
}
