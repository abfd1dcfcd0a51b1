import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { browserSuite } from '../support/browser-suite';
import { choosePartner, enterLine, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signInForWrites } from '../support/sign-in';

const productUrl = productServerUrl();
// Its own item, so the run finds it as it left it whatever other files did.
const item = `PICK-${process.pid}`;

async function api(path: string, init: { method?: string; body?: object } = {}) {
  const headers = await signInForWrites(productUrl, 'admin');
  const response = await fetch(`${productUrl}/api/v1/${path}`, {
    method: init.method ?? 'GET',
    headers: { ...headers, 'content-type': 'application/json' },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function batchesOf(itemCode: string) {
  const filters = JSON.stringify([{ field: 'ItemCode', op: 'equals', value: itemCode }]);
  const answer = await api(`resources/batch-numbers?filters=${encodeURIComponent(filters)}`);
  const rows = (answer.body.ResponseData as { data: Record<string, unknown>[] }).data;
  return rows.map((row) => [row.DistNumber, row.WhsCode, Number(row.Quantity), row.ExpDate]);
}

describe('picking batches for a line by keyboard in Chromium', () => {
  const suite = browserSuite(productUrl);

  it('receives a batch-managed item with its batch and expiry, then delivers it with the earliest expiry proposed', async () => {
    const created = await api('resources/items', {
      method: 'POST',
      body: { ItemCode: item, ItemName: `Picked ${item}`, ItmsGrpCod: 103, ManBtchNum: 'Y' },
    });
    expect(created.status).toBe(201);
    // The date field reads month, day, year as typed in en-US.
    const page = await suite.signedIn('/sales/doc/create/20', 'admin', { locale: 'en-US' });
    await page.getByRole('heading', { name: 'New Goods Receipt PO' }).waitFor();
    await choosePartner(page, 'S00001');
    const lines = page.getByRole('grid', { name: /Lines of New Goods Receipt PO/ });
    await tabTo(page, lines);
    await enterLine(page, item, '5');
    // Back on the line just entered, F4 opens its picker.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('F4');
    const dialog = page.getByRole('dialog', { name: 'Batches, serial numbers and bins of line 1' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add a batch' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, dialog.getByRole('button', { name: 'Add a batch' }));
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('textbox', { name: 'Batch' }), 20, 'Shift+Tab');
    await page.keyboard.type('E2E-LOT');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('03012028');
    await tabTo(page, dialog.getByRole('button', { name: 'Use these' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Goods Receipt PO \d+$/ }).waitFor();
    expect(await batchesOf(item)).toEqual([['E2E-LOT', 'WH01', 5, '2028-03-01']]);

    await page.goto(`${productUrl}/sales/doc/create/15`);
    await page.getByRole('heading', { name: 'New Delivery' }).waitFor();
    await choosePartner(page, 'C00007');
    const deliveryLines = page.getByRole('grid', { name: /Lines of New Delivery/ });
    await tabTo(page, deliveryLines);
    await enterLine(page, item, '2');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('F4');
    const picker = page.getByRole('dialog', { name: 'Batches, serial numbers and bins of line 1' });
    await tabTo(page, picker.getByRole('button', { name: 'Propose earliest expiry first' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => picker.getByRole('combobox', { name: 'Batch' }).inputValue()).toBe('E2E-LOT');
    await tabTo(page, picker.getByRole('button', { name: 'Use these' }));
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Delivery \d+$/ }).waitFor();
    expect(await batchesOf(item)).toEqual([['E2E-LOT', 'WH01', 3, '2028-03-01']]);
  });

  it('shows warehouse staff the batches and serial numbers of their warehouses, without accessibility violations', async () => {
    const page = await suite.signedIn('/inventory/item-management/batch-numbers', 'warehouse');
    const grid = page.locator('[data-pane-id] [role="grid"]').first();
    await grid.locator('[role="row"]').nth(1).waitFor();
    expect(await grid.getByRole('gridcell', { name: /^WH0[34]$/ }).count()).toBe(0);
    expect(await grid.getByRole('gridcell', { name: /^WH0[12]$/ }).count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${productUrl}/inventory/item-management/serial-numbers`);
    await page.locator('[data-pane-id] [role="grid"]').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
