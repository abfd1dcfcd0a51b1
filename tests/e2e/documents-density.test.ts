import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { encodeLayout } from '../../src/client/workspace/layout-codec';
import { createWorkspace, openInSplit } from '../../src/client/workspace/workspace';
import { browserSuite } from '../support/browser-suite';
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

describe("a document's density, in Chromium", () => {
  const suite = browserSuite(productUrl);

  it('fits a whole pane at 1600 × 1000: nothing scrolls sideways and no column header is cut', async () => {
    const page = await suite.signedIn('/sales/doc/17/1', 'sales');
    await page.getByRole('grid', { name: 'Lines of Sales Order 1' }).waitFor();
    await expect.poll(() => sideways(page)).toEqual({ pane: false, grid: false });
    expect(await cutHeaders(page)).toEqual([]);
    expect(await cutValues(page)).toEqual([]);
    expect(await actionRows(page)).toBe(1);

    await page.goto(`${productUrl}/sales/doc/create/17`);
    await page.getByRole('grid', { name: 'Lines of New Sales Order' }).waitFor();
    await expect.poll(() => sideways(page)).toEqual({ pane: false, grid: false });
    expect(await cutHeaders(page)).toEqual([]);
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
    // Four quadrants, as a user splits them: the order and the orders list on the left, the
    // dashboard and the price lists on the right.
    let next = 0;
    const newId = () => `p${next++}`;
    let workspace = createWorkspace('/sales/doc/17/1', newId);
    const order = workspace.focused;
    workspace = openInSplit(workspace, '/dashboard', 'right', newId);
    workspace = openInSplit(workspace, '/inventory/price-list', 'down', newId);
    workspace = openInSplit({ ...workspace, focused: order }, '/sales/doc/17', 'down', newId);
    const page = await suite.signedIn(
      `/sales/doc/17/1?ws=${encodeLayout({ ...workspace, focused: order })}`,
      'sales',
    );
    const lines = page.getByRole('grid', { name: 'Lines of Sales Order 1' });
    await lines.waitFor();
    await expect.poll(() => page.locator('[data-pane-id]').count()).toBe(4);
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    const shown = () =>
      lines.evaluate((grid) => {
        const pane = grid.closest('[data-pane-body]')?.getBoundingClientRect();
        return [...grid.querySelectorAll('[role="row"]')].filter((row) => {
          const box = row.getBoundingClientRect();
          return (
            pane !== undefined &&
            Number(row.getAttribute('aria-rowindex')) > 1 &&
            box.top >= pane.top &&
            box.bottom <= pane.bottom
          );
        }).length;
      });
    await expect.poll(shown).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: 'docs/screenshots/documents-four-panes.png' });
  });
});
