import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { pathAndQuery, signInByKeyboard } from '../support/browser-session';
import { demoTopLevelMenus } from '../support/demo-menus';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

const expectedMenus = demoTopLevelMenus;

const topLevelMenu = (page: Page) =>
  page.getByRole('tree', { name: 'Main menu' }).locator('[role="treeitem"][aria-level="1"]').allInnerTexts();

/** Opens the account menu by keyboard and chooses Sign out, the menu's last item. */
async function signOutByKeyboard(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).focus();
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Sign out');
  await page.keyboard.press('Enter');
}

describe('signing in and out in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());

  for (const [user, menu] of Object.entries(expectedMenus)) {
    it(`signs ${user} in by keyboard, shows only that user's menu, and leaves no session key after signing out`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(productUrl);
      await signInByKeyboard(page, user, 'demo1234');
      await page.getByRole('tree', { name: 'Main menu' }).getByRole('treeitem').first().waitFor();
      expect(await topLevelMenu(page)).toEqual(menu);
      const stored = await page.evaluate(() => Object.keys(window.localStorage).sort());
      expect(stored).toEqual(
        expect.arrayContaining([
          'accessToken',
          'id_token',
          'stoken',
          'token',
          'userAbilityRules',
          'userData',
        ]),
      );

      // Focus moved to the content of the page signed in to: its pane in the workspace.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-pane-id')))
        .toBe(true);

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await signOutByKeyboard(page);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('username');
      const left = await page.evaluate(() => Object.keys(window.localStorage));
      // The language and the user's own layouts and recent pages stay: preferences, not the session.
      const preference = (key: string) =>
        key === 'language' ||
        key.startsWith('meridian-erp-layouts:') ||
        key.startsWith('meridian-erp-recent:');
      expect(left.filter((key) => !preference(key))).toEqual([]);
      await context.close();
    });
  }

  it('goes to the redirect target after signing in, to the dashboard without one, and to login after signing out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${productUrl}/login?redirect=${encodeURIComponent('/sales/doc/17?DocStatus=O')}`);
    await signInByKeyboard(page, 'sales', 'demo1234');
    await expect.poll(() => pathAndQuery(page)).toBe('/sales/doc/17?DocStatus=O');
    await signOutByKeyboard(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await signInByKeyboard(page, 'sales', 'demo1234');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });

  it('shows why a sign-in failed, in the chosen language', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(productUrl);
    await signInByKeyboard(page, 'sales', 'not the password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The user name or the password is not right.');
    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('Mot de passe').fill('still wrong');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Le nom d’utilisateur ou le mot de passe est incorrect.');
    await context.close();
  });

  it('has no accessibility violations on the sign-in form and the signed-in view, in both directions', async () => {
    for (const language of ['en', 'ar']) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(productUrl);
      await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
      await page.reload();
      await page.locator('form input[name="username"]').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/sign-in-${language}.png` });
      await page.locator('input[name="username"]').fill('sales');
      await page.locator('input[name="password"]').fill('demo1234');
      await page.keyboard.press('Enter');
      await page.getByRole('tree').getByRole('treeitem').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screenshots/signed-in-${language}.png` });
      await context.close();
    }
  });
});
