import type { Browser, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { contextInMode } from '../support/display-mode-context';
import { type DisplayMode, displayModes, sweepModes } from '../support/display-modes';
import { fourPanes as fourPanesOf } from '../support/four-panes';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** Whether the pane's scroll container, or the lines grid inside it, scrolls sideways. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[data-pane-body]');
    const grid = body?.querySelector('[role="grid"]');
    return {
      pane: body ? body.scrollWidth > body.clientWidth : null,
      grid: grid ? grid.scrollWidth > grid.clientWidth : null,
    };
  });
}

/** The column headers whose text the grid cuts ("Quan…"). */
function cutHeaders(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-pane-body] [role="columnheader"]')]
      .filter((header) => {
        const text = header.firstElementChild;
        return text !== null && text.scrollWidth > text.clientWidth + 1;
      })
      .map((header) => header.getAttribute('aria-label')),
  );
}

/** The columns, other than the description, whose values the grid cuts ("2,068.…"). */
function cutValues(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector('[data-pane-body] [role="grid"]');
    const headerOf = (index: string | null) =>
      grid?.querySelector(`[role="columnheader"][aria-colindex="${index}"]`)?.getAttribute('aria-label');
    const cut = [...(grid?.querySelectorAll('[role="gridcell"]') ?? [])]
      .filter((cell) => {
        const text = cell.firstElementChild;
        return text !== null && text.scrollWidth > text.clientWidth + 1;
      })
      .map((cell) => headerOf(cell.getAttribute('aria-colindex')));
    return [...new Set(cut)].filter((header) => header !== 'Description');
  });
}

/** Data rows of the lines grid wholly inside the pane's visible area, without scrolling. */
function visibleLineRows(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[data-pane-body]');
    if (!body) return 0;
    const pane = body.getBoundingClientRect();
    return [...body.querySelectorAll('[role="grid"] [role="row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return (
        Number(row.getAttribute('aria-rowindex')) > 1 && box.top >= pane.top && box.bottom <= pane.bottom
      );
    }).length;
  });
}

/** The document's action buttons share one row (the rest wait in "More actions"). */
function actionRows(page: Page) {
  return page.evaluate(
    () =>
      new Set(
        [...document.querySelectorAll('[data-pane-body] [data-action]')].map(
          (button) => button.getBoundingClientRect().top,
        ),
      ).size,
  );
}

/** Four quadrants: `first` and the orders list on the left, the dashboard and the price lists on the right. */
const fourPanes = (first: string) =>
  fourPanesOf(first, '/dashboard', '/inventory/price-list', '/sales/doc/17');

/**
 * Where the grid and its rows sit against the pane that holds it: the data rows wholly inside the
 * pane's visible height, whether the header row is, whether the grid's frame and every control
 * keep within the pane's width, whether the pane scrolls sideways, the text controls narrower
 * than the value they hold (a squeezed date), and the fields whose control spills out of their
 * column over the next one. The lines grid scrolls its columns inside itself.
 */
function placeInPane(grid: Locator) {
  return grid.evaluate((element) => {
    const body = element.closest('[data-pane-body]');
    if (!body) return null;
    const pane = body.getBoundingClientRect();
    const inHeight = (box: DOMRect) => box.top >= pane.top && box.bottom <= pane.bottom;
    const inWidth = (box: DOMRect) => box.left >= pane.left - 1 && box.right <= pane.right + 1;
    const rows = [...element.querySelectorAll('[role="row"]')].filter(
      (row) => Number(row.getAttribute('aria-rowindex')) > 1 && inHeight(row.getBoundingClientRect()),
    ).length;
    const header = element.querySelector('[role="row"][aria-rowindex="1"]');
    const controls = [...body.querySelectorAll<HTMLInputElement>('input, select, textarea')];
    return {
      rows,
      headerShown: header !== null && inHeight(header.getBoundingClientRect()),
      gridInWidth: inWidth(element.getBoundingClientRect()),
      sideways: body.scrollWidth > body.clientWidth,
      outside: controls
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && !inWidth(box);
        })
        .map((control) => control.name),
      squeezed: controls
        .filter((control) => control.type === 'text' && control.scrollWidth > control.clientWidth + 1)
        .map((control) => control.name),
      spilling: [...body.querySelectorAll('form > *')]
        .filter((field) => field.scrollWidth > field.clientWidth + 1)
        .map((field) => field.querySelector('input, textarea')?.getAttribute('name')),
    };
  });
}

/** A page at 1600 × 1000 in the display mode, signed in as the sales clerk through the form of its language. */
async function signedInAs(browser: Browser, path: string, mode: DisplayMode): Promise<Page> {
  const context = await contextInMode(browser, mode, { viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${productUrl}${path}`);
  await page.locator('input[name="username"]').fill('sales');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.keyboard.press('Enter');
  await page.locator('[data-pane-id]').first().waitFor();
  return page;
}

describe("a document's density, in Chromium", () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });

  it('fits a whole pane at 1600 × 1000: nothing scrolls sideways and no column header is cut', async () => {
    const page = await suite.signedIn('/sales/doc/17/1', 'sales');
    await page.getByRole('grid', { name: 'Lines of Sales Order 1' }).waitFor();
    await expect.poll(() => sideways(page)).toEqual({ pane: false, grid: false });
    expect(await cutHeaders(page)).toEqual([]);
    expect(await cutValues(page)).toEqual([]);
    expect(await actionRows(page)).toBe(1);

    await page.goto(`${productUrl}/sales/doc/create/17`);
    const editorLines = page.getByRole('grid', { name: 'Lines of New Sales Order' });
    await editorLines.waitFor();
    await expect.poll(() => sideways(page)).toEqual({ pane: false, grid: false });
    expect(await cutHeaders(page)).toEqual([]);
    // The header on one row, no field spilling over the next.
    expect(await placeInPane(editorLines)).toMatchObject({ squeezed: [], spilling: [] });
  });

  it('shows the lines of a sales order in a quarter of a 1600 × 1000 screen, its actions on one row', async () => {
    const page = await suite.signedIn('/sales/doc/17/1', 'sales', { viewport: { width: 800, height: 500 } });
    await page.getByRole('grid', { name: 'Lines of Sales Order 1' }).waitFor();
    await expect.poll(() => visibleLineRows(page)).toBeGreaterThanOrEqual(1);
    expect(await actionRows(page)).toBe(1);
    expect((await sideways(page)).pane).toBe(false);
    expect(await cutHeaders(page)).toEqual([]);
    expect(await cutValues(page)).toEqual([]);
  });

  it('shows the lines of a sales order in a four-pane layout at 1600 × 1000, and draws it for the docs', async () => {
    const page = await suite.signedIn(fourPanes('/sales/doc/17/1'), 'sales');
    const lines = page.getByRole('grid', { name: 'Lines of Sales Order 1' });
    await lines.waitFor();
    await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(4);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await expect.poll(async () => (await placeInPane(lines))?.rows).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: 'docs/screenshots/documents-four-panes.png' });
  });

  // The accessibility setting trades density for larger text and 44 px targets: there the
  // quarter shows the whole header, and the lines one F8 away.
  for (const mode of sweepModes(
    'light',
    displayModes.filter((mode) => !mode.accessibility),
  )) {
    it(`lets a new sales order be typed in a quarter of a 1600 × 1000 screen, its lines in view, in ${mode.name} mode`, async () => {
      const page = await signedInAs(suite.browser(), fourPanes('/sales/doc/create/17'), mode);
      try {
        const pane = page.locator('[data-pane-id]', { has: page.locator('input[name="CardCode"]') });
        await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(4);
        const partner = pane.locator('input[name="CardCode"]');
        await partner.focus();
        await page.keyboard.type('C00007');
        await page.locator('[role="option"]', { hasText: 'C00007' }).first().waitFor();
        await page.keyboard.press('Enter');
        await expect.poll(() => partner.inputValue()).toBe('C00007');
        // F8 from the header to the lines, as the lines heading says, then two lines typed.
        await page.keyboard.press('F8');
        const lines = pane.locator('[data-key-scope="lines"] [role="grid"]');
        for (const [item, quantity] of [
          ['I000541', '2'],
          ['I000698', '3'],
        ] as const) {
          await page.keyboard.press('Home');
          await page.keyboard.type(item);
          await page.locator('[role="listbox"] [role="option"]', { hasText: item }).first().waitFor();
          await page.keyboard.press('Enter');
          await pane.locator('[role="gridcell"][aria-colindex="3"] input').waitFor();
          await page.keyboard.press('Control+KeyA');
          await page.keyboard.type(quantity);
          await page.keyboard.press('Enter');
          await pane.locator('[role="gridcell"] input').waitFor({ state: 'detached' });
        }
        await expect.poll(() => lines.locator('[role="row"]').count()).toBeGreaterThanOrEqual(4);
        await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        // The pane shows the top of the document, as when it opened: header, then the lines.
        await pane.locator('[data-pane-body]').evaluate((body) => body.scrollTo(0, 0));
        await page.screenshot({ path: '/tmp/wtq-debug.png' });
        expect(await placeInPane(lines)).toEqual({
          rows: expect.any(Number),
          headerShown: true,
          gridInWidth: true,
          sideways: false,
          outside: [],
          squeezed: [],
          spilling: [],
        });
        expect((await placeInPane(lines))?.rows).toBeGreaterThanOrEqual(2);
        expect(await axeViolations(page)).toEqual([]);
        await page.screenshot({
          path: `docs/screenshots/document-editor-quarter${mode.name === 'light' ? '' : `-${mode.name}`}.png`,
        });
      } finally {
        await page.context().close();
      }
    }, 120_000);
  }
});
