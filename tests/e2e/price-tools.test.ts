import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { productServerUrl } from '../support/product-server';

const productUrl = productServerUrl();
const tools = '/inventory/pricing/base-prices';

/** A key sequence of the key table: the prefix chord, then the letter. */
async function sequence(page: Page, letter: string) {
  await page.keyboard.press('Alt+Shift+Equal');
  await page.keyboard.press(letter);
}

describe('base price tools in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('previews and applies a 3% rise to an item group, follows its progress, and undoes it, from the keyboard', async () => {
    const page = await suite.signedIn(`${tools}/apply-factor`, 'admin', {
      viewport: { width: 1366, height: 900 },
    });
    await page.getByLabel('Price list (number)').fill('2');
    await page.getByLabel('Item group (number)').fill('100');
    await page.getByLabel('Factor (1.03 for 3% more)').fill('1.03');
    await sequence(page, 'KeyV');
    const summary = page.getByRole('status').filter({ hasText: 'prices would change' });
    await summary.waitFor();
    const rows = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
    expect(rows).toBeGreaterThan(0);
    const sample = page.getByRole('table', { name: 'The first prices, old and new' });
    expect(await sample.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByLabel('Factor (1.03 for 3% more)').focus();
    await sequence(page, 'KeyA');
    const progress = page.getByRole('progressbar', { name: /^Progress of batch \d+$/ });
    await progress.waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await page.getByText(`Applied: ${rows} prices changed.`).waitFor();

    await page.getByRole('button', { name: /Undo the batch/ }).focus();
    await sequence(page, 'KeyZ');
    await page.getByText(new RegExp(`^Undone: ${rows} prices back as they were`)).waitFor();
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
  }, 120_000);
});
