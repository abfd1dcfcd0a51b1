import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { enterLine, isFocused, tabTo } from '../support/keyboard-entry';
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
  const suite = browserSuite(productUrl, { reuseSessions: true });

  it('opens a new document on its partner, reads the partner once it is taken, and after editing puts focus back on the line the user was on', async () => {
    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => isFocused(partner)).toBe(true);

    // Typing the code at a clerk's pace asks for no partner record on the way (each partial code
    // was asked for, and answered 404); taking it asks once.
    const partnerRecords: string[] = [];
    const answers: number[] = [];
    const isPartnerRecord = (url: string) =>
      /\/resources\/business-partners\/[^/?]+$/.test(new URL(url).pathname);
    page.on('request', (request) => {
      if (isPartnerRecord(request.url())) partnerRecords.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (isPartnerRecord(response.url())) answers.push(response.status());
    });
    await page.keyboard.type('C00135', { delay: 150 });
    await page.getByRole('option', { name: /C00135/, selected: true }).waitFor();
    expect(partnerRecords).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => partner.inputValue()).toBe('C00135');
    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await tabTo(page, lines);
    // Leaving the field takes the partner: its record is read, and found.
    await expect.poll(() => answers).toContain(200);
    expect(answers.filter((status) => status === 404)).toEqual([]);
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

  it('after saving a new document puts focus on its lines grid, on the first line, so the next key is heard', async () => {
    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => isFocused(partner)).toBe(true);
    await page.keyboard.type('C00135');
    await page.getByRole('option', { name: /C00135/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('grid', { name: /Lines of New Sales Order/ }));
    await enterLine(page, 'I000541', '2');
    // The saved document's rights answer late, as on a busy line: the shortcut pressed before they
    // arrive must wait for them, not be lost.
    await page.route('**/api/v1/authorization/document-rights', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.keyboard.press('Control+KeyS');
    const saved = page.getByRole('heading', { level: 1, name: /^Sales Order \d+$/ });
    await saved.waitFor();
    const title = (await saved.textContent()) ?? '';
    await expect.poll(() => focusPlace(page)).toEqual({ role: 'grid', name: `Lines of ${title}`, row: '2' });
    // The next shortcut reaches the saved document: it opens its editor, on its lines.
    await page.keyboard.press('Alt+Shift+KeyR');
    await page.getByRole('heading', { level: 1, name: `Editing ${title}` }).waitFor();
    await expect
      .poll(() => focusPlace(page))
      .toEqual({ role: 'grid', name: `Lines of Editing ${title}`, row: '2' });
  });

  it('jumps with F8 from the header to the lines and back, in the editor and in the document, as the lines heading says', async () => {
    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => isFocused(partner)).toBe(true);
    await expect.poll(() => page.getByText('Header and lines').first().textContent()).toContain('F8');
    await page.keyboard.type('C00135');
    await page.getByRole('option', { name: /C00135/ }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await page.keyboard.press('F8');
    await expect.poll(() => isFocused(lines)).toBe(true);
    await enterLine(page, 'I000541', '2');
    // Back to the header field the user was last in.
    await page.keyboard.press('F8');
    await expect.poll(() => isFocused(partner)).toBe(true);
    await page.keyboard.press('F8');
    await expect.poll(() => isFocused(lines)).toBe(true);

    await page.keyboard.press('Control+KeyS');
    const saved = page.getByRole('heading', { level: 1, name: /^Sales Order \d+$/ });
    await saved.waitFor();
    const title = (await saved.textContent()) ?? '';
    const viewLines = page.getByRole('grid', { name: `Lines of ${title}` });
    await expect.poll(() => isFocused(viewLines)).toBe(true);
    await page.keyboard.press('F8');
    await expect.poll(() => isFocused(saved)).toBe(true);
    await page.keyboard.press('F8');
    await expect.poll(() => isFocused(viewLines)).toBe(true);
  });
});
