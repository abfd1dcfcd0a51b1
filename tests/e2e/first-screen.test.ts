import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readJournal } from '../../src/server/db/migrations-folder';
import { axeViolations } from '../support/axe';
import { launchChromium } from '../support/chromium';

const productUrl = inject('productUrl');

describe('the first screen in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  afterAll(() => browser?.close());

  it('shows the product and the live state of its server and database', async () => {
    await page.goto(productUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meridian ERP');
    const status = page.getByRole('status', { name: 'System status' });
    await status.getByText('Embedded PostgreSQL (PGlite)').waitFor();
    const newest = readJournal().entries.at(-1)?.tag ?? 'no migration';
    expect(await status.textContent()).toContain(newest);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
  });

  it('opens the application on a deep link reload, such as /sales/doc/17/5', async () => {
    const response = await page.goto(`${productUrl}/sales/doc/17/5`);
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meridian ERP');
  });

  it('does not run a script injected into the page (Content-Security-Policy)', async () => {
    await page.goto(productUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "yes"';
      document.body.append(script);
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img src="/missing.png" onerror="document.body.dataset.handler = \'yes\'">',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      return [document.body.dataset.injected, document.body.dataset.handler];
    });
    expect(ran).toEqual([undefined, undefined]);
    consoleErrors.length = 0;
  });

  it('answers a missing asset with 404 instead of the application', async () => {
    const response = await page.request.get(`${productUrl}/assets/no-such-file.js`);
    expect(response.status()).toBe(404);
  });

  it('switches to Arabic, mirrors the page, and remembers the choice', async () => {
    await page.goto(productUrl);
    await page.getByLabel('Language').selectOption('ar');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('combobox').selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
  });

  it('is usable by keyboard: a skip link first, then the language choice', async () => {
    await page.goto(productUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('select');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement ?? document.body).outlineStyle,
    );
    expect(outline).toBe('solid');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const language of ['en', 'ar'] as const) {
      it(`has no accessibility violations in ${colorScheme} colours, ${language === 'ar' ? 'right-to-left' : 'left-to-right'}`, async () => {
        await page.emulateMedia({ colorScheme });
        await page.goto(productUrl);
        await page.evaluate((chosen) => window.localStorage.setItem('language', chosen), language);
        await page.reload();
        await page.getByRole('status').getByRole('term').first().waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({
          path: `test-results/screenshots/first-screen-${colorScheme}-${language}.png`,
        });
      });
    }
  }
});
