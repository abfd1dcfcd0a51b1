// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, setupI18n } from '../i18n/i18n-setup';
import { getByRole, queryAllByRole } from '../testing/accessible-queries';
import { accessibilityEnabledSignal, reloadAccessibilitySetting } from './accessibility-setting';
import { CustomizerPanel } from './customizer-panel';
import { layoutSettings, reloadLayoutSettings } from './layout-settings';
import { createMemoryCookieJar, type MemoryCookieJar } from './memory-cookie-jar';
import { setCookieJar } from './preference-cookie';
import { reloadThemeSettings, themeSettings } from './theme-settings';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
let container: HTMLElement;
let jar: MemoryCookieJar;
let onClose: ReturnType<typeof vi.fn<() => void>>;

async function render(open = true) {
  await act(async () => {
    root ??= createRoot(container);
    root.render(<CustomizerPanel open={open} onClose={onClose} />);
  });
}

const dialog = () => getByRole(container, 'dialog', { name: 'Customize' });

/** The radio group (a fieldset) whose legend reads `legend`. */
function group(legend: string): HTMLFieldSetElement {
  const found = [...container.querySelectorAll('fieldset')].filter(
    (fieldset) => fieldset.querySelector('legend')?.textContent === legend,
  );
  const [only] = found;
  if (found.length !== 1 || !only)
    throw new Error(`Expected one group named ${legend}, found ${found.length}`);
  return only;
}

function input(element: Element): HTMLInputElement {
  if (!(element instanceof HTMLInputElement)) throw new Error('not a native input');
  return element;
}

const radio = (legend: string, name: string) => input(getByRole(group(legend), 'radio', { name }));
const checkbox = (name: string) => input(getByRole(container, 'checkbox', { name }));
const button = (name: string) => getByRole(container, 'button', { name });

async function click(element: Element) {
  await act(async () => {
    if (element instanceof HTMLElement) element.click();
  });
}

async function press(key: string, shiftKey = false) {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }));
  });
}

describe('CustomizerPanel', () => {
  beforeAll(() => setupI18n('en'));
  beforeEach(() => {
    jar = createMemoryCookieJar();
    setCookieJar(jar);
    reloadThemeSettings();
    reloadLayoutSettings();
    reloadAccessibilitySetting(window.localStorage);
    onClose = vi.fn<() => void>();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
    container.remove();
    window.localStorage.clear();
    setCookieJar(undefined);
    await changeLanguage('en', undefined);
  });

  it('opens as a modal dialog named by its heading, with focus inside it', async () => {
    await render();
    const sheet = dialog();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(getByRole(sheet, 'heading', { level: 2, name: 'Customize' }).id).toBe(
      sheet.getAttribute('aria-labelledby'),
    );
    expect(sheet.contains(document.activeElement)).toBe(true);
  });

  it('shows nothing while closed', async () => {
    await render(false);
    expect(queryAllByRole(container, 'dialog')).toEqual([]);
  });

  it('switches the theme and remembers it', async () => {
    await render();
    expect(radio('Theme', 'System').checked).toBe(true);
    await click(radio('Theme', 'Dark'));
    expect(themeSettings.theme.value).toBe('dark');
    expect(jar.cookie).toContain('meridian-erp-theme=dark');
    expect(radio('Theme', 'Dark').checked).toBe(true);
    expect(radio('Theme', 'System').checked).toBe(false);
  });

  it('applies a primary colour preset to both themes', async () => {
    await render();
    expect(radio('Primary colour', 'Blue').checked).toBe(true);
    await click(radio('Primary colour', 'Green'));
    expect(themeSettings.lightThemePrimaryColor.value).toBe('#15803D');
    expect(themeSettings.darkThemePrimaryColor.value).toBe('#4ADE80');
    expect(jar.cookie).toContain('meridian-erp-lightThemePrimaryColor=%2315803D');
    expect(radio('Primary colour', 'Green').checked).toBe(true);
  });

  it('changes the skin, the semi-dark navigation and the navbar blur', async () => {
    await render();
    await click(radio('Skin', 'Bordered'));
    await click(checkbox('Semi-dark navigation'));
    await click(checkbox('Blur the navbar'));
    expect(themeSettings.skin.value).toBe('bordered');
    expect(themeSettings.isVerticalNavSemiDark.value).toBe(true);
    expect(layoutSettings.isNavbarBlurEnabled.value).toBe(false);
    expect(jar.cookie).toContain('meridian-erp-skin=bordered');
    expect(jar.cookie).toContain('meridian-erp-isVerticalNavSemiDark=true');
    expect(jar.cookie).toContain('meridian-erp-isNavbarBlurEnabled=false');
  });

  it('changes content width, footer and horizontal navigation bar, each in its own group', async () => {
    await render();
    await click(radio('Content width', 'Fluid'));
    await click(radio('Footer', 'Hidden'));
    await click(radio('Horizontal navigation bar', 'Static'));
    expect(layoutSettings.appContentWidth.value).toBe('fluid');
    expect(layoutSettings.footerType.value).toBe('hidden');
    expect(layoutSettings.horizontalNavType.value).toBe('static');
    expect(layoutSettings.navbarType.value).toBe('sticky');
    expect(jar.cookie).toContain('meridian-erp-footerType=hidden');
  });

  it('collapses the navigation, and un-hides the navbar when horizontal navigation is chosen', async () => {
    await render();
    await click(radio('Navbar', 'Hidden'));
    await click(radio('Navigation layout', 'Collapsed'));
    expect(layoutSettings.isVerticalNavCollapsed.value).toBe(true);
    await click(radio('Navigation layout', 'Horizontal'));
    expect(layoutSettings.appContentLayoutNav.value).toBe('horizontal');
    expect(layoutSettings.isVerticalNavCollapsed.value).toBe(false);
    expect(radio('Navbar', 'Sticky').checked).toBe(true);
    expect(jar.cookie).toContain('meridian-erp-appContentLayoutNav=horizontal');
    expect(jar.cookie).toContain('meridian-erp-navbarType=sticky');
  });

  it('turns accessibility mode on and stores it in localStorage', async () => {
    await render();
    await click(checkbox('Accessibility mode'));
    expect(accessibilityEnabledSignal.value).toBe(true);
    expect(window.localStorage.getItem('accessibilityEnabled')).toBe('true');
    expect(group('Primary colour').textContent).toContain('high-contrast');
  });

  it('resets layout and theme settings to their defaults', async () => {
    await render();
    await click(radio('Theme', 'Light'));
    await click(radio('Navbar', 'Static'));
    await click(button('Reset to defaults'));
    expect(themeSettings.theme.value).toBe('system');
    expect(layoutSettings.navbarType.value).toBe('sticky');
    expect(radio('Theme', 'System').checked).toBe(true);
    expect(jar.cookie).toBe('');
  });

  it('closes on Escape and with the Close button', async () => {
    await render();
    await press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    await click(button('Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside: past the last control back to the first, and the other way', async () => {
    await render();
    const close = button('Close');
    const reset = button('Reset to defaults');
    expect(document.activeElement).toBe(close);
    await press('Tab', true);
    expect(document.activeElement).toBe(reset);
    await press('Tab');
    expect(document.activeElement).toBe(close);
  });

  it('gives focus back to what had it before once closed', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    await render(true);
    expect(document.activeElement).not.toBe(opener);
    await render(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('speaks Arabic when the page does', async () => {
    await changeLanguage('ar', undefined);
    await render();
    expect(getByRole(container, 'dialog', { name: 'تخصيص الواجهة' })).toBeTruthy();
    expect(radio('السمة', 'داكنة')).toBeTruthy();
  });
});
