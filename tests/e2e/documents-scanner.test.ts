import { describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';

const productUrl = productServerUrl();
const order = [
  { item: 'I000541', quantity: '3' },
  { item: 'I000698', quantity: '1' },
  { item: 'I000793', quantity: '2' },
  { item: 'I000950', quantity: '4' },
  { item: 'I001107', quantity: '1' },
];

interface SavedLine {
  ItemCode: string;
  Quantity: string | number;
}

async function savedLines(docEntry: string): Promise<{ item: string; quantity: number }[]> {
  const token = await signIn(productUrl, 'sales');
  const response = await fetch(`${productUrl}/api/v1/marketing/docs/17/${docEntry}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { ResponseData: { DocumentLines: SavedLine[] } };
  return body.ResponseData.DocumentLines.map((line) => ({
    item: line.ItemCode,
    quantity: Number(line.Quantity),
  }));
}

describe('entering document lines as fast as a scanner in Chromium', () => {
  const suite = browserSuite(productUrl);

  /** Types the order `delay` ms a key, Enter straight after each code and each quantity, and saves it. */
  async function enterOrder(delay: number) {
    const page = await suite.signedIn('/sales/doc/create/17', 'sales');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
    await choosePartner(page, 'C00007');

    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await tabTo(page, lines);
    for (const line of order) {
      await page.keyboard.type(`${line.item}\n${line.quantity}\n`, { delay });
      await page.keyboard.press('Home');
    }
    await expect.poll(() => lines.getAttribute('aria-rowcount')).toBe(String(order.length + 2));
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Sales Order \d+$/ }).waitFor();
    const docEntry = /\/doc\/17\/(\d+)/.exec(page.url())?.[1];
    expect(docEntry).toBeDefined();
    expect(await savedLines(docEntry ?? '')).toEqual(
      order.map((line) => ({ item: line.item, quantity: Number(line.quantity) })),
    );
  }

  it('saves exactly the five lines typed at a scanner’s 10 ms a key, Enter straight after each code', async () => {
    await enterOrder(10);
  });

  it('saves exactly the five lines typed at human speed', async () => {
    await enterOrder(100);
  });
});
