import { describe, expect, it } from 'vitest';
import { documentAnswerSchema } from '../../src/shared/api/marketing-docs';
import { axeViolations } from '../support/axe';
import { openFromPalette } from '../support/browser-session';
import { browserSuite } from '../support/browser-suite';
import { chooseTransferWarehouses, enterLine, tabTo } from '../support/keyboard-entry';
import { productServerUrl } from '../support/product-server';
import { signIn } from '../support/sign-in';
import { createTransferRequest } from '../support/transfer-requests';

const productUrl = productServerUrl();
/** An item the warehouse clerk receives: any stocked item of the demo company. */
const item = 'I000541';

async function receiptAs(token: string, docEntry: string) {
  const response = await fetch(`${productUrl}/api/v1/marketing/docs/59/${docEntry}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return documentAnswerSchema.parse(await response.json()).ResponseData;
}

describe('inventory transactions in Chromium', () => {
  const suite = browserSuite(productUrl, { reuseSessions: true });

  it('lets the warehouse clerk receive goods by keyboard, in the editor of every document, without a partner', async () => {
    const page = await suite.signedIn('/inventory/transactions/create/59', 'warehouse');
    await page.getByRole('heading', { name: 'New Goods Receipt' }).waitFor();
    // No partner to choose: the editor opens at its lines, and asks for no partner, currency or discount.
    const lines = page.getByRole('grid', { name: /Lines of New Goods Receipt/ });
    await expect.poll(() => lines.evaluate((grid) => grid.contains(document.activeElement))).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Partner' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'To Warehouse' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await enterLine(page, item, '4');
    await page.keyboard.press('Control+KeyS');
    const saved = page.getByRole('heading', { name: /^Goods Receipt \d+$/ });
    await saved.waitFor();
    expect(page.url()).toMatch(/inventory\/transactions\/view\/59\/\d+/);
    const docEntry = /view\/59\/(\d+)/.exec(decodeURIComponent(page.url()))?.[1] ?? '';
    const receipt = await receiptAs(await signIn(productUrl, 'warehouse'), docEntry);
    expect(receipt).toMatchObject({ CardCode: null, DocStatus: 'O' });
    expect(receipt.DocumentLines[0]).toMatchObject({ ItemCode: item, Quantity: '4.000000', WhsCode: 'WH01' });
    expect(await axeViolations(page)).toEqual([]);
  });

  it('transfers between the two warehouses its header names, chosen by keyboard', async () => {
    const page = await suite.signedIn('/inventory/transactions/create/67', 'warehouse');
    await page.getByRole('heading', { name: 'New Inventory Transfer' }).waitFor();
    await chooseTransferWarehouses(page, 'WH01', 'WH02');
    await tabTo(page, page.getByRole('grid', { name: /Lines of New Inventory Transfer/ }));
    await enterLine(page, item, '1');
    await page.keyboard.press('Control+KeyS');
    await page.getByRole('heading', { name: /^Inventory Transfer \d+$/ }).waitFor();
    const docEntry = /view\/67\/(\d+)/.exec(decodeURIComponent(page.url()))?.[1] ?? '';
    const response = await fetch(`${productUrl}/api/v1/marketing/docs/67/${docEntry}`, {
      headers: { authorization: `Bearer ${await signIn(productUrl, 'warehouse')}` },
    });
    const transfer = documentAnswerSchema.parse(await response.json()).ResponseData;
    expect(transfer).toMatchObject({ Filler: 'WH01', ToWhsCode: 'WH02' });
    expect(transfer.DocumentLines[0]).toMatchObject({ FromWhsCod: 'WH01', WhsCode: 'WH02' });
  });

  it("copies a transfer request into a transfer by keyboard, which takes the request's warehouses", async () => {
    const request = await createTransferRequest(productUrl, 'warehouse', {
      from: 'WH02',
      to: 'WH01',
      itemCode: item,
      quantity: '2',
    });
    const page = await suite.signedIn(
      `/inventory/transactions/view/1250000001/${request.DocEntry}`,
      'warehouse',
    );
    const title = `Inventory Transfer Request ${request.DocNum}`;
    await page.getByRole('grid', { name: `Lines of ${title}` }).waitFor();
    // A request copies to one type only: Copy to opens the transfer at once.
    await page.keyboard.press('Alt+Shift+KeyY');
    await page.getByRole('heading', { name: `New Inventory Transfer from ${title}` }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'From Warehouse' }).inputValue()).toBe('WH02');
    await page.getByRole('grid', { name: /Lines of New Inventory Transfer/ }).waitFor();
    await page.keyboard.press('Control+KeyS');
    const saved = page.getByRole('heading', { name: /^Inventory Transfer \d+$/ });
    await saved.waitFor();
    const docEntry = /view\/67\/(\d+)/.exec(decodeURIComponent(page.url()))?.[1] ?? '';
    const response = await fetch(`${productUrl}/api/v1/marketing/docs/67/${docEntry}`, {
      headers: { authorization: `Bearer ${await signIn(productUrl, 'warehouse')}` },
    });
    const transfer = documentAnswerSchema.parse(await response.json()).ResponseData;
    expect(transfer).toMatchObject({ Filler: 'WH02', ToWhsCode: 'WH01' });
    // The relationship map links the transfer to the request it was copied from.
    const transferTitle = `Inventory Transfer ${transfer.DocNum}`;
    await page.getByRole('grid', { name: `Lines of ${transferTitle}` }).focus();
    await page.keyboard.press('Alt+Shift+KeyV');
    const map = page.getByRole('tree', { name: `Relationship map of ${transferTitle}` });
    await map.getByRole('treeitem', { name: new RegExp(`^${title},`) }).waitFor();
    expect(transfer.DocumentLines[0]).toMatchObject({
      BaseType: '1250000001',
      BaseEntry: request.DocEntry,
      FromWhsCod: 'WH02',
      WhsCode: 'WH01',
      Quantity: '2.000000',
    });
  });

  it('offers New Goods Issue in the palette, from the type declaration, opening its editor', async () => {
    const page = await suite.signedIn('/dashboard', 'warehouse');
    await openFromPalette(page, 'New Goods Issue', 'Enter', /New Goods Issue/);
    await page.getByRole('heading', { name: 'New Goods Issue' }).waitFor();
    expect(decodeURIComponent(page.url())).toContain('/inventory/transactions/create/60');
  });

  it('opens the inventory transactions of a type from the list of all of them', async () => {
    const page = await suite.signedIn('/inventory/transactions', 'warehouse');
    const type = page.getByRole('combobox', { name: 'Transaction type' });
    await type.waitFor();
    await type.selectOption('67');
    await page.getByRole('grid', { name: /Inventory Transfer/ }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
