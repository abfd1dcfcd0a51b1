import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { decodeLayout } from '../../src/client/workspace/layout-codec';
import { leafIds } from '../../src/client/workspace/layout-tree';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { showInMode } from '../support/display-mode-context';
import { displayModes, lightMode } from '../support/display-modes';
import { columnTexts, loaded, rowCount } from '../support/grid-reading';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const ordersPath = '/sales/doc/17';
/** The list's columns by aria-colindex (documentListColumns). */
const col = { DocNum: 1, CardName: 4 } as const;

/** The panes' hrefs the address bar's layout holds, in reading order. */
function layoutHrefs(page: Page): string[] {
  const decoded = decodeLayout(new URL(page.url()).searchParams.get('ws') ?? '', () => `x${Math.random()}`);
  if (!decoded.ok) throw new Error(`the address holds no layout: ${decoded.reason}`);
  return leafIds(decoded.layout.tree).map((id) => decoded.layout.hrefs[id] ?? '');
}

/** The one pane's href as a path and its parameters. */
function paneAddress(page: Page): { path: string; params: Record<string, string> } {
  const [href = ''] = layoutHrefs(page);
  const url = new URL(href, productUrl);
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

const ordersGrid = (page: Page) => page.locator('[data-pane-id]').first().getByRole('grid');

// One signed-in page for the file: each test goes to its own address and changes no stored data.
describe("a document list's filters in Chromium", () => {
  const suite = browserSuite(productUrl);
  const sharedPage = () => suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });

  it('filters with contains on the focused column, names the chips, reopens on the active filter, and keeps status, filters and sort through a reload of the layout URL', async () => {
    const page = await sharedPage();
    await showInMode(page, lightMode);
    await page.goto(`${productUrl}${ordersPath}`);
    const orders = ordersGrid(page);
    await loaded(orders);
    const total = await rowCount(orders);
    const [firstName = ''] = await columnTexts(orders, col.CardName);
    const word = firstName.split(/\s+/).find((candidate) => candidate.length >= 4) ?? firstName;
    // Lower case from inside a word: only contains, ignoring case, finds it.
    const part = word.slice(1, 4).toLowerCase();

    // The grid's active cell on Partner name: the drawer opens on that column, with contains.
    await tabTo(page, orders, 30);
    for (let step = 0; step < col.CardName - 1; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Alt+Shift+KeyG');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await drawer.getByRole('combobox', { name: 'Columns' }).inputValue()).toBe('CardName');
    expect(await drawer.getByRole('combobox', { name: 'Filter Partner name' }).inputValue()).toBe('contains');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(drawer.getByRole('textbox', { name: 'contains' }))).toBe(true);
    await page.keyboard.type(part);
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });

    const nameChip = `Partner name contains ${part}`;
    await page.getByRole('button', { name: `Remove filter: ${nameChip}` }).waitFor();
    await expect
      .poll(async () => {
        const names = await columnTexts(orders, col.CardName);
        return names.length > 0 && names.every((name) => name.toLowerCase().includes(part));
      })
      .toBe(true);
    expect(await rowCount(orders)).toBeLessThanOrEqual(total);

    // Reopened, the drawer shows the filter on and lists it; a range on another column is added beside it.
    expect(await isFocused(orders)).toBe(true);
    await page.keyboard.press('Alt+Shift+KeyG');
    await drawer.waitFor();
    expect(await drawer.getByRole('textbox', { name: 'contains' }).inputValue()).toBe(part);
    await drawer.getByRole('button', { name: `Edit filter: ${nameChip}` }).waitFor();
    await drawer.getByRole('combobox', { name: 'Columns' }).selectOption('DocTotal');
    expect(await drawer.getByRole('combobox', { name: 'Filter Document total' }).inputValue()).toBe(
      'between',
    );
    await drawer.getByRole('textbox', { name: 'From' }).fill('1');
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    const chips = page.getByRole('button', { name: /^Remove filter:/ });
    await expect.poll(() => chips.count()).toBe(2);
    await page.getByRole('button', { name: 'Remove filter: Document total from 1' }).waitFor();
    await page.getByRole('button', { name: 'Filters (2)' }).waitFor();

    // Sort by Number from its header, by keyboard.
    await tabTo(page, orders, 30);
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const numberHeader = orders.getByRole('columnheader', { name: 'Number' });
    await expect.poll(() => numberHeader.getAttribute('aria-sort')).toBe('ascending');

    // The status is the list's own filter: All, kept beside the others.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('all');

    await expect
      .poll(() => paneAddress(page))
      .toEqual({
        path: ordersPath,
        params: {
          'f.CardName.contains': part,
          'f.DocTotal.between': '1..',
          sort: 'DocNum:asc',
          status: 'all',
        },
      });
    await loaded(orders);
    await expect
      .poll(async () => {
        const numbers = (await columnTexts(orders, col.DocNum)).map(Number);
        return numbers.length > 1 && numbers.join() === [...numbers].sort((a, b) => a - b).join();
      })
      .toBe(true);
    const found = await rowCount(orders);
    const numbers = await columnTexts(orders, col.DocNum);

    // The layout URL reloaded shows the same rows, chips, sort and status.
    await page.reload();
    const again = ordersGrid(page);
    await loaded(again);
    await page.getByRole('button', { name: `Remove filter: ${nameChip}` }).waitFor();
    await page.getByRole('button', { name: 'Remove filter: Document total from 1' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('all');
    expect(await again.getByRole('columnheader', { name: 'Number' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await rowCount(again)).toBe(found);
    await expect.poll(() => columnTexts(again, col.DocNum)).toEqual(numbers);

    // A chip goes by keyboard, and the address forgets its filter only.
    await page.getByRole('button', { name: 'Remove filter: Document total from 1' }).focus();
    await page.keyboard.press('Delete');
    await expect.poll(() => chips.count()).toBe(1);
    await expect
      .poll(() => paneAddress(page).params)
      .toEqual({ 'f.CardName.contains': part, sort: 'DocNum:asc', status: 'all' });
  }, 180_000);

  for (const mode of displayModes.filter((candidate) => candidate.name !== 'accessibility')) {
    it(`shows the drawer over a filtered document list with its active filter listed, axe finding nothing (${mode.name})`, async () => {
      const page = await sharedPage();
      const strings = catalogues[mode.language].resources.common;
      await showInMode(page, mode);
      await page.goto(`${productUrl}${ordersPath}?f.CardName.contains=a&status=all`);
      const orders = ordersGrid(page);
      await loaded(orders);
      await tabTo(page, orders, 30);
      await page.keyboard.press('Alt+Shift+KeyG');
      const drawer = page.getByRole('dialog', { name: strings.filters });
      await drawer.waitFor();
      expect(await drawer.getByRole('heading', { name: strings.activeFilters }).count()).toBe(1);
      expect(await drawer.getByRole('combobox').first().inputValue()).toBe('DocNum');
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
    }, 120_000);
  }
});
