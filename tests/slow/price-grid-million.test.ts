import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByKeyboard } from '../support/browser-session';
import { launchChromium } from '../support/chromium';
import { copyOfLargeCompany, type LargeCompanyCopy } from '../support/large-company';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';

/**
 * The grid over a price list of the `large` company: 1,000,000 prices served by the real server
 * on PostgreSQL (the embedded database would take minutes to load the company for each run).
 * Driven by keyboard alone, as a clerk would.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl)
  console.warn(
    'The million-row price list tests need TEST_DATABASE_URL (a PostgreSQL server); they were not run.',
  );

const listPath = '/inventory/price-list/2/items';
const rowsInList = 1_000_000;

interface ActiveCell {
  rowCount: number;
  rowIndex: number;
  colIndex: number;
  /** The texts of the active row's rendered cells, by aria-colindex. */
  row: Record<number, string>;
  header: string;
}

/** What a screen reader is told: the grid's row count, and where the active cell is. */
async function activeCell(page: Page): Promise<ActiveCell> {
  return page.getByRole('grid').evaluate((grid) => {
    const cell = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    const rowElement = cell?.closest('[role="row"]');
    const colIndex = Number(cell?.getAttribute('aria-colindex'));
    const row: Record<number, string> = {};
    for (const element of rowElement?.querySelectorAll('[role="gridcell"]') ?? [])
      row[Number(element.getAttribute('aria-colindex'))] = element.textContent ?? '';
    const header = grid.querySelector(`[role="columnheader"][aria-colindex="${colIndex}"]`);
    return {
      rowCount: Number(grid.getAttribute('aria-rowcount')),
      rowIndex: Number(rowElement?.getAttribute('aria-rowindex')),
      colIndex,
      row,
      header: header?.getAttribute('aria-label') ?? '',
    };
  });
}

/** The headers in display order. */
async function headers(page: Page): Promise<string[]> {
  return page.getByRole('columnheader').evaluateAll((cells) =>
    cells
      .map(
        (cell) =>
          [Number(cell.getAttribute('aria-colindex')), cell.getAttribute('aria-label') ?? ''] as const,
      )
      .sort((a, b) => a[0] - b[0])
      .map(([, text]) => text),
  );
}

/** Waits until the active row holds data rather than the loading placeholder. */
async function waitForActiveRowData(page: Page): Promise<ActiveCell> {
  await page.waitForFunction(() => {
    const grid = document.querySelector('[role="grid"]');
    const cell = document.getElementById(grid?.getAttribute('aria-activedescendant') ?? '');
    const row = cell?.closest('[role="row"]');
    return row !== null && row !== undefined && !row.hasAttribute('aria-busy');
  });
  return activeCell(page);
}

describe.skipIf(!adminUrl)('the grid over a million prices (large company, PostgreSQL)', () => {
  let company: LargeCompanyCopy;
  let server: ServerProcess;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    company = await copyOfLargeCompany(adminUrl ?? '');
    server = await spawnServer({ DATABASE_URL: company.url, SEED: 'none', LOG_LEVEL: 'warn' });
    await waitUntilHealthy(server, 120_000);
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  }, 900_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop('SIGTERM');
    await company?.drop();
  }, 120_000);

  async function openList(page: Page): Promise<void> {
    await page.goto(`${server.url}${listPath}`);
    // A page that finds no live session signs in and is sent back to the list.
    const grid = page.getByRole('grid');
    const signIn = page.getByRole('heading', { name: 'Sign in' });
    await grid.or(signIn).first().waitFor();
    if (await signIn.isVisible()) await signInByKeyboard(page, 'admin');
    await grid.waitFor();
    await page.waitForFunction(
      (count) => document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') === String(count),
      rowsInList + 1,
    );
    await grid.focus();
    await waitForActiveRowData(page);
  }

  it('reaches row 1,000,000 with Ctrl+End, shows its data and tells a screen reader where it is', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await signInByKeyboard(page, 'admin');
    await page.locator('[data-pane-id]').first().waitFor();
    await openList(page);

    const top = await waitForActiveRowData(page);
    expect(top.rowCount).toBe(rowsInList + 1);
    expect(top.rowIndex).toBe(2);
    expect(top.colIndex).toBe(1);
    // Sorted by item code: the codes that only look like numbers come first.
    expect(top.row[1]).toBe('000123');

    await page.keyboard.press('Control+End');
    const bottom = await waitForActiveRowData(page);
    expect(bottom.rowCount).toBe(rowsInList + 1);
    expect(bottom.rowIndex).toBe(rowsInList + 1);
    expect(bottom.row[1]).toBe('I999997');
    // Prices read with the demo company's PriceDec, 3 (docs/decisions.md).
    expect(bottom.row[3]).toMatch(/^\d[\d,]*\.\d{3}$/);
    // Every rendered row carries its own index: the last one is the list's last.
    const lastRendered = await page
      .locator('[role="row"][aria-rowindex]')
      .evaluateAll((rows) => Math.max(...rows.map((row) => Number(row.getAttribute('aria-rowindex')))));
    expect(lastRendered).toBe(rowsInList + 1);

    await page.keyboard.press('PageUp');
    const pagedUp = await waitForActiveRowData(page);
    expect(pagedUp.rowIndex).toBeLessThan(rowsInList + 1);
    expect(pagedUp.rowIndex).toBeGreaterThan(rowsInList - 50);

    await page.keyboard.press('Control+Home');
    const again = await waitForActiveRowData(page);
    expect(again.rowIndex).toBe(2);
    expect(again.row[1]).toBe('000123');
    await page.close();
  });

  it('saves a price edited in place on the last row, and the price survives a reload', async () => {
    const page = await context.newPage();
    await openList(page);
    // Ctrl+End is the last cell of the last row; Home its first, then two steps to the price.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await waitForActiveRowData(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const before = await waitForActiveRowData(page);
    expect(before.header).toBe('Price');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/resources/item-prices/'),
    );
    await page.keyboard.type('4321.09');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await openList(page);
    await page.keyboard.press('Control+End');
    const after = await waitForActiveRowData(page);
    expect(after.row[1]).toBe('I999997');
    expect(after.row[3]).toBe('4,321.090');
    // A price typed by hand is marked so, and a base-list change no longer overwrites it.
    expect(Object.values(after.row)).toContain('Yes');
    await page.close();
  });

  it('keeps a hidden and a moved column after signing out and in again', async () => {
    const page = await context.newPage();
    await openList(page);
    const original = await headers(page);
    expect(original.slice(0, 3)).toEqual(['Item code', 'Item name', 'Price']);

    // To the header row, then the item name's header: hide it (Alt+Shift+H).
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    expect((await activeCell(page)).header).toBe('Item name');
    const hidden = page.waitForResponse((response) => response.url().endsWith('/api/v1/form_settings'));
    await page.keyboard.press('Alt+Shift+KeyH');
    expect((await hidden).status()).toBe(200);
    // The price takes the hidden column's place under the active cell: move it before the item
    // code (Alt+Shift+Left).
    expect((await activeCell(page)).header).toBe('Price');
    const moved = page.waitForResponse((response) => response.url().endsWith('/api/v1/form_settings'));
    await page.keyboard.press('Alt+Shift+ArrowLeft');
    expect((await moved).status()).toBe(200);
    const changed = await headers(page);
    expect(changed.slice(0, 2)).toEqual(['Price', 'Item code']);
    expect(changed).not.toContain('Item name');

    await page.keyboard.press('Alt+Shift+KeyQ');
    await signInByKeyboard(page, 'admin');
    await page.locator('[data-pane-id]').first().waitFor();
    await openList(page);
    expect(await headers(page)).toEqual(changed);

    // Put the layout back through the columns dialog's reset, by keyboard.
    await page.keyboard.press('Alt+Shift+KeyO');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Reset columns' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => headers(page)).toEqual(original);
    await page.close();
  });
});
