import type { Browser, BrowserContext } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { openFromPalette, pathAndQuery, signInByKeyboard } from '../support/browser-session';
import { productBrowser, productServerUrl } from '../support/product-server';
import { panes } from '../support/workspace-panes';

const productUrl = productServerUrl();

describe('the tiled workspace in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function signedIn(user = 'admin', path = '/login') {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${productUrl}${path}`);
    await signInByKeyboard(page, user);
    await page.locator('[data-pane-id]').first().waitFor();
    return page;
  }

  it('opens three pages from the palette into splits by keyboard, moves focus and swaps panes, and restores all of it from the URL in another browser', async () => {
    const page = await signedIn();
    await openFromPalette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(async () => (await panes(page)).titles).toEqual(['Dashboard', 'Price Lists']);
    await openFromPalette(page, 'SO 12', 'Shift+Enter');
    await expect
      .poll(async () => panes(page))
      .toEqual({ titles: ['Dashboard', 'Price Lists', 'Sales Order · 12'], focused: 'Sales Order · 12' });

    // Focus: up to Price Lists, then left to the Dashboard; swap it with its right neighbour.
    await page.keyboard.press('Alt+Shift+ArrowUp');
    await expect.poll(async () => (await panes(page)).focused).toBe('Price Lists');
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await expect.poll(async () => (await panes(page)).focused).toBe('Dashboard');
    await page.keyboard.press('Alt+Shift+KeyX');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await panes(page)).titles)
      .toEqual(['Price Lists', 'Dashboard', 'Sales Order · 12']);
    expect((await panes(page)).focused).toBe('Dashboard');
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-pane-id]')?.getAttribute('aria-label')),
      )
      .toMatch(/^Dashboard, pane 2 of 3$/);
    const before = await panes(page);
    const address = page.url();
    expect(new URL(address).searchParams.get('ws')).toBeTruthy();

    await page.reload();
    await page.locator('[data-pane-id]').nth(2).waitFor();
    // A pane's title arrives with its screen, a moment after the pane itself.
    await expect.poll(() => panes(page)).toEqual(before);

    const elsewhere = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const other = await elsewhere.newPage();
    await other.goto(address);
    await signInByKeyboard(other, 'admin');
    await other.locator('[data-pane-id]').nth(2).waitFor();
    await expect.poll(() => panes(other)).toEqual(before);
    await elsewhere.close();
  });

  it('opens a clean single pane and says why when the layout in the URL was tampered with', async () => {
    const page = await signedIn();
    await openFromPalette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(2);
    const url = new URL(page.url());
    const layout = url.searchParams.get('ws') ?? '';
    const middle = Math.floor(layout.length / 2);
    url.searchParams.set(
      'ws',
      `${layout.slice(0, middle)}${layout[middle] === 'A' ? 'B' : 'A'}${layout.slice(middle + 1)}`,
    );
    await page.goto(url.toString());
    await page.getByRole('status').filter({ hasText: 'single pane opened instead' }).waitFor();
    await expect.poll(async () => (await panes(page)).titles.length).toBe(1);
  });

  it('shows not-authorized inside the one pane whose page the user may not see, while the others work', async () => {
    const page = await signedIn('sales', '/access-control');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(1);
    await page.locator('[data-pane-id]').getByRole('heading', { name: 'You are not authorized' }).waitFor();
    await openFromPalette(page, 'Dashboard', 'Control+Enter');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(2);
    const dashboard = page
      .locator('[data-pane-id]')
      .filter({ has: page.getByRole('heading', { name: 'Dashboard', level: 1 }) });
    await dashboard.getByRole('status', { name: 'System status' }).waitFor();
    expect(await page.getByRole('heading', { name: 'You are not authorized' }).count()).toBe(1);
    expect(pathAndQuery(page)).toBe('/dashboard');
  });

  it('closes a pane and reopens it, maximises and restores, by keyboard', async () => {
    const page = await signedIn();
    await openFromPalette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(2);
    await page.keyboard.press('Alt+Shift+KeyW');
    await expect.poll(async () => (await panes(page)).titles).toEqual(['Dashboard']);
    await page.keyboard.press('Alt+Shift+KeyU');
    await expect.poll(async () => (await panes(page)).titles).toEqual(['Dashboard', 'Price Lists']);
    await page.keyboard.press('Alt+Shift+KeyM');
    await expect.poll(() => page.locator('[data-maximized]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Alt+Shift+KeyM');
    await expect.poll(() => page.locator('[data-pane-id][data-maximized]').count()).toBe(0);
  });

  it('has no accessibility violations with the palette open and with four panes open', async () => {
    const page = await signedIn();
    await page.keyboard.press('Control+KeyK');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await palette.waitFor();
    await page.keyboard.type('sales');
    await palette.getByRole('option').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    for (const [query, keys] of [
      ['Price Lists', 'Control+Enter'],
      ['SO 12', 'Shift+Enter'],
      ['Item Master Data', 'Control+Enter'],
    ] as const)
      await openFromPalette(page, query, keys);
    await expect.poll(async () => (await panes(page)).titles.length).toBe(4);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/screenshots/workspace-four-panes.png' });
  });
});
