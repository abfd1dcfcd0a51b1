import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, enterLine, isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';

const productUrl = productServerUrl();

const pad = (value: number) => String(value).padStart(2, '0');
/** Today plus some days, on this machine's calendar (the browser's, as the field's `t` reads it). */
function daysFromToday(days: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
}
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const monthDayYear = (date: Date) =>
  `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear() % 100)}`;

describe('typed dates in the document editor in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('takes t, +15 and mm/dd/yy typed into the header dates, each one tab stop, and saves them with Ctrl+S at once', async () => {
    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();

    await choosePartner(page, 'C00135');

    const posting = page.getByRole('textbox', { name: 'Posting date' });
    const due = page.getByRole('textbox', { name: 'Due date' });
    await tabTo(page, posting);
    // Tab selects the field's text, so what the clerk types replaces it.
    await page.keyboard.type('t');
    // One Tab from one date to the next: the Clear and calendar buttons are not tab stops.
    await page.keyboard.press('Tab');
    expect(await isFocused(due)).toBe(true);
    expect(await posting.inputValue()).toBe(monthDayYear(daysFromToday(0)));

    await page.keyboard.type('+15');
    await page.keyboard.press('Enter');
    await expect.poll(() => due.inputValue()).toBe(monthDayYear(daysFromToday(15)));

    // A wrong date is marked and kept as typed; Escape puts the last good one back.
    await page.keyboard.press('Control+KeyA');
    await page.keyboard.type('02/31/26');
    await page.keyboard.press('Enter');
    await expect.poll(() => due.getAttribute('aria-invalid')).toBe('true');
    expect(await due.inputValue()).toBe('02/31/26');
    await page.keyboard.press('Escape');
    await expect.poll(() => due.inputValue()).toBe(monthDayYear(daysFromToday(15)));
    expect(await due.getAttribute('aria-invalid')).toBeNull();

    // The calendar still opens by key, on the field's date.
    await page.keyboard.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog', { name: 'Choose date, Due date' });
    await calendar.waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await isFocused(due)).toBe(true);

    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await tabTo(page, lines);
    await enterLine(page, 'I000541', '2');

    // Back to the due date, a date typed in the short format, and Ctrl+S at once: the save takes it.
    await tabTo(page, due, 40, 'Shift+Tab');
    const dueDate = daysFromToday(30);
    await page.keyboard.type(monthDayYear(dueDate));
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Sales Order \d+$/ }).waitFor();
    await expect.poll(() => page.url()).toMatch(/\/sales\/doc\/17\/\d+/);
    const docEntry = /\/sales\/doc\/17\/(\d+)/.exec(page.url())?.[1];

    const token = await signIn(productUrl, 'admin');
    const response = await fetch(`${productUrl}/api/v1/marketing/docs/17/${docEntry}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as { ResponseData: Record<string, unknown> }).ResponseData;
    expect(String(saved.DocDate).slice(0, 10)).toBe(iso(daysFromToday(0)));
    expect(String(saved.DocDueDate).slice(0, 10)).toBe(iso(dueDate));
  }, 120_000);
});
