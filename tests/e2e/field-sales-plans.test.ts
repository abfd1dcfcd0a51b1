import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { visibleText } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { sweepModes } from '../support/display-modes';
import { loaded, rowCount } from '../support/grid-reading';
import { tabTo } from '../support/keyboard-entry';
import { openInApp as open } from '../support/pane-navigation';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const targets = '/logistics_hub/sales-targets';
const report = `${targets}/reports`;
const due = '/logistics_hub/reccuring_transactions';

const pane = (page: Page) => page.locator('[data-pane-id]').first();
const gridOf = (page: Page) => pane(page).getByRole('grid').first();
const firstRow = (page: Page) =>
  gridOf(page).locator('[role="row"][aria-rowindex="2"]:not([aria-busy])').first();

const bodyRows = (table: Locator) => table.locator('tbody tr').count();

describe('sales targets and recurring transactions in Chromium', () => {
  const suite = browserSuite(productUrl);

  for (const mode of sweepModes('every'))
    it(`shows the targets, their report and what recurs with no accessibility violation in ${mode.name} mode`, async () => {
      const page = await suite.signedIn('/dashboard', 'admin', { viewport: { width: 1366, height: 900 } });
      await showInMode(page, mode);
      await page.goto(`${productUrl}${targets}`);
      for (const path of [targets, report, due]) {
        await open(page, path);
        await firstRow(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          mode.language === 'ar' ? 'rtl' : 'ltr',
        );
        expect(await axeViolations(page), `${path} in ${mode.name}`).toEqual([]);
        expect(await visibleText(page)).not.toMatch(
          /\b(fields|resources|fieldSalesPlans|routeTitles)\.[a-zA-Z]/,
        );
      }
    }, 240_000);

  it('creates a target by keyboard and reads it in the report’s chart table', async () => {
    const page = await suite.signedIn(targets, 'admin', { viewport: { width: 1366, height: 900 } });
    const list = page.getByRole('grid', { name: 'Sales targets' });
    await loaded(list);
    await page.keyboard.press('Alt+Shift+KeyI');
    await page.getByRole('heading', { level: 1, name: 'New sales target' }).waitFor();
    // The lookup searches employees by name: the best match of a letter is taken with Enter.
    const employee = page.getByRole('combobox', { name: 'Sales employee' });
    await tabTo(page, employee);
    await page.keyboard.type('a');
    await page.getByRole('listbox').getByRole('option', { selected: true }).first().waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => employee.inputValue()).not.toBe('');
    await tabTo(page, page.getByRole('textbox', { name: 'From', exact: true }));
    // Today until ninety days from now: a period no seeded target of this key covers.
    await page.keyboard.type('+400');
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('textbox', { name: 'To', exact: true }));
    await page.keyboard.type('+430');
    await page.keyboard.press('Tab');
    await tabTo(page, page.getByRole('textbox', { name: 'Target', exact: true }));
    await page.keyboard.type('12500');
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { level: 1, name: /^Sales target \d+/ }).waitFor();

    await open(page, report);
    const grid = page.getByRole('grid', { name: 'Sales targets against invoiced' });
    await loaded(grid);
    const table = page.getByRole('table', { name: 'Figures of the chart' });
    // The table is read by screen readers at once, and shown by its key.
    await expect.poll(() => bodyRows(table)).toBe(await rowCount(grid));
    const show = page.getByRole('button', { name: /Show the chart’s figures/ });
    expect(await show.getAttribute('aria-expanded')).toBe('false');
    await grid.focus();
    await page.keyboard.press('Alt+Shift+Minus');
    const hide = page.getByRole('button', { name: /Hide the chart’s figures/ });
    await expect.poll(() => hide.getAttribute('aria-expanded')).toBe('true');
    expect(await table.getByRole('cell', { name: '12,500' }).count()).toBeGreaterThan(0);
  }, 180_000);

  it('executes a due recurring transaction from the keyboard, once', async () => {
    const page = await suite.signedIn(due, 'admin', { viewport: { width: 1366, height: 900 } });
    const grid = page.getByRole('grid', { name: 'Recurring transactions' });
    await loaded(grid);
    const before = await rowCount(grid);
    await grid.focus();
    await page.keyboard.press('Alt+Shift+Equal');
    await page.keyboard.press('KeyE');
    await page.getByText(/created for/).waitFor();
    await expect.poll(() => rowCount(grid)).toBe(before - 1);
  }, 120_000);
});
