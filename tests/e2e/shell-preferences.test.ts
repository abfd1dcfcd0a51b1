import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { signInByKeyboard } from '../support/browser-session';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

const htmlState = (page: Page) =>
  page.evaluate(() => ({
    colorScheme: document.documentElement.style.colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    accessibility: document.body.classList.contains('accessibility-mode'),
  }));

/** Theme, layout and accessibility settings change at run time and survive a reload. */
describe('shell preferences in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function signedIn(user = 'dispatcher') {
    context = await browser.newContext({ colorScheme: 'light', viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await page.goto(`${productUrl}/login`);
    await signInByKeyboard(page, user);
    await page.getByRole('tree', { name: 'Main menu' }).waitFor();
  }

  it('switches to the dark theme from the navbar and keeps it after a reload', async () => {
    await signedIn();
    const light = await htmlState(page);
    expect(light.colorScheme).toBe('light');
    await page.getByRole('button', { name: 'Theme: System' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(async () => (await htmlState(page)).colorScheme).toBe('dark');
    const dark = await htmlState(page);
    expect(dark.background).not.toBe(light.background);
    await page.reload();
    await page.getByRole('tree', { name: 'Main menu' }).waitFor();
    expect(await htmlState(page)).toEqual(dark);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'meridian-erp-theme')).toMatchObject({
      value: 'dark',
      path: '/',
    });
  });

  it('changes to horizontal navigation in the customizer by keyboard and keeps it after a reload', async () => {
    await signedIn();
    await page.keyboard.press('Alt+Shift+KeyC');
    const dialog = page.getByRole('dialog', { name: 'Customize' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: 'Horizontal' }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('menubar', { name: 'Main menu' }).waitFor();
    expect(await page.getByRole('tree').count()).toBe(0);
    await page.reload();
    await page.getByRole('menubar', { name: 'Main menu' }).waitFor();
    await page.getByRole('menuitem', { name: 'Logistics Hub' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('menu', { name: 'Logistics Hub' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Account: / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu', { name: /^Account: / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/shell-horizontal-navigation.png' });
  });

  it('collapses the vertical navigation to icons and remembers it', async () => {
    await signedIn();
    await page.getByRole('button', { name: 'Collapse the menu' }).click();
    await page.getByRole('button', { name: 'Expand the menu' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Expand the menu' }).waitFor();
    // Icons only, each still named for screen readers.
    await page.getByRole('treeitem', { name: 'Dashboard' }).waitFor();
    const width = (await page.getByRole('navigation', { name: 'Main menu' }).boundingBox())?.width ?? 0;
    expect(width).toBeLessThan(100);
  });

  it('turns accessibility mode on by its shortcut, adds the body class, and remembers it', async () => {
    await signedIn('warehouse');
    expect((await htmlState(page)).accessibility).toBe(false);
    await page.keyboard.press('Alt+Shift+KeyA');
    await expect.poll(async () => (await htmlState(page)).accessibility).toBe(true);
    expect(await page.evaluate(() => window.localStorage.getItem('accessibilityEnabled'))).toBe('true');
    expect(await page.getByRole('button', { name: 'Accessibility mode' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.reload();
    await page.getByRole('tree', { name: 'Main menu' }).waitFor();
    expect((await htmlState(page)).accessibility).toBe(true);
    const focusWidth = await page.evaluate(() => {
      document.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
      return Number.parseFloat(getComputedStyle(document.activeElement ?? document.body).outlineWidth);
    });
    expect(focusWidth).toBeGreaterThanOrEqual(4);
  });

  it('offers accessibility mode before signing in, by button and by shortcut', async () => {
    context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${productUrl}/login`);
    const toggle = page.getByRole('button', { name: 'Accessibility mode' });
    await toggle.click();
    await expect.poll(async () => (await htmlState(page)).accessibility).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('User name or e-mail').focus();
    await page.keyboard.press('Alt+Shift+KeyA');
    await expect.poll(async () => (await htmlState(page)).accessibility).toBe(false);
    expect(await toggle.getAttribute('aria-keyshortcuts')).toBe('Alt+Shift+A');
  });

  it('shows the navigation as a drawer below 1280 pixels, opened and closed by keyboard', async () => {
    await signedIn();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('button', { name: 'Open the menu' }).waitFor();
    expect(await page.getByRole('tree').count()).toBe(0);
    await page.getByRole('button', { name: 'Open the menu' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.getByRole('tree').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Open the menu',
    );
  });
});
