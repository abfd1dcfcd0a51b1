import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, enterLine, isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** The focused element's role, and for a grid the row (aria-rowindex) of its active cell. */
function focusPlace(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const cell = document.getElementById(focused?.getAttribute('aria-activedescendant') ?? '');
    return {
      role: focused?.getAttribute('role') ?? focused?.tagName.toLowerCase(),
      name: focused?.getAttribute('aria-label') ?? '',
      row: cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') ?? null,
    };
  });
}

describe('where focus lands in the document screens, in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('opens a new document on its partner, and after editing puts focus back on the line the user was on', async () => {
    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => isFocused(partner)).toBe(true);

    await choosePartner(page, 'C00135');
    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await tabTo(page, lines);
    await enterLine(page, 'I000541', '2');
    await page.keyboard.press('Home');
    await enterLine(page, 'I000698', '3');
    await page.keyboard.press('Control+KeyS');
    const saved = page.getByRole('heading', { level: 1, name: /^Sales Order \d+$/ });
    await saved.waitFor();
    const title = (await saved.textContent()) ?? '';

    // Edit, move to the second line, save: the view's lines grid has focus, on that line.
    const viewLines = page.getByRole('grid', { name: `Lines of ${title}` });
    await viewLines.focus();
    await page.keyboard.press('Alt+Shift+KeyR');
    const editorLines = page.getByRole('grid', { name: `Lines of Editing ${title}` });
    await editorLines.waitFor();
    await editorLines.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+KeyS');
    await viewLines.waitFor();
    await expect.poll(() => focusPlace(page)).toEqual({ role: 'grid', name: `Lines of ${title}`, row: '3' });
    // And the next shortcut works at once: it opens the editor again.
    await page.keyboard.press('Alt+Shift+KeyR');
    await editorLines.waitFor();
  });
});
