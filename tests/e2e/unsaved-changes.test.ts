import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openFromPalette, signInByKeyboard } from '../support/browser-session';
import { productBrowser, productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const itemPath = '/inventory/item-management/item-master-data/I000001';

const paneCount = (page: Page) => page.locator('[data-pane-id]').count();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
const question = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

describe('unsaved changes in a pane, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(() => context?.close());

  /** Signed in on item I000001, with the Dashboard in a pane to its right. */
  async function itemBesideDashboard(): Promise<{ page: Page; itemPane: Locator; itemName: Locator }> {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${productUrl}${itemPath}`);
    await signInByKeyboard(page, 'admin');
    const itemPane = page.locator('[data-pane-id]', { has: page.locator('form') });
    const itemName = itemPane.getByRole('textbox', { name: 'Item name', exact: true });
    await itemName.waitFor();
    await openFromPalette(page, 'Dashboard', 'Control+Enter');
    await expect.poll(() => paneCount(page)).toBe(2);
    return { page, itemPane, itemName };
  }

  /** Edits the item's name from the keyboard: Alt+Shift+R, then typing over the name. */
  async function editName(page: Page, itemName: Locator, text: string) {
    await itemName.focus();
    await page.keyboard.press('Alt+Shift+KeyR');
    await expect.poll(() => itemName.isEditable()).toBe(true);
    await itemName.focus();
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type(text);
  }

  it('asks before closing a pane with unsaved changes: Escape keeps it and the typing, Discard closes it; a clean pane closes at once', async () => {
    const { page, itemPane, itemName } = await itemBesideDashboard();
    await editName(page, itemName, 'Hex bolt, edited');
    await itemPane.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();

    await page.keyboard.press('Alt+Shift+KeyW');
    const dialog = question(page);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    const description = await dialog.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${description}"]`).textContent()).toMatch(
      /has changes that are not saved\. Closing the pane loses them\.$/,
    );
    await expect.poll(() => focusedText(page)).toBe('Keep editing');
    const axe = await new AxeBuilder({ page })
      .include('[role="alertdialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Escape: the pane, the typed name and the focus in the field stay.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await paneCount(page)).toBe(2);
    expect(await itemName.inputValue()).toBe('Hex bolt, edited');
    await expect.poll(() => focusedName(page)).toBe('ItemName');

    // Again, and Discard changes (Tab from Keep editing, then Enter): the pane goes.
    await page.keyboard.press('Alt+Shift+KeyW');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Discard changes');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => paneCount(page)).toBe(1);
    expect(await page.locator('[data-pane-id]').getAttribute('aria-label')).toBe('Dashboard, pane 1 of 1');

    // A clean pane closes without a question.
    await openFromPalette(page, 'Price Lists', 'Control+Enter');
    await expect.poll(() => paneCount(page)).toBe(2);
    await page.keyboard.press('Alt+Shift+KeyW');
    await expect.poll(() => paneCount(page)).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
  });

  it('asks before another page opens in the pane (the palette, the menu) and before signing out, and stays when told to', async () => {
    const { page, itemPane, itemName } = await itemBesideDashboard();
    await editName(page, itemName, 'Hex bolt, kept');
    await itemPane.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();
    const dialog = question(page);

    // Enter on another palette entry would replace the item in its pane.
    await openFromPalette(page, 'Price Lists', 'Enter');
    await dialog.waitFor();
    expect(
      await page.locator(`[id="${await dialog.getAttribute('aria-describedby')}"]`).textContent(),
    ).toMatch(/^Changes that are not saved in .+ are lost if you go on\.$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await itemName.inputValue()).toBe('Hex bolt, kept');
    await expect.poll(() => focusedName(page)).toBe('ItemName');

    // So would the menu's Dashboard link, through the address bar's router.
    const menuDashboard = page
      .getByRole('tree', { name: 'Main menu' })
      .getByRole('treeitem', { name: 'Dashboard' });
    await menuDashboard.first().focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(itemPath);
    expect(await itemName.inputValue()).toBe('Hex bolt, kept');

    // Alt+Shift+Q asks too; Enter on the focused Keep editing stays signed in.
    await page.keyboard.press('Alt+Shift+KeyQ');
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(itemPath);
    expect(await itemName.inputValue()).toBe('Hex bolt, kept');

    // Back drops only the Dashboard's pane: the item's pane, and its typing, carry on unasked.
    await page.goBack();
    await expect.poll(() => paneCount(page)).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await itemName.inputValue()).toBe('Hex bolt, kept');
  });

  it('asks before Back drops the pane with unsaved changes, and stays in the same address when told to', async () => {
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${productUrl}/login`);
    await signInByKeyboard(page, 'admin');
    await page.locator('[data-pane-id]').first().waitFor();
    await openFromPalette(page, 'I000001', 'Control+Enter');
    const itemName = page
      .locator('[data-pane-id]', { has: page.locator('form') })
      .getByRole('textbox', { name: 'Item name', exact: true });
    await itemName.waitFor();
    await editName(page, itemName, 'Hex bolt, unsaved');
    const address = page.url();

    await page.goBack();
    const dialog = question(page);
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.url()).toBe(address);
    expect(await paneCount(page)).toBe(2);
    expect(await itemName.inputValue()).toBe('Hex bolt, unsaved');

    await page.goBack();
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => paneCount(page)).toBe(1);
    expect(await page.locator('[data-pane-id]').getAttribute('aria-label')).toBe('Dashboard, pane 1 of 1');
  });
});
