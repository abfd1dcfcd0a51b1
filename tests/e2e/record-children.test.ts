import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const partnerPath = '/business-partners/bp-master-data/C00001';

/** The row holding the grid's active cell: its aria-rowindex and its text. */
const activeRow = (grid: Locator) =>
  grid.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    const row = (id ? document.getElementById(id) : null)?.closest('[role="row"]');
    return { index: Number(row?.getAttribute('aria-rowindex') ?? 0), text: row?.textContent ?? '' };
  });
const activeRowText = async (grid: Locator) => (await activeRow(grid)).text;

const rowCount = async (grid: Locator) => Number(await grid.getAttribute('aria-rowcount')) - 1;

const rowTexts = (grid: Locator) =>
  grid
    .locator('[role="row"]:not([aria-busy])')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));

describe('the lists under a record in Chromium', () => {
  const suite = browserSuite(productUrl);
  beforeAll(() => {
    mkdirSync('test-results/screenshots', { recursive: true });
  });

  async function partnerRecord(user: string): Promise<{ page: Page; addresses: Locator; grid: Locator }> {
    const page = await suite.signedIn(partnerPath, user, {
      colorScheme: 'light',
      viewport: { width: 1600, height: 1000 },
    });
    await page.getByRole('heading', { level: 1, name: /^Business partner C00001 · / }).waitFor();
    const addresses = page.getByRole('region', { name: 'Addresses' });
    const grid = addresses.getByRole('grid', { name: 'Addresses' });
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    return { page, addresses, grid };
  }

  it('adds a ship-to address to a partner and deletes it again, by keyboard only', async () => {
    const { page, addresses, grid } = await partnerRecord('admin');
    const before = await rowCount(grid);
    await addresses.getByRole('button', { name: /^New/ }).waitFor();
    await addresses.getByRole('button', { name: /^Delete/ }).waitFor();

    // Alt+Shift+I in the list opens a new row, its first field focused, ship-to by default.
    await tabTo(page, grid, 80);
    await page.keyboard.press('Alt+Shift+KeyI');
    const form = addresses.getByRole('form', { name: 'New address' });
    const type = form.getByRole('combobox', { name: 'Address type' });
    await expect.poll(() => isFocused(type)).toBe(true);
    expect(await type.inputValue()).toBe('S');

    // A required name left empty is refused on its field, with its message read with it.
    await page.keyboard.press('Control+KeyS');
    const name = form.getByRole('textbox', { name: 'Address', exact: true });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(name)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await addresses.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: 'test-results/screenshots/partner-new-address.png' });

    await page.keyboard.type('Keyboard Dock');
    await tabTo(page, form.getByRole('textbox', { name: 'City' }));
    await page.keyboard.type('Lyon');
    await page.keyboard.press('Enter');
    await page.getByText('Address Keyboard Dock created').waitFor();
    await form.waitFor({ state: 'detached' });
    // The focus is on the saved row.
    await expect.poll(() => isFocused(grid)).toBe(true);
    await expect.poll(() => activeRowText(grid)).toContain('Keyboard Dock');
    expect(await rowCount(grid)).toBe(before + 1);

    // Saved: it is there after a reload too.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Business partner C00001 · / }).waitFor();
    await expect
      .poll(async () => (await rowTexts(grid)).some((text) => text.includes('Keyboard Dock')))
      .toBe(true);

    // Alt+Shift+Delete on the row asks first, naming it; Cancel has the focus.
    await tabTo(page, grid, 80);
    for (let step = 0; step < before + 1 && !(await activeRowText(grid)).includes('Keyboard Dock'); step++)
      await page.keyboard.press('ArrowDown');
    const { index } = await activeRow(grid);
    await page.keyboard.press('Alt+Shift+Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Address Keyboard Dock?' });
    await confirm.waitFor();
    expect(await isFocused(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(confirm.getByRole('button', { name: 'Delete' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByText('Address Keyboard Dock deleted').waitFor();
    await expect.poll(() => rowCount(grid)).toBe(before);
    // The focus is on the row that took its place (or the one before, if it was the last).
    await expect.poll(() => isFocused(grid)).toBe(true);
    const { index: now } = await activeRow(grid);
    expect(now).toBe(Math.min(index, before + 1));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Business partner C00001 · / }).waitFor();
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    expect((await rowTexts(grid)).some((text) => text.includes('Keyboard Dock'))).toBe(false);
  }, 120_000);

  it('drops a new row with Escape, sending nothing', async () => {
    const { page, addresses, grid } = await partnerRecord('admin');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/resources/partner-addresses'))
        posts.push(request.url());
    });
    await tabTo(page, grid, 80);
    await page.keyboard.press('Alt+Shift+KeyI');
    const form = addresses.getByRole('form', { name: 'New address' });
    await tabTo(page, form.getByRole('textbox', { name: 'Address', exact: true }));
    await page.keyboard.type('Never saved');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(grid)).toBe(true);
    expect(posts).toEqual([]);
  }, 120_000);

  it('offers no New or Delete under a partner the user may not change', async () => {
    const { page, addresses, grid } = await partnerRecord('dispatcher');
    const contacts = page.getByRole('region', { name: 'Contact persons' });
    await contacts.getByRole('grid', { name: 'Contact persons' }).waitFor();
    for (const list of [addresses, contacts]) {
      await list.getByRole('button', { name: /^Export CSV/ }).waitFor();
      expect(await list.getByRole('button', { name: /^(New|Delete)/ }).count()).toBe(0);
    }
    await tabTo(page, grid, 80);
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.keyboard.press('Alt+Shift+Delete');
    expect(await page.getByRole('form', { name: 'New address' }).count()).toBe(0);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await isFocused(grid)).toBe(true);
  }, 120_000);

  it("shows an item's units with their quantity in base units under its record, with nothing to change", async () => {
    const headers = await signInForWrites(productUrl, 'admin');
    const filters = encodeURIComponent(JSON.stringify([{ field: 'UgpEntry', op: 'equals', value: '2' }]));
    const listed = await fetch(`${productUrl}/api/v1/resources/uom-items?filters=${filters}`, {
      headers,
    });
    const item = ((await listed.json()) as { ResponseData: { data: { ItemCode: string }[] } }).ResponseData
      .data[0]?.ItemCode;
    if (!item) throw new Error('the demo has items in the RETAIL unit group');
    const page = await suite.signedIn(`/inventory/uom-items/${item}`, 'admin', {
      colorScheme: 'light',
      viewport: { width: 1600, height: 1000 },
    });
    const units = page.getByRole('region', { name: 'Units and conversions' });
    const grid = units.getByRole('grid', { name: 'Units and conversions' });
    await grid.locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first().waitFor();
    await expect.poll(() => rowCount(grid)).toBe(3);
    const texts = await rowTexts(grid);
    expect(texts.find((text) => text.includes('PK6'))).toMatch(/Pack of 6.*1.*6/);
    expect(texts.find((text) => text.includes('CS12'))).toMatch(/Case of 12.*1.*12/);
    expect(await units.getByRole('button', { name: /^(New|Delete)/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'docs/screenshots/uom-item-units.png' });
    // The company's setting of the moving average sits with its other settings, on by default.
    await page.goto(`${productUrl}/administration/system-initialization/company-details`);
    const setting = page.getByLabel('Manage item cost per warehouse');
    await setting.waitFor();
    await expect.poll(() => setting.inputValue()).toBe('Yes');
    await page.screenshot({ path: 'docs/screenshots/company-details-item-cost.png' });
  }, 120_000);
});
