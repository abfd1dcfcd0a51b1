import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();

/** The statuses of every partner record read (GET /resources/business-partners/<key>). */
function partnerRecordAnswers(page: Page): number[] {
  const answers: number[] = [];
  page.on('response', (response) => {
    if (/\/resources\/business-partners\/[^/?]+$/.test(new URL(response.url()).pathname))
      answers.push(response.status());
  });
  return answers;
}

describe('reference lookups in Chromium', () => {
  const suite = browserSuite(productUrl);

  async function newSalesOrder() {
    const page = await suite.signedIn('/sales/doc/create/17', 'sales');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => isFocused(partner)).toBe(true);
    return { page, partner, answers: partnerRecordAnswers(page) };
  }

  it('highlights the first match of a name, with its city, balance and credit limit, and Enter takes it', async () => {
    const { page, partner, answers } = await newSalesOrder();
    await page.keyboard.type('green', { delay: 80 });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions for Partner' });
    const first = suggestions.getByRole('option').first();
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await partner.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    // The option's accessible name reads its details after its code and name.
    const described = suggestions.getByRole('option', {
      name: /^C\d+ .*Green.*, City: .+, Balance: .+, Credit limit: .+$/i,
      selected: true,
    });
    await described.waitFor();
    const code = ((await first.textContent()) ?? '').split(' ')[0] ?? '';
    expect(code).toMatch(/^C\d+$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => partner.inputValue()).toBe(code);
    expect(await partner.getAttribute('aria-expanded')).toBe('false');
    expect(answers.filter((status) => status === 404)).toEqual([]);
  });

  it('keeps an Enter pressed straight after a code, before the lookup answers, and takes that partner', async () => {
    const { page, partner, answers } = await newSalesOrder();
    await page.keyboard.type('c00007', { delay: 10 });
    await page.keyboard.press('Enter');
    await expect.poll(() => partner.inputValue()).toBe('C00007');
    expect(await partner.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Tab');
    // Leaving the field reads the partner once, by its code as taken.
    await expect.poll(() => answers).toEqual([200]);
  });

  it("lists an item with the quantity available in the line's warehouse and the partner's price", async () => {
    const { page } = await newSalesOrder();
    await choosePartner(page, 'C00007');
    await tabTo(page, page.getByRole('grid', { name: /Lines of New Sales Order/ }));
    await page.keyboard.type('I000001');
    // The option's name reads the stock of the warehouse the line will take and the unit price.
    const option = page.getByRole('listbox', { name: 'Matching items' }).getByRole('option', {
      name: /^I000001 .+, Available \(WH\d+\): -?[\d,.]+ ?, Price: [A-Z]{3}.[\d,.]+$/,
    });
    await option.waitFor();
    expect(await option.getAttribute('aria-selected')).toBe('true');
  });
});
