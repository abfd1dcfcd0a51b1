import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const tools = '/inventory/pricing/base-prices';

const pane = (page: Page) => page.locator('[data-pane-id]').first();
const gridRow = (page: Page) =>
  pane(page).locator('[role="grid"] [role="row"][aria-rowindex="2"]:not([aria-busy])').first();

/** Each screen of the base price tools, and what shows it has loaded (in any language). */
const screens: { path: string; ready: (page: Page) => Locator }[] = [
  { path: tools, ready: gridRow },
  { path: `${tools}/apply-factor`, ready: (page) => pane(page).locator('form input').first() },
  { path: `${tools}/create`, ready: (page) => pane(page).locator('form input').first() },
  { path: `${tools}/copy-price-list`, ready: (page) => pane(page).locator('form input').first() },
  { path: `${tools}/bulk-actions`, ready: (page) => pane(page).locator('form textarea').first() },
  { path: `${tools}/by-item`, ready: (page) => pane(page).locator('search form input') },
  { path: `${tools}/by-price-list`, ready: gridRow },
  { path: `${tools}/gaps`, ready: (page) => pane(page).locator('search form input') },
  { path: `${tools}/stats`, ready: (page) => pane(page).locator('table').first() },
  // The keyboard test before has made a batch, so the history is a table.
  { path: '/inventory/base-prices', ready: (page) => pane(page).locator('table').first() },
  { path: '/inventory/item/base-prices', ready: (page) => pane(page).locator('search form input') },
];

/** Opens a path in the app already loaded, as the browser's back and forward buttons do. */
async function open(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return;
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction((target) => window.location.pathname === target, path);
}

/** A key sequence of the key table: the prefix chord, then the letter. */
async function sequence(page: Page, letter: string) {
  await page.keyboard.press('Alt+Shift+Digit0');
  await page.keyboard.press(letter);
}

describe('base price tools in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('previews and applies a 3% rise to an item group, follows its progress, and undoes it, from the keyboard', async () => {
    const page = await suite.signedIn(`${tools}/apply-factor`, 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    await page.getByLabel('Price list (number)').fill('2');
    await page.getByLabel('Item group (number)').fill('100');
    await page.getByLabel('Factor (1.03 for 3% more)').fill('1.03');
    await sequence(page, 'KeyV');
    const summary = page.getByRole('status').filter({ hasText: 'prices would change' });
    await summary.waitFor();
    const rows = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(rows).toBeGreaterThan(0);
    const sample = page.getByRole('table', { name: 'The first prices, old and new' });
    expect(await sample.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByLabel('Factor (1.03 for 3% more)').focus();
    await sequence(page, 'KeyA');
    const progress = page.getByRole('progressbar', { name: /^Progress of batch \d+$/ });
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText(`Applied: ${rows} prices changed.`).waitFor();

    await page.getByRole('button', { name: /Undo the batch/ }).focus();
    await sequence(page, 'KeyZ');
    await page.getByText(new RegExp(`^Undone: ${rows} prices back as they were`)).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
  }, 120_000);

  for (const mode of sweepModes('light'))
    it(`shows every base price tool with no accessibility violation in ${mode.name} mode`, async () => {
      const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      await page.goto(`${productUrl}${tools}`);
      for (const screen of screens) {
        await open(page, screen.path);
        await screen.ready(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          mode.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await axeViolations(page), `${screen.path} in ${mode.name}`).toEqual([]);
        expect(await visibleText(page)).not.toMatch(/\b(priceTools|routeTitles)\.[a-zA-Z]/);
      }
    }, 240_000);
});
