import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';

const productUrl = productServerUrl();

const pad = (value: number) => String(value).padStart(2, '0');
/** A date field's mm/dd/yy text (the admin's short format) moved by some days on the calendar. */
function shifted(text: string, days: number): string {
  const [month = 0, day = 0, year = 0] = text.split('/').map(Number);
  const date = new Date(Date.UTC(2000 + year, month - 1, day + days));
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${pad(date.getUTCFullYear() % 100)}`;
}

describe('defaults from the partner in the document editor in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('shows the due date of a Net 15 partner 15 days after the posting date, follows the posting date, and keeps a typed one', async () => {
    // C00007 is the partner of issue 18: Net 15 (payment terms 1) in the demo company.
    const token = await signIn(productUrl, 'admin');
    const answer = await fetch(`${productUrl}/api/v1/resources/business-partners/C00007`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const partner = ((await answer.json()) as { ResponseData: Record<string, unknown> }).ResponseData;
    expect(partner.GroupNum).toBe(1);

    const page = await suite.signedIn('/sales/doc/create/17', 'admin');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const posting = page.getByRole('textbox', { name: 'Posting date' });
    const due = page.getByRole('textbox', { name: 'Due date' });
    const postedOn = await posting.inputValue();
    expect(await due.inputValue()).toBe(postedOn);

    await choosePartner(page, 'C00007');
    // Leaving the partner field takes it: its record and payment terms are read.
    await tabTo(page, posting);
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 15));

    // A later posting date moves the due date with it.
    await page.keyboard.type('+3');
    await page.keyboard.press('Tab');
    await expect.poll(() => posting.inputValue()).toBe(shifted(postedOn, 3));
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 18));

    // A due date the clerk types is theirs: the posting date no longer moves it.
    await page.keyboard.type('+40');
    await page.keyboard.press('Enter');
    await expect.poll(() => due.inputValue()).toBe(shifted(postedOn, 40));
    await tabTo(page, posting, 10, 'Shift+Tab');
    await page.keyboard.type('+1');
    await page.keyboard.press('Tab');
    await expect.poll(() => posting.inputValue()).toBe(shifted(postedOn, 1));
    expect(await due.inputValue()).toBe(shifted(postedOn, 40));
  }, 120_000);
});
