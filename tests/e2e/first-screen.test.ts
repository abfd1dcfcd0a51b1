import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJournal } from '../../src/server/db/migrations-folder';
import { signInByKeyboard } from '../support/browser-session';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

describe('the first screen in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await productBrowser();
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });
  afterAll(() => browser?.close());

  it('shows the product, and after signing in the live state of its server and database', async () => {
    await page.goto(productUrl);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meridian ERP');
    await signInByKeyboard(page, 'warehouse');
    const status = page.getByRole('status', { name: 'System status' });
    await status.getByText('Embedded PostgreSQL (PGlite)').waitFor();
    const newest = readJournal().entries.at(-1)?.tag ?? 'no migration';
    expect(await status.textContent()).toContain(newest);
    expect(consoleErrors, consoleErrors.join('\n')).toEqual([]);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  });

  it('loads only the shell and the sign-in screen on the first visit, not the other screens', async () => {
    const context = await page.context().browser()?.newContext();
    const fresh = await context?.newPage();
    if (!fresh) throw new Error('no browser page');
    const scripts: string[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await fresh.goto(`${productUrl}/login`);
    await fresh.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(scripts.some((script) => script.includes('login-screen'))).toBe(true);
    expect(scripts.filter((script) => /dashboard|access-control|register|not-found/.test(script))).toEqual(
      [],
    );
    await context?.close();
  });

  it('opens the application on a deep link reload, such as /sales/doc/17/5', async () => {
    const response = await page.goto(`${productUrl}/sales/doc/17/5`);
    expect(response?.status()).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Meridian ERP');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/sales/doc/17/5');
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
    await page.goto(`${productUrl}/not-authorized`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The screen puts focus in its own content; from the top of the document the skip link comes first.
    const firstFocusable = await page.evaluate(
      () =>
        document.querySelector<HTMLElement>('a[href], button, select, input, [tabindex="0"]')?.textContent,
    );
    expect(firstFocusable).toBe('Skip to content');
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('select');
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement ?? document.body).outlineStyle,
    );
    expect(outline).toBe('solid');
  });
});
