import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  layoutSettings,
  navigationModeSignal,
  reloadLayoutSettings,
  resetLayoutSettings,
  setAppContentLayoutNav,
  setAppContentWidth,
  setFooterType,
  setHorizontalNavType,
  setNavbarBlurEnabled,
  setNavbarType,
  setNavigationMode,
  setVerticalNavCollapsed,
} from './layout-settings';
import { createMemoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
import { setCookieJar } from './preference-cookie';
import { horizontalNavPopoverOffset } from './preference-values';

let jar: MemoryCookieJar;

function startWith(cookies: Record<string, string>) {
  jar = createMemoryCookieJar(cookies);
  setCookieJar(jar);
  reloadLayoutSettings();
}

/** What a browser would send back at the next visit. */
const storedCookies = () =>
  Object.fromEntries(
    jar.cookie
      .split('; ')
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

const current = () =>
  Object.fromEntries(Object.entries(layoutSettings).map(([key, value]) => [key, value.value]));

describe('layout settings', () => {
  beforeEach(() => startWith({}));
  afterEach(() => setCookieJar(undefined));

  it('start from the specification defaults when nothing is stored', () => {
    expect(current()).toEqual({
      navbarType: 'sticky',
      isNavbarBlurEnabled: true,
      isVerticalNavCollapsed: false,
      appContentWidth: 'boxed',
      appContentLayoutNav: 'vertical',
      horizontalNavType: 'sticky',
      footerType: 'static',
    });
    expect(horizontalNavPopoverOffset).toBe(6);
    expect(navigationModeSignal.value).toBe('vertical');
  });

  it('store every change under its app-prefixed name and read it back next time', () => {
    setNavbarType('static');
    setNavbarBlurEnabled(false);
    setAppContentWidth('fluid');
    setHorizontalNavType('hidden');
    setFooterType('sticky');
    setVerticalNavCollapsed(true);
    expect(jar.cookie.split('; ').sort()).toEqual([
      'meridian-erp-appContentWidth=fluid',
      'meridian-erp-footerType=sticky',
      'meridian-erp-horizontalNavType=hidden',
      'meridian-erp-isNavbarBlurEnabled=false',
      'meridian-erp-isVerticalNavCollapsed=true',
      'meridian-erp-navbarType=static',
    ]);
    startWith(storedCookies());
    expect(current()).toEqual({
      navbarType: 'static',
      isNavbarBlurEnabled: false,
      isVerticalNavCollapsed: true,
      appContentWidth: 'fluid',
      appContentLayoutNav: 'vertical',
      horizontalNavType: 'hidden',
      footerType: 'sticky',
    });
  });

  it('fall back to the default for tampered values instead of failing', () => {
    startWith({
      'meridian-erp-navbarType': 'floating',
      'meridian-erp-isNavbarBlurEnabled': '1',
      'meridian-erp-appContentLayoutNav': 'diagonal',
      'meridian-erp-footerType': '',
      'meridian-erp-appContentWidth': 'FLUID',
    });
    expect(current()).toMatchObject({
      navbarType: 'sticky',
      isNavbarBlurEnabled: true,
      appContentLayoutNav: 'vertical',
      footerType: 'static',
      appContentWidth: 'boxed',
    });
  });

  it('turn a hidden navbar sticky and uncollapse the vertical nav when horizontal navigation is chosen', () => {
    setNavbarType('hidden');
    setVerticalNavCollapsed(true);
    setAppContentLayoutNav('horizontal');
    expect(layoutSettings.appContentLayoutNav.value).toBe('horizontal');
    expect(layoutSettings.navbarType.value).toBe('sticky');
    expect(layoutSettings.isVerticalNavCollapsed.value).toBe(false);
    expect(jar.cookie).toContain('meridian-erp-navbarType=sticky');
    expect(jar.cookie).toContain('meridian-erp-isVerticalNavCollapsed=false');
  });

  it('leave a static navbar alone when horizontal navigation is chosen, and a hidden one when vertical is', () => {
    setNavbarType('static');
    setAppContentLayoutNav('horizontal');
    expect(layoutSettings.navbarType.value).toBe('static');
    setAppContentLayoutNav('vertical');
    setNavbarType('hidden');
    setAppContentLayoutNav('vertical');
    expect(layoutSettings.navbarType.value).toBe('hidden');
  });

  it('map the three navigation modes onto the layout nav and the collapsed flag', () => {
    setNavigationMode('collapsed');
    expect([layoutSettings.appContentLayoutNav.value, layoutSettings.isVerticalNavCollapsed.value]).toEqual([
      'vertical',
      true,
    ]);
    expect(navigationModeSignal.value).toBe('collapsed');
    setNavigationMode('horizontal');
    expect([layoutSettings.appContentLayoutNav.value, layoutSettings.isVerticalNavCollapsed.value]).toEqual([
      'horizontal',
      false,
    ]);
    expect(navigationModeSignal.value).toBe('horizontal');
    setNavigationMode('vertical');
    expect(navigationModeSignal.value).toBe('vertical');
  });

  it('forget every stored value on reset', () => {
    setNavbarType('hidden');
    setNavigationMode('horizontal');
    resetLayoutSettings();
    expect(current()).toMatchObject({ navbarType: 'sticky', appContentLayoutNav: 'vertical' });
    expect(jar.cookie).toBe('');
  });
});
