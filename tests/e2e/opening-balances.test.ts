import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

describe('opening balances and counting in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('lets the warehouse clerk count a warehouse by keyboard and post the difference as a goods receipt', async () => {
    const page = await suite.sharedPage('warehouse');
    await page.goto(`${productUrl}/inventory/reports/opening-balances/createFromInventory`);
    await page.getByRole('heading', { name: 'Count from inventory' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Warehouse' }).selectOption('WH01');
    await page.getByRole('button', { name: 'Start count' }).focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('textbox', { name: /^Counted quantity of / }).first();
    await first.waitFor();
    const row = page.getByRole('row').nth(1);
    const system = Number((await row.getByRole('cell').nth(1).innerText()).replace(/[^\d.-]/g, ''));
    // Starting the count puts the focus in the first counted cell.
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(String(system + 2));
    await page.keyboard.press('Enter');
    // Enter went down the sheet to the next item's count.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Counted quantity of /);
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('2');
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('link', { name: /^Open Goods Receipt \d+$/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens the opening balance editor for the warehouse clerk', async () => {
    const page = await suite.sharedPage('warehouse');
    await page.goto(`${productUrl}/inventory/reports/opening-balances/create`);
    await page.getByRole('heading', { name: 'New Inventory Opening Balance' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
