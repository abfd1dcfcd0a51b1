import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { loaded, rowCount } from '../support/grid-reading';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/**
 * The gate pass documents (issue 24) in Chromium, on one page: the list of the demo's passes, a
 * visitor's pass made from the keyboard (New, its fields and a line, Ctrl+S), and the pass it
 * opens; axe finds nothing on the list and on the pass.
 */
describe('the gate pass documents in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('lists the passes, makes a visitor’s pass by keyboard and shows it, with nothing for axe to find', async () => {
    const page = await suite.signedIn('/gpm/gpm-documents', 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    const grid = page.getByRole('grid', { name: 'Gate passes' });
    await loaded(grid);
    expect(await rowCount(grid)).toBeGreaterThanOrEqual(6);
    expect(await axeViolations(page)).toEqual([]);

    await grid.focus();
    await page.keyboard.press('Alt+Shift+KeyI');
    const form = page.getByRole('form', { name: 'New gate pass' });
    await form.waitFor();
    await form.getByLabel('Carrier (the visitor’s name)').fill('Dana Whitfield');
    await form.getByRole('combobox', { name: /^Warehouse/ }).selectOption('WH01');
    await form.getByLabel('Line 1: Description').fill('Projector');
    await form.getByLabel('Line 1: Quantity').fill('2');
    await page.keyboard.press('Alt+Shift+Digit0');
    await page.keyboard.press('KeyN');
    await expect
      .poll(() =>
        page.getByLabel('Line 2: Description').evaluate((input) => input === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.type('Tripod');
    await page.keyboard.press('Control+KeyS');

    const heading = page.getByRole('heading', { level: 1, name: /^Gate pass \d+$/ });
    await heading.waitFor();
    await page.getByRole('table', { name: 'What may pass' }).getByText('Tripod').waitFor();
    await page.getByText('Dana Whitfield').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 240_000);
});
