import type { Page, Request } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { displayModes, lightMode } from '../support/display-modes';
import { productServerUrl } from '../support/product-server';
import { panes } from '../support/workspace-panes';

const productUrl = productServerUrl();
const missingOrder = '/sales/doc/17/999999';

/** The text of the focused element, and the heading level when it is one. */
const focused = (page: Page) =>
  page.evaluate(() => ({ tag: document.activeElement?.tagName, text: document.activeElement?.textContent }));

/** Presses Tab until the focus is on an element named `name` (a few stops at most). */
async function tabTo(page: Page, name: string) {
  for (let step = 0; step < 6; step += 1) {
    if ((await focused(page)).text === name) return;
    await page.keyboard.press('Tab');
  }
  expect((await focused(page)).text).toBe(name);
}

// One Chromium and one page signed in as admin for the file: the screens here only read, and each
// test goes to its own address in its own display mode. The warehouse user signs in apart.
const suite = browserSuite(productUrl);

/** The shared admin page, in English and light unless a test asks for another mode. */
async function adminPage(mode = lightMode): Promise<Page> {
  const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
  await showInMode(page, mode);
  return page;
}

describe('a record that is not there, in Chromium', () => {
  it('says at once that a document does not exist, under a heading, and leads back to its list by keyboard', async () => {
    const page = await adminPage();
    const asked: number[] = [];
    const heard = (request: Request) => {
      if (new URL(request.url()).pathname.endsWith('/marketing/docs/17/999999')) asked.push(Date.now());
    };
    page.on('request', heard);
    await page.goto(`${productUrl}${missingOrder}`);
    const heading = page.getByRole('heading', { level: 1, name: 'Sales Order 999999 does not exist' });
    await heading.waitFor();
    const shown = Date.now();
    // One request, answered 404, and the message right after it: no retries with backoff.
    expect(asked).toHaveLength(1);
    expect(shown - (asked[0] ?? 0)).toBeLessThan(1000);
    await page.waitForTimeout(1500);
    expect(asked).toHaveLength(1);
    await page.getByText('It may have been deleted, or the address may be mistyped.').waitFor();

    // The focus lands on the heading; the ways on follow it in the tab order.
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    await tabTo(page, 'Back to Sales Order');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Sales Order' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sales/doc/17');
    page.off('request', heard);
  });

  it('tells a user who may not read a document only that, at once, with the same ways on', async () => {
    const page = await suite.signedIn('/dashboard', 'warehouse');
    const asked: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/marketing/docs/17/1'))
        asked.push(String(response.status()));
    });
    await page.goto(`${productUrl}/sales/doc/17/1`);
    await page.getByRole('heading', { level: 1, name: 'You may not open Sales Order 1' }).waitFor();
    expect(asked).toEqual(['403']);
    expect(await page.getByText('does not exist').count()).toBe(0);
    await page.getByRole('button', { name: 'Back to Sales Order' }).waitFor();
    await page.getByRole('button', { name: 'Close this pane' }).waitFor();
  });

  it('says the same of a relationship map whose address names no document', async () => {
    const page = await adminPage();
    await page.goto(`${productUrl}/sales/RelationshipMapping?ObjType=17&DocEntry=abc`);
    await page.getByRole('heading', { level: 1, name: 'Sales Order abc does not exist' }).waitFor();
    await page.getByRole('button', { name: 'Back to Sales Order' }).waitFor();
  });

  it('closes the pane of a missing record by keyboard, and says the same of a missing item', async () => {
    const page = await adminPage();
    await page.goto(`${productUrl}/inventory/item-management/item-master-data/NO-SUCH-ITEM`);
    await page.getByRole('heading', { level: 1, name: 'Item NO-SUCH-ITEM does not exist' }).waitFor();
    await page.getByRole('button', { name: 'Back to Items' }).waitFor();
    await page.keyboard.press('Alt+Shift+KeyS'); // Split the pane: there are two to close one of.
    await expect.poll(async () => (await panes(page)).titles.length).toBe(2);
    const problems = page.getByRole('heading', { level: 1, name: 'Item NO-SUCH-ITEM does not exist' });
    await expect.poll(() => problems.count()).toBe(2);
    await problems.last().focus();
    await tabTo(page, 'Close this pane');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await panes(page)).titles.length).toBe(1);
  });
});

describe('an unknown address inside the app, in Chromium', () => {
  it('keeps the shell: the menu, the top bar and the pane, which says not found and leads on by keyboard', async () => {
    const page = await adminPage();
    await page.goto(`${productUrl}/no/such/page`);
    const pane = page.locator('[data-pane-id]');
    await pane.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);
    expect(await pane.getByText('/no/such/page').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');
    await tabTo(page, 'Back to the dashboard');
    await page.keyboard.press('Enter');
    await pane.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('keeps the shell when the not-found page itself is visited signed in, and not signed out', async () => {
    const page = await suite.signedIn('/dashboard', 'admin');
    await page.goto(`${productUrl}/pages/misc/not-found/404?from=%2Fmissing`);
    const pane = page.locator('[data-pane-id]');
    await pane.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    // In the pane only, not also on the page around it.
    expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);
    expect(await pane.getByText('/missing').count()).toBeGreaterThan(0);
    await expect.poll(async () => (await focused(page)).tag).toBe('H1');

    // Signed out, the same address is the page alone, with a way to sign in.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${productUrl}/pages/misc/not-found/404`);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('[data-pane-id]').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBe(1);
  });

  for (const mode of displayModes.filter((each) => each.name !== 'accessibility')) {
    it(`has no accessibility violations on a missing document and an unknown address in ${mode.name} mode`, async () => {
      const page = await adminPage(mode);
      await page.goto(`${productUrl}${missingOrder}`);
      await page.locator('[data-record-problem="missing"] h1').waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        mode.language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${productUrl}/no/such/page`);
      await page.locator('[data-pane-id] h1').waitFor();
      await page.getByRole('navigation').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
