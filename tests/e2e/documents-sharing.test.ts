import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentListAnswerSchema } from '../../src/shared/api/marketing-docs';
import { findDocumentType } from '../../src/shared/documents/object-types';
import { openFromPalette, signInByKeyboard } from '../support/browser-session';
import { productBrowser, productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';
import { panes } from '../support/workspace-panes';

const productUrl = productServerUrl();

/**
 * The analyst: of the demo users, `warehouse` is the one whose rules read documents (deliveries,
 * goods receipts and goods returns touching their warehouses) and write none of them; `sales`
 * and `dispatcher` create and update documents, `admin` manages everything.
 */
const analyst = 'warehouse';

/** The latest document of a type the analyst may read, as the server answers it for them. */
async function latestReadable(token: string, objectId: string) {
  const response = await fetch(
    `${productUrl}/api/v1/marketing/docs/${objectId}?isDoc=1&page=1&per_page=1&DocStatus=all`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status).toBe(200);
  const row = documentListAnswerSchema.parse(await response.json()).ResponseData.data[0];
  if (!row) throw new Error(`${analyst} may read no document of type ${objectId}`);
  return row;
}

/** The heading each pane shows, in the panes' reading order (their "pane i of n" labels). */
function headingsByPane(page: Page): Promise<string[]> {
  return page.locator('[data-pane-id]').evaluateAll((elements) =>
    elements
      .map((element) => ({
        position: Number(/pane (\d+) of \d+$/.exec(element.getAttribute('aria-label') ?? '')?.[1] ?? 0),
        heading: element.querySelector('h1')?.textContent ?? '',
      }))
      .sort((a, b) => a.position - b.position)
      .map((pane) => pane.heading),
  );
}

describe("an analyst's documents side by side survive sharing the layout URL", () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await productBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    contexts.push(context);
    return context.newPage();
  }

  it('opens a delivery and a goods receipt in a split by keyboard; the copied address opens both in the same panes in another browser', async () => {
    const token = await signIn(productUrl, analyst);
    const delivery = await latestReadable(token, '15');
    const receipt = await latestReadable(token, '20');
    const deliveryName = findDocumentType('15')?.name;
    const receiptName = findDocumentType('20')?.name;
    const expected = [`${deliveryName} ${delivery.DocNum}`, `${receiptName} ${receipt.DocNum}`];

    const page = await newPage();
    await page.goto(`${productUrl}/login`);
    await signInByKeyboard(page, analyst);
    await page.locator('[data-pane-id]').first().waitFor();
    // By the numbers people see (DocNum): the delivery in the focused pane, the receipt beside it.
    await openFromPalette(page, `DN ${delivery.DocNum}`, 'Enter');
    await expect.poll(() => headingsByPane(page)).toEqual([expected[0]]);
    await openFromPalette(page, `GRPO ${receipt.DocNum}`, 'Control+Enter');
    await expect.poll(() => headingsByPane(page)).toEqual(expected);
    const before = await panes(page);
    expect(before.focused).toBe(before.titles[1]);

    // "Copy the address": what the address bar holds, the whole layout in `ws`.
    const address = page.url();
    expect(new URL(address).searchParams.get('ws')).toBeTruthy();
    expect(new URL(address).pathname).toBe(`/purchasing/doc/20/${receipt.DocEntry}`);

    // A colleague pastes it into a fresh browser: signs in first, then sees the same two panes.
    const other = await newPage();
    await other.goto(address);
    await signInByKeyboard(other, analyst);
    await other.locator('[data-pane-id]').nth(1).waitFor();
    await expect.poll(() => headingsByPane(other)).toEqual(expected);
    expect(await panes(other)).toEqual(before);
    expect(new URL(other.url()).searchParams.get('ws')).toBe(new URL(address).searchParams.get('ws'));
    // The documents themselves, not only their titles: each pane lists its lines, no error.
    for (const name of expected) {
      await other.getByRole('grid', { name: `Lines of ${name}` }).waitFor();
    }
    expect(await other.getByRole('alert').count()).toBe(0);
  });
});
