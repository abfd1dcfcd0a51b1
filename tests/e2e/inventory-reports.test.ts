import { describe, expect, it } from 'vitest';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { columnTexts, loaded, rowCount } from '../support/grid-reading';
import { tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();

describe('the stock reports in Chromium', () => {
  const suite = browserSuite(productUrl);

  it("opens the movements report and a row's item history by keyboard, with nothing for axe to find", async () => {
    const page = await suite.signedIn('/', 'warehouse', { viewport: { width: 1366, height: 900 } });
    await openFromPalette(page, 'Stock movements', 'Enter', /^Stock Movements/);
    const movements = page.getByRole('grid', { name: 'Stock movements' });
    await loaded(movements);
    expect(await rowCount(movements)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The grid's first row active, then its item's history from the palette.
    await tabTo(page, movements, 40);
    await page.keyboard.press('ArrowDown');
    const itemCodes = await columnTexts(movements, 5);
    await openFromPalette(page, 'Stock history', 'Enter', /Stock history/);
    const history = page.getByRole('grid', { name: /^Stock history of / });
    await loaded(history);
    const itemCode = (await history.getAttribute('aria-label'))?.replace('Stock history of ', '') ?? '';
    expect(itemCodes).toContain(itemCode);
    expect(await columnTexts(history, 5)).toEqual(expect.arrayContaining([itemCode]));
    expect(await rowCount(history)).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows every other stock report with its heading and grid, with nothing for axe to find', async () => {
    const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
    const screens: [string, string][] = [
      ['/inventory/reports/cumulative-balances', 'Cumulative balances'],
      ['/inventory/reports/top-items', 'Top items'],
      ['/inventory/reports/alerts/stock-alerts', 'Stock alerts'],
      ['/inventory/transactions/InventoryStockReport', 'Stock by warehouse'],
      ['/inventory/reports/bin-locations/reports', 'Bin locations report'],
      ['/inventory/reports/item/000123/Dashboard', 'Stock per warehouse'],
      ['/inventory/reports/transactions/1', 'Inventory transaction 1'],
      ['/inventory/reports/serial-numbers-report', 'Serial numbers report'],
    ];
    for (const [path, grid] of screens) {
      await page.goto(`${productUrl}${path}`);
      await page.getByRole('grid', { name: grid }).waitFor();
      await expect
        .poll(
          async () => (await page.getByRole('grid', { name: grid }).getAttribute('aria-rowcount')) !== null,
        )
        .toBe(true);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it('lists a received serial number with its bin and receipt, filtered by keyboard, Enter opening the receipt', async () => {
    const item = `SRL-E2E-${process.pid}`;
    const headers = { ...(await signInForWrites(productUrl, 'admin')), 'content-type': 'application/json' };
    const post = async (path: string, body: object) => {
      const response = await fetch(`${productUrl}/api/v1/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { ResponseData: { DocNum: number } };
    };
    await post('resources/items', {
      ItemCode: item,
      ItemName: `Serial ${item}`,
      ItmsGrpCod: 103,
      ManSerNum: 'Y',
    });
    const receipt = await post('marketing/docs/59', {
      DocumentLines: [
        {
          ItemCode: item,
          Quantity: '1',
          WarehouseCode: 'WH01',
          SerialNumbers: [{ InternalSerialNumber: 'SN-E2E' }],
        },
      ],
    });
    const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
    await page.goto(`${productUrl}/inventory/reports/serial-numbers-report`);
    const grid = page.getByRole('grid', { name: 'Serial numbers report' });
    await grid.waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Item code' }));
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
    await expect.poll(() => columnTexts(grid, 1)).toEqual([item]);
    expect(await columnTexts(grid, 3)).toEqual(['SN-E2E']);
    expect(await columnTexts(grid, 4)).toEqual(['In stock']);
    expect((await columnTexts(grid, 6))[0]).toMatch(/^WH01-/);
    expect(await columnTexts(grid, 8)).toEqual([`Goods Receipt ${receipt.ResponseData.DocNum}`]);
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, grid);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Goods Receipt ${receipt.ResponseData.DocNum}` }).waitFor();
  });

  it("offers an item's dashboard in the palette while the item is open", async () => {
    const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
    await page.goto(`${productUrl}/inventory/item-management/item-master-data/000123`);
    await page
      .getByRole('heading', { name: /000123/ })
      .first()
      .waitFor();
    await openFromPalette(page, 'Item dashboard', 'Enter', /Item dashboard/);
    await page.getByRole('grid', { name: 'Stock per warehouse' }).waitFor();
    await page.getByRole('heading', { name: /Item dashboard: 000123/ }).waitFor();
  });

  for (const mode of sweepModes('arabic'))
    it(`shows an item's dashboard and its chart (mirrored in Arabic) with nothing for axe to find, in ${mode.name} mode`, async () => {
      const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      const text = catalogues[mode.language].inventoryReports;
      await page.goto(`${productUrl}/inventory/reports/item/000123/Dashboard`);
      await loaded(page.getByRole('grid', { name: text.dashboard.warehouses }));
      const chart = page.getByRole('img', { name: new RegExp(`^${text.dashboard.chart}`) });
      await chart.waitFor();
      // Twelve months, the oldest first in reading order: from the right in Arabic.
      const monthLabels = chart.locator('.recharts-xAxis-tick-labels text');
      // recharts draws once it has measured its box, a frame after the page shows.
      await monthLabels.first().waitFor();
      const xs = await monthLabels.evaluateAll((labels) =>
        labels.map((label) => Number(label.getAttribute('x'))),
      );
      expect(xs).toHaveLength(12);
      const [first = 0, last = 0] = [xs[0], xs.at(-1)];
      expect(first > last).toBe(mode.language === 'ar');
      expect(await axeViolations(page)).toEqual([]);
    });
});
