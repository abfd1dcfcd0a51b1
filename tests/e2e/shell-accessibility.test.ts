import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/shared/i18n/locales/en';
import { axeViolations } from '../support/axe';
import { signInByKeyboard, visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { contextInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** Every key of the English catalogue, to prove none reaches a screen untranslated. */
function catalogueKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}
const keys = catalogueKeys(en).filter((key) => key.includes('.'));

async function expectNoRawKeys(page: Page) {
  const text = await visibleText(page);
  expect(keys.filter((key) => text.includes(key))).toEqual([]);
}

describe('the shell has no accessibility violations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await productBrowser();
    mkdirSync('test-results/screenshots', { recursive: true });
  });
  afterAll(() => browser?.close());

  for (const mode of sweepModes('every')) {
    it(`on login, dashboard, not-found and not-authorized in ${mode.name} mode`, async () => {
      const context = await contextInMode(browser, mode, { viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const shot = (screen: string) =>
        page.screenshot({
          path: `test-results/screenshots/shell-${screen}-${mode.name}.png`,
          fullPage: false,
        });

      await page.goto(`${productUrl}/login`);
      await page.locator('input[name="username"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        mode.language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await page.evaluate(() => document.body.classList.contains('accessibility-mode'))).toBe(
        mode.accessibility,
      );
      expect(await axeViolations(page)).toEqual([]);
      await expectNoRawKeys(page);
      await shot('login');

      await page.goto(`${productUrl}/pages/misc/not-found/404?from=%2Fmissing`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoRawKeys(page);
      await shot('not-found');

      await page.goto(`${productUrl}/not-authorized`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoRawKeys(page);
      await shot('not-authorized');

      await page.goto(`${productUrl}/login`);
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('demo1234');
      await page.keyboard.press('Enter');
      await page.getByRole('tree').getByRole('treeitem').first().waitFor();
      await page.getByRole('status').getByRole('term').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoRawKeys(page);
      await shot('dashboard');
      await context.close();
    });
  }

  it('signs in by keyboard in Arabic and puts the navigation on the right', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${productUrl}/login`);
    await signInByKeyboard(page, 'warehouse');
    await page.getByRole('tree').waitFor();
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const nav = await page.getByRole('navigation').first().boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav && main && nav.x > main.x).toBe(true);
    await page.reload();
    await page.getByRole('tree').waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    await context.close();
  });
});

describe('the security administration screens', () => {
  const suite = browserSuite(productUrl);
  const ipConfig = '/administration/ip-config';

  for (const mode of sweepModes('dark')) {
    it(`lists allowed ranges, the import and the password policy without violations in ${mode.name} mode`, async () => {
      const page = await suite.signedIn(ipConfig, 'admin', {
        viewport: { width: 1366, height: 900 },
        colorScheme: mode.colorScheme,
      });
      if (mode.language === 'ar') {
        await page.getByLabel('Language').selectOption('ar');
        await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      }
      if (mode.accessibility) {
        await page.keyboard.press('Alt+Shift+KeyA');
        await expect
          .poll(() => page.evaluate(() => document.body.classList.contains('accessibility-mode')))
          .toBe(true);
      }
      const screens: [string, string, () => Promise<void>][] = [
        // The grid's columns come with the list's model: checked once they are drawn.
        ['ip-ranges', ipConfig, () => page.getByRole('columnheader').first().waitFor()],
        ['ip-import', `${ipConfig}/bulk-import`, () => page.locator('textarea').waitFor()],
        ['ip-logs', `${ipConfig}/logs`, () => page.getByRole('heading', { level: 1 }).last().waitFor()],
        [
          'connected-clients',
          '/administration/utilities/connected-clients',
          () => page.getByRole('table').waitFor(),
        ],
        [
          'password-policy',
          '/administration/setup/general/security/password-administration',
          () => page.locator('input[name="minLength"]').waitFor(),
        ],
      ];
      for (const [name, path, ready] of screens) {
        await page.goto(`${productUrl}${path}`);
        await ready();
        expect(await axeViolations(page), `${name} in ${mode.name}`).toEqual([]);
        await expectNoRawKeys(page);
        if (!mode.accessibility)
          await page.screenshot({ path: `docs/screenshots/security-${name}-${mode.name}.png` });
      }
    });
  }

  it('ends another client’s session by keyboard, signing only that client out', async () => {
    const other = await fetch(`${productUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'e2e-other-client' },
      body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
    });
    const { access_token: token } = (await other.json()) as { access_token: string };
    const verify = () =>
      fetch(`${productUrl}/api/v1/auth/verify`, { headers: { authorization: `Bearer ${token}` } });
    expect((await verify()).status).toBe(200);

    const page = await suite.signedIn('/administration/utilities/connected-clients', 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    const table = page.getByRole('table', { name: en.security.clients.caption });
    await table.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const row = table.getByRole('row').filter({ hasText: 'e2e-other-client' });
    await row.getByRole('button', { name: /^End session of/ }).focus();
    await page.keyboard.press('Alt+Shift+Delete');
    const dialog = page.getByRole('alertdialog', { name: /End the session of/ });
    await dialog.waitFor();
    // The safe answer has focus: Enter now would keep the session.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(en.security.clients.keep);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/security-connected-clients-confirm-light.png' });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    const refused = await verify();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toContain(
      'An administrator ended this session',
    );
    // The administrator's own session goes on.
    await page.reload();
    await table.waitFor();
    expect(await table.getByRole('row').filter({ hasText: en.security.clients.current }).count()).toBe(1);
  });
});
