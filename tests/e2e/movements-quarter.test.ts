import type { Browser, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { contextInMode } from '../support/display-mode-context';
import { type DisplayMode, displayModes, sweepModes } from '../support/display-modes';
import { fourPanes } from '../support/four-panes';
import { columnTexts, loaded } from '../support/grid-reading';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
const movements = '/inventory/reports/movements';

/** Four quadrants: the movements top left, batches under it, the dashboard and the stock report beside. */
const layout = fourPanes(
  movements,
  '/dashboard',
  '/inventory/transactions/InventoryStockReport',
  '/inventory/item-management/batch-numbers',
);

async function signedIn(browser: Browser, mode: DisplayMode, size: { width: number; height: number }) {
  const context = await contextInMode(browser, mode, { viewport: size });
  const page = await context.newPage();
  await page.goto(`${productUrl}${layout}`);
  await page.locator('input[name="username"]').fill('warehouse');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(4);
  return page;
}

/** The movements report's section: the one whose filters name a document type. */
const reportOf = (page: Page, mode: DisplayMode) =>
  page.getByRole('region', { name: catalogues[mode.language].inventoryReports.movements.heading });

/** The movements grid's data rows wholly inside its pane's visible area, and the grid's height. */
function placeOfGrid(page: Page, name: string) {
  return page.getByRole('grid', { name }).evaluate((grid) => {
    const body = grid.closest('[data-pane-body]');
    if (!body) return null;
    const pane = body.getBoundingClientRect();
    const rows = [...grid.querySelectorAll('[role="row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return (
        Number(row.getAttribute('aria-rowindex')) > 1 && box.top >= pane.top && box.bottom <= pane.bottom
      );
    }).length;
    return { rows, pane: Math.round(pane.height), grid: Math.round(grid.getBoundingClientRect().height) };
  });
}

describe('the movements report in a quarter of the screen, in Chromium', () => {
  const suite = browserSuite(productUrl);

  // Right to left is where the fold is likeliest to break: npm test folds in Arabic, the slow
  // lane in the other modes too.
  for (const size of [
    { width: 1600, height: 1000 },
    { width: 800, height: 500 },
  ])
    for (const mode of sweepModes(
      'arabic',
      displayModes.filter((one) => !one.accessibility),
    ))
      it(`folds its hint and filters so the grid keeps the pane's height, at ${size.width} × ${size.height} in ${mode.name} mode`, async () => {
        const page = await signedIn(suite.browser(), mode, size);
        try {
          const words = catalogues[mode.language].inventoryReports;
          const grid = page.getByRole('grid', { name: words.movements.heading });
          await loaded(grid);
          await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
          const report = reportOf(page, mode);
          const toggle = report.getByRole('button', { name: new RegExp(`^${words.filters.toggle}`) });
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect(await report.getByRole('form').count()).toBe(0);
          const place = await placeOfGrid(page, words.movements.heading);
          // 1600 × 1000: a pane of about 390 px shows 7 rows (1 before the filters folded). 800 × 500:
          // a pane of 141 px holds the heading only; the grid keeps its height a scroll below.
          if (size.width === 1600) expect(place?.rows).toBeGreaterThanOrEqual(6);
          else expect(place?.grid).toBeGreaterThanOrEqual(200);
          await page.screenshot({
            path: `docs/screenshots/movements-quarter-${size.width}x${size.height}-${mode.name}.png`,
          });
          expect(await axeViolations(page)).toEqual([]);
        } finally {
          await page.context().close();
        }
      }, 120_000);

  it('unfolds the filters by Alt+Shift+G and filters by a document type chosen by name from the keyboard', async () => {
    // A goods receipt of a new item in the keeper's WH02 (the demo history has no inventory transactions).
    const item = `MVQ-${process.pid}`;
    const headers = { ...(await signInForWrites(productUrl, 'admin')), 'content-type': 'application/json' };
    for (const [path, body] of [
      ['resources/items', { ItemCode: item, ItemName: `Movement ${item}`, ItmsGrpCod: 103 }],
      [
        'marketing/docs/59',
        { DocumentLines: [{ ItemCode: item, Quantity: '3', UnitPrice: '2', WarehouseCode: 'WH02' }] },
      ],
    ] as const) {
      const response = await fetch(`${productUrl}/api/v1/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(response.status, await response.text()).toBe(201);
    }
    const mode = displayModes.find((one) => one.name === 'light') as DisplayMode;
    const page = await signedIn(suite.browser(), mode, { width: 1600, height: 1000 });
    try {
      const grid = page.getByRole('grid', { name: 'Stock movements' });
      await loaded(grid);
      const report = reportOf(page, mode);
      await grid.locator('[role="gridcell"]').first().click();
      await page.keyboard.press('Alt+Shift+KeyG');
      const form = report.getByRole('form', { name: 'Filters of Stock movements' });
      await form.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
      const type = form.getByRole('combobox', { name: 'Document type' });
      expect(await type.locator('option').allTextContents()).toEqual(
        expect.arrayContaining(['All document types', 'Delivery', 'Goods Receipt', 'Inventory Transfer']),
      );
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => type.evaluate((select) => select === document.activeElement)).toBe(true);
      // A closed select chooses by typing the start of a name, then the arrows.
      await page.keyboard.type('Goods Rec');
      expect(await type.inputValue()).toBe('20');
      for (const key of ['End', 'ArrowUp', 'ArrowUp', 'ArrowUp']) await page.keyboard.press(key);
      expect(await type.inputValue()).toBe('59');
      await form.getByRole('button', { name: 'Apply' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => report.getByRole('button', { name: /^Filters \(1\)/ }).count()).toBe(1);
      await expect.poll(async () => new Set(await columnTexts(grid, 3))).toEqual(new Set(['Goods Receipt']));
      expect(await columnTexts(grid, 5)).toContain(item);
      await page.screenshot({ path: 'docs/screenshots/movements-quarter-filters.png' });
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Alt+Shift+KeyG');
      await expect.poll(() => form.count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
