import type { BrowserContext, Locator, Page } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeLayout, encodeLayout } from '../../src/client/workspace/layout-codec';
import { leafIds } from '../../src/client/workspace/layout-tree';
import { createWorkspace, focusPane, openInSplit } from '../../src/client/workspace/workspace';
import { catalogues } from '../../src/shared/i18n/catalogues';
import { axeViolations } from '../support/axe';
import { signInAt } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { contextInMode, showInMode } from '../support/display-mode-context';
import { type DisplayMode, displayModes } from '../support/display-modes';
import { columnTexts, loaded, rowCount } from '../support/grid-reading';
import { isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const itemsPath = '/inventory/item-management/item-master-data';

/** The panes' hrefs the address bar's layout holds, in reading order. */
function layoutHrefs(page: Page): string[] {
  const decoded = decodeLayout(new URL(page.url()).searchParams.get('ws') ?? '', () => `x${Math.random()}`);
  if (!decoded.ok) throw new Error(`the address holds no layout: ${decoded.reason}`);
  return leafIds(decoded.layout.tree).map((id) => decoded.layout.hrefs[id] ?? '');
}

/** Whether the element is drawn whole inside the viewport, not covered at its centre by anything else. */
const fullyVisible = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && box.width > 0 && top !== null && (element === top || element.contains(top));
  });

// One page signed in as admin serves every test, each at its own address in its own mode; the
// second browser that opens a shared link signs in afresh, since that is what it proves.
describe('list filters in Chromium', () => {
  const suite = browserSuite(productUrl);
  let context: BrowserContext | undefined;
  // The suite closes the shared page after the file; this one, opened in a display mode, after its test.
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function signedIn(mode: DisplayMode, path: string): Promise<Page> {
    const page = await suite.sharedPage('admin', { viewport: { width: 1366, height: 900 } });
    await showInMode(page, mode);
    await page.goto(`${productUrl}${path}`);
    await page.locator('[data-pane-id]').first().waitFor();
    return page;
  }

  it('filters by keyboard with contains on the focused column, names the chip, and keeps filter and sort in a URL that shows the same rows', async () => {
    const light = displayModes[0] as DisplayMode;
    const page = await signedIn(light, itemsPath);
    const items = page.getByRole('grid', { name: 'Items' });
    await loaded(items);
    const total = await rowCount(items);

    // The grid's active cell on Item name: the drawer opens on that column, with contains.
    await tabTo(page, items, 20);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Alt+Shift+KeyG');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    expect(await drawer.getByRole('combobox', { name: 'Columns' }).inputValue()).toBe('ItemName');
    expect(await drawer.getByRole('combobox', { name: 'Filter Item name' }).inputValue()).toBe('contains');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(drawer.getByRole('textbox', { name: 'contains' }))).toBe(true);
    await page.keyboard.type('basmati');
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });

    const chip = page.getByRole('button', { name: 'Remove filter: Item name contains basmati' });
    await chip.waitFor();
    await expect.poll(async () => (await rowCount(items)) > 0 && (await rowCount(items)) < total).toBe(true);
    await loaded(items);
    const found = await rowCount(items);
    const names = await columnTexts(items, 2);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('basmati');

    // Reopened, the drawer shows the filter on; a second filter of the column and operator replaces it.
    expect(await isFocused(items)).toBe(true);
    await page.keyboard.press('Alt+Shift+KeyG');
    await drawer.waitFor();
    expect(await drawer.getByRole('textbox', { name: 'contains' }).inputValue()).toBe('basmati');
    await drawer.getByRole('button', { name: 'Edit filter: Item name contains basmati' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('BASMATI');
    await page.keyboard.press('Enter');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove filter: Item name contains BASMATI' }).waitFor();
    expect(await page.getByRole('button', { name: /^Remove filter:/ }).count()).toBe(1);
    await expect.poll(() => rowCount(items)).toBe(found);

    // The palette's recent pages hold the page once, not once per filter.
    const stored = await page.evaluate(() => Object.values(window.localStorage).join('\n'));
    expect(stored).toContain(`"href":"${itemsPath}"`);
    expect(stored).not.toContain('f.ItemName');

    // Sort by Item code, descending, from its header.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    const codeHeader = items.getByRole('columnheader', { name: 'Item code' });
    await expect.poll(() => codeHeader.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const codes = await columnTexts(items, 1);
        return codes.length > 1 && codes.join() === [...codes].sort().reverse().join();
      })
      .toBe(true);
    const codes = await columnTexts(items, 1);

    // The layout in the address carries the filter and the sort of the pane.
    await expect
      .poll(() => layoutHrefs(page))
      .toEqual([`${itemsPath}?f.ItemName.contains=BASMATI&sort=ItemCode%3Adesc`]);

    // Another browser, signed in afresh, opens the shared address and shows the same rows.
    const shared = page.url();
    context = await contextInMode(suite.browser(), light, { viewport: { width: 1366, height: 900 } });
    const other = await context.newPage();
    await signInAt(other, productUrl);
    await other.goto(shared);
    const again = other.getByRole('grid', { name: 'Items' });
    await loaded(again);
    await other.getByRole('button', { name: 'Remove filter: Item name contains BASMATI' }).waitFor();
    expect(await rowCount(again)).toBe(found);
    expect(await again.getByRole('columnheader', { name: 'Item code' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    await expect.poll(() => columnTexts(again, 1)).toEqual(codes);

    // The chip goes by keyboard, and the address forgets the filter.
    await other.getByRole('button', { name: 'Remove filter: Item name contains BASMATI' }).focus();
    await other.keyboard.press('Delete');
    await expect.poll(() => rowCount(again)).toBe(total);
    await expect.poll(() => layoutHrefs(other)).toEqual([`${itemsPath}?sort=ItemCode%3Adesc`]);

    // Sorting also saved the user's own default: put it back, so later suites find Item code ascending.
    const saved = other.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/form_settings' && response.ok(),
    );
    await tabTo(other, again, 20);
    await other.keyboard.press('Control+Home');
    await other.keyboard.press('ArrowUp');
    await other.keyboard.press('Home');
    await other.keyboard.press('Enter');
    await expect
      .poll(() => again.getByRole('columnheader', { name: 'Item code' }).getAttribute('aria-sort'))
      .toBe('ascending');
    await saved;
  }, 180_000);

  for (const mode of displayModes.filter((candidate) => candidate.name !== 'accessibility')) {
    it(`shows the whole drawer in a maximised pane among several, axe finding nothing (${mode.name})`, async () => {
      const newId = (() => {
        let next = 0;
        return () => `p${++next}`;
      })();
      let layout = createWorkspace('/dashboard', newId);
      layout = openInSplit(layout, `${itemsPath}?f.ItemName.contains=basmati`, 'right', newId);
      layout = openInSplit(layout, '/inventory/price-list/2/items', 'down', newId);
      layout = focusPane(layout, 'p2');
      const page = await signedIn(mode, `${itemsPath}?ws=${encodeLayout(layout)}`);
      const strings = catalogues[mode.language].resources.common;
      const pane = page.locator('[data-pane-id][data-focused]');
      const grid = pane.getByRole('grid');
      await loaded(grid);
      await tabTo(page, grid, 40);
      await page.keyboard.press('Alt+Shift+KeyM');
      await page.locator('[data-pane-id][data-maximized]').waitFor();
      // Maximising leaves the focus on the pane itself; the grid is a few Tabs in.
      await tabTo(page, grid, 20);
      await page.keyboard.press('Alt+Shift+KeyG');
      const drawer = page.getByRole('dialog', { name: strings.filters });
      await drawer.waitFor();
      for (const part of [
        drawer.getByRole('heading', { name: strings.filters, exact: true }),
        drawer.getByRole('button', { name: strings.cancel, exact: true }),
        drawer.getByRole('combobox').first(),
        drawer.getByRole('button', { name: strings.apply, exact: true }),
      ])
        expect(await fullyVisible(part)).toBe(true);
      // The active filter is listed, named in the user's language.
      expect(await drawer.getByRole('heading', { name: strings.activeFilters }).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }, 120_000);
  }
});
