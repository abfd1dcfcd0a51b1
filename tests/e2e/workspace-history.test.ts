import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

const paneLabels = (page: Page) =>
  page
    .locator('[data-pane-id]')
    .evaluateAll((elements) =>
      elements
        .map((element) => element.getAttribute('aria-label') ?? '')
        .sort((a, b) => Number(/pane (\d+)/.exec(a)?.[1]) - Number(/pane (\d+)/.exec(b)?.[1])),
    );
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-pane-id][data-focused]')?.getAttribute('aria-label'));

async function palette(page: Page, query: string, keys: string) {
  await page.keyboard.press('Control+KeyK');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  await dialog.waitFor();
  await page.keyboard.type(query);
  await dialog.getByRole('option').first().waitFor();
  await page.keyboard.press(keys);
  await dialog.waitFor({ state: 'detached' });
}

/** History, saved layouts, the cheat sheet and right-to-left moves of the workspace. */
describe('workspace history, saved layouts and shortcuts in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  async function signedIn(language?: string) {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    if (language)
      await context.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    page = await context.newPage();
    await page.goto(`${productUrl}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.keyboard.press('Enter');
    await page.locator('[data-pane-id]').first().waitFor();
  }

  it('steps back and forward through opened panes with the browser buttons', async () => {
    await signedIn();
    await palette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(() => paneLabels(page)).toHaveLength(2);
    await page.goBack();
    await expect.poll(() => paneLabels(page)).toEqual(['Dashboard, pane 1 of 1']);
    await page.goForward();
    await expect.poll(() => paneLabels(page)).toEqual(['Dashboard, pane 1 of 2', 'Price Lists, pane 2 of 2']);
  });

  it('saves a layout under a name and opens it again from the palette', async () => {
    await signedIn();
    await palette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(() => paneLabels(page)).toHaveLength(2);
    await page.keyboard.press('Alt+Shift+KeyL');
    const dialog = page.getByRole('dialog', { name: 'Save the layout' });
    await dialog.waitFor();
    await page.keyboard.type('Month end');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Layout “Month end” saved' }).waitFor();
    await page.keyboard.press('Alt+Shift+KeyW');
    await expect.poll(() => paneLabels(page)).toHaveLength(1);
    await palette(page, 'Month end', 'Enter');
    await expect.poll(() => paneLabels(page)).toEqual(['Dashboard, pane 1 of 2', 'Price Lists, pane 2 of 2']);
  });

  it('lists the shortcuts on ? in the current language', async () => {
    await signedIn('fr');
    await page.locator('[data-pane-id][data-focused]').focus();
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: 'Raccourcis clavier' });
    await sheet.waitFor();
    expect(await sheet.locator('kbd').count()).toBeGreaterThan(20);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('moves left and right by the reading direction in Arabic', async () => {
    await signedIn('ar');
    await page.keyboard.press('Alt+Shift+KeyS');
    await expect.poll(async () => (await paneLabels(page)).length).toBe(2);
    // The new pane is second in reading order, so on the left in Arabic; the first is to its right.
    expect(await focusedLabel(page)).toMatch(/2/);
    const xByPosition = Object.fromEntries(
      await page
        .locator('[data-pane-id]')
        .evaluateAll((elements) =>
          elements.map((element) => [
            /(\d+) \S+ \d+$/.exec(element.getAttribute('aria-label') ?? '')?.[1] ?? '',
            element.getBoundingClientRect().x,
          ]),
        ),
    );
    const first = xByPosition['1'];
    const second = xByPosition['2'];
    expect(first !== undefined && second !== undefined && first > second).toBe(true);
    await page.keyboard.press('Alt+Shift+ArrowRight');
    await expect.poll(() => focusedLabel(page)).toMatch(/ 1 /);
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    await expect.poll(() => focusedLabel(page)).toMatch(/ 2 /);
  });
});
