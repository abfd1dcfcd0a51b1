import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/server/seed/demo-access';
import { loginSuccessSchema } from '../../src/shared/api/auth';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, isFocused, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
/** Items with plenty of stock in the demo company, so the delivery posts. */
const items = ['I000541', 'I000698', 'I000793', 'I000950', 'I001107'];
const quantities = ['3', '1', '2', '4', '1'];

/** The active cell's column header, as aria-activedescendant names the cell. */
function activeColumn(grid: Locator): Promise<number> {
  return grid.evaluate((element) => {
    const id = element.getAttribute('aria-activedescendant');
    return Number((id ? document.getElementById(id) : null)?.getAttribute('aria-colindex') ?? 0);
  });
}

const paneHeadings = (page: Page) =>
  page
    .locator('[data-pane-id] h1')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent ?? ''));

describe('the document screens by keyboard in Chromium', () => {
  const suite = browserSuite(productUrl);
  const signedIn = (path: string) => suite.signedIn(path, 'admin');

  it('creates a five-line sales order without the mouse, copies it to a delivery and shows both beside the relationship map', async () => {
    const page = await signedIn('/sales/doc/create/17');
    await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();

    // The partner first, through its lookup: its code typed, the lookup's list closed by Enter.
    await choosePartner(page, 'C00135');

    const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
    await tabTo(page, lines);
    for (const [index, code] of items.entries()) {
      // Typing in the item cell opens its editor with the matches; Enter takes one, then the quantity opens.
      await page.keyboard.type(code);
      await page
        .getByRole('listbox', { name: 'Matching items' })
        .getByRole('option', { name: new RegExp(code) })
        .waitFor();
      await page.keyboard.press('Enter');
      const quantity = page.getByRole('textbox', { name: 'Edit Quantity' });
      await quantity.waitFor();
      await page.keyboard.press('Control+KeyA');
      await page.keyboard.type(quantities[index] ?? '1');
      await page.keyboard.press('Enter');
      await quantity.waitFor({ state: 'detached' });
      // Enter moved down to the new empty line: Home goes back to its item cell.
      await page.keyboard.press('Home');
      await expect.poll(() => activeColumn(lines)).toBe(1);
    }
    expect(Number(await lines.getAttribute('aria-rowcount'))).toBe(items.length + 2);
    // Each line was priced by the rules, and the totals follow.
    await expect
      .poll(() => lines.locator('[role="gridcell"][aria-colindex="10"]').allTextContents())
      .toContain('Partner price list');
    // Each line shows the warehouse it will post from before saving (admin: the first active one).
    expect(await lines.locator('[role="gridcell"][aria-colindex="8"]').allTextContents()).toEqual([
      ...items.map(() => 'WH01'),
      '',
    ]);
    // The partner's sales employee is named, not only numbered.
    const salesEmployee = page.getByRole('combobox', { name: 'Sales employee' });
    await expect.poll(() => salesEmployee.inputValue()).not.toBe('');
    await expect
      .poll(() =>
        salesEmployee.evaluate(
          (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
        ),
      )
      .toMatch(/\p{L}{2,}/u);

    await page.keyboard.press('Control+KeyS');
    const order = page.getByRole('heading', { name: /^Sales Order \d+$/ });
    await order.waitFor();
    const orderTitle = (await order.textContent()) ?? '';
    const orderLines = page.getByRole('grid', { name: `Lines of ${orderTitle}` });
    await expect.poll(() => orderLines.getAttribute('aria-rowcount')).toBe(String(items.length + 1));

    // Copy to: the chain offers the delivery first (its button shows once the saved order's rights are read).
    await page
      .getByRole('button', { name: /Copy to/ })
      .first()
      .waitFor();
    await page.keyboard.press('Alt+Shift+KeyY');
    const copyTo = page.getByRole('dialog', { name: 'Copy to which document?' });
    await copyTo.waitFor();
    expect(await isFocused(copyTo.getByRole('button', { name: 'Delivery' }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `New Delivery from ${orderTitle}` }).waitFor();
    const copied = page.getByRole('grid', { name: /Lines of New Delivery/ });
    await expect.poll(() => copied.getAttribute('aria-rowcount')).toBe(String(items.length + 2));
    await page.keyboard.press('Control+KeyS');
    const delivery = page.getByRole('heading', { name: /^Delivery \d+$/ });
    await delivery.waitFor();
    const deliveryTitle = (await delivery.textContent()) ?? '';

    // The relationship map opens beside the delivery; Enter on the order opens it in that pane.
    await page.keyboard.press('Alt+Shift+KeyV');
    const map = page.getByRole('tree', { name: `Relationship map of ${deliveryTitle}` });
    await map.waitFor();
    const current = map.getByRole('treeitem', { name: new RegExp(`^${deliveryTitle},`) });
    await tabTo(page, current);
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(map.getByRole('treeitem', { name: new RegExp(`^${orderTitle},`) }))).toBe(true);
    await page.keyboard.press('Enter');
    // Two panes side by side: the delivery, and the order where the map was.
    await expect
      .poll(async () => (await paneHeadings(page)).sort())
      .toEqual([deliveryTitle, orderTitle].sort());
    // The order now shows its open quantities copied: nothing left open on its lines.
    const orderView = page.getByRole('grid', { name: `Lines of ${orderTitle}` });
    const openColumn = async () =>
      orderView.getByRole('columnheader', { name: 'Open quantity' }).getAttribute('aria-colindex');
    await expect
      .poll(async () =>
        orderView.locator(`[role="gridcell"][aria-colindex="${await openColumn()}"]`).allTextContents(),
      )
      .toEqual(['0', '0', '0', '0', '0']);
  }, 240_000);

  it("shows 'Unexpected result code' and keeps the error when the list answers another ResultCode", async () => {
    const page = await signedIn('/dashboard');
    await page.route(/\/api\/v1\/marketing\/docs\/15\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ ResultCode: 1500 }),
      }),
    );
    await page.goto(`${productUrl}/sales/doc/15`);
    await page.getByRole('alert').filter({ hasText: 'Unexpected result code' }).waitFor();
    // Once the page has nothing left to fetch, no retry can replace or repeat the message.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alert').filter({ hasText: 'Unexpected result code' }).count()).toBe(1);
  });
  it("starts a new order in the series and its lines in the warehouse of the user's defaults", async () => {
    const headers = { ...(await signInForWrites(productUrl, 'admin')), 'content-type': 'application/json' };
    const login = await fetch(`${productUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: demoPassword }),
    });
    const adminId = loginSuccessSchema.parse(await login.json()).user.id;
    const created = await fetch(`${productUrl}/api/v1/resources/user-defaults`, {
      method: 'POST',
      headers,
      // Series 2 is the demo company's one sales order series (numbered in type order).
      body: JSON.stringify({ Code: 'LYON', Name: 'Lyon desk', WhsCode: 'WH03', Series17: 2 }),
    });
    expect([201, 409]).toContain(created.status);
    const assign = (DfltsCode: string | null) =>
      fetch(`${productUrl}/api/v1/administration/users/${adminId}/defaults`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ DfltsCode }),
      });
    expect((await assign('LYON')).status).toBe(200);
    try {
      const page = await signedIn('/sales/doc/create/17');
      await page.getByRole('heading', { name: 'New Sales Order' }).waitFor();
      // The header shows the series the order will be numbered in.
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Numbering series' }).inputValue())
        .toBe('2');
      await choosePartner(page, 'C00135');
      const lines = page.getByRole('grid', { name: /Lines of New Sales Order/ });
      await tabTo(page, lines);
      await page.keyboard.type(items[0] ?? '');
      await page
        .getByRole('listbox', { name: 'Matching items' })
        .getByRole('option', { name: new RegExp(items[0] ?? '') })
        .waitFor();
      await page.keyboard.press('Enter');
      await page.getByRole('textbox', { name: 'Edit Quantity' }).waitFor();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => lines.locator('[role="gridcell"][aria-colindex="8"]').first().textContent())
        .toBe('WH03');
    } finally {
      expect((await assign(null)).status).toBe(200);
    }
  });
});
